import { validTabs as operation } from '#schemas/operations/organisations';
import { validTabsFor } from '#schemas/permissions';
import { apiHandler } from '#platform/http/http';

export const handler = apiHandler(operation, async ({ principal }) => ({ body: { tabs: validTabsFor(principal.permissions) } }));
