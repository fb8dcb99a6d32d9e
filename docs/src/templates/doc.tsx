import * as React from 'react';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout, SeoHead } from '../components/layout/Layout';
import { MdxContent } from '../components/mdx/MdxProvider';
import type { TocItem } from '../components/layout/shell';

interface DocContext {
  title: string;
  description: string;
  toc: TocItem[];
  previous: { slug: string; title: string } | null;
  next: { slug: string; title: string } | null;
}

export default function DocTemplate({ pageContext, children, location }: PageProps<object, DocContext>) {
  const { title, toc, previous, next } = pageContext;
  return (
    <Layout title={title} toc={toc} sidebar="docs" location={location}>
      <article className="kh-doc">
        <MdxContent>{children}</MdxContent>
      </article>
      <nav className="kh-pager" aria-label="Previous and next pages">
        {previous ? (
          <Link to={previous.slug} rel="prev">
            <span>Previous</span> {previous.title}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={next.slug} rel="next">
            <span>Next</span> {next.title}
          </Link>
        ) : null}
      </nav>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, DocContext>) {
  return <SeoHead title={pageContext.title} description={pageContext.description} />;
}
