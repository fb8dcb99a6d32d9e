import Negotiator from 'negotiator';
import { getCsvTemplate as operation } from '#schemas/operations/revet';
import { REQUIRED_REVET_CSV_COLUMNS, REVET_CSV_COLUMNS } from '#schemas/revet';
import { apiHandler, type ApiEvent, type ApiLambda } from '#platform/http/http';
import { revetCsvTemplate } from '#core/revet-csv';

const FILENAME = 'revet_template.csv';

/**
 * `?format=` decides; otherwise content negotiation on Accept (negotiator: q-values, then the
 * more specific range, then the order in the header). JSON when both still rank alike or neither
 * is acceptable, so a browser's `*\/*` and a missing Accept get JSON; `text/csv` or `text/*`
 * ranked above JSON get the file.
 */
function wantsCsv(event: ApiEvent): boolean {
  const format = event.queryStringParameters?.format;
  if (format === 'csv') return true;
  if (format === 'json') return false;
  const accept = event.headers?.accept;
  return accept !== undefined && new Negotiator({ headers: { accept } }).mediaType(['application/json', 'text/csv']) === 'text/csv';
}

const json = apiHandler(operation, async () => ({
  body: {
    filename: FILENAME,
    content_type: 'text/csv' as const,
    csv: revetCsvTemplate(),
    columns: [...REVET_CSV_COLUMNS],
    required_columns: [...REQUIRED_REVET_CSV_COLUMNS],
  },
}));

/**
 * The stack answers JSON; for a CSV request the successful JSON answer (headers, request id and
 * all) is turned into the file itself. Errors (a bad `format`) stay JSON.
 */
export const handler: ApiLambda = async (event, context) => {
  const response = await json(event, context);
  const vary = { vary: 'Accept' };
  if (response.statusCode !== 200 || typeof response.body !== 'string' || !wantsCsv(event)) {
    return { ...response, headers: { ...response.headers, ...vary } };
  }
  const { csv } = JSON.parse(response.body) as { csv: string };
  return {
    ...response,
    headers: {
      ...response.headers,
      ...vary,
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${FILENAME}"`,
    },
    body: csv,
  };
};
