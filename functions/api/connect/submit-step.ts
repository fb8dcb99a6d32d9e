import { submitStep as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { applicationForLink } from '#platform/services/connect-session';
import { answerChallenge } from '#platform/services/bank-linking';

export const handler = apiHandler(operation, async ({ params, body }) => ({ body: await answerChallenge(await applicationForLink(params.proxy_id), body.fields) }));
