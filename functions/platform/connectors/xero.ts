/**
 * Xero over its HTTP APIs: OAuth 2 (the authorisation URL, the code exchange, refreshing), the
 * tenants the login connected (`/connections`), and the accounting API for contacts, invoices
 * and payments. Every answer is parsed before it is read; a failure is XeroUnavailable (the
 * caller keeps the work for the next sync), never a half-read answer.
 */
import * as z from 'zod';
import { XERO_SCOPES } from '#core/xero';
import { xeroCredentials } from '../aws/provider-secrets.ts';
import { config } from '../config.ts';
import { callProvider } from './provider-http.ts';

const REQUEST_TIMEOUT_MS = 20_000;

export class XeroUnavailable extends Error {}

export const XERO_REDIRECT_PATH = '/billing/authxero';
export const xeroRedirectUri = () => `${config.apiUrl}${XERO_REDIRECT_PATH}`;

function send<T>(schema: z.ZodType<T>, url: string, init: RequestInit, what: string): Promise<T> {
  return callProvider({ provider: 'Xero', what, url, init, schema, timeoutMs: REQUEST_TIMEOUT_MS, fail: (message) => new XeroUnavailable(message) });
}

export async function authorizationUrl(state: string): Promise<string> {
  const { clientId } = await xeroCredentials();
  const url = new URL(`${config.xero.loginUrl}/identity/connect/authorize`);
  url.search = new URLSearchParams({ response_type: 'code', client_id: clientId, redirect_uri: xeroRedirectUri(), scope: XERO_SCOPES, state }).toString();
  return url.toString();
}

const TokenAnswer = z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1), expires_in: z.number().positive() });
export type XeroTokens = { accessToken: string; refreshToken: string; expiresAt: string };

async function tokenRequest(fields: Record<string, string>, what: string): Promise<XeroTokens> {
  const { clientId, clientSecret } = await xeroCredentials();
  const answer = await send(TokenAnswer, `${config.xero.identityUrl}/connect/token`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  }, what);
  return { accessToken: answer.access_token, refreshToken: answer.refresh_token, expiresAt: new Date(Date.now() + answer.expires_in * 1000).toISOString() };
}

export const exchangeCode = (code: string) => tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: xeroRedirectUri() }, 'code exchange');
export const refreshTokens = (refreshToken: string) => tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken }, 'token refresh');

const Connections = z.array(z.looseObject({ tenantId: z.string(), tenantName: z.string().nullable().optional(), tenantType: z.string().optional() }));

export async function connections(accessToken: string) {
  return send(Connections, `${config.xero.apiUrl}/connections`, { headers: { authorization: `Bearer ${accessToken}` } }, 'connections');
}

function accounting(accessToken: string, tenantId: string) {
  const headers = { authorization: `Bearer ${accessToken}`, 'xero-tenant-id': tenantId, accept: 'application/json', 'content-type': 'application/json' };
  const base = `${config.xero.apiUrl}/api.xro/2.0`;
  return { headers, base };
}

const Contacts = z.object({ Contacts: z.array(z.looseObject({ ContactID: z.string() })).min(1) });

export async function createContact(accessToken: string, tenantId: string, contact: { name: string; accountNumber: string; taxNumber: string | null }) {
  const { headers, base } = accounting(accessToken, tenantId);
  const body = { Contacts: [{ Name: contact.name, AccountNumber: contact.accountNumber, ...(contact.taxNumber ? { TaxNumber: contact.taxNumber } : {}) }] };
  const answer = await send(Contacts, `${base}/Contacts`, { method: 'POST', headers, body: JSON.stringify(body) }, 'create contact');
  return answer.Contacts[0]!.ContactID;
}

const Invoices = z.object({ Invoices: z.array(z.looseObject({ InvoiceID: z.string(), InvoiceNumber: z.string().optional(), Status: z.string(), AmountDue: z.number().optional() })) });
export type XeroInvoice = z.infer<typeof Invoices>['Invoices'][number];

/** The invoice with this number, if Xero has it (a push whose answer was lost). */
export async function findInvoiceByNumber(accessToken: string, tenantId: string, invoiceNumber: string): Promise<XeroInvoice | undefined> {
  const { headers, base } = accounting(accessToken, tenantId);
  const answer = await send(Invoices, `${base}/Invoices?InvoiceNumbers=${encodeURIComponent(invoiceNumber)}`, { headers }, 'find invoice');
  return answer.Invoices[0];
}

export async function createInvoice(accessToken: string, tenantId: string, invoice: Record<string, unknown>): Promise<XeroInvoice> {
  const { headers, base } = accounting(accessToken, tenantId);
  const answer = await send(Invoices, `${base}/Invoices`, { method: 'PUT', headers, body: JSON.stringify({ Invoices: [invoice] }) }, 'create invoice');
  if (!answer.Invoices[0]) throw new XeroUnavailable('Xero created no invoice');
  return answer.Invoices[0];
}

export async function getInvoice(accessToken: string, tenantId: string, invoiceId: string): Promise<XeroInvoice | undefined> {
  const { headers, base } = accounting(accessToken, tenantId);
  const answer = await send(Invoices, `${base}/Invoices/${encodeURIComponent(invoiceId)}`, { headers }, 'get invoice');
  return answer.Invoices[0];
}

const Payments = z.object({ Payments: z.array(z.looseObject({ PaymentID: z.string() })).min(1) });

export async function createPayment(accessToken: string, tenantId: string, payment: { invoiceId: string; accountCode: string; amount: number; date: string; reference: string }): Promise<string> {
  const { headers, base } = accounting(accessToken, tenantId);
  const body = { Payments: [{ Invoice: { InvoiceID: payment.invoiceId }, Account: { Code: payment.accountCode }, Amount: payment.amount, Date: payment.date.slice(0, 10), Reference: payment.reference }] };
  const answer = await send(Payments, `${base}/Payments`, { method: 'PUT', headers, body: JSON.stringify(body) }, 'create payment');
  return answer.Payments[0]!.PaymentID;
}
