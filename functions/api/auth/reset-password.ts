import { resetPassword as operation } from '#schemas/operations/auth';
import { apiHandler } from '#platform/http/http';
import { completePasswordLink } from '#platform/services/password-links';

export const handler = apiHandler(operation, async ({ body }) => {
  await completePasswordLink(body.token, 'reset', body.new_password);
  return { body: { message: 'Password changed' } };
});
