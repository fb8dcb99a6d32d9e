/**
 * Fuzz over the whole operation table: for every row, REQUESTS_PER_OPERATION malformed requests
 * (wrong types, missing and extra fields, huge numbers and strings, unicode and control
 * characters, bad and foreign-looking ids, bad path and query values, wrong content types,
 * malformed JSON and multipart, empty bodies, wrong methods, broken credentials) sent with the
 * owner's valid session where the operation needs one. Invariants: no answer is ≥ 500, and every
 * 4xx is in the catalogue's shape: `{error_type:"code", code, message}` with a catalogue code
 * whose status it is, or 422 `{detail:[{loc,msg,type}]}`.
 *
 * The generator is seeded (test/helpers/fuzz.ts): FUZZ_SEED=<n> replays a run, and every
 * failure message names the seed, the operation and the request. Requests go in-process through
 * the local bridge's router and event builder (test/helpers/in-process.ts): ~11,000 requests
 * would otherwise spend their time in sockets. The organisation's rate-limit budget is set out of
 * the way for this suite.
 */
import type { z } from 'zod';
import { ERRORS, type ErrorCode } from '#schemas/errors';
import type { Operation } from '#schemas/operation';
import { OPERATIONS } from '../../schemas/operations/index.ts';
import { generatePersona, toByodPayload } from '#core/personas/index';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig, WITH_PERSONAL_INFO } from '../helpers/lending.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { inProcessApi, type RawAnswer, type RawRequest } from '../helpers/in-process.ts';
import { encodeLoosely, fromSchema, MALFORMED_JSON, multipartBody, objectKeys, objectShape, Rng, weirdText, weirdValue, WEIRD_STRINGS } from '../helpers/fuzz.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const REQUESTS_PER_OPERATION = Number(process.env.FUZZ_REQUESTS ?? 200);
const CONCURRENCY = 8;


let api: TestServer;
let owner: TestOrganisation;
let ids: string[] = [];
const send = inProcessApi();
const tally = { requests: 0, byStatus: new Map<number, number>() };
let started = 0;

beforeAll(async () => {
  process.env.RATE_LIMIT_REQUESTS = '100000000';
  api = await startTestServer();
  owner = await registerOrganisation(api, 'fuzz');
  const config = await createConfig(api, owner, { is_default: true, connections: WITH_PERSONAL_INFO });
  const application = await createApplication(api, owner, config.id);
  await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, toByodPayload(generatePersona('thin_file', { seed: 3, months: 2, accounts: 1 })), { token: owner.apiToken });
  const spareToken = await api.json('POST', '/v1/in/api_tokens', { name: 'spare', scopes: ['organisation:api'] }, { token: owner.session });
  const colleague = await api.json('POST', '/v1/in/organisations/users', { name: 'Colleague', email: `colleague@${owner.slug}.khanya.example`, permissions: [] }, { token: owner.session });
  // Real ids of this organisation, so some requests reach the handlers' own code paths.
  ids = [application.id, application.applicant, application.proxy_id, config.id, spareToken.body.id, colleague.body.id, owner.id].filter(Boolean);
  started = Date.now();
});

afterAll(async () => {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
  console.log(`[fuzz] seed ${SEED}: ${tally.requests} requests over ${OPERATIONS.length} operations in ${seconds} s (${statuses})`);
  await api?.close();
});

function fillPath(op: Operation, rng: Rng, abuse: boolean): string {
  return op.path.replace(/\{([^}]+)\}/g, () => {
    if (!abuse) return rng.chance(0.6) ? rng.pick(ids) : rng.hex(24);
    return encodeLoosely(rng, weirdText(rng, ids));
  });
}

function queryFor(op: Operation, rng: Rng, abuse: boolean): string | undefined {
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries(objectShape(op.request?.query as z.ZodType | undefined))) {
    if (!rng.chance(abuse ? 0.8 : 0.5)) continue;
    const plausible = fromSchema(field, rng, ids);
    const value = abuse || typeof plausible === 'object' ? weirdText(rng, ids) : String(plausible);
    params.append(key, value);
    if (abuse && rng.chance(0.15)) params.append(key, weirdText(rng, ids));
  }
  if (rng.chance(abuse ? 0.5 : 0.1)) params.append(rng.pick(['skip', 'limit', 'extra', 'status', '__proto__', 'a[b]']), weirdText(rng, ids));
  let text = params.toString();
  if (abuse && rng.chance(0.2)) text += rng.pick(['&%zz=1', '&=', '&&&', '&skip', '&limit=%', '&%E0%A4%A=1']);
  return text || undefined;
}

