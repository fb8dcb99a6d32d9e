/** The applicant's side: what the connect UI reads and records, authorised by the link's proxy id. */
import * as z from 'zod';
import { ApplicationStatusSchema, LegalAcceptanceSchema } from './applications.ts';
import { LegalDocumentSchema } from './legal-documents.ts';
import { WhiteLabelOutSchema } from './white-label.ts';

export const ProxyIdParamsSchema = z.object({
  proxy_id: z.uuid().meta({ description: 'The id in the applicant\'s connect link.' }),
});

export const ConnectSessionSchema = z
  .object({
    application_id: z.string(),
    status: ApplicationStatusSchema,
    expiry: z.iso.datetime({ offset: true }),
    redirect_url: z.string().nullable(),
    lender: WhiteLabelOutSchema.meta({ description: "The lender's white label: show it on every connect screen." }),
    connections: z.array(z.object({ name: z.string(), data_points: z.array(z.string()) })),
    legal_documents: z.array(LegalDocumentSchema),
    legal_acceptances: z.array(LegalAcceptanceSchema),
    statements_email: z.email().meta({
      description:
        'Khanya extension: the applicant can e-mail (or have the bank e-mail) PDF or CSV statements to this address instead of ' +
        'uploading them; the attachments are listed with the uploaded files.',
    }),
  })
  .meta({ id: 'ConnectSessionSchema' });

export const LegalAcceptanceInSchema = z
  .object({
    acceptances: z
      .array(z.object({ document_type: z.string().min(1).max(64), version: z.string().min(1).max(64) }))
      .min(1)
      .max(10),
  })
  .meta({ id: 'LegalAcceptanceInSchema' });
