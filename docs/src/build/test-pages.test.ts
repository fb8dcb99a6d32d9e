/**
 * The browser tests' fixture page (/shell-test/) is in a build made for them and in no other:
 * gatsby-node's createPages is run here with a stand-in for Gatsby's graphql and actions, with
 * and without KHANYA_DOCS_TEST_PAGES=1, and the pages it creates are compared.
 */
import { createPages } from '../../gatsby-node.ts';
import { TEST_PAGES_ENV, testPagesEnabled } from './test-pages.ts';

function node(id: string, source: string, frontmatter: Record<string, unknown>) {
  return { id, body: '# Title\n\nText', frontmatter: { title: id, ...frontmatter }, internal: { contentFilePath: `/content/${id}.mdx` }, parent: { sourceInstanceName: source } };
}

const NODES = [
  node('intro', 'docs', { slug: '/docs', category: 'guide', position: 1 }),
  node('data-points', 'docs', { slug: '/docs/constants/data_points', category: 'constants', position: 1 }),
  node('byod', 'docs', { slug: '/docs/tutorial-basics/byod_walkthrough', category: 'tutorial', position: 1 }),
  node('post', 'blog', { slug: '/blog/post', date: '2026-01-01', tags: ['news'] }),
  node('glossary', 'pages', { slug: '/markdown-page' }),
];

async function pagesBuilt(env: string | undefined): Promise<string[]> {
  const paths: string[] = [];
  const failures: string[] = [];
  const previous = process.env[TEST_PAGES_ENV];
  if (env === undefined) delete process.env[TEST_PAGES_ENV];
  else process.env[TEST_PAGES_ENV] = env;
  try {
    const args = {
      graphql: async () => ({ data: { allMdx: { nodes: NODES } } }),
      actions: { createPage: (page: { path: string }) => paths.push(page.path) },
      reporter: { panicOnBuild: (message: string) => failures.push(message), panic: (message: string) => failures.push(message) },
    } as unknown as Parameters<NonNullable<typeof createPages>>[0];
    await createPages!(args, {} as never, () => undefined);
  } finally {
    if (previous === undefined) delete process.env[TEST_PAGES_ENV];
    else process.env[TEST_PAGES_ENV] = previous;
  }
  expect(failures).toEqual([]);
  return paths;
}

describe('the /shell-test/ fixture page', () => {
  it('is not in a production build (npm run docs:build, npm start)', async () => {
    const paths = await pagesBuilt(undefined);
    expect(paths).toEqual(expect.arrayContaining(['/docs', '/docs/tutorial-basics/byod_walkthrough', '/blog', '/markdown-page']));
    expect(paths.filter((path) => path.includes('shell-test'))).toEqual([]);
    expect((await pagesBuilt('0')).filter((path) => path.includes('shell-test'))).toEqual([]);
  });

  it('is in the build for the browser tests (npm run docs:build:test)', async () => {
    expect(testPagesEnabled({ [TEST_PAGES_ENV]: '1' })).toBe(true);
    expect((await pagesBuilt('1')).filter((path) => path.includes('shell-test'))).toEqual(['/shell-test/']);
  });
});
