import { getDataPointArgs as operation } from '#schemas/operations/application-configs';
import { dataPointArgSchemas } from '#schemas/data-points';
import { apiHandler } from '#platform/http/http';

export const handler = apiHandler(operation, async () => ({ body: dataPointArgSchemas() }));
