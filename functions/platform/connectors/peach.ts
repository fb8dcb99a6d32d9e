/**
 * Peach Payments over its Open Payment Platform HTTP API (server to server, form-encoded, a
 * Bearer access token and the entity id): a checkout that stores a card (createRegistration),
 * charging a stored card (registrations/{id}/payments, paymentType DB) and deleting one.
 * Card numbers never reach Khanya: the card is typed on Peach's hosted page.
 *
 * Every answer is parsed before it is read. A network failure, a timeout or an answer we cannot
 * read is PeachUnavailable: the caller knows nothing was settled and says so; a charge whose
 * answer was lost is settled later by Peach's notification (same merchantTransactionId).
 */
import * as z from 'zod';
import { peachAmount } from '#core/peach';
import { peachCredentials } from '../aws/provider-secrets.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { callProvider } from './provider-http.ts';

const REQUEST_TIMEOUT_MS = 20_000;

export class PeachUnavailable extends Error {}

const ResultSchema = z.object({ code: z.string(), description: z.string().optional().default('') });
const CheckoutAnswer = z.looseObject({ id: z.string().min(1), result: ResultSchema });
const PaymentAnswer = z.looseObject({ id: z.string().optional(), result: ResultSchema });

async function call<T>(schema: z.ZodType<T>, method: 'POST' | 'DELETE', path: string, fields: Record<string, string>): Promise<T> {
  const peach = config.peach;
  const { accessToken } = await peachCredentials();
  const form = new URLSearchParams({ entityId: peach.entityId, ...fields });
  const url = new URL(`${peach.apiUrl}${path}`);
  if (method === 'DELETE') url.search = form.toString();
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

/** Forgets a stored card at Peach (deleted or replaced); a failure is logged, the card is gone on our side anyway. */
export async function deleteStoredCard(registrationId: string): Promise<void> {
  try {
    await call(PaymentAnswer, 'DELETE', `/v1/registrations/${encodeURIComponent(registrationId)}`, {});
  } catch (error) {
    logger.warn('A stored card could not be deleted at Peach', { error: error as Error });
  }
}
