import { endConsoleSession as operation } from '#schemas/operations/auth';
import { CONSOLE_SESSION_COOKIE } from '#core/console-session';
import { apiHandler, cookieValue } from '#platform/http/http';
import { endConsoleSession } from '#platform/services/staff-sessions';

export const handler = apiHandler(operation, async ({ event }) => ({ cookies: [await endConsoleSession(cookieValue(event, CONSOLE_SESSION_COOKIE))] }));
