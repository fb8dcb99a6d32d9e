/**
 * The next page's cursor on list answers: a Khanya extension beside `skip` (schemas/common.ts).
 *
 * Most lists answer a bare JSON array, the original API's shape, which a Beam client parses as
 * an array: there is no room for a cursor in the body without breaking it. So every list answers
 * the cursor in headers, and lists answered as objects (staff users, transactions) also carry it
 * as `next` in the body:
 *  - `Link: </v1/...?limit=10&starting_after=<id>>; rel="next"` (RFC 8288, as GitHub's API pages):
 *    a generic HTTP client follows it without knowing our parameters, and it keeps the caller's
 *    filters and limit (and drops `skip`, which the cursor replaces);
 *  - `X-Next-Cursor: <id>`: the bare id, for code that builds its own URLs.
 * Neither is sent on the last page. Both are exposed to browsers (schemas/cors.ts).
 */
import { NEXT_CURSOR_HEADER } from '#schemas/common';
import type { ApiEvent } from './http-stack.ts';

export function nextPageHeaders(event: ApiEvent, next: string | null): Record<string, string> {
  if (!next) return {};
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) {
    if (name !== 'skip' && name !== 'starting_after' && value !== undefined) query.set(name, value);
  }
  query.set('starting_after', next);
  return { link: `<${event.rawPath}?${query.toString()}>; rel="next"`, [NEXT_CURSOR_HEADER.toLowerCase()]: next };
}
