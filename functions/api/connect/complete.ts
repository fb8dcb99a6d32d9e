import { complete as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { completeConnect } from '#platform/services/bank-step';

export const handler = apiHandler(operation, async ({ link }) => ({ body: await completeConnect(link) }));
