import { redeemLoginLink as operation } from '#schemas/operations/auth';
import { apiHandler } from '#platform/http/http';
import { redeemLoginLink, startConsoleSession } from '#platform/services/staff-sessions';

export const handler = apiHandler(operation, async ({ body }) => {
  const { body: token, cookie } = await startConsoleSession(await redeemLoginLink(body.token));
  return { body: token, cookies: [cookie] };
});
