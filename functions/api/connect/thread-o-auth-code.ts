import { threadOAuthCode as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { exchangeOAuthCode } from '#platform/services/bank-linking';

/** The code and verifier are credentials: exchanged, never stored or logged. */
export const handler = apiHandler(operation, async ({ body, link }) => ({ body: await exchangeOAuthCode(link, body) }));
