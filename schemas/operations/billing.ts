import { defineOperation } from '../operation.ts';
import * as z from 'zod';
import { ObjectIdSchema, PaginationQuerySchema } from '../common.ts';
import {
  BalanceOutSchema,
  BillingGetPricingResponseSchema,
  BillingListEventsResponseSchema,
  BillListSchema,
  BillOutSchema,
  CardListSchema,
  CreateCardInSchema,
  CreateCardOutSchema,
  DeleteCardOutSchema,
  InvoiceOutSchema,
  OutstandingBillOutSchema,
  PayBillInSchema,
  PayBillOutSchema,
  RelinkCardOutSchema,
  TopupInSchema,
  TopupOutSchema,
} from '../billing.ts';

const tags = ['billing'] as const;
const auth = { scopes: ['organisation:api'], permission: 'view_billing' } as const;
const manage = { scopes: ['organisation:api'], permission: 'manage_billing' } as const;
const BillPath = z.object({ bill_id: ObjectIdSchema });
const CardPath = z.object({ card_id: ObjectIdSchema });
const CARD_FLOW =
  'Cards are entered on Peach Payments\' hosted page (`redirect_url`): Khanya never sees the card number. The card is linked ' +
  '(`is_linked`, `last_four`, `brand`) when Peach confirms it, usually before the page sends the user back.';
const EVENTS =
  'What the organisation has been billed for, newest first: one event per billable thing (an application\'s bank data analysed ' +
  'is billed once however often it is re-analysed). Prices in rand, VAT excluded.';

export const getPricing = defineOperation({
  operationId: 'Billing_getPricing',
  method: 'GET',
  path: '/v1/billing/pricing',
  summary: 'Get pricing',
  description: 'The price per billable item type that applies to the organisation, in rand, VAT excluded.',
  tags,
  handler: 'functions/api/billing/get-pricing.ts',
  auth,
  success: { status: 200, description: 'The price list', schema: BillingGetPricingResponseSchema },
  errors: [],
});

export const listEvents = defineOperation({
  operationId: 'Billing_listEvents',
  method: 'GET',
  path: '/v1/billing/billable_events',
  summary: 'List billable events',
  description: EVENTS,
  tags,
  handler: 'functions/api/billing/list-events.ts',
  auth,
  request: { query: PaginationQuerySchema },
  success: { status: 200, description: 'The billable events', schema: BillingListEventsResponseSchema },
  errors: [],
});

export const listBillableEvents = defineOperation({
  operationId: 'Billing_listBillableEvents',
  method: 'GET',
  path: '/v1/billing/billable-events',
  summary: 'List billable events (hyphenated path)',
  description: `${EVENTS} The same as GET /v1/billing/billable_events, at the path the original API also answered.`,
  tags,
  handler: 'functions/api/billing/list-billable-events.ts',
  auth,
  request: { query: PaginationQuerySchema },
  success: { status: 200, description: 'The billable events', schema: BillingListEventsResponseSchema },
  errors: [],
});

export const getOutstandingBillAmount = defineOperation({
  operationId: 'Billing_getOutstandingBillAmount',
  method: 'GET',
  path: '/v1/billing/outstanding_bill_amount',
  summary: 'Get outstanding bill amount',
  description: 'Rand still due on the organisation\'s unpaid bills, VAT included (0 when everything is paid).',
  tags,
  handler: 'functions/api/billing/get-outstanding-bill-amount.ts',
  auth,
  success: { status: 200, description: 'The amount due', schema: OutstandingBillOutSchema },
  errors: [],
});

export const listBills = defineOperation({
  operationId: 'Billing_listBills',
  method: 'GET',
  path: '/v1/billing/bills',
  summary: 'List bills',
  description:
    'The monthly bills, newest month first. A bill is made after each calendar month (South African time) for the billable events ' +
    'of that month and the management fee, with VAT at 15 % shown separately; invoice numbers count per organisation without gaps. ' +
    'The prepaid balance pays a new bill as far as it goes.',
  tags,
  handler: 'functions/api/billing/list-bills.ts',
  auth,
  request: { query: PaginationQuerySchema },
  success: { status: 200, description: 'The bills', schema: BillListSchema },
  errors: [],
});

export const getBill = defineOperation({
  operationId: 'Billing_getBill',
  method: 'GET',
  path: '/v1/billing/bills/{bill_id}',
  summary: 'Get a bill',
  description: 'One bill with its breakdown (item type, units, price per unit, total) and what is paid and due.',
  tags,
  handler: 'functions/api/billing/get-bill.ts',
  auth,
  request: { params: BillPath },
  success: { status: 200, description: 'The bill', schema: BillOutSchema },
  errors: ['bill_not_found'],
});

export const getInvoice = defineOperation({
  operationId: 'Billing_getInvoice',
  method: 'GET',
  path: '/v1/billing/bills/{bill_id}/invoice',
  summary: 'Download a bill\'s tax invoice (PDF)',
  description:
    'The bill as a PDF tax invoice. With `Accept: application/pdf` (preferred over JSON) or `?format=pdf` the answer is the PDF ' +
    'itself, as an attachment; otherwise JSON with the file base64-encoded.',
  tags,
  handler: 'functions/api/billing/get-invoice.ts',
  auth,
  request: { params: BillPath, query: z.object({ format: z.enum(['pdf', 'json']).optional() }) },
  success: { status: 200, description: 'The invoice', schema: InvoiceOutSchema },
  errors: ['bill_not_found'],
});

