import { listPermissions as operation } from '#schemas/operations/organisations';
import { PERMISSIONS } from '#schemas/permissions';
import { apiHandler } from '#platform/http/http';

export const handler = apiHandler(operation, async () => ({
  body: {
    permissions: PERMISSIONS.map(({ permission, ui_display_name, description }) => ({ permission, ui_display_name, description })),
  },
}));
