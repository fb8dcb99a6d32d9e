import { listBanks as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { applicationForLink } from '#platform/services/connect-session';
import { banksOf } from '#platform/services/bank-linking';

export const handler = apiHandler(operation, async ({ params }) => ({ body: await banksOf(await applicationForLink(params.proxy_id)) }));
