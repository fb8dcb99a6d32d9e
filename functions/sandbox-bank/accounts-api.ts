/**
 * The accounts API, guarded by the access token (opaque; looked up in the bank's storage):
 *
 *   GET  {mount}/open-banking/v3.1/aisp/accounts
 *   GET  {mount}/open-banking/v3.1/aisp/accounts/{AccountId}/balances
 *   GET  {mount}/open-banking/v3.1/aisp/accounts/{AccountId}/transactions?fromBookingDateTime=
 *   POST {mount}/open-banking/v3.1/aisp/challenges/{ChallengeId}   {"otp": "123456"} (Khanya extension)
 *
 * Persona behaviours: `unavailable` answers 503 everywhere; `otp` answers 403 with a challenge
 * until the challenge is answered with SANDBOX_OTP (the answer is kept for the grant's life).
 * After SANDBOX_OTP_ATTEMPTS wrong answers the authorisation is locked: every later answer,
 * right or not, is refused with KH.Sandbox.OtpLocked (a six-digit PIN must not be guessable by
 * trying them all); the applicant links again, which starts a new authorisation.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { findSandboxPersona, SANDBOX_OTP, type SandboxPersona } from '#core/sandbox-bank/personas';
import { sandboxBalances, sandboxBankData, sandboxToday, transactionsSince, type SandboxBankData } from '#core/sandbox-bank/accounts';
import { SANDBOX_AISP_BASE, SANDBOX_ERROR_CODES, type ObErrorResponse, type ObResponse } from '#core/sandbox-bank/protocol';
import { DynamoDbAdapter } from './adapter.ts';
import { TTL_SECONDS } from './provider.ts';
import { readFields, sendJson, sendNoContent } from './http.ts';

const otpAnswers = new DynamoDbAdapter('OtpAnswered');
const otpWrongAnswers = new DynamoDbAdapter('OtpWrong');
/** Wrong one-time PINs allowed per authorisation (grant) before it is locked. */
export const SANDBOX_OTP_ATTEMPTS = 5;

function obError(status: number, errorCode: string, message: string, extra: Partial<ObErrorResponse> = {}): { status: number; body: ObErrorResponse } {
  return { status, body: { Code: String(status), Message: message, Errors: [{ ErrorCode: errorCode, Message: message }], ...extra } };
}

function sendError(res: ServerResponse, error: { status: number; body: ObErrorResponse }, headers: Record<string, string> = {}): void {
  sendJson(res, error.status, error.body, headers);
}

const UNAUTHORISED = obError(401, SANDBOX_ERROR_CODES.unauthorised, 'A valid access token is required');
const NOT_FOUND = obError(404, SANDBOX_ERROR_CODES.notFound, 'No such resource');

/** A day's data per persona, computed once per container and day (generation takes tens of ms). */
const cache = new Map<string, SandboxBankData>();
function dataFor(persona: SandboxPersona): SandboxBankData {
  const today = sandboxToday(new Date());
  const key = `${persona.username}|${today}`;
  let data = cache.get(key);
  if (!data) {
    if (cache.size > 50) cache.clear();
    data = sandboxBankData(persona, today);
    cache.set(key, data);
  }
  return data;
}

function page<T>(self: string, data: T): ObResponse<T> {
  return { Data: data, Links: { Self: self }, Meta: { TotalPages: 1 } };
}

export async function handleAccountsApi(provider: Provider, issuer: string, path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(path, 'http://bank.invalid');
  const route = url.pathname.slice(SANDBOX_AISP_BASE.length);
  const method = req.method ?? 'GET';

  const authorization = req.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  const token = bearer ? await provider.AccessToken.find(bearer) : undefined;
  const challengeHeader = { 'www-authenticate': 'Bearer realm="khanya-sandbox-bank"' };
  if (!token || token.isExpired || !token.accountId || !token.grantId) return sendError(res, UNAUTHORISED, challengeHeader);
  const persona = findSandboxPersona(token.accountId);
  if (!persona) return sendError(res, UNAUTHORISED, challengeHeader);
  const scopes = token.scopes;

  if (persona.behaviour === 'unavailable') {
    return sendError(res, obError(503, SANDBOX_ERROR_CODES.unavailable, 'The bank is unavailable; try again later'), { 'retry-after': '60' });
  }

  const challenge = /^\/challenges\/([\w-]+)$/.exec(route);
  if (challenge) {
    if (method !== 'POST') return sendError(res, NOT_FOUND);
    // The challenge is the grant's: its id is the grant id, which only this token's holder knows.
    if (challenge[1] !== token.grantId) return sendError(res, NOT_FOUND);
    const fields = await readFields(req);
    const locked = obError(403, SANDBOX_ERROR_CODES.otpLocked, 'Too many wrong one-time PINs: this link to the bank is locked');
    const wrongSoFar = await otpWrongAnswers.count(token.grantId);
    if (wrongSoFar >= SANDBOX_OTP_ATTEMPTS) return sendError(res, locked);
    if (fields.otp !== SANDBOX_OTP) {
      // Counted atomically: of wrong answers sent at once, each counts, so none gets a free guess.
      const wrong = await otpWrongAnswers.increment(token.grantId, token.grantId, TTL_SECONDS.Grant);
      return sendError(res, wrong >= SANDBOX_OTP_ATTEMPTS ? locked : obError(400, SANDBOX_ERROR_CODES.invalidOtp, 'The one-time PIN is not right'));
    }
    await otpAnswers.upsert(token.grantId, { grantId: token.grantId }, TTL_SECONDS.Grant);
    return sendNoContent(res);
  }

  if (method !== 'GET') return sendError(res, NOT_FOUND);
  if (!scopes.has('accounts')) return sendError(res, obError(403, SANDBOX_ERROR_CODES.unauthorised, 'The token does not allow reading accounts'));

  if (persona.behaviour === 'otp' && !(await otpAnswers.find(token.grantId))) {
    return sendError(
      res,
      obError(403, SANDBOX_ERROR_CODES.otpRequired, 'Enter the one-time PIN the bank sent to your phone', {
        Challenge: { Id: token.grantId, Fields: [{ Name: 'otp', Label: 'One-time PIN sent to your phone', Type: 'otp' }] },
      }),
    );
  }

  const data = dataFor(persona);
  const self = `${issuer}${url.pathname}${url.search}`;
  if (route === '/accounts') return sendJson(res, 200, page(self, { Account: data.accounts.map((a) => a.account) }));

  const accountRoute = /^\/accounts\/([\w-]+)\/(balances|transactions)$/.exec(route);
  const account = accountRoute ? data.accounts.find((a) => a.account.AccountId === accountRoute[1]) : undefined;
  if (!accountRoute || !account) return sendError(res, NOT_FOUND);
  if (accountRoute[2] === 'balances') return sendJson(res, 200, page(self, { Balance: sandboxBalances(account, data.asOf) }));

  if (!scopes.has('transactions')) return sendError(res, obError(403, SANDBOX_ERROR_CODES.unauthorised, 'The token does not allow reading transactions'));
  const transactions = transactionsSince(account, url.searchParams.get('fromBookingDateTime') ?? undefined);
  if (!transactions) return sendError(res, obError(400, SANDBOX_ERROR_CODES.invalidField, 'fromBookingDateTime must be an ISO 8601 date or date-time'));
  return sendJson(res, 200, page(self, { Transaction: transactions }));
}
