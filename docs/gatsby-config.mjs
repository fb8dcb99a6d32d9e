/**
 * The site is fully static and works offline: no plugin that fetches at build or run time,
 * fonts self-hosted (@fontsource), the OpenAPI document generated into static/ by
 * `npm run openapi` before the build.
 *
 * An ES module (.mjs), not TypeScript: Gatsby compiles gatsby-config.ts to CommonJS, and the
 * remark plugins MDX 2 needs are ESM only (remark-gfm 3). gatsby-plugin-mdx 5 documents ESM
 * config for exactly this. remark-gfm gives MDX GitHub's tables, strikethrough, task lists and
 * autolinks; without it a Markdown table renders as its raw `| --- |` text.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import remarkGfm from 'remark-gfm';

const here = dirname(fileURLToPath(import.meta.url));

/** @type {import('gatsby').GatsbyConfig} */
const config = {
  siteMetadata: {
    title: 'Khanya developer documentation',
    description: 'Integrate Khanya, the bank-data API for South African lenders: guides, walkthroughs and the API reference.',
    siteUrl: 'https://docs.khanya.example',
  },
  trailingSlash: 'ignore',
  graphqlTypegen: false,
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: `${here}/content/docs` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'blog', path: `${here}/content/blog` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: `${here}/content/pages` } },
    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx', '.md'], mdxOptions: { remarkPlugins: [remarkGfm] } } },
  ],
};

export default config;
