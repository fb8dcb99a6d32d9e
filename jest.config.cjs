/**
 * One jest run for everything `npm test` covers: unit tests beside the code, integration
 * tests under test/ (against DynamoDB Local and the S3/SQS emulators started in globalSetup),
 * CDK assertion tests under cdk/, the docs site's unit tests (docs/src) and every code sample
 * of the documentation (docs/test/samples.test.ts) against the same local stack. The docs'
 * browser tests are not jest tests (npm run docs:test, after npm run docs:build). TypeScript
 * is compiled by swc (4-7x faster than ts-jest here); ESM-only dependencies (jose, middy) are
 * transformed to CommonJS the same way.
 */
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/schemas', '<rootDir>/functions', '<rootDir>/cdk', '<rootDir>/local', '<rootDir>/test', '<rootDir>/docs/test', '<rootDir>/docs/src'],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.(t|j|mj)s$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(jose|@middy|file-type|strtok3|token-types|@tokenizer|uint8array-extras|@borewit)/)'],
  moduleNameMapper: {
    '^#schemas/(.*)$': '<rootDir>/schemas/$1',
    '^#core/(.*)$': '<rootDir>/functions/core/$1',
    '^#platform/(.*)$': '<rootDir>/functions/platform/$1',
    '^#local/(.*)$': '<rootDir>/local/$1',
  },
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
  maxWorkers: 2,
};
