import { selectBanks as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { applicationForLink } from '#platform/services/connect-session';
import { selectBanks } from '#platform/services/bank-linking';

export const handler = apiHandler(operation, async ({ params, body }) => ({ body: await selectBanks(await applicationForLink(params.proxy_id), body) }));
