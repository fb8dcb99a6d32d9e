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
