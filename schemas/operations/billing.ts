import { defineOperation } from '../operation.ts';
import { PaginationQuerySchema } from '../common.ts';
import { BillingGetPricingResponseSchema, BillingListEventsResponseSchema } from '../billing.ts';

const tags = ['billing'] as const;
const auth = { scopes: ['organisation:api'], permission: 'view_billing' } as const;
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
