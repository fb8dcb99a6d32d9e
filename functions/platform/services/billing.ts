/**
 * Billing: the price list, billable events, monthly bills (the bill run), the outstanding amount
 * and the invoice PDF, in the original's shapes (rand on the wire, integer cents inside). The
 * rules are core/billing.ts; card payments and the prepaid balance are services/payments.ts.
 */
import { DomainError } from '#schemas/errors';
import { BILLABLE_ITEM_TYPES, priceOf, type BillableItemType } from '#core/pricing';
import { toRand } from '#core/bank-data';
import { stableId } from '#core/ingest';
import { invoicePdf } from '#core/invoice-pdf';
import { billablePeriods, billFor, billStatus, invoiceNumber, periodBounds, splitPayment } from '#core/billing';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { listBillableEvents } from '../repositories/bank-connections.ts';
import { balanceCents, getBill, lastInvoiceSequence, listBills, putBill, type BillItem } from '../repositories/billing.ts';
import { allOrganisations, getOrganisation, type OrganisationItem } from '../repositories/organisations.ts';
import { nowIso, type PageRequest } from '../repositories/table.ts';
import { pageOf } from '#core/transaction-search';

type ListPaging = Pick<PageRequest, 'skip' | 'limit'> & { starting_after?: string | undefined };
import { publishEvent } from './webhooks.ts';

export function pricing() {
  return BILLABLE_ITEM_TYPES.map((type) => {
    const item = priceOf(type, config.priceList);
    return { display_title: item.title, type, price: toRand(item.price_cents) };
  });
}

/** One page (`skip`, `limit`, and the `starting_after` cursor every list takes), with the next page's cursor. */
export async function billableEvents(organisationId: string, paging: ListPaging) {
  const page = pageOf(await listBillableEvents(organisationId), paging);
  const items = page.items.map((event) => ({
    id: event.id,
    title: event.title,
    type: event.billable_item,
    billed_price: toRand(event.billed_price_cents),
    created_at: event.created_at,
    billable_item: event.application,
  }));
  return { items, next: page.next };
}

// ------------------------------------------------------------------ bills

export function presentBill(bill: BillItem) {
  return {
    id: bill.id,
    invoice_number: bill.invoice_number,
    status: bill.status,
    period: bill.period,
    date: bill.created_at,
    amount: toRand(bill.total_cents),
    subtotal: toRand(bill.subtotal_cents),
    vat: toRand(bill.vat_cents),
    amount_paid: toRand(Math.min(bill.paid_cents, bill.total_cents)),
    amount_due: toRand(Math.max(0, bill.total_cents - bill.paid_cents)),
    paid_at: bill.paid_at,
    breakdown: bill.lines.map((line) => ({
      item_type: line.item_type,
      title: line.title,
      total_units: line.total_units,
      price_per_unit: toRand(line.price_per_unit_cents),
      total_price: toRand(line.total_price_cents),
    })),
  };
}

export async function bills(organisationId: string, paging: ListPaging) {
  const page = pageOf(await listBills(organisationId), paging);
  return { items: page.items.map(presentBill), next: page.next };
}

/** The bill, in the caller's organisation only (another organisation's id answers 404 like an unknown one). */
export async function billOf(organisationId: string, billId: string): Promise<BillItem> {
  const bill = await getBill(organisationId, billId);
  if (!bill) throw new DomainError('bill_not_found');
  return bill;
}

/** Rand due on unpaid bills, VAT included. */
export async function outstandingAmount(organisationId: string): Promise<number> {
  const unpaid = (await listBills(organisationId)).filter((bill) => bill.status === 'UNPAID');
  return toRand(unpaid.reduce((sum, bill) => sum + Math.max(0, bill.total_cents - bill.paid_cents), 0));
}

export const billIdFor = (organisationId: string, period: string) => stableId(organisationId, 'bill', period);
const managementFeeIdFor = (organisationId: string, period: string) => stableId(organisationId, 'MANAGEMENT FEE', period);

/** How long after a bill is made the bill run publishes its events again (in case the first publication was lost). */
const REPUBLISH_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;

/** Tries to make a bill this many times when another writer moves the counter or the balance meanwhile. */
const BILL_WRITE_ATTEMPTS = 8;

/**
 * The organisation's bill for `period`, made if it is not there yet: every billable event stamped
 * in the period and the month's management fee, VAT, the next invoice number, and as much of the
 * prepaid balance as it takes. Safe to run any number of times, also at once: one bill per period.
 * A period with nothing to charge (no use and no management fee) gets no bill.
 */
