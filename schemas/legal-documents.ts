/**
 * The legal documents an applicant is shown in the connect flow and accepts before sharing
 * bank data (POPIA requires informed, specific consent). Versioned: a new version needs a new
 * acceptance, and each acceptance is kept on the application with its version and time.
 */
import * as z from 'zod';

export const LEGAL_DOCUMENTS = [
  {
    document_type: 'terms_of_use',
    title: 'Khanya terms of use for applicants',
    version: '2026-11-01',
    document_url: 'https://khanya.example/legal/applicant-terms-2026-11-01.pdf',
  },
  {
    document_type: 'privacy_notice',
    title: 'Privacy notice (POPIA section 18)',
    version: '2026-11-01',
    document_url: 'https://khanya.example/legal/privacy-notice-2026-11-01.pdf',
  },
  {
    document_type: 'data_sharing_consent',
    title: 'Consent to share bank data with the lender',
    version: '2026-11-01',
    document_url: 'https://khanya.example/legal/data-sharing-consent-2026-11-01.pdf',
  },
] as const;

export const LegalDocumentSchema = z
  .object({
    title: z.string(),
    document_url: z.string(),
    version: z.string(),
    document_type: z.string(),
  })
  .meta({ id: 'LegalDocumentSchema' });

export const LegalDocumentListSchema = z.array(LegalDocumentSchema).meta({ id: 'LegalDocumentList' });
