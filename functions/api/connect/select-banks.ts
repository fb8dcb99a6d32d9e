import { selectBanks as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { applicationForChange } from '#platform/services/connect-session';
import { selectBanks } from '#platform/services/bank-linking';

export const handler = apiHandler(operation, async ({ params, body }) => ({ body: await selectBanks(await applicationForChange(params.proxy_id), body) }));