export const payBill = defineOperation({
  operationId: 'Billing_payBill',
  method: 'POST',
  path: '/v1/billing/bills/pay',
  summary: 'Pay a bill',
  description:
    'Pays an unpaid bill: the prepaid balance first, then the card for the rest. A declined card answers 402 `payment_declined` ' +
    '(whatever the balance paid stays paid); a second payment of the same bill while one runs answers 409 `payment_in_progress`. ' +
    'Send an `Idempotency-Key` so a retried request cannot charge twice.',
  tags,
  handler: 'functions/api/billing/pay-bill.ts',
  auth: manage,
  request: { body: PayBillInSchema },
  success: { status: 200, description: 'Paid (or being processed)', schema: PayBillOutSchema },
  errors: ['bill_not_found', 'card_not_found', 'card_not_linked', 'bill_already_paid', 'payment_in_progress', 'payment_declined', 'payment_provider_unavailable', 'idempotency_key_reused', 'idempotency_in_progress'],
  idempotent: true,
  // A retry after a run killed mid-charge must not charge again: it answers the 503 (new key).
  unknownOutcomeError: 'payment_provider_unavailable',
  // Peach may take 20 s to answer (connectors/peach.ts): the function must outlive it, so that a
  // slow charge ends in the replayable 503, not in a killed request whose key stays in progress.
  lambda: { timeoutSeconds: 29 },
});

export const listCards = defineOperation({
  operationId: 'Billing_listCards',
  method: 'GET',
  path: '/v1/billing/cards',
  summary: 'List cards',
  description: `The organisation's cards (deleted ones are not listed). ${CARD_FLOW}`,
  tags,
  handler: 'functions/api/billing/list-cards.ts',
  auth,
  success: { status: 200, description: 'The cards', schema: CardListSchema },
  errors: [],
});

export const createCard = defineOperation({
  operationId: 'Billing_createCard',
  method: 'POST',
  path: '/v1/billing/cards',
  summary: 'Add a card',
  description: `Starts adding a card: send the user to \`redirect_url\`. ${CARD_FLOW}`,
  tags,
  handler: 'functions/api/billing/create-card.ts',
  auth: manage,
  request: { body: CreateCardInSchema },
  success: { status: 201, description: 'The card page is ready', schema: CreateCardOutSchema },
  errors: ['payment_provider_unavailable'],
});

export const deleteCard = defineOperation({
  operationId: 'Billing_deleteCard',
  method: 'DELETE',
  path: '/v1/billing/cards/{card_id}',
  summary: 'Delete a card',
  description: 'Deletes the card here and at Peach. Deleting a deleted card answers the same.',
  tags,
  handler: 'functions/api/billing/delete-card.ts',
  auth: manage,
  request: { params: CardPath },
  success: { status: 200, description: 'Deleted', schema: DeleteCardOutSchema },
  errors: ['card_not_found'],
});

export const relinkCard = defineOperation({
  operationId: 'Billing_relinkCard',
  method: 'POST',
  path: '/v1/billing/cards/{card_id}/relink',
  summary: 'Relink a card',
  description: `A new card page for the same card (a new expiry date or number); the card in use stays usable until the new one is stored. ${CARD_FLOW}`,
  tags,
  handler: 'functions/api/billing/relink-card.ts',
  auth: manage,
  request: { params: CardPath },
  success: { status: 200, description: 'The card page is ready', schema: RelinkCardOutSchema },
  errors: ['card_not_found', 'payment_provider_unavailable'],
});

export const topup = defineOperation({
  operationId: 'Billing_topup',
  method: 'POST',
  path: '/v1/billing/topup',
  summary: 'Top up the prepaid balance',
  description:
    'Charges the card and adds the amount to the prepaid balance, which then pays unpaid bills, oldest first, and every new bill ' +
    'before any card. From R 50 to R 1,000,000. Send an `Idempotency-Key` so a retried request cannot charge twice.',
  tags,
  handler: 'functions/api/billing/topup.ts',
  auth: manage,
  request: { body: TopupInSchema },
  success: { status: 200, description: 'Topped up (or being processed)', schema: TopupOutSchema },
  errors: ['card_not_found', 'card_not_linked', 'payment_declined', 'payment_provider_unavailable', 'idempotency_key_reused', 'idempotency_in_progress'],
  idempotent: true,
  unknownOutcomeError: 'payment_provider_unavailable',
  lambda: { timeoutSeconds: 29 },
});

export const getBalance = defineOperation({
  operationId: 'Billing_getBalance',
  method: 'GET',
  path: '/v1/billing/balance',
  summary: 'Get the prepaid balance',
  description: 'The prepaid balance in rand.',
  tags,
  handler: 'functions/api/billing/get-balance.ts',
  auth,
  success: { status: 200, description: 'The balance', schema: BalanceOutSchema },
  errors: [],
});
