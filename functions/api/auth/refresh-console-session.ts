import { refreshConsoleSession as operation } from '#schemas/operations/auth';
import { CONSOLE_SESSION_COOKIE } from '#core/console-session';
import { apiHandler, cookieValue } from '#platform/http/http';
import { refreshConsoleSession } from '#platform/services/staff-sessions';

export const handler = apiHandler(operation, async ({ event }) => ({ body: await refreshConsoleSession(cookieValue(event, CONSOLE_SESSION_COOKIE)) }));
