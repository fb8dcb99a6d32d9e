import { threadOAuthError as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { recordOAuthError } from '#platform/services/bank-linking';

export const handler = apiHandler(operation, async ({ body, link }) => ({ body: await recordOAuthError(link, body) }));
