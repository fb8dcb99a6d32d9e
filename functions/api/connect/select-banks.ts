import { selectBanks as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { selectBanks } from '#platform/services/bank-step';

export const handler = apiHandler(operation, async ({ body, link }) => ({ body: await selectBanks(link, body) }));
