import * as React from 'react';
import type { GatsbySSR } from 'gatsby';

/**
 * Every page, the 404 page included, names its language and links the favicon (the Khanya mark
 * of components/shell/logo.ts as static/favicon.svg, light and dark in one file), so browsers do
 * not ask for a /favicon.ico that does not exist.
 */
export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'en' });
  setHeadComponents([<link key="favicon" rel="icon" type="image/svg+xml" href="/favicon.svg" />]);
};
