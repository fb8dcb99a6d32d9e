/**
 * The layering rules (`npm run lint` runs `depcruise`): who may import whom.
 *
 *   functions/api (handlers), functions/workers → functions/platform, functions/core, schemas
 *   functions/platform (adapters: HTTP, AWS, repositories) → functions/core, schemas
 *   functions/core (pure domain logic) → schemas only; no AWS SDK, no network or file I/O
 *   schemas (the contract) → nothing in functions/, local/, cdk/
 *   and no circular dependency anywhere.
 *
 * Tests follow their folder's rule, except that they may use the fixtures (test/helpers, the
 * personas generator in local/personas) and node's I/O.
 * The `#schemas/*`, `#core/*`, `#platform/*`, `#local/*` subpath imports of package.json are
 * resolved like TypeScript and Node resolve them, so an alias cannot hide a violation.
 */
const TEST = '\\.test\\.ts$';
const NODE_IO = '^(node:)?(fs|fs/promises|net|http|https|http2|dgram|dns|dns/promises|tls|child_process|cluster|worker_threads|readline|repl|inspector)$';

/** Test fixtures any test may use: the shared helpers and the synthetic personas generator. */
const FIXTURES = '^(test/helpers|local/personas)/';

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
    ...layer('platform-not-handlers', '^functions/platform/', '^(functions/(api|workers)|local|cdk|bench|layers|test)/',
      'functions/platform serves the handlers and workers; it never imports them, nor the local tools, CDK or tests.'),
    ...layer('handlers-use-platform-core-schemas', '^functions/api/', '^(functions/workers|local|cdk|bench|layers|test)/',
      'Handlers use platform, core and schemas; never the workers, the local tools, CDK or tests.'),
    ...layer('workers-use-platform-core-schemas', '^functions/workers/', '^(functions/api|local|cdk|bench|layers|test)/',
      'Workers are entry points like handlers: platform, core and schemas only.'),
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
