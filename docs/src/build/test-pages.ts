/**
 * Set by `npm run docs:build:test` (what `npm test` builds before the browser tests): the build
 * then also has the fixture pages of src/test-pages. Any other build (npm start, a deploy) has none.
 */
export const TEST_PAGES_ENV = 'KHANYA_DOCS_TEST_PAGES';
export function testPagesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env[TEST_PAGES_ENV] === '1';
}
