import * as React from 'react';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout, SeoHead } from '../components/layout/Layout';
import { BlogNav } from './blog-common';

export default function BlogTags({ pageContext, location }: PageProps<object, { tags: { name: string; slug: string; count: number }[] }>) {
  return (
    <Layout title="Tags" location={location}>
      <div className="kh-blog">
        <BlogNav />
        <ul className="kh-tag-index">
          {pageContext.tags.map((tag) => (
            <li key={tag.slug}>
              <Link to={tag.slug}>
                {tag.name} <span>({tag.count})</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <SeoHead title="Blog tags" description="Khanya blog posts by topic." />;
}
