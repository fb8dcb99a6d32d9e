/**
 * The bank's OAuth 2.0 / OpenID Connect authorisation server: oidc-provider, configured for
 * exactly what Khanya needs and nothing more. Authorisation code flow only, PKCE S256 required
 * (oidc-provider 9 supports no other method, so `plain` is refused as unsupported), `state`
 * passed through, exact redirect URI matching (redirect_uri is required even though the client
 * has a single one), codes valid 60 s and single use (adapter.ts), access tokens 10 minutes.
 *
 * One client, `khanya-connect`: confidential (client_secret_basic) and PKCE, whose only
 * redirect URI is `${CONNECT_URL}/connect/oauth/callback`.
 */
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { config } from '#platform/config';
import { logger } from '#platform/logger';
import { sandboxBankClientSecret, sandboxBankKeySeed } from '#platform/aws/sandbox-bank-secrets';
import { findSandboxPersona } from '#core/sandbox-bank/personas';
import { SANDBOX_CALLBACK_PATH, SANDBOX_CLIENT_ID, SANDBOX_SCOPES } from '#core/sandbox-bank/protocol';
import { DynamoDbAdapter } from './adapter.ts';
import { deriveSandboxKeys } from './keys.ts';
import { errorPage } from './pages.ts';

export const TTL_SECONDS = {
  AuthorizationCode: 60,
  AccessToken: 600,
  IdToken: 600,
  /** Long enough for a lender's `rethread` weeks later; not rotated (see below). */
  RefreshToken: 90 * 24 * 60 * 60,
  Grant: 90 * 24 * 60 * 60,
  Interaction: 30 * 60,
  Session: 30 * 60,
} as const;

/** The one redirect URI registered for `khanya-connect`. */
export function connectCallbackUrl(): string {
  return `${config.connectUrl.replace(/\/+$/, '')}${SANDBOX_CALLBACK_PATH}`;
}

function renderError(ctx: KoaContextWithOIDC, out: { error: string; error_description?: string | undefined }): void {
  const page = errorPage({
    title: 'This link to the bank does not work',
    message: out.error_description ?? out.error,
    status: ctx.status >= 400 ? ctx.status : 400,
  });
  ctx.set(page.headers);
  ctx.type = 'html';
  ctx.body = page.body;
}

/**
 * Login and consent on every authorisation, even when the browser still has a session at the
 * bank: a developer tries one persona after another in the same browser, and each link must be
 * the persona typed in (and allow Deny), not the last one's session. The login prompt is asked
 * unless a login happened in this very authorisation request.
 */
function everyLinkPolicy(): interactionPolicy.DefaultPolicy {
  const policy = interactionPolicy.base();
  policy.get('login')!.checks.add(
    new interactionPolicy.Check('sandbox_every_link', 'The sandbox bank asks who is linking on every authorisation', (ctx) =>
      ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );
  return policy;
}

async function buildProvider(issuer: string): Promise<Provider> {
  const [clientSecret, seed] = await Promise.all([sandboxBankClientSecret(), sandboxBankKeySeed()]);
  const keys = deriveSandboxKeys(seed);
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, '');
  const configuration: Configuration = {
    adapter: DynamoDbAdapter,
    clients: [
      {
        client_id: SANDBOX_CLIENT_ID,
        client_secret: clientSecret,
        client_name: 'Khanya',
        redirect_uris: [connectCallbackUrl()],
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        token_endpoint_auth_method: 'client_secret_basic',
        id_token_signed_response_alg: 'ES256',
      },
    ],
    responseTypes: ['code'],
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    scopes: [...SANDBOX_SCOPES],
    claims: { openid: ['sub'] },
    jwks: { keys: [keys.signingJwk] },
    cookies: { keys: keys.cookieKeys },
    ttl: { ...TTL_SECONDS },
    // A refresh token whenever the client may refresh, without `offline_access` (which
    // oidc-provider drops unless prompt=consent is sent, and the connect UI sends no prompt);
    // not rotated, so the grant Khanya stores keeps working for rethreads.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: false,
    expiresWithSession: async () => false,
    interactions: { policy: everyLinkPolicy(), url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    // Only a grant given in this authorisation counts (never one an earlier link left in the
    // session), so the consent page, and its Deny, come every time.
    loadExistingGrant: async (ctx) => {
      const grantId = ctx.oidc.result?.consent?.grantId;
      return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
    },
    findAccount: async (_ctx, sub) => (findSandboxPersona(sub) ? { accountId: sub, claims: async () => ({ sub }) } : undefined),
    features: {
      devInteractions: { enabled: false },
      // A client may revoke only its own tokens (the only client is Khanya, but say so).
      revocation: { enabled: true, allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId },
      userinfo: { enabled: true },
    },
    clientBasedCORS: () => false,
    renderError,
  };
  const provider = new Provider(issuer, configuration);
  // provider.proxy stays false (no trust in X-Forwarded-Host); app.ts sets the scheme from
  // API Gateway's X-Forwarded-Proto instead.
  // oidc-provider answers 500 server_error without saying why; the reason goes to the log.
  provider.on('server_error', (_ctx, error) => logger.error('Sandbox bank server error', { error }));
  provider.use(async (ctx, next) => {
    await next();
    // The authorisation is over (the browser goes back to the client, with a code or an
    // error): end the applicant's session at the bank. Nothing here uses it again (no single
    // sign-on, no logout), and a session left behind would make the next persona's login in the
    // same browser go through oidc-provider's "log the other user out first" page.
    const route = ctx.oidc?.route;
    if ((route === 'resume' || route === 'authorization') && ctx.status >= 300 && ctx.status < 400) {
      const location = ctx.response.get('location');
      const session = ctx.oidc.entities.Session;
      if (session && location && !new URL(location, issuer).href.startsWith(`${issuer}/`)) await session.destroy();
    }
    // user_unavailable: login and consent work, then the bank's token endpoint is down. The
    // tokens just issued are never handed out; they expire unused.
    if (ctx.oidc?.route === 'token' && ctx.status === 200) {
      const accountId = ctx.oidc.entities.AuthorizationCode?.accountId ?? ctx.oidc.entities.RefreshToken?.accountId;
      if (accountId && findSandboxPersona(accountId)?.behaviour === 'unavailable') {
        ctx.status = 503;
        ctx.set('retry-after', '60');
        ctx.body = { error: 'temporarily_unavailable', error_description: 'The bank is unavailable; try again later' };
      }
    }
  });
  return provider;
}

const providers = new Map<string, Promise<Provider>>();

/** The provider for this issuer, built once per container (an issuer per SANDBOX_BANK_URL). */
export function sandboxProvider(issuer: string): Promise<Provider> {
  let provider = providers.get(issuer);
  if (!provider) {
    provider = buildProvider(issuer);
    provider.catch(() => providers.delete(issuer));
    providers.set(issuer, provider);
  }
  return provider;
}
