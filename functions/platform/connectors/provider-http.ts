/**
 * One HTTP call to a provider's API (Peach, Xero, Zoho, WhatsApp), the way every connector wants
 * it: a timeout, redirects refused, the answer parsed with zod before anything reads it, and any
 * failure — unreachable, an unexpected status, an answer of the wrong shape — logged (status and
 * the first 300 characters, never our credentials) and thrown as the connector's own error, so a
 * caller knows only "it did not work" and that nothing half-read went further.
 */
import type * as z from 'zod';
import { logger } from '../logger.ts';

export interface ProviderCall<T> {
  provider: string;
  what: string;
  url: string | URL;
  init: RequestInit;
  schema: z.ZodType<T>;
  timeoutMs: number;
  /** The connector's error for "did not work". */
  fail: (message: string) => Error;
  /** Statuses whose body is an answer (default: 2xx; Peach answers declines with 4xx and a result code). */
  accept?: (status: number) => boolean;
}

export async function callProvider<T>(call: ProviderCall<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(call.url, { ...call.init, signal: AbortSignal.timeout(call.timeoutMs), redirect: 'error' });
  } catch (error) {
    logger.warn(`${call.provider} could not be reached`, { what: call.what, error: error as Error });
    throw call.fail(`${call.provider} could not be reached (${call.what})`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = call.schema.safeParse(json);
  if (!(call.accept ?? ((status) => status >= 200 && status < 300))(response.status) || !parsed.success) {
    logger.warn(`${call.provider} answered something we cannot use`, { what: call.what, status: response.status, body: text.slice(0, 300) });
    throw call.fail(`${call.provider} answered ${response.status} (${call.what})`);
  }
  return parsed.data;
}
