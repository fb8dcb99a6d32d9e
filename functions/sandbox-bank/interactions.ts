/**
 * The login and consent steps oidc-provider hands over to us (its `interactions.url`):
 *
 *   GET  {mount}/interaction/{uid}          the login or consent page, whichever is pending
 *   POST {mount}/interaction/{uid}/login    username + password
 *   POST {mount}/interaction/{uid}/locked   "Return to Khanya" from the locked-account page
 *   POST {mount}/interaction/{uid}/allow    consent given: a grant for the requested scopes
 *   POST {mount}/interaction/{uid}/deny     consent refused
 *
 * Finishing an interaction answers 303 to oidc-provider's resume endpoint, which redirects to
 * the client with a code or an error. The interaction cookie is SameSite=Lax, so another site
 * cannot post these forms for the applicant.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { checkSandboxLogin, findSandboxPersona } from '#core/sandbox-bank/personas';
import { sandboxBankData, sandboxToday } from '#core/sandbox-bank/accounts';
import { readFields, sendPage } from './http.ts';
import { consentPage, errorPage, lockedPage, loginPage } from './pages.ts';

export const CONSENT_DENIED_DESCRIPTION = 'The applicant denied access at the bank';
export const ACCOUNT_LOCKED_DESCRIPTION = 'account_locked';

const WRONG_CREDENTIALS = 'The username or password is not right. Check them and try again.';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

async function clientName(provider: Provider, interaction: Interaction): Promise<string> {
  const client = await provider.Client.find(String(interaction.params.client_id ?? ''));
  return client?.clientName ?? 'Khanya';
}

/** The origin of the client's redirect URI, which the pages' CSP form-action must allow. */
function formTarget(interaction: Interaction): string | undefined {
  try {
    return new URL(String(interaction.params.redirect_uri)).origin;
  } catch {
    return undefined;
  }
}

function holderName(username: string): string {
  const persona = findSandboxPersona(username);
  if (!persona) return username;
  return sandboxBankData(persona, sandboxToday(new Date())).accounts[0]?.holderName ?? username;
}

export async function handleInteraction(provider: Provider, mountPath: string, path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const match = /^\/interaction\/([\w-]+)(?:\/(login|locked|allow|deny))?$/.exec(path);
  const method = req.method ?? 'GET';
  if (!match || (match[2] ? method !== 'POST' : method !== 'GET')) {
    sendPage(res, errorPage({ title: 'Page not found', message: 'There is no such page at the bank.', status: 404 }));
    return;
  }
  const [, uid, action] = match;
  let interaction: Interaction;
  try {
    interaction = await provider.interactionDetails(req, res);
  } catch {
    sendPage(res, errorPage({ title: 'This login has expired', message: 'The time to log in ran out, or the page was opened in another browser.', status: 400 }));
    return;
  }
  if (interaction.uid !== uid) {
    sendPage(res, errorPage({ title: 'This login has expired', message: 'The page belongs to another login.', status: 400 }));
    return;
  }
  const base = `${mountPath}/interaction/${uid}`;
  const name = await clientName(provider, interaction);
  const target = formTarget(interaction);
  const prompt = interaction.prompt.name;

  if (!action) {
    if (prompt === 'login') return sendPage(res, loginPage({ action: `${base}/login`, clientName: name, formTarget: target }));
    const accountId = interaction.session?.accountId ?? '';
    return sendPage(res, consentPage({ allowAction: `${base}/allow`, denyAction: `${base}/deny`, clientName: name, holderName: holderName(accountId), formTarget: target }));
  }

  if (action === 'login') {
    if (prompt !== 'login') return sendPage(res, errorPage({ title: 'Already logged in', message: 'Go back and continue.', status: 400 }));
    const fields = await readFields(req);
    const login = checkSandboxLogin(fields.username ?? '', fields.password ?? '');
    if (login.outcome === 'wrong_credentials') {
      return sendPage(res, loginPage({ action: `${base}/login`, clientName: name, username: fields.username ?? '', error: WRONG_CREDENTIALS, formTarget: target }));
    }
    if (login.outcome === 'locked') return sendPage(res, lockedPage({ action: `${base}/locked`, clientName: name, formTarget: target }));
    await provider.interactionFinished(req, res, { login: { accountId: login.persona.username } }, { mergeWithLastSubmission: false });
    return;
  }

  if (action === 'locked') {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: ACCOUNT_LOCKED_DESCRIPTION }, { mergeWithLastSubmission: false });
    return;
  }

  if (prompt !== 'consent') return sendPage(res, errorPage({ title: 'Log in first', message: 'Go back and log in.', status: 400 }));
  if (action === 'deny') {
    await provider.interactionFinished(req, res, { error: 'access_denied', error_description: CONSENT_DENIED_DESCRIPTION }, { mergeWithLastSubmission: true });
    return;
  }
  // allow: a grant for exactly the scopes the client asked for and the bank knows.
  const accountId = interaction.session?.accountId;
  const clientId = String(interaction.params.client_id);
  const grant = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const granted = grant ?? new provider.Grant({ accountId, clientId });
  const missing = interaction.prompt.details.missingOIDCScope;
  if (Array.isArray(missing)) granted.addOIDCScope(missing.join(' '));
  const grantId = await granted.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}
