/**
 * Khanya's Xero: finance staff connect it once (OAuth 2, the operator pages /billing/xero and
 * /billing/authxero), then every bill is pushed as an invoice and every payment taken by card or
 * balance as a Xero payment; Xero's webhook tells us when finance marked an invoice paid there.
 *
 * Nothing here may lose or double a bill's sync: a push runs under a short lease on the bill, the
 * invoice number is Khanya's (a push whose answer was lost finds the invoice by number), each Xero
 * id is recorded once, and the nightly bill run pushes whatever is not in Xero yet — so Xero being
 * down delays the ledger, it never skips a bill.
 */
import { DomainError } from '#schemas/errors';
import type { Principal } from '#core/principal';
import { digest, newLinkToken, openToken, sealToken } from '#core/secrets';
import { toRand } from '#core/bank-data';
import { dueDateOf, needsRefresh, verifyXeroSignature, xeroInvoiceFor, XeroWebhookSchema } from '#core/xero';
import { xeroCredentials } from '../aws/provider-secrets.ts';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import {
  authorizationUrl,
  connections,
  createContact,
  createInvoice,
  createPayment,
  exchangeCode,
  findInvoiceByNumber,
  getInvoice,
  refreshTokens,
  XeroUnavailable,
} from '../connectors/xero.ts';
import { getBill, listBills, type BillItem } from '../repositories/billing.ts';
import { allOrganisations, getOrganisation } from '../repositories/organisations.ts';
import { nowIso } from '../repositories/table.ts';
import {
  billOfXeroInvoice,
  getXeroConnection,
  getXeroContact,
  leaseBillForXero,
  markBillPaidInXero,
  putXeroConnection,
  putXeroContact,
  putXeroState,
  releaseXeroLease,
  replaceXeroTokens,
  setBillXeroInvoice,
  setBillXeroPayment,
  takeXeroState,
} from '../repositories/xero.ts';
import { publishBillPaid } from './billing.ts';
import { requireOperator } from './operators.ts';


const STATE_TTL_SECONDS = 600;
const SYNC_LEASE_MS = 60_000;

export async function xeroStatus() {
  const connection = await getXeroConnection();
  return connection
    ? { connected: true as const, tenantName: connection.tenant_name, tenantId: connection.tenant_id, connectedAt: connection.connected_at, refreshedAt: connection.refreshed_at }
    : { connected: false as const };
}

/** The Xero login to send the finance user to; the state is theirs alone and used once. */
export async function startXeroConnect(principal: Principal): Promise<string> {
  await requireOperator(principal);
  const state = newLinkToken();
  await putXeroState(digest(state), { organisation: principal.organisationId, user: principal.userId }, STATE_TTL_SECONDS);
  return authorizationUrl(state);
}

/** Xero sent the finance user back: exchange the code, keep the tokens sealed. Answers an error text for the page, or null. */
export async function finishXeroConnect(principal: Principal, input: { code?: string | undefined; state?: string | undefined; error?: string | undefined }): Promise<string | null> {
  await requireOperator(principal);
  if (!input.state) return 'The answer from Xero is missing its state: connect again.';
  const owner = await takeXeroState(digest(input.state));
  if (!owner || owner.organisation !== principal.organisationId || owner.user !== principal.userId) return 'This Xero answer is not for you, was used already or has expired: connect again.';
  if (input.error || !input.code) return `Xero did not connect: ${input.error ?? 'no authorisation code'}.`;
  try {
    const tokens = await exchangeCode(input.code);
    const tenants = await connections(tokens.accessToken);
    const tenant = tenants.find((candidate) => (candidate.tenantType ?? 'ORGANISATION') === 'ORGANISATION');
    if (!tenant) return 'The Xero login connected no organisation: choose one on Xero\'s page.';
    const { tokenKey } = await xeroCredentials();
    const now = nowIso();
    await putXeroConnection({
      tenant_id: tenant.tenantId,
      tenant_name: tenant.tenantName ?? null,
      access_token: sealToken(tokens.accessToken, tokenKey),
      refresh_token: sealToken(tokens.refreshToken, tokenKey),
      expires_at: tokens.expiresAt,
      version: 1,
      connected_by: { organisation: principal.organisationId, user: principal.userId },
      connected_at: now,
      refreshed_at: now,
    });
    return null;
  } catch (error) {
    if (error instanceof XeroUnavailable) return 'Xero could not be reached: try again in a minute.';
    throw error;
  }
}

/** A usable access token and the tenant, refreshing when it is about to expire (one refresh wins; others use its tokens). */
async function session(): Promise<{ accessToken: string; tenantId: string } | undefined> {
  const { tokenKey } = await xeroCredentials();
  for (let attempt = 0; attempt < 3; attempt++) {
    const connection = await getXeroConnection();
    if (!connection) return undefined;
    if (!needsRefresh(connection.expires_at, new Date())) return { accessToken: openToken(connection.access_token, tokenKey), tenantId: connection.tenant_id };
    const tokens = await refreshTokens(openToken(connection.refresh_token, tokenKey));
    const stored = await replaceXeroTokens(connection.version, { access_token: sealToken(tokens.accessToken, tokenKey), refresh_token: sealToken(tokens.refreshToken, tokenKey), expires_at: tokens.expiresAt }, nowIso());
    if (stored) return { accessToken: tokens.accessToken, tenantId: connection.tenant_id };
  }
  throw new XeroUnavailable('The Xero tokens kept changing during a refresh');
}

