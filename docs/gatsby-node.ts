/**
 * Pages: every MDX file under content/ becomes a page at its frontmatter `slug` (docs, blog
 * posts, the standalone /markdown-page), plus the generated ones: the two category pages, the
 * blog index, archive, tag index and one page per tag. The error, data point and arg type
 * tables are generated into src/generated/ by `npm run docs:data` before the build.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import siteConfig from './site.config';
import { validateSiteConfig } from './src/components/shell/config';
import { tableOfContents } from './src/lib/slug';
import { SIDEBARS } from './src/sidebars';
import { testPagesEnabled } from './src/build/test-pages';
import errors from './src/generated/errors.json';
import catalogue from './src/generated/catalogue.json';
import argTypes from './src/generated/arg-types.json';

/** The offline search index (title, path, text of every page), written to public/search-index.json. */
const searchIndex: { title: string; path: string; text: string }[] = [];

/** Markdown/MDX source to plain searchable text. */
function plainText(body: string): string {
  return body
    .replace(/^import .*$/gm, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>|-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A docSidebar navbar item whose sidebar is missing or has no link target is a build error naming it. */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  try {
    const { warnings } = validateSiteConfig(siteConfig, SIDEBARS);
    for (const warning of warnings) reporter.warn(warning);
  } catch (error) {
    reporter.panic(`docs/site.config.ts: ${(error as Error).message}`);
  }
};

interface MdxNode {
  id: string;
  body: string;
  frontmatter: {
    slug: string;
    title: string;
    description?: string | null;
    category?: string | null;
    position?: number | null;
    date?: string | null;
    tags?: string[] | null;
    authors?: string[] | null;
  };
  internal: { contentFilePath: string };
  parent: { sourceInstanceName: string } | null;
}

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter
    }
    type MdxFrontmatter {
      slug: String!
      title: String!
      description: String
      category: String
      position: Int
      date: Date @dateformat
      tags: [String]
      authors: [String]
    }
  `);
};

const CATEGORIES = {
  constants: {
    title: 'Constants',
    description: 'The catalogue an application config is built from, generated from the API contract.',
  },
  tutorial: {
    title: 'Tutorial',
    description: 'Four walkthroughs against the local stack: from your own data to an affordability analysis, the connect link, bank connections and affinity.',
  },
} as const;

function tagSlug(tag: string): string {
  return tag.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter }) => {
  const { createPage } = actions;
  const result = await graphql<{ allMdx: { nodes: MdxNode[] } }>(`
    {
      allMdx {
        nodes {
          id
          body
          frontmatter { slug title description category position date tags authors }
          internal { contentFilePath }
          parent { ... on File { sourceInstanceName } }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the MDX content', result.errors);
    return;
  }
  const nodes = result.data.allMdx.nodes;
  const template = (name: string) => path.resolve(__dirname, 'src', 'templates', `${name}.tsx`);
  const mdxPage = (name: string, node: MdxNode) => `${template(name)}?__contentFilePath=${node.internal.contentFilePath}`;
  const seen = new Map<string, string>();
  for (const node of nodes) {
    const previous = seen.get(node.frontmatter.slug);
    if (previous) reporter.panicOnBuild(`Two pages claim ${node.frontmatter.slug}: ${previous} and ${node.internal.contentFilePath}`);
    seen.set(node.frontmatter.slug, node.internal.contentFilePath);
  }

  // Guide pages, ordered for previous/next links: guide, constants, tutorial.
  const order = ['guide', 'constants', 'tutorial'];
  const docs = nodes
    .filter((node) => node.parent?.sourceInstanceName === 'docs')
    .sort(
      (a, b) =>
        order.indexOf(a.frontmatter.category ?? 'guide') - order.indexOf(b.frontmatter.category ?? 'guide') ||
        (a.frontmatter.position ?? 99) - (b.frontmatter.position ?? 99),
    );
  const link = (node: MdxNode | undefined) => (node ? { slug: node.frontmatter.slug, title: node.frontmatter.title } : null);
  docs.forEach((node, index) => {
    searchIndex.push({ title: node.frontmatter.title, path: node.frontmatter.slug, text: plainText(node.body) });
    createPage({
      path: node.frontmatter.slug,
      component: mdxPage('doc', node),
      context: {
        id: node.id,
        title: node.frontmatter.title,
        description: node.frontmatter.description ?? '',
        toc: tableOfContents(node.body),
        previous: link(docs[index - 1]),
        next: link(docs[index + 1]),
      },
    });
  });

  for (const [name, category] of Object.entries(CATEGORIES)) {
    const items = docs
      .filter((node) => node.frontmatter.category === name)
      .map((node) => ({ slug: node.frontmatter.slug, title: node.frontmatter.title, description: node.frontmatter.description ?? '' }));
    if (items.length === 0) reporter.panicOnBuild(`The ${name} category has no pages`);
    createPage({ path: `/docs/category/${name}`, component: template('category'), context: { ...category, items } });
  }

  // Blog: newest first.
  const posts = nodes
    .filter((node) => node.parent?.sourceInstanceName === 'blog')
    .sort((a, b) => String(b.frontmatter.date).localeCompare(String(a.frontmatter.date)));
  const summary = (node: MdxNode) => ({
    slug: node.frontmatter.slug,
    title: node.frontmatter.title,
    date: node.frontmatter.date,
    description: node.frontmatter.description ?? '',
    tags: (node.frontmatter.tags ?? []).map((tag) => ({ name: tag, slug: `/blog/tags/${tagSlug(tag)}` })),
    authors: node.frontmatter.authors ?? [],
  });
  posts.forEach((node, index) => {
    searchIndex.push({ title: node.frontmatter.title, path: node.frontmatter.slug, text: plainText(node.body) });
    createPage({
      path: node.frontmatter.slug,
      component: mdxPage('blog-post', node),
      context: {
        ...summary(node),
        toc: tableOfContents(node.body),
        newer: link(posts[index - 1]),
        older: link(posts[index + 1]),
      },
    });
  });
  const all = posts.map(summary);
  createPage({ path: '/blog', component: template('blog-list'), context: { heading: 'Khanya blog', intro: 'Changelog and engineering notes from the team that builds Khanya.', posts: all } });
  createPage({ path: '/blog/archive', component: template('blog-archive'), context: { posts: all } });
  const tags = new Map<string, { name: string; slug: string; count: number }>();
  for (const post of all) {
    for (const tag of post.tags) tags.set(tag.slug, { ...tag, count: (tags.get(tag.slug)?.count ?? 0) + 1 });
  }
  const tagList = [...tags.values()].sort((a, b) => a.name.localeCompare(b.name));
  createPage({ path: '/blog/tags', component: template('blog-tags'), context: { tags: tagList } });
  for (const tag of tagList) {
    createPage({
      path: tag.slug,
      component: template('blog-list'),
      context: {
        heading: `${tag.count} post${tag.count === 1 ? '' : 's'} tagged “${tag.name}”`,
        intro: '',
        posts: all.filter((post) => post.tags.some((candidate) => candidate.slug === tag.slug)),
        tagIndex: true,
      },
    });
  }

  // The browser tests' fixture page (src/test-pages/shell-test.tsx): only in a build made for
  // them (`npm run docs:build:test`), never in the site that is served or deployed.
  if (testPagesEnabled()) {
    createPage({ path: '/shell-test/', component: path.resolve(__dirname, 'src', 'test-pages', 'shell-test.tsx'), context: {} });
  }

  // Standalone Markdown pages (no sidebar).
  for (const node of nodes.filter((candidate) => candidate.parent?.sourceInstanceName === 'pages')) {
    searchIndex.push({ title: node.frontmatter.title, path: node.frontmatter.slug, text: plainText(node.body) });
    createPage({
      path: node.frontmatter.slug,
      component: mdxPage('markdown-page', node),
      context: { title: node.frontmatter.title, description: node.frontmatter.description ?? '', toc: tableOfContents(node.body) },
    });
  }
};

/** Generated tables are searchable too: error codes, data points and arg types point at their pages. */
export const onPostBuild: GatsbyNode['onPostBuild'] = ({ reporter }) => {
  const generated = [
    { title: 'Errors: every code', path: '/docs/errors', text: (errors as { code: string; message: string }[]).map((e) => `${e.code} ${e.message}`).join(' ') },
    {
      title: 'Data points: the catalogue',
      path: '/docs/constants/data_points',
      text: (catalogue as { connections: { name: string; data_points: { name: string; display_name: string; description: string }[] }[] }).connections
        .flatMap((c) => c.data_points.map((d) => `${d.name} ${d.display_name} ${d.description}`))
        .join(' '),
    },
    { title: 'Data point args: every arg type', path: '/docs/constants/data_points_args', text: (argTypes as { type: string; properties: { property_name: string }[] }[]).map((a) => `${a.type} ${a.properties.map((p) => p.property_name).join(' ')}`).join(' ') },
    { title: 'API reference', path: '/api/', text: 'Every operation of the Khanya API with try-it: local, sandbox, production servers.' },
  ];
  const index = [...searchIndex, ...generated];
  writeFileSync(path.join(__dirname, 'public', 'search-index.json'), JSON.stringify(index));
  reporter.info(`Search index: ${index.length} pages`);
};
