import { listByodBanks as operation } from '#schemas/operations/bank-connections';
import { BANK_SLUGS } from '#schemas/bank-connections';
import { apiHandler } from '#platform/http/http';

export const handler = apiHandler(operation, async () => ({ body: [...BANK_SLUGS] }));
