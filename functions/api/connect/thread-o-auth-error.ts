import { threadOAuthError as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { applicationForChange } from '#platform/services/connect-session';
import { recordOAuthError } from '#platform/services/bank-linking';

export const handler = apiHandler(operation, async ({ params, body }) => ({ body: await recordOAuthError(await applicationForChange(params.proxy_id), body) }));
