import { getBankSummary as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { applicationForLink } from '#platform/services/connect-session';
import { bankSummary } from '#platform/services/bank-linking';

export const handler = apiHandler(operation, async ({ params }) => ({ body: await bankSummary(await applicationForLink(params.proxy_id)) }));
