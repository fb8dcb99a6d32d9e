/**
 * Billing as the original API shows it (SPEC §3 Billing event, Pricing item): money in rand on
 * the wire, integer cents inside Khanya.
 */
import * as z from 'zod';
import { ObjectIdSchema } from './common.ts';

export const GetPricingOutSchema = z
  .object({
    display_title: z.string().meta({ example: 'Bank data analysis' }),
    type: z.string().meta({ description: 'The billable item type: CONNECT, BANK or MANAGEMENT FEE.', example: 'BANK' }),
    price: z.number().meta({ description: 'Rand per unit, VAT excluded.', example: 25 }),
  })
  .meta({ id: 'GetPricingOutSchema' });
export const BillingGetPricingResponseSchema = z.array(GetPricingOutSchema).meta({ id: 'BillingGetPricingResponse' });

export const ListBillingEventOutSchema = z
  .object({
    id: z.string().meta({ example: '5eb7cf5a86d9755df3a6c593' }),
    title: z.string().meta({ example: 'Bank data analysis' }),
    type: z.string().meta({ description: 'The billable item type: CONNECT, BANK or MANAGEMENT FEE.', example: 'BANK' }),
    billed_price: z.number().meta({ description: 'Rand, VAT excluded.', example: 25 }),
    created_at: z.string(),
    billable_item: ObjectIdSchema.meta({ description: 'What was billed: the application whose bank data was analysed.' }),
  })
  .meta({ id: 'ListBillingEventOutSchema' });
export const BillingListEventsResponseSchema = z.array(ListBillingEventOutSchema).meta({ id: 'BillingListEventsResponse' });

export const OutstandingBillOutSchema = z
  .object({ amount: z.number().meta({ description: 'Rand due on unpaid bills, VAT included.', example: 672.75 }) })
  .meta({ id: 'OutstandingBillOutSchema' });

export const BILL_STATUSES = ['UNPAID', 'PAID'] as const;

export const BillItemSchema = z
  .object({
    item_type: z.string().meta({ description: 'CONNECT, BANK or MANAGEMENT FEE.', example: 'BANK' }),
    title: z.string().meta({ example: 'Bank data analysis' }),
    total_units: z.number().int().meta({ example: 12 }),
    price_per_unit: z.number().meta({ description: 'Rand, VAT excluded.', example: 25 }),
    total_price: z.number().meta({ description: 'Rand, VAT excluded.', example: 300 }),
  })
  .meta({ id: 'BillItemSchema' });

export const BillOutSchema = z
  .object({
    id: ObjectIdSchema,
    invoice_number: z.string().meta({ description: 'Per organisation, counting from 1 without gaps.', example: 'KH-ACME-LENDING-00007' }),
    status: z.enum(BILL_STATUSES),
    period: z.string().meta({ description: 'The billed month (South African time), YYYY-MM.', example: '2026-10' }),
    date: z.string().meta({ description: 'When the bill was made (ISO 8601).', example: '2026-11-01T00:00:02.118Z' }),
    amount: z.number().meta({ description: 'Total in rand, VAT included.', example: 672.75 }),
    subtotal: z.number().meta({ description: 'Rand, VAT excluded.', example: 585 }),
    vat: z.number().meta({ description: 'VAT at 15 % of the subtotal, in rand.', example: 87.75 }),
    amount_paid: z.number().meta({ description: 'Rand paid so far (prepaid balance and cards).', example: 0 }),
    amount_due: z.number().meta({ description: 'Rand still due.', example: 672.75 }),
    paid_at: z.string().nullable(),
    breakdown: z.array(BillItemSchema),
  })
  .meta({ id: 'BillOutSchema' });
export const BillListSchema = z.array(BillOutSchema).meta({ id: 'BillListResponse' });

const CardIdSchema = z.string().meta({ example: '5eb7cf5a86d9755df3a6c593' });
const CheckoutUrl = z.url().min(1).max(2083).meta({ description: "The card processor's hosted page where the card is entered (Khanya never sees the card number)." });

export const CreateCardInSchema = z
  .object({ name: z.string().trim().min(1).max(100).meta({ description: 'A name to tell the card apart.', example: 'Finance card' }) })
  .meta({ id: 'CreateCardInSchema' });
export const CreateCardOutSchema = z.object({ id: CardIdSchema, name: z.string(), redirect_url: CheckoutUrl }).meta({ id: 'CreateCardOutSchema' });
export const RelinkCardOutSchema = z.object({ id: CardIdSchema, name: z.string(), redirect_url: CheckoutUrl }).meta({ id: 'RelinkCardOutSchema' });
export const GetCardOutSchema = z
  .object({
    id: CardIdSchema,
    name: z.string(),
    is_linked: z.boolean().meta({ description: 'True once the card was entered on the hosted page and stored by the processor.' }),
    deleted: z.boolean(),
    last_four: z.string().nullable().meta({ example: '4242' }),
    brand: z.string().nullable().meta({ example: 'VISA' }),
  })
  .meta({ id: 'GetCardOutSchema' });
export const CardListSchema = z.array(GetCardOutSchema).meta({ id: 'CardListResponse' });
export const DeleteCardOutSchema = z.object({ id: CardIdSchema, name: z.string(), deleted: z.boolean() }).meta({ id: 'DeleteCardOutSchema' });

export const PayBillInSchema = z.object({ bill_id: ObjectIdSchema, card_id: CardIdSchema }).meta({ id: 'PayBillInSchema' });
export const PayBillOutSchema = z
  .object({
    message: z.string().meta({ example: 'Bill paid.' }),
    status: z.enum(BILL_STATUSES),
    amount_from_balance: z.number().meta({ description: 'Rand taken from the prepaid balance.', example: 0 }),
    amount_charged: z.number().meta({ description: 'Rand charged to the card.', example: 672.75 }),
    bill: BillOutSchema,
  })
  .meta({ id: 'PayBillOutSchema' });

export const TopupInSchema = z
  .object({
    card_id: CardIdSchema,
    topup_amount: z.number().min(50).max(1_000_000).multipleOf(0.01).meta({ description: 'Rand, at least 50 and at most 1,000,000.', example: 1000 }),
  })
  .meta({ id: 'TopupInSchema' });
export const TopupOutSchema = z
  .object({
    message: z.string().meta({ example: 'Balance topped up; R 672.75 of it paid bill KH-ACME-LENDING-00007.' }),
    status: z.string().meta({ description: '`success` or `failed`.', example: 'success' }),
    new_balance: z.number().meta({ description: 'The prepaid balance in rand after the top-up and any bills it paid.', example: 327.25 }),
  })
  .meta({ id: 'TopupOutSchema' });

export const BalanceOutSchema = z
  .object({ balance: z.number().meta({ description: 'Prepaid balance in rand; it pays bills before any card.', example: 327.25 }) })
  .meta({ id: 'BalanceOutSchema' });

/** Peach's notification answers (the original's shapes: an object). */
export const PaymentsPeachWebhookResponseSchema = z.object({ status: z.string() }).meta({ id: 'PaymentsPeachWebhookResponse' });

export const InvoiceOutSchema = z
  .object({
    filename: z.string().meta({ example: 'KH-ACME-LENDING-00007.pdf' }),
    content_type: z.literal('application/pdf'),
    pdf_base64: z.string().meta({ description: 'The PDF, base64-encoded.' }),
  })
  .meta({ id: 'InvoiceOutSchema' });