export async function billForPeriod(organisation: Pick<OrganisationItem, 'id' | 'name_slug'>, period: string, now = new Date()): Promise<BillItem | undefined> {
  const organisationId = organisation.id;
  const id = billIdFor(organisationId, period);
  const { start, end } = periodBounds(period);
  for (let attempt = 0; attempt < BILL_WRITE_ATTEMPTS; attempt++) {
    const existing = await getBill(organisationId, id);
    if (existing) return existing;
    const [events, previousSequence, balance] = await Promise.all([listBillableEvents(organisationId), lastInvoiceSequence(organisationId), balanceCents(organisationId)]);
    const fee = priceOf('MANAGEMENT FEE', config.priceList);
    const charges = events
      // The management fee event is written with the bill (stamped in the next month): never billed again.
      .filter((event) => event.billable_item !== 'MANAGEMENT FEE' && event.created_at >= start && event.created_at < end)
      .map((event) => ({ type: event.billable_item as BillableItemType, title: event.title, price_cents: event.billed_price_cents }));
    if (fee.price_cents > 0) charges.push({ type: 'MANAGEMENT FEE', title: fee.title, price_cents: fee.price_cents });
    const totals = billFor(charges);
    if (totals.total_cents === 0) return undefined;
    const createdAt = now.toISOString();
    const { fromBalance } = splitPayment(totals.total_cents, balance);
    const sequence = previousSequence + 1;
    const bill: Omit<BillItem, 'pk' | 'sk' | 'type'> = {
      id,
      organisation: organisationId,
      period,
      sequence,
      invoice_number: invoiceNumber(organisation.name_slug, sequence),
      created_at: createdAt,
      lines: totals.lines,
      subtotal_cents: totals.subtotal_cents,
      vat_cents: totals.vat_cents,
      total_cents: totals.total_cents,
      paid_cents: fromBalance,
      status: billStatus(totals.total_cents, fromBalance),
      paid_at: billStatus(totals.total_cents, fromBalance) === 'PAID' ? createdAt : null,
      payments: fromBalance > 0 ? [{ method: 'balance', amount_cents: fromBalance, at: createdAt, payment_id: null }] : [],
    };
    const outcome = await putBill({
      bill,
      previousSequence,
      managementFee: fee.price_cents > 0 ? { id: managementFeeIdFor(organisationId, period), title: fee.title, price_cents: fee.price_cents } : null,
      fromBalanceCents: fromBalance,
    });
    if (outcome === 'exists') return getBill(organisationId, id);
    if (outcome === 'created') {
      const made = (await getBill(organisationId, id))!;
      await publishBillEvents(made);
      return made;
    }
  }
  throw new Error(`The bill for ${period} could not be written: the invoice counter or balance kept moving`);
}

/** bill.created for a new bill, and bill.paid when the balance paid it at once. Repeatable (ids from the bill). */
export async function publishBillEvents(bill: BillItem): Promise<void> {
  await publishEvent({
    type: 'bill.created',
    organisationId: bill.organisation,
    applicationId: null,
    at: bill.created_at,
    source: bill.id,
    data: { bill_id: bill.id, invoice_number: bill.invoice_number, period: bill.period, amount: toRand(bill.total_cents), status: bill.status },
  });
  if (bill.status === 'PAID') await publishBillPaid(bill);
}

export async function publishBillPaid(bill: BillItem): Promise<void> {
  await publishEvent({
    type: 'bill.paid',
    organisationId: bill.organisation,
    applicationId: null,
    at: bill.paid_at ?? nowIso(),
    source: bill.id,
    data: { bill_id: bill.id, invoice_number: bill.invoice_number, period: bill.period, amount: toRand(bill.total_cents), status: 'PAID' },
  });
}

/**
 * The monthly bill run (scheduled; functions/workers/run-bills.ts): every organisation's bills
 * for the closed months not billed yet. One organisation's failure is logged and does not stop
 * the others; the next run retries it. Answers what it did, for the log.
 */
export async function runBills(now = new Date()): Promise<{ organisations: number; bills: number; failed: number }> {
  const organisations = await allOrganisations();
  let made = 0;
  let failed = 0;
  for (const organisation of organisations) {
    for (const period of billablePeriods(organisation.created_at, now)) {
      try {
        const existed = await getBill(organisation.id, billIdFor(organisation.id, period));
        if (existed) {
          // A run that made the bill and died before publishing left its events unsent: publish
          // again while the bill is new (publishing is idempotent: the event ids come from the bill).
          if (now.getTime() - Date.parse(existed.created_at) < REPUBLISH_WINDOW_MS) await publishBillEvents(existed);
          continue;
        }
        if (await billForPeriod(organisation, period, now)) made++;
      } catch (error) {
        failed++;
        logger.error('Bill run failed for an organisation', { organisation: organisation.id, period, error: error as Error });
      }
    }
  }
  return { organisations: organisations.length, bills: made, failed };
}

/** The organisation, for a bill made on request (tests, the operator). */
export async function organisationForBilling(organisationId: string): Promise<OrganisationItem> {
  const organisation = await getOrganisation(organisationId);
  if (!organisation) throw new Error(`Unknown organisation ${organisationId}`);
  return organisation;
}

/** The bill's tax invoice as a PDF (core/invoice-pdf.ts), base64 for the JSON answer. */
export async function invoice(organisationId: string, billId: string) {
  const bill = await billOf(organisationId, billId);
  const organisation = await getOrganisation(organisationId);
  const pdf = await invoicePdf({
    invoiceNumber: bill.invoice_number,
    date: bill.created_at,
    period: bill.period,
    status: bill.status,
    supplier: config.invoiceSupplier,
    customer: { name: organisation?.company_name ?? organisationId, legalName: organisation?.legal_name ?? null, vatNumber: organisation?.vat_number ?? null },
    lines: bill.lines,
    subtotalCents: bill.subtotal_cents,
    vatCents: bill.vat_cents,
    totalCents: bill.total_cents,
    paidCents: bill.paid_cents,
  });
  return { filename: `${bill.invoice_number}.pdf`, content_type: 'application/pdf' as const, pdf_base64: Buffer.from(pdf).toString('base64') };
}
