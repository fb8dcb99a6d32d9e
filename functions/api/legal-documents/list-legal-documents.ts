import { listLegalDocuments as operation } from '#schemas/operations/legal-documents';
import { LEGAL_DOCUMENTS } from '#schemas/legal-documents';
import { apiHandler } from '#platform/http/http';

export const handler = apiHandler(operation, async () => ({ body: LEGAL_DOCUMENTS.map((document) => ({ ...document })) }));