function jsonBodyFor(op: Operation, rng: Rng): string | undefined {
  const schema = op.request?.body as z.ZodType | undefined;
  const value = schema && rng.chance(0.85) ? fromSchema(schema, rng, ids) : weirdValue(rng);
  return value === undefined ? undefined : JSON.stringify(value);
}

function formBodyFor(op: Operation, rng: Rng): string {
  const params = new URLSearchParams();
  for (const key of objectKeys(op.request?.body as z.ZodType | undefined)) {
    if (rng.chance(0.85)) params.append(key, weirdText(rng, ids));
  }
  if (rng.chance(0.2)) params.append('extra', weirdText(rng, ids));
  return params.toString();
}

const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-16', 'text/plain', 'application/xml',
  'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=zzz',
  'application/vnd.api+json', 'image/png', '*/*', ';;;', 'application/json, text/plain', WEIRD_STRINGS[14]!,
];
const BAD_AUTH = [
  undefined, '', 'Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', 'Bearer khanya_', 'Bearer khanya_0000000000000000000000000000000000000000000',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'Bearer a.b.c', `Bearer ${'a'.repeat(5000)}`, 'Bearer \u0000', 'bearer  x  y',
];

/** One request of the operation's budget; `index` spreads the kinds evenly over the 200. */
function generate(op: Operation, rng: Rng, index: number): RawRequest {
  const kind = index % 10;
  const headers: Record<string, string> = { accept: rng.pick(['application/json', '*/*', 'text/html', '']) };
  if (op.auth) headers.authorization = `Bearer ${owner.session}`;
  if (rng.chance(0.1)) headers['x-request-id'] = rng.pick(WEIRD_STRINGS.slice(0, 40));
  if (op.idempotent && rng.chance(0.3)) headers['idempotency-key'] = rng.chance(0.5) ? `fuzz-${rng.hex(8)}` : rng.pick(WEIRD_STRINGS.slice(0, 45));

  let method: string = op.method;
  let path = fillPath(op, rng, kind === 5);
  const query = queryFor(op, rng, kind === 4);
  let body: string | Buffer | undefined;
  const contentType = op.request?.bodyContentType ?? 'application/json';

  if (kind === 6) {
    body = rng.chance(0.15) ? '' : rng.pick(MALFORMED_JSON);
    headers['content-type'] = rng.pick(['application/json', contentType]);
  } else if (kind === 7) {
    body = rng.chance(0.5) ? jsonBodyFor(op, rng) ?? '{}' : Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0xc3, 0x28, 0xa0, 0xa1]);
    headers['content-type'] = rng.pick(CONTENT_TYPES);
  } else if (kind === 8) {
    const twist = rng.int(3);
    if (twist === 0) method = rng.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'].filter((m) => m !== op.method));
    else if (twist === 1) {
      const auth = rng.pick(BAD_AUTH);
      if (auth === undefined) delete headers.authorization;
      else headers.authorization = auth;
    } else path = rng.pick([`${path}/`, `${path}//`, `${path}/extra`, path.toUpperCase(), `${path}%2F..`, `/${path}`]);
    body = jsonBodyFor(op, rng);
    if (body !== undefined) headers['content-type'] = 'application/json';
  } else if (kind === 9 || contentType === 'multipart/form-data') {
    const boundary = rng.pick(['----fuzz', 'b', 'x'.repeat(70), '"quoted"', '']);
    body = multipartBody(rng, boundary || 'missing', objectKeys(op.request?.body as z.ZodType | undefined));
    headers['content-type'] = rng.chance(0.85) ? `multipart/form-data; boundary=${boundary}` : rng.pick(CONTENT_TYPES);
  } else if (contentType === 'application/x-www-form-urlencoded') {
    body = formBodyFor(op, rng);
    headers['content-type'] = contentType;
  } else if (op.request?.body || rng.chance(0.2)) {
    body = jsonBodyFor(op, rng);
    if (body !== undefined) headers['content-type'] = 'application/json';
  }
  if (body !== undefined && rng.chance(0.05)) body = Buffer.alloc(1024 * 1024 + 1 + rng.int(1000), 0x7b);
  if (method === 'GET' && rng.chance(0.5)) body = undefined;
  if (!headers.accept) delete headers.accept;
  return { method, path, ...(query ? { query } : {}), headers, ...(body !== undefined ? { body } : {}) };
}

