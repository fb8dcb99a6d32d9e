import { submitRevetApplication as operation } from '#schemas/operations/revet';
import { apiHandler } from '#platform/http/http';
import { submitRevetApplications } from '#platform/services/revet-service';

/**
 * A missing email or phone has already answered 400 invalid_revet_application (the body schema
 * checks presence before anything else); the service refuses duplicates, resolves the config,
 * writes all or nothing and contacts the applicants.
 */
export const handler = apiHandler(operation, async ({ principal, body }) => ({
  body: await submitRevetApplications(principal.organisationId, body.applications, body.application_config_id),
}));
