import { getBankSummary as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { bankSummary } from '#platform/services/bank-step';

export const handler = apiHandler(operation, async ({ link }) => ({ body: await bankSummary(link) }));
