import { threadOAuthCode as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { applicationForChange } from '#platform/services/connect-session';
import { exchangeOAuthCode } from '#platform/services/bank-linking';

/** The code and verifier are credentials: exchanged, never stored or logged. */
export const handler = apiHandler(operation, async ({ params, body }) => ({ body: await exchangeOAuthCode(await applicationForChange(params.proxy_id), body) }));