async function contactOf(accessToken: string, tenantId: string, organisationId: string): Promise<string> {
  const known = await getXeroContact(organisationId);
  if (known) return known;
  const organisation = await getOrganisation(organisationId);
  const contactId = await createContact(accessToken, tenantId, {
    name: organisation?.legal_name ?? organisation?.company_name ?? organisationId,
    accountNumber: organisation?.name_slug ?? organisationId,
    taxNumber: organisation?.vat_number ?? null,
  });
  return putXeroContact(organisationId, contactId);
}

/**
 * Puts one bill in Xero: its invoice (found by number when an earlier push's answer was lost),
 * then, when Khanya took its payment (card, balance), that payment. Answers what it did; never
 * throws for Xero being down (the next sync retries).
 */
export async function pushBill(bill: BillItem): Promise<'not_connected' | 'synced' | 'busy' | 'failed'> {
  const now = new Date();
  if (!(await getXeroConnection())) return 'not_connected';
  if (!(await leaseBillForXero(bill, now.toISOString(), new Date(now.getTime() + SYNC_LEASE_MS).toISOString()))) return 'busy';
  try {
    const xero = await session();
    if (!xero) return 'not_connected';
    let current = (await getBill(bill.organisation, bill.id))!;
    if (!current.xero_invoice_id) {
      const existing = await findInvoiceByNumber(xero.accessToken, xero.tenantId, current.invoice_number);
      const invoice =
        existing ??
        (await createInvoice(
          xero.accessToken,
          xero.tenantId,
          xeroInvoiceFor({
            contactId: await contactOf(xero.accessToken, xero.tenantId, current.organisation),
            invoiceNumber: current.invoice_number,
            reference: `Khanya ${current.period}`,
            date: current.created_at,
            dueDate: dueDateOf(current.created_at),
            lines: current.lines,
            salesAccount: config.xero.salesAccount,
          }),
        ));
      await setBillXeroInvoice(current, invoice.InvoiceID);
      current = (await getBill(bill.organisation, bill.id))!;
    }
    if (current.status === 'PAID' && !current.xero_payment_id && current.xero_invoice_id) {
      const paymentId = await createPayment(xero.accessToken, xero.tenantId, {
        invoiceId: current.xero_invoice_id,
        accountCode: config.xero.bankAccount,
        amount: toRand(current.total_cents),
        date: current.paid_at ?? nowIso(),
        reference: `Khanya ${current.invoice_number}`,
      });
      await setBillXeroPayment(current, paymentId);
    }
    return 'synced';
  } catch (error) {
    if (!(error instanceof XeroUnavailable)) throw error;
    logger.warn('A bill could not be pushed to Xero yet', { bill: bill.id, error: error.message });
    return 'failed';
  } finally {
    await releaseXeroLease(bill);
  }
}

/** Every bill not fully in Xero yet (the nightly run's reconciliation). */
export async function syncBillsToXero(): Promise<{ pushed: number; failed: number }> {
  if (!(await getXeroConnection())) return { pushed: 0, failed: 0 };
  let pushed = 0;
  let failed = 0;
  for (const organisation of await allOrganisations()) {
    for (const bill of await listBills(organisation.id)) {
      if (bill.xero_invoice_id && (bill.status === 'UNPAID' || bill.xero_payment_id)) continue;
      const outcome = await pushBill(bill);
      if (outcome === 'synced') pushed++;
      else if (outcome === 'failed') failed++;
    }
  }
  return { pushed, failed };
}

/**
 * POST /v1/webhooks/billing/xerohook. A signature that does not verify answers 401 and changes
 * nothing (Xero's intent-to-receive check sends such requests on purpose); a verified request
 * answers 200. Invoice events for bills of ours: an invoice Xero now has as PAID marks its bill paid.
 */
export async function receiveXeroWebhook(rawBody: Buffer, signature: string | undefined): Promise<void> {
  const { webhookKey } = await xeroCredentials();
  if (!verifyXeroSignature(rawBody, signature, webhookKey)) {
    logger.warn('Xero webhook refused: the signature does not verify');
    throw new DomainError('invalid_webhook_signature');
  }
  let parsed: ReturnType<typeof XeroWebhookSchema.safeParse>;
  try {
    parsed = XeroWebhookSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    logger.warn('Xero webhook with a signed body that is not JSON: ignored');
    return;
  }
  if (!parsed.success) {
    logger.warn('Xero webhook of a shape we do not read: ignored');
    return;
  }
  const connection = await getXeroConnection();
  for (const event of parsed.data.events) {
    if (event.eventCategory !== 'INVOICE' || (connection && event.tenantId !== connection.tenant_id)) continue;
    const ours = await billOfXeroInvoice(event.resourceId);
    if (!ours) continue;
    const xero = await session();
    if (!xero) continue;
    const invoice = await getInvoice(xero.accessToken, xero.tenantId, event.resourceId);
    if (invoice?.Status !== 'PAID') continue;
    const bill = await getBill(ours.organisation, ours.bill);
    if (!bill || bill.status === 'PAID') continue;
    if (await markBillPaidInXero(bill, nowIso())) {
      const after = await getBill(ours.organisation, ours.bill);
      if (after) await publishBillPaid(after);
    }
  }
}
