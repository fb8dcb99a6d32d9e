import { threadOAuthCode as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { applicationForLink } from '#platform/services/connect-session';
import { exchangeOAuthCode } from '#platform/services/bank-linking';

/** The code and verifier are credentials: exchanged, never stored or logged. */
export const handler = apiHandler(operation, async ({ params, body }) => ({ body: await exchangeOAuthCode(await applicationForLink(params.proxy_id), body) }));
