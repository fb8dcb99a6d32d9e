import { listBanks as operation } from '#schemas/operations/connect';
import { apiHandler } from '#platform/http/http';
import { banksOf } from '#platform/services/bank-step';

export const handler = apiHandler(operation, async ({ link }) => ({ body: await banksOf(link) }));
