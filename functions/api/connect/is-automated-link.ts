import { isAutomatedLink as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { applicationForLink } from '#platform/services/connect-session';
import { isAutomatedLink } from '#platform/services/bank-linking';

export const handler = apiHandler(operation, async ({ params }) => ({ body: await isAutomatedLink(await applicationForLink(params.proxy_id)) }));
