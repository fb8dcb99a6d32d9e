import { getAffinityAds as operation } from '#schemas/operations/bank-connections';
import { apiHandler } from '#platform/http/http';
import { affinityAdsOf } from '#platform/services/affinity';

export const handler = apiHandler(operation, async ({ principal, params }) => ({ body: await affinityAdsOf(principal.organisationId, params.application_id) }));
