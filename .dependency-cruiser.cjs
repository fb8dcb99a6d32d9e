/**
 * The layering rules (`npm run lint` runs `depcruise`): who may import whom.
 *
 *   functions/api (handlers), functions/workers → functions/platform, functions/core, schemas
 *   functions/platform: adapters and use cases, each in a folder that says which
 *     http/          the middy stack, request validation, idempotency, authentication, paging
 *                    → aws/, clients/, repositories/, core, schemas (not services/: use cases are the handlers' to call)
 *     aws/           AWS adapters other than the table: SES mail, the SQS analysis queue, the S3
 *                    bank-data store, the signing-key secret, the labelling-model layer file
 *                    → clients/, core, schemas (no table, no HTTP, no use case)
 *     repositories/  the DynamoDB table (and the white label's logo in S3), one file per entity
 *                    → clients/, core, schemas
 *     services/      use cases over repositories and AWS adapters (bank ingest and reads, connect
 *                    sessions, configs, white label, password links) → everything above but http/
 *     clients/       one configured AWS SDK client each → config.ts only
 *     connectors/    one BankConnector per bank (functions/core/bank-linking/connector.ts), over the
 *                    bank's HTTP API → aws/ (secrets), clients/, core, schemas (no table, no HTTP stack, no use case)
 *     config.ts, logger.ts: shared by every folder (the table design is repositories/table-design.ts)
 *   functions/sandbox-bank (the Khanya Sandbox Bank, its own Lambda) → platform's config, logger,
 *     clients/, aws/, repositories/table-design, core, schemas; nothing else imports it: the API
 *     reaches it over HTTP only (platform/connectors/sandbox.ts), as it will reach a real bank
 *   functions/core (pure domain logic) → schemas only; no AWS SDK, no network or file I/O
 *   schemas (the contract) → nothing in functions/, local/, cdk/
 *   and no circular dependency anywhere.
 *
 * Tests follow their folder's rule, except that they may use the fixtures (test/helpers, test/fixtures, the
 * personas generator in functions/core/personas) and node's I/O.
 * The `#schemas/*`, `#core/*`, `#platform/*`, `#local/*` subpath imports of package.json are
 * resolved like TypeScript and Node resolve them, so an alias cannot hide a violation.
 */
const TEST = '\\.test\\.ts$';
const NODE_IO = '^(node:)?(fs|fs/promises|net|http|https|http2|dgram|dns|dns/promises|tls|child_process|cluster|worker_threads|readline|repl|inspector)$';

/** Test fixtures any test may use: the shared helpers, the statement fixture model and the synthetic personas generator. */
const FIXTURES = '^(test/helpers|test/fixtures|functions/core/personas)/';

/**
 * One layer rule, twice: the layer's code may not import `forbidden`; its tests may not either,
 * except the shared fixtures.
 */
function layer(name, from, forbidden, comment) {
  return [
    { name, severity: 'error', comment, from: { path: from, pathNot: TEST }, to: { path: forbidden } },
    { name: `${name} (tests)`, severity: 'error', comment, from: { path: `${from}.*${TEST}` }, to: { path: forbidden, pathNot: FIXTURES } },
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle makes the load order matter and the layers meaningless; move the shared piece down a layer.',
      from: {},
      to: { circular: true },
    },
    ...layer('schemas-stand-alone', '^schemas/', '^(functions|local|cdk|bench|layers|test|docs)/',
      'schemas/ is the contract: the docs build and every layer import it, so it imports no code of theirs.'),
    ...layer('core-imports-only-schemas', '^functions/core/', '^(functions/(api|platform|workers)|local|cdk|bench|layers|test)/',
      'functions/core is pure domain logic: it may use schemas/ and itself, nothing of the adapters, handlers or tools.'),
    {
      name: 'core-no-aws',
      severity: 'error',
      comment: 'functions/core never imports AWS (SDK, Lambda types, powertools, middy): that is what platform adapters are for.',
      from: { path: '^functions/core/' },
      to: { path: '(^|/)node_modules/(@aws-sdk|@smithy|@aws-lambda-powertools|@middy|@types/aws-lambda|aws-lambda|aws-cdk-lib)/' },
    },
    {
      name: 'core-no-io',
      severity: 'error',
      comment: 'functions/core does no file or network I/O (its tests may read fixtures).',
      from: { path: '^functions/core/', pathNot: TEST },
      to: { dependencyTypes: ['core'], path: NODE_IO },
    },
    ...layer('platform-not-handlers', '^functions/platform/', '^(functions/(api|workers|sandbox-bank)|local|cdk|bench|layers|test)/',
      'functions/platform serves the handlers and workers; it never imports them (nor the sandbox bank), nor the local tools, CDK or tests.'),
    ...layer('platform-http-no-use-cases', '^functions/platform/http/', '^functions/platform/(services/|applications-service|revet-service)',
      'The HTTP stack authenticates, validates and answers; which use case runs is the handler\'s choice, so http/ never imports services/.'),
    ...layer('platform-aws-only-clients', '^functions/platform/aws/', '^functions/platform/(http|repositories|services)/',
      'An AWS adapter wraps one AWS service with its client: no table access, no HTTP, no use case.'),
    ...layer('platform-repositories-only-clients', '^functions/platform/repositories/', '^functions/platform/(http|aws|services)/',
      'A repository reads and writes its entity through the SDK client: no HTTP, no other adapter, no use case.'),
    ...layer('platform-services-no-http', '^functions/platform/services/', '^functions/platform/http/',
      'A use case works the same whoever calls it (handler, worker, local tool): it does not know HTTP.'),
    ...layer('platform-connectors-only-adapters', '^functions/platform/connectors/', '^functions/platform/(http|repositories|services)/',
      'A bank connector talks to its bank over HTTP with its configuration and secrets: no table, no HTTP stack, no use case.'),
    ...layer('platform-clients-only-config', '^functions/platform/clients/', '^functions/platform/(?!config\\.ts$)',
      'An SDK client is configured from config.ts and nothing else of the platform.'),
    {
      name: 'platform-in-folders',
      severity: 'error',
      comment:
        'functions/platform keeps adapters and use cases in folders that say what they are (http/, aws/, repositories/, services/, clients/). ' +
        'At the top only the shared config.ts and logger.ts. A new file goes into a folder. (Reported for a file that imports anything.) ' +
        'connectors/ holds the bank connectors (one per bank, behind core/bank-linking/connector.ts); pdf/ runs the pure PDF reader in a bounded worker thread.',
      from: { path: '^functions/platform/[^/]+$', pathNot: '^functions/platform/(config|logger)\\.ts$' },
      to: {},
    },
    ...layer('handlers-use-platform-core-schemas', '^functions/api/', '^(functions/(workers|sandbox-bank)|local|cdk|bench|layers|test)/',
      'Handlers use platform, core and schemas; never the workers, the sandbox bank (reached over HTTP, like any bank), the local tools, CDK or tests.'),
    ...layer('workers-use-platform-core-schemas', '^functions/workers/', '^(functions/(api|sandbox-bank)|local|cdk|bench|layers|test)/',
      'Workers are entry points like handlers: platform, core and schemas only.'),
    ...layer('sandbox-bank-stands-apart', '^functions/sandbox-bank/', '^(functions/(api|workers)|functions/platform/(http|services|connectors)|local|cdk|bench|layers|test)/',
      'The sandbox bank is a bank, not part of the API: its own HTTP (oidc-provider), its own storage; it may use platform config, logger, clients, aws and the table design, core and schemas.'),
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve is a broken import (or an alias the resolver is not told about).',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(cdk\\.out|docs|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
  },
};
