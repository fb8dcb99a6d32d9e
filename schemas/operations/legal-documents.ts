import { defineOperation } from '../operation.ts';
import { LegalDocumentListSchema } from '../legal-documents.ts';

export const listLegalDocuments = defineOperation({
  operationId: 'LegalDocuments_listLegalDocuments',
  method: 'GET',
  path: '/v1/legal_documents',
  summary: 'Legal documents shown to applicants',
  description: 'The documents (current versions) the connect flow shows for consent; acceptances are recorded on each application.',
  tags: ['legal_documents'],
  handler: 'functions/api/legal-documents/list-legal-documents.ts',
  auth: { scopes: ['organisation:api'] },
  success: { status: 200, description: 'Legal documents', schema: LegalDocumentListSchema },
  errors: [],
});
