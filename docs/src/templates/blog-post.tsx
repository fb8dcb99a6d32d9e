import * as React from 'react';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout, SeoHead } from '../components/layout/Layout';
import { MdxContent } from '../components/mdx/MdxProvider';
import type { TocItem } from '../components/layout/shell';
import { BlogNav, PostMeta, TagList, type PostSummary } from './blog-common';

interface PostContext extends PostSummary {
  toc: TocItem[];
  newer: { slug: string; title: string } | null;
  older: { slug: string; title: string } | null;
}

export default function BlogPost({ pageContext, children, location }: PageProps<object, PostContext>) {
  const post = pageContext;
  return (
    <Layout title={post.title} toc={post.toc} location={location}>
      <article className="kh-doc kh-blog">
        <BlogNav />
        <PostMeta post={post} />
        <MdxContent>{children}</MdxContent>
        <TagList tags={post.tags} />
      </article>
      <nav className="kh-pager" aria-label="Newer and older posts">
        {post.newer ? (
          <Link to={post.newer.slug} rel="prev">
            <span>Newer post</span> {post.newer.title}
          </Link>
        ) : (
          <span />
        )}
        {post.older ? (
          <Link to={post.older.slug} rel="next">
            <span>Older post</span> {post.older.title}
          </Link>
        ) : null}
      </nav>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, PostContext>) {
  return <SeoHead title={pageContext.title} description={pageContext.description} />;
}
