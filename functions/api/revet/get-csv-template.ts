import { getCsvTemplate as operation } from '#schemas/operations/revet';
import { REQUIRED_REVET_CSV_COLUMNS, REVET_CSV_COLUMNS } from '#schemas/revet';
import { apiHandler, type ApiEvent, type ApiLambda } from '#platform/http/http';
import { revetCsvTemplate } from '#platform/revet-service';

const FILENAME = 'revet_template.csv';

/** The highest q-value the Accept header gives a media type (0 when not listed; wildcards do not count). */
function quality(accept: string, mediaType: string): number {
  let best = 0;
  for (const range of accept.split(',')) {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== mediaType) continue;
    const q = params.find((param) => param.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(value)) best = Math.max(best, value);
  }
  return best;
}

/** `?format=` decides; otherwise CSV only when Accept names text/csv above application/json. */
function wantsCsv(event: ApiEvent): boolean {
  const format = event.queryStringParameters?.format;
  if (format === 'csv') return true;
  if (format === 'json') return false;
  const accept = event.headers?.accept ?? '';
  const csv = quality(accept, 'text/csv');
  return csv > 0 && csv > quality(accept, 'application/json');
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
