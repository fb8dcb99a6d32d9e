import { loginForAccessToken as operation } from '#schemas/operations/auth';
import { apiHandler } from '#platform/http/http';
import { accessTokenFor, checkStaffPassword } from '#platform/services/staff-sessions';

export const handler = apiHandler(operation, async ({ body, context }) => {
  const signedIn = await checkStaffPassword(body, context.getRemainingTimeInMillis());
  return { body: await accessTokenFor(signedIn) };
});
