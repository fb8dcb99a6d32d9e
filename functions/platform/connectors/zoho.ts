/**
 * Zoho CRM over its REST API (v2), with the lender's own self-client credentials: an access token
 * from the refresh token (accounts server), a note on a record and a field update. Parsed answers
 * only; any failure is ZohoUnavailable (the push is retried later).
 */
import * as z from 'zod';
import { callProvider } from './provider-http.ts';

const REQUEST_TIMEOUT_MS = 15_000;

export class ZohoUnavailable extends Error {}

export interface ZohoCredentials {
  api_domain: string;
  accounts_url: string;
  client_id: string;
  client_secret: string;
  refresh_token: string;
}

function send<T>(schema: z.ZodType<T>, url: string, init: RequestInit, what: string): Promise<T> {
  return callProvider({ provider: 'Zoho', what, url, init, schema, timeoutMs: REQUEST_TIMEOUT_MS, fail: (message) => new ZohoUnavailable(message) });
}

const TokenAnswer = z.object({ access_token: z.string().min(1) });
const RecordAnswer = z.object({ data: z.array(z.looseObject({ code: z.string(), status: z.string() })).min(1) });

async function accessToken(credentials: ZohoCredentials): Promise<string> {
  const url = new URL(`${credentials.accounts_url.replace(/\/+$/, '')}/oauth/v2/token`);
  url.search = new URLSearchParams({ grant_type: 'refresh_token', client_id: credentials.client_id, client_secret: credentials.client_secret, refresh_token: credentials.refresh_token }).toString();
  return (await send(TokenAnswer, url.toString(), { method: 'POST' }, 'token')).access_token;
}

function recordUrl(credentials: ZohoCredentials, module: string, recordId: string) {
  return `${credentials.api_domain.replace(/\/+$/, '')}/crm/v2/${encodeURIComponent(module)}/${encodeURIComponent(recordId)}`;
}

function checked(answer: z.infer<typeof RecordAnswer>, what: string) {
  const failed = answer.data.find((entry) => entry.status !== 'success');
  if (failed) throw new ZohoUnavailable(`Zoho refused the ${what}: ${failed.code}`);
}

/** Adds a note to the record and/or sets one of its fields, with one access token. */
export async function pushToRecord(credentials: ZohoCredentials, module: string, recordId: string, push: { note?: { title: string; content: string }; field?: { name: string; value: string } }): Promise<void> {
  const token = await accessToken(credentials);
  const headers = { authorization: `Zoho-oauthtoken ${token}`, 'content-type': 'application/json' };
  if (push.note) {
    const body = { data: [{ Note_Title: push.note.title, Note_Content: push.note.content }] };
    checked(await send(RecordAnswer, `${recordUrl(credentials, module, recordId)}/Notes`, { method: 'POST', headers, body: JSON.stringify(body) }, 'note'), 'note');
  }
  if (push.field) {
    const body = { data: [{ [push.field.name]: push.field.value }] };
    checked(await send(RecordAnswer, recordUrl(credentials, module, recordId), { method: 'PUT', headers, body: JSON.stringify(body) }, 'status'), 'status');
  }
}
