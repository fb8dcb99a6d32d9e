/**
 * Two jest projects, one rule (CONTRIBUTING.md, "Tests"): a test that needs the emulators lives
 * under test/integration/ or, when it belongs beside its code, is named *.integration.test.ts.
 *
 * - `unit` (npm run test:unit): every other *.test.ts: pure code beside it (functions/core,
 *   schemas, the local bridge's router, the persona generator), CDK assertion tests (cdk/test)
 *   and the docs site's unit tests (docs/src). No globalSetup: it starts no emulator and runs in
 *   seconds.
 * - `integration` (npm run test:integration): the API through the local HTTP bridge, the workers
 *   and the local resources against DynamoDB Local, s3rver and fauxqs, which test/global-setup.ts
 *   starts once per run (jest runs a project's globalSetup only when one of its tests is selected),
 *   and every code sample of the documentation (docs/test/samples.integration.test.ts).
 *
 * The docs' browser tests are not jest tests (npm run docs:test, after npm run docs:build).
 * TypeScript is compiled by swc (4-7x faster than ts-jest here); ESM-only dependencies (jose,
 * oidc-provider, middy) are transformed to CommonJS the same way.
 */
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

const INTEGRATION = ['<rootDir>/test/integration/', '\\.integration\\.test\\.ts$'];

/** What both projects share. */
const common = {
  rootDir: __dirname,
  testEnvironment: 'node',
  roots: ['<rootDir>/schemas', '<rootDir>/functions', '<rootDir>/cdk', '<rootDir>/local', '<rootDir>/test', '<rootDir>/docs/test', '<rootDir>/docs/src', '<rootDir>/web', '<rootDir>/layers'],
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(jose|oidc-provider|@middy|pdfjs-dist|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)'],
  moduleNameMapper: {
    '^#schemas/(.*)$': '<rootDir>/schemas/$1',
    '^#core/(.*)$': '<rootDir>/functions/core/$1',
    '^#platform/(.*)$': '<rootDir>/functions/platform/$1',
    '^#local/(.*)$': '<rootDir>/local/$1',
  },
};

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...INTEGRATION],
    },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts', '**/*.integration.test.ts'],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
  // Global options: jest reads these from the top level only (a project's testTimeout is ignored).
  testTimeout: 30000,
  maxWorkers: 2,
};
