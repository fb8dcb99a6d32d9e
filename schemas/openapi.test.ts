/**
 * The OpenAPI document: built from the operation table, valid under `redocly lint` (with the
 * repository's redocly.yaml), complete, and compatible with the original Beam API wherever
 * both describe the same component.
 *
 * The Beam reference is YAML; it is parsed with `yaml`, which is not a direct dependency of
 * this package but is installed as a dependency of @asteasolutions/zod-to-openapi (through
 * openapi3-ts), so it is always present when the generator is.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { buildOpenApiDocument, operationErrorCodes, SECURITY_SCHEME, TOKEN_URL } from './openapi.ts';
import { OPERATIONS } from './operations/index.ts';
import { ERRORS, errorBody } from './errors.ts';
import { SCOPES } from './permissions.ts';
import { MAX_PAGE_LIMIT } from './common.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

const ROOT = process.cwd();
/** The original API's public OpenAPI, kept in the repository as a fixture (schemas/reference/README.md). */
const BEAM_REFERENCE = join(__dirname, 'reference', 'beam-openapi.yaml');
const REDOCLY_CLI = resolve(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

const document = buildOpenApiDocument() as Json;

function operationOf(path: string, method: string): Json {
  const operation = document.paths?.[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in the document`);
  return operation;
}

describe('redocly lint', () => {
  let directory: string;
  beforeAll(() => {
    directory = mkdtempSync(join(tmpdir(), 'khanya-openapi-'));
  });
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });

  it('reports no errors (warnings are printed, not fatal)', () => {
    const file = join(directory, 'openapi.json');
    writeFileSync(file, JSON.stringify(document, null, 2));
    const run = spawnSync(
      process.execPath,
      [REDOCLY_CLI, 'lint', file, '--config', resolve(ROOT, 'redocly.yaml'), '--format=json'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        timeout: 60_000,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      },
    );
    const start = run.stdout.indexOf('{');
    if (start < 0) throw new Error(`redocly printed no JSON report (exit ${run.status}):\n${run.stderr}`);
    const report = JSON.parse(run.stdout.slice(start)) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string; location?: { pointer?: string }[] }[];
    };
    const describeProblem = (problem: (typeof report.problems)[number]) =>
      `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location?.[0]?.pointer ?? '?'}`;
    const warnings = report.problems.filter((problem) => problem.severity !== 'error');
    if (warnings.length > 0) console.warn(`redocly warnings:\n${warnings.map(describeProblem).join('\n')}`);

    expect(report.problems.filter((problem) => problem.severity === 'error').map(describeProblem)).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(run.status).toBe(0);
  });
});

describe('document contents', () => {
  it('is OpenAPI 3.1 with Khanya info, version and servers', () => {
    const packageJson = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('Khanya API');
    expect(document.info.version).toBe(packageJson.version);
    expect(document.info.contact.email).toBe('help@khanya.example');
    expect(document.info.description).toContain(`maximum ${MAX_PAGE_LIMIT}`);
    expect(document.servers.map((server: Json) => server.url)).toEqual([
      'http://localhost:3000',
      'https://sandbox.api.khanya.example',
      'https://api.khanya.example',
    ]);
  });

  it('documents every OPERATIONS row with its method, operationId and security', () => {
    expect(OPERATIONS.length).toBeGreaterThan(0);
    for (const op of OPERATIONS) {
      const operation = operationOf(op.path, op.method);
      expect(operation.operationId).toBe(op.operationId);
      expect(operation.summary).toBe(op.summary);
      expect(operation.tags).toEqual([...op.tags]);
      expect(operation.security).toEqual(op.auth ? [{ [SECURITY_SCHEME]: [...op.auth.scopes] }] : []);
      expect(operation.responses[String(op.success.status)]).toMatchObject({ description: op.success.description });
    }
  });

  it('documents nothing that is not in OPERATIONS, and operationIds are unique', () => {
    const documented: string[] = [];
    for (const [path, item] of Object.entries(document.paths as Json)) {
      for (const method of HTTP_METHODS) if (item[method]) documented.push(`${method.toUpperCase()} ${path}`);
    }
    expect(documented.sort()).toEqual(OPERATIONS.map((op) => `${op.method} ${op.path}`).sort());
    const ids = OPERATIONS.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('declares the OAuth2 password flow with Beam\'s scopes and token path', () => {
    const scheme = document.components.securitySchemes[SECURITY_SCHEME];
    expect(scheme.type).toBe('oauth2');
    expect(scheme.flows.password.tokenUrl).toBe(TOKEN_URL);
    expect(TOKEN_URL).toBe('/v1/in/auth/login/token');
    expect(scheme.flows.password.scopes).toEqual({ ...SCOPES });
    expect(scheme.flows.password.scopes).toEqual({ internal: 'Allow internal endpoints.', 'organisation:api': 'Allow API.' });
  });

  it('shows every error an operation can answer, with its exact body, under its status', () => {
    for (const op of OPERATIONS) {
      const operation = operationOf(op.path, op.method);
      const codes = operationErrorCodes(op);
      for (const code of op.errors) expect(codes).toContain(code);
      if (op.auth) expect(codes).toEqual(expect.arrayContaining(['invalid_token', 'account_deactivated', 'invalid_token_permissions']));
      expect(codes).toEqual(expect.arrayContaining(['internal_server_error', 'payload_too_large']));
      for (const code of codes) {
        expect([code, operation.responses[String(ERRORS[code].status)]]).toMatchObject([
          code,
          { content: { 'application/json': { examples: { [code]: { value: errorBody(code) } } } } },
        ]);
      }
    }
  });

  it('documents 422 HTTPValidationError exactly for operations with input', () => {
    for (const op of OPERATIONS) {
      const operation = operationOf(op.path, op.method);
      const hasInput = Boolean(op.request?.params || op.request?.query || op.request?.body);
      const schema = operation.responses['422']?.content?.['application/json']?.schema;
      const refs = JSON.stringify(schema ?? null);
      expect(refs.includes('#/components/schemas/HTTPValidationError')).toBe(hasInput);
    }
  });

  it('uses the declared body content type', () => {
    for (const op of OPERATIONS.filter((row) => row.request?.body)) {
      const content = operationOf(op.path, op.method).requestBody.content;
      expect(Object.keys(content)).toEqual([op.request?.bodyContentType ?? 'application/json']);
    }
    const login = OPERATIONS.find((op) => op.path === TOKEN_URL);
    expect(login?.request?.bodyContentType).toBe('application/x-www-form-urlencoded');
  });

  it('puts X-Request-Id on every response and Idempotency-Key on idempotent operations', () => {
    expect(document.components.headers['X-Request-Id'].description).toMatch(/echoes the request id/i);
    for (const op of OPERATIONS) {
      const operation = operationOf(op.path, op.method);
      for (const response of Object.values(operation.responses as Json)) {
        expect(response.headers['X-Request-Id']).toEqual({ $ref: '#/components/headers/X-Request-Id' });
      }
      const header = (operation.parameters ?? []).find((parameter: Json) => parameter.in === 'header' && parameter.name === 'Idempotency-Key');
      if (op.idempotent) expect(header).toMatchObject({ required: false, schema: { type: 'string' } });
      else expect(header).toBeUndefined();
    }
  });

  it('an answer for a run whose outcome is unknown is named only on idempotent operations that document it, and on every one that charges a card', () => {
    for (const op of OPERATIONS.filter((row) => row.unknownOutcomeError)) {
      expect([op.operationId, op.idempotent]).toEqual([op.operationId, true]);
      expect(operationErrorCodes(op)).toContain(op.unknownOutcomeError);
    }
    // A charge can be declined; creating or relinking a card (Peach's hosted page) charges nothing.
    const charging = OPERATIONS.filter((op) => (op.errors as readonly string[]).includes('payment_declined')).map((op) => op.operationId);
    expect(charging.length).toBeGreaterThan(0);
    expect(OPERATIONS.filter((op) => op.unknownOutcomeError === 'payment_provider_unavailable').map((op) => op.operationId)).toEqual(charging);
  });
});

// ---------------------------------------------------------------------------------------------
// Beam compatibility: a client written against Beam must keep working against Khanya.

const DIRECTIONS = ['request', 'response'] as const;
type Direction = (typeof DIRECTIONS)[number];

function refName(schema: Json): string | undefined {
  const ref = schema?.$ref;
  return typeof ref === 'string' && ref.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : undefined;
}

function resolveSchema(doc: Json, schema: Json): Json {
  let current = schema;
  for (let depth = 0; depth < 20; depth++) {
    const name = refName(current);
    if (!name) return current;
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
}

function valueType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** JSON types a schema admits (OpenAPI 3.0 `nullable` and 3.1 type arrays alike); empty: any. */
function jsonTypes(doc: Json, raw: Json, depth = 0): Set<string> {
  const schema = resolveSchema(doc, raw);
  const types = new Set<string>();
  if (Array.isArray(schema.type)) schema.type.forEach((type: string) => types.add(type));
  else if (typeof schema.type === 'string') types.add(schema.type);
  if (schema.nullable === true) types.add('null');
  if (depth < 10) {
    for (const key of ['anyOf', 'oneOf', 'allOf']) {
      for (const member of schema[key] ?? []) jsonTypes(doc, member, depth + 1).forEach((type) => types.add(type));
    }
  }
  if (types.size === 0 && Array.isArray(schema.enum)) schema.enum.forEach((value: unknown) => types.add(valueType(value)));
  if (types.size === 0 && 'const' in schema) types.add(valueType(schema.const));
  if (types.size === 0 && schema.properties) types.add('object');
  if (types.size === 0 && schema.items) types.add('array');
  // An integer is a number as far as JSON (and every Beam client) is concerned.
  if (types.delete('integer')) types.add('number');
  return types;
}

/** Every component schema name reachable from `from`, following $refs through components. */
function reachable(doc: Json, from: unknown): Set<string> {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const name = refName(node as Json);
    if (name && !found.has(name)) {
      found.add(name);
      visit(doc.components?.schemas?.[name]);
    }
    Object.values(node).forEach(visit);
  };
  visit(from);
  return found;
}

function componentDirections(doc: Json): Record<Direction, Set<string>> {
  const requests: unknown[] = [];
  const responses: unknown[] = [];
  for (const item of Object.values((doc.paths ?? {}) as Json)) {
    for (const method of HTTP_METHODS) {
      if (!item[method]) continue;
      requests.push(item[method].requestBody, item[method].parameters);
      responses.push(item[method].responses);
    }
  }
  return { request: reachable(doc, requests), response: reachable(doc, responses) };
}

/**
 * Differences that would break a Beam client, for one value position. In answers Khanya may
 * be narrower than Beam (never send a type Beam does not declare); in requests it must be at
 * least as wide (accept everything Beam accepts).
 */
function typeProblems(beam: Json, ours: Json, beamSchema: Json, ourSchema: Json, where: string, directions: Direction[], depth = 0): string[] {
  const beamTypes = jsonTypes(beam, beamSchema);
  const ourTypes = jsonTypes(ours, ourSchema);
  const problems: string[] = [];
  if (beamTypes.size > 0 && ourTypes.size > 0) {
    const show = (types: Set<string>) => [...types].sort().join('|');
    const beamBase = [...beamTypes].filter((type) => type !== 'null');
    const ourBase = [...ourTypes].filter((type) => type !== 'null');
    if (!beamBase.some((type) => ourTypes.has(type)) && beamBase.length > 0 && ourBase.length > 0) {
      problems.push(`${where}: Beam type ${show(beamTypes)}, ours ${show(ourTypes)}`);
    } else {
      if (directions.includes('response') && [...ourTypes].some((type) => !beamTypes.has(type))) {
        problems.push(`${where}: answers may be ${show(ourTypes)} but Beam declares ${show(beamTypes)}`);
      }
      if (directions.includes('request') && [...beamTypes].some((type) => !ourTypes.has(type))) {
        problems.push(`${where}: Beam accepts ${show(beamTypes)} but ours only ${show(ourTypes)}`);
      }
    }
  }
  const beamItems = resolveSchema(beam, beamSchema).items;
  const ourItems = resolveSchema(ours, ourSchema).items;
  if (problems.length === 0 && beamItems && ourItems && depth < 5) {
    problems.push(...typeProblems(beam, ours, beamItems, ourItems, `${where}[]`, directions, depth + 1));
  }
  return problems;
}

describe('compatibility with the Beam reference', () => {
  const beam = parseYaml(readFileSync(BEAM_REFERENCE, 'utf8')) as Json;
  const beamSchemas = (beam.components?.schemas ?? {}) as Json;
  const ourSchemas = (document.components?.schemas ?? {}) as Json;
  const shared = Object.keys(ourSchemas).filter((name) => name in beamSchemas).sort();
  const directions = componentDirections(document);

  it('shares the component names this project takes from Beam (the check is not vacuous)', () => {
    expect(shared).toEqual(
      expect.arrayContaining([
        'OrganisationGetSchema',
        'APITokenCreateOutSchema',
        'UserCreateInSchema',
        'PermissionList',
        'ValidTabs',
        'HTTPValidationError',
      ]),
    );
  });

  it('the security scheme has Beam\'s name, flow and scopes', () => {
    const beamScheme = beam.components.securitySchemes.OAuth2PasswordBearer;
    const ourScheme = document.components.securitySchemes.OAuth2PasswordBearer;
    expect(ourScheme.type).toBe(beamScheme.type);
    expect(ourScheme.flows.password.scopes).toEqual(beamScheme.flows.password.scopes);
    // Beam writes the token path relative to the server; ours is the same path made absolute.
    expect(ourScheme.flows.password.tokenUrl.replace(/^\//, '')).toBe(beamScheme.flows.password.tokenUrl.replace(/^\//, ''));
  });

  /**
   * Compatibility runs in both directions of use. In an answer, whatever Beam promises (its
   * required fields) we must always send. In a request, a Beam client sends only what Beam
   * declares, so we may relax Beam's required fields (e.g. a default config when none is named)
   * but must never require a field Beam clients do not know or may leave out.
   */
  it.each(shared)('%s is compatible with Beam in the directions it is used', (name) => {
    const beamSchema = resolveSchema(beam, beamSchemas[name]);
    const ourSchema = resolveSchema(document, ourSchemas[name]);
    const used = DIRECTIONS.filter((direction) => directions[direction].has(name));
    const problems = typeProblems(beam, document, beamSchema, ourSchema, name, used);

    const ourProperties = (ourSchema.properties ?? {}) as Json;
    const ourRequired = new Set<string>(ourSchema.required ?? []);
    const beamRequired = new Set<string>(beamSchema.required ?? []);
    for (const [property, beamProperty] of Object.entries((beamSchema.properties ?? {}) as Json)) {
      if (!(property in ourProperties)) {
        problems.push(`${name}.${property}: declared by Beam, missing from ours`);
        continue;
      }
      problems.push(...typeProblems(beam, document, beamProperty, ourProperties[property], `${name}.${property}`, used));
    }
    if (used.includes('response') || used.length === 0) {
      for (const property of beamRequired) {
        if (!ourRequired.has(property)) problems.push(`${name}.${property}: Beam answers always carry it, ours may not`);
      }
    }
    if (used.includes('request')) {
      for (const property of ourRequired) {
        if (!beamRequired.has(property)) problems.push(`${name}.${property}: required by Khanya, but a Beam client may not send it`);
      }
    }
    expect(problems).toEqual([]);
  });
});
