/**
 * Staff sign-in: the password check every login shares (the OAuth2 token endpoint and the
 * console), the access token it earns, and the console's session (issue 14): a cookie secret that
 * answers a fresh access token after a reload, and one-time login links.
 */
import { randomBytes } from 'node:crypto';
import { SCOPE_NAMES } from '#schemas/permissions';
import { DomainError } from '#schemas/errors';
import { decoyPasswordHash, verifyPassword } from '#core/passwords';
import { signSessionToken } from '#core/session-tokens';
import { digest, newLinkToken } from '#core/secrets';
import { clearedConsoleSessionCookie, CONSOLE_SESSION_TTL_SECONDS, consoleSessionCookie, LOGIN_LINK_TTL_SECONDS } from '#core/console-session';
import { config } from '../config.ts';
import { signingKey } from '../aws/signing-key.ts';
import { getOrganisation, type OrganisationItem } from '../repositories/organisations.ts';
import { findUserByEmail, getUser, recordLogin, type UserItem } from '../repositories/users.ts';
import { clearThrottle, recordFailure, releaseSlot, takeGuessSlot } from '../repositories/login-throttle.ts';
import { consumePasswordToken, savePasswordToken } from '../repositories/password-tokens.ts';
import { deleteConsoleSession, getConsoleSession, saveConsoleSession } from '../repositories/console-sessions.ts';
import { nowIso, nowSeconds } from '../repositories/table.ts';

export interface AccessTokenBody {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  scope: string;
}

interface SignedIn {
  user: UserItem;
  organisation: OrganisationItem;
  scopes: string[];
}

/** Staff users may hold both scopes; an empty `scope` asks for all of them. */
function grantedScopes(requested: string): string[] {
  const asked = requested.split(/\s+/).filter(Boolean);
  if (asked.length === 0) return [...SCOPE_NAMES];
  if (!asked.every((scope) => (SCOPE_NAMES as readonly string[]).includes(scope))) throw new DomainError('invalid_token_permissions');
  return [...new Set(asked)];
}

/** Time kept back from a wait for a guess slot: the password check and the writes after it. */
const CHECK_RESERVE_MS = 2_000;
/** Never wait longer than this for a slot, whatever time the invocation has. */
const MAX_SLOT_WAIT_MS = 15_000;

/**
 * The password check. Atomic per username: at most the throttle's number of passwords is ever
 * checked per window, even when all are sent at once; unknown users cost a hash too, so timing
 * does not reveal which addresses have accounts.
 */
export async function checkStaffPassword(form: { username: string; password: string; scope: string }, remainingMs: number): Promise<SignedIn> {
  const username = form.username.trim().toLowerCase();
  const waitUntil = Date.now() + Math.min(MAX_SLOT_WAIT_MS, remainingMs - CHECK_RESERVE_MS);
  const slot = await takeGuessSlot(username, waitUntil);
  let user: UserItem | undefined;
  let passwordOk: boolean;
  try {
    user = await findUserByEmail(username);
    passwordOk = await verifyPassword(form.password, user?.password_hash ?? (await decoyPasswordHash()));
  } catch (error) {
    await releaseSlot(slot);
    throw error;
  }
  if (!user || !user.password_hash || !passwordOk) {
    await recordFailure(slot);
    throw new DomainError('invalid_credentials', undefined, { 'www-authenticate': 'Bearer' });
  }
  // The right password ends the window, whatever comes next.
  const [organisation] = await Promise.all([getOrganisation(user.organisation_id), clearThrottle(username)]);
  if (!user.is_active || !organisation?.is_active) throw new DomainError('account_deactivated');
  return { user, organisation, scopes: grantedScopes(form.scope) };
}

/** A signed bearer token for the user (and the login recorded). */
export async function accessTokenFor({ user, organisation, scopes }: SignedIn): Promise<AccessTokenBody> {
  await recordLogin(user, nowIso());
  return signedAccessToken(user.id, organisation.id, scopes);
}

async function signedAccessToken(userId: string, organisationId: string, scopes: string[]): Promise<AccessTokenBody> {
  const ttl = config.sessionTtlSeconds;
  const accessToken = await signSessionToken({ userId, organisationId, scopes }, await signingKey(), ttl);
  return { access_token: accessToken, token_type: 'bearer', expires_in: ttl, scope: scopes.join(' ') };
}

/** Starts a console session: the access token for the page's memory and the cookie for reloads. */
export async function startConsoleSession(signedIn: SignedIn): Promise<{ body: AccessTokenBody; cookie: string }> {
  const secret = randomBytes(32).toString('base64url');
  await saveConsoleSession(digest(secret), {
    user_id: signedIn.user.id,
    organisation_id: signedIn.organisation.id,
    scopes: signedIn.scopes,
    started_at_ms: Date.now(),
    expiresAt: nowSeconds() + CONSOLE_SESSION_TTL_SECONDS,
  });
  return { body: await accessTokenFor(signedIn), cookie: consoleSessionCookie(secret, config.secureCookies) };
}

/** A new access token for the session the cookie names, while everything behind it still holds. */
export async function refreshConsoleSession(secret: string | undefined): Promise<AccessTokenBody> {
  const session = secret ? await getConsoleSession(digest(secret), nowSeconds()) : undefined;
  if (!session) throw new DomainError('console_session_ended');
  const [user, organisation] = await Promise.all([getUser(session.organisation_id, session.user_id), getOrganisation(session.organisation_id)]);
  // A password change ends every session that began before it, as it does for bearer tokens.
  if (!user || !organisation || session.started_at_ms <= user.sessions_valid_after) throw new DomainError('console_session_ended');
  if (!user.is_active || !organisation.is_active) throw new DomainError('account_deactivated');
  return signedAccessToken(user.id, organisation.id, session.scopes);
}

export async function endConsoleSession(secret: string | undefined): Promise<string> {
  if (secret) await deleteConsoleSession(digest(secret));
  return clearedConsoleSessionCookie(config.secureCookies);
}

/** A one-time console login link's token for the user (npm start's demo login). */
export async function createLoginLink(user: UserItem): Promise<string> {
  const token = newLinkToken();
  await savePasswordToken(digest(token), { user_id: user.id, organisation_id: user.organisation_id, purpose: 'login', expiresAt: nowSeconds() + LOGIN_LINK_TTL_SECONDS });
  return token;
}

/** Uses a login link once (two racing redemptions: one session, one 401) and signs the user in. */
export async function redeemLoginLink(token: string): Promise<SignedIn> {
  const record = await consumePasswordToken(digest(token), 'login', nowSeconds());
  if (!record) throw new DomainError('invalid_login_link');
  const [user, organisation] = await Promise.all([getUser(record.organisation_id, record.user_id), getOrganisation(record.organisation_id)]);
  if (!user || !organisation) throw new DomainError('invalid_login_link');
  if (!user.is_active || !organisation.is_active) throw new DomainError('account_deactivated');
  return { user, organisation, scopes: [...SCOPE_NAMES] };
}
