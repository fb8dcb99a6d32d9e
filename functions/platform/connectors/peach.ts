/**
 * Peach Payments over its Open Payment Platform HTTP API (server to server, form-encoded, a
 * Bearer access token and the entity id): a checkout that stores a card (createRegistration),
 * charging a stored card (registrations/{id}/payments, paymentType DB), deleting one, and asking
 * what became of a charge by our reference (the transaction report, GET /v3/query, the gateway's reporting API).
 * Card numbers never reach Khanya: the card is typed on Peach's hosted page.
 *
 * Every answer is parsed before it is read. A network failure, a timeout or an answer we cannot
 * read is PeachUnavailable: the caller knows nothing was settled and says so; a charge whose
 * answer was lost is settled later by Peach's notification (same merchantTransactionId) or, failing
 * that, from the transaction report (findCharge).
 */
import * as z from 'zod';
import { centsFromPeachAmount, peachAmount, peachOutcome } from '#core/peach';
import { peachCredentials } from '../aws/provider-secrets.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { callProvider } from './provider-http.ts';

const REQUEST_TIMEOUT_MS = 20_000;

export class PeachUnavailable extends Error {}

const ResultSchema = z.object({ code: z.string(), description: z.string().optional().default('') });
const CheckoutAnswer = z.looseObject({ id: z.string().min(1), result: ResultSchema });
const PaymentAnswer = z.looseObject({ id: z.string().optional(), result: ResultSchema });
/** The transaction report by merchantTransactionId: every transaction with that reference (none: a result code saying so). */
const QueryAnswer = z.looseObject({
  result: ResultSchema,
  payments: z.array(z.looseObject({ id: z.string().optional(), amount: z.string().optional(), merchantTransactionId: z.string().optional(), result: ResultSchema })).optional().default([]),
});

/** OPP's "cannot find transaction": the report holds nothing with that reference. */
export const PEACH_TRANSACTION_NOT_FOUND = '700.400.580';

async function call<T>(schema: z.ZodType<T>, method: 'GET' | 'POST' | 'DELETE', path: string, fields: Record<string, string>): Promise<T> {
  const peach = config.peach;
  const { accessToken } = await peachCredentials();
  const form = new URLSearchParams({ entityId: peach.entityId, ...fields });
  const url = new URL(`${peach.apiUrl}${path}`);
  if (method !== 'POST') url.search = form.toString();
  // OPP answers declines with 4xx and a result code: those are answers, not outages.
  return callProvider({
    provider: 'Peach',
    what: path,
    url,
    init: {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(method === 'POST' ? { body: form.toString() } : {}),
    },
    schema,
    timeoutMs: REQUEST_TIMEOUT_MS,
    fail: (message) => new PeachUnavailable(message),
    accept: (status) => status < 500,
  });
}

/** A hosted checkout that stores the card entered on it; answers its id and the page to send the lender to. */
export async function createCardCheckout(input: { merchantTransactionId: string; shopperResultUrl: string }): Promise<{ checkoutId: string; redirectUrl: string }> {
  const answer = await call(CheckoutAnswer, 'POST', '/v1/checkouts', {
    createRegistration: 'true',
    merchantTransactionId: input.merchantTransactionId,
    shopperResultUrl: input.shopperResultUrl,
  });
  return { checkoutId: answer.id, redirectUrl: `${config.peach.checkoutPageUrl}/${encodeURIComponent(answer.id)}` };
}

export interface ChargeAnswer {
  providerId: string | null;
  resultCode: string;
  resultDescription: string;
}

/** Charges a stored card once; `merchantTransactionId` is our payment's id (Peach's notification names it). */
export async function chargeStoredCard(input: { registrationId: string; amountCents: number; merchantTransactionId: string }): Promise<ChargeAnswer> {
  const answer = await call(PaymentAnswer, 'POST', `/v1/registrations/${encodeURIComponent(input.registrationId)}/payments`, {
    paymentType: 'DB',
    amount: peachAmount(input.amountCents),
    currency: 'ZAR',
    merchantTransactionId: input.merchantTransactionId,
    standingInstruction: 'UNSCHEDULED',
    'standingInstruction.mode': 'REPEATED',
    'standingInstruction.source': 'MIT',
  });
  return { providerId: answer.id ?? null, resultCode: answer.result.code, resultDescription: answer.result.description };
}

export type ChargeReport = { found: false } | { found: true; answer: ChargeAnswer; amountCents: number | null };

/**
 * What Peach knows of the charge with our reference `merchantTransactionId`: not found (Peach never
 * took it), or the transaction to settle by. Of several (Peach keeps each attempt), a successful
 * one wins, since the money was taken; then one still in progress; then the last listed. Anything else
 * (unreachable, another error code, an answer we cannot read) is PeachUnavailable: ask again later.
 */
export async function findCharge(merchantTransactionId: string): Promise<ChargeReport> {
  const report = await call(QueryAnswer, 'GET', '/v3/query', { merchantTransactionId });
  const payments = report.payments.filter((payment) => payment.merchantTransactionId === undefined || payment.merchantTransactionId === merchantTransactionId);
  if (payments.length === 0) {
    if (report.result.code === PEACH_TRANSACTION_NOT_FOUND) return { found: false };
    logger.warn('Peach answered a transaction report with neither transactions nor "not found"', { code: report.result.code, description: report.result.description });
    throw new PeachUnavailable(`Peach answered ${report.result.code} to a transaction report`);
  }
  const chosen =
    payments.find((payment) => peachOutcome(payment.result.code) === 'succeeded') ?? payments.find((payment) => peachOutcome(payment.result.code) === 'pending') ?? payments.at(-1)!;
  const amountCents = chosen.amount !== undefined && /^\d+\.\d{2}$/.test(chosen.amount) ? centsFromPeachAmount(chosen.amount) : null;
  return { found: true, answer: { providerId: chosen.id ?? null, resultCode: chosen.result.code, resultDescription: chosen.result.description }, amountCents };
}

/** Forgets a stored card at Peach (deleted or replaced); a failure is logged, the card is gone on our side anyway. */
export async function deleteStoredCard(registrationId: string): Promise<void> {
  try {
    await call(PaymentAnswer, 'DELETE', `/v1/registrations/${encodeURIComponent(registrationId)}`, {});
  } catch (error) {
    logger.warn('A stored card could not be deleted at Peach', { error: error as Error });
  }
}
