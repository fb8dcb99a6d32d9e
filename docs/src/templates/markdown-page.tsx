import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { Layout, SeoHead } from '../components/layout/Layout';
import { MdxContent } from '../components/mdx/MdxProvider';
import type { TocItem } from '../components/layout/shell';

interface MarkdownContext {
  title: string;
  description: string;
  toc: TocItem[];
}

export default function MarkdownPage({ pageContext, children, location }: PageProps<object, MarkdownContext>) {
  return (
    <Layout title={pageContext.title} toc={pageContext.toc} location={location}>
      <article className="kh-doc kh-markdown-page">
        <MdxContent>{children}</MdxContent>
      </article>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, MarkdownContext>) {
  return <SeoHead title={pageContext.title} description={pageContext.description} />;
}
