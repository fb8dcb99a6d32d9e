import { getPricing as operation } from '#schemas/operations/billing';
import { apiHandler } from '#platform/http/http';
import { pricing } from '#platform/services/billing';

export const handler = apiHandler(operation, async () => ({ body: pricing() }));
