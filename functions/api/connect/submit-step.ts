import { submitStep as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { answerChallenge } from '#platform/services/bank-linking';

export const handler = apiHandler(operation, async ({ body, link }) => ({ body: await answerChallenge(link, body.fields) }));