/** Why an answer breaks the invariants, or undefined when it keeps them. */
function violation(answer: RawAnswer, op: Operation): string | undefined {
  if (answer.thrown !== undefined) return `the handler threw: ${String(answer.thrown)}`;
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return undefined;
  // A provider's protocol that wants empty bodies (the row says which statuses): empty it must be.
  if (op.emptyBodyOn?.includes(answer.status)) return answer.json === undefined && !answer.text ? undefined : `${answer.status} should have an empty body`;
  // A browser form shown again (the row says which statuses): an HTML page, or the stack's own JSON error.
  if (op.htmlPageOn?.includes(answer.status) && (answer.headers['content-type'] ?? '').startsWith('text/html')) return answer.text.includes('<!DOCTYPE html>') ? undefined : `${answer.status} HTML without a page`;
  const body = answer.json as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return `${answer.status} without a JSON body`;
  if (answer.status === 422 && Array.isArray(body.detail)) {
    const bad = (body.detail as unknown[]).find((item) => {
      const entry = item as Record<string, unknown>;
      return !Array.isArray(entry?.loc) || typeof entry.msg !== 'string' || typeof entry.type !== 'string';
    });
    return bad === undefined && (body.detail as unknown[]).length > 0 ? undefined : `422 detail not in the {loc,msg,type} shape`;
  }
  const code = body.code as ErrorCode;
  if (body.error_type !== 'code' || typeof body.message !== 'string' || !(code in ERRORS)) return `${answer.status} body not in the catalogue's shape`;
  if (ERRORS[code].status !== answer.status) return `${code} answered ${answer.status}, the catalogue says ${ERRORS[code].status}`;
  return undefined;
}

function describeRequest(request: RawRequest): string {
  const body = request.body === undefined ? '' : ` body(${request.body.length}): ${String(request.body).slice(0, 200)}`;
  return `${request.method} ${request.path.slice(0, 200)}${request.query ? `?${request.query.slice(0, 200)}` : ''} ${JSON.stringify({ ...request.headers, authorization: request.headers?.authorization?.slice(0, 20) })}${body}`;
}

describe(`fuzz (seed ${SEED}, ${REQUESTS_PER_OPERATION} requests per operation)`, () => {
  it('covers every operation of the table', () => {
    expect(OPERATIONS.length).toBeGreaterThan(50);
  });

  it.each(OPERATIONS.map((op, index) => [op.operationId, op, index] as const))(
    '%s: no 5xx, every 4xx in the catalogue shape',
    async (operationId, op, index) => {
      // One stream per operation, so adding a row does not change the others' requests.
      const rng = new Rng(SEED ^ Math.imul(index + 1, 0x9e3779b1));
      const requests = Array.from({ length: REQUESTS_PER_OPERATION }, (_, i) => generate(op, rng, i));
      const failures: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < requests.length) {
          const i = next++;
          const request = requests[i]!;
          const answer = await send(request);
          tally.requests += 1;
          tally.byStatus.set(answer.status, (tally.byStatus.get(answer.status) ?? 0) + 1);
          const problem = violation(answer, op);
          if (!problem) continue;
          failures.push(`#${i} ${problem} → ${answer.text.slice(0, 200)}\n    ${describeRequest(request)}`);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      if (failures.length > 0) {
        throw new Error(`FUZZ_SEED=${SEED}: ${operationId} broke the invariants in ${failures.length} of ${requests.length} requests:\n  ${failures.slice(0, 8).join('\n  ')}`);
      }
    },
    120_000,
  );
});
