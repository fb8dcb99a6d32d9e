import { zohoCreateApplication as operation } from '#schemas/operations/crm';
import { apiHandler } from '#platform/http/http';
import { createApplicationFromCrm } from '#platform/services/crm';

export const handler = apiHandler(operation, async ({ body, event }) => {
  const secret = event.headers?.['x-khanya-crm-secret'] ?? event.queryStringParameters?.secret;
  const answer = await createApplicationFromCrm(body, secret);
  return { status: answer.created ? 201 : 200, body: answer };
});
