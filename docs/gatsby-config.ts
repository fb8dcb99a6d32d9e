import type { GatsbyConfig } from 'gatsby';

/**
 * The site is fully static and works offline: no plugin that fetches at build or run time,
 * fonts self-hosted (@fontsource), the OpenAPI document generated into static/ by
 * `npm run openapi` before the build.
 */
const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Khanya developer documentation',
    description: 'Integrate Khanya, the bank-data API for South African lenders: guides, walkthroughs and the API reference.',
    siteUrl: 'https://docs.khanya.example',
  },
  trailingSlash: 'ignore',
  graphqlTypegen: false,
  plugins: [
    { resolve: 'gatsby-source-filesystem', options: { name: 'docs', path: `${__dirname}/content/docs` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'blog', path: `${__dirname}/content/blog` } },
    { resolve: 'gatsby-source-filesystem', options: { name: 'pages', path: `${__dirname}/content/pages` } },
    { resolve: 'gatsby-plugin-mdx', options: { extensions: ['.mdx', '.md'] } },
  ],
};

export default config;
