import { startConsoleSession as operation } from '#schemas/operations/auth';
import { apiHandler } from '#platform/http/http';
import { checkStaffPassword, startConsoleSession } from '#platform/services/staff-sessions';

export const handler = apiHandler(operation, async ({ body, context }) => {
  const { body: token, cookie } = await startConsoleSession(await checkStaffPassword(body, context.getRemainingTimeInMillis()));
  return { body: token, cookies: [cookie] };
});
