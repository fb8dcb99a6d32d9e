/**
 * Xero, Khanya's accounting system (finance staff connect it once): the rules without I/O.
 *
 * - Webhooks: `x-xero-signature` is the base64 HMAC-SHA256 of the raw body under the webhook key;
 *   compared in constant time. Xero's "intent to receive" check sends bodies signed right and
 *   wrong and wants 200 / 401 with empty bodies.
 * - Tokens are kept sealed at rest (core/secrets.ts sealToken, under a key of Khanya's, never in the table).
 * - A bill becomes an ACCREC invoice (amounts VAT exclusive, the 15 % output tax on each line) with
 *   Khanya's invoice number, so pushing it twice finds the first (Xero refuses a second invoice
 *   with the same number) and the ledger matches the PDF.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import type { BillLine } from './billing.ts';

export const XERO_SCOPES = 'openid profile email offline_access accounting.transactions accounting.contacts';
/** South Africa's standard-rate output VAT in Xero's tax types. */
export const XERO_SALES_TAX_TYPE = 'OUTPUT';

export function verifyXeroSignature(rawBody: Buffer, signature: string | undefined, webhookKey: string): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', webhookKey).update(rawBody).digest();
  let given: Buffer;
  try {
    given = Buffer.from(signature.trim(), 'base64');
  } catch {
    return false;
  }
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function signXeroBody(rawBody: Buffer | string, webhookKey: string): string {
  return createHmac('sha256', webhookKey).update(rawBody).digest('base64');
}

export const XeroWebhookSchema = z.object({
  events: z.array(
    z.looseObject({
      resourceUrl: z.string().optional(),
      resourceId: z.string(),
      eventCategory: z.string(),
      eventType: z.string(),
      tenantId: z.string(),
      eventDateUtc: z.string().optional(),
    }),
  ),
  firstEventSequence: z.number().optional(),
  lastEventSequence: z.number().optional(),
  entropy: z.string().optional(),
});
export type XeroWebhook = z.infer<typeof XeroWebhookSchema>;

/** Refresh an access token this long before it expires rather than have it expire mid-push. */
export const XERO_REFRESH_MARGIN_MS = 60_000;

export function needsRefresh(expiresAt: string, now: Date): boolean {
  return new Date(expiresAt).getTime() - XERO_REFRESH_MARGIN_MS <= now.getTime();
}

export interface XeroInvoiceInput {
  contactId: string;
  invoiceNumber: string;
  reference: string;
  date: string;
  dueDate: string;
  lines: BillLine[];
  salesAccount: string;
}

const rand = (cents: number) => Number((cents / 100).toFixed(2));

/** The invoice Xero is sent for a bill: VAT exclusive lines with the output tax, authorised (ready to pay). */
export function xeroInvoiceFor(input: XeroInvoiceInput) {
  return {
    Type: 'ACCREC',
    Contact: { ContactID: input.contactId },
    InvoiceNumber: input.invoiceNumber,
    Reference: input.reference,
    Date: input.date.slice(0, 10),
    DueDate: input.dueDate.slice(0, 10),
    LineAmountTypes: 'Exclusive',
    Status: 'AUTHORISED',
    CurrencyCode: 'ZAR',
    LineItems: input.lines.map((line) => ({
      Description: `${line.title} (${line.item_type})`,
      Quantity: line.total_units,
      UnitAmount: rand(line.price_per_unit_cents),
      LineAmount: rand(line.total_price_cents),
      AccountCode: input.salesAccount,
      TaxType: XERO_SALES_TAX_TYPE,
    })),
  };
}

/** Bills are due 14 days after they are made. */
export const BILL_PAYMENT_TERMS_DAYS = 14;

export function dueDateOf(billDate: string): string {
  return new Date(new Date(billDate).getTime() + BILL_PAYMENT_TERMS_DAYS * 86_400_000).toISOString();
}
