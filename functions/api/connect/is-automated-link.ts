import { isAutomatedLink as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { isAutomatedLink } from '#platform/services/bank-step';

export const handler = apiHandler(operation, async ({ link }) => ({ body: await isAutomatedLink(link) }));
