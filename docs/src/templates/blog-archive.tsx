import * as React from 'react';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout, SeoHead } from '../components/layout/Layout';
import { BlogNav, formatDate, type PostSummary } from './blog-common';

export default function BlogArchive({ pageContext, location }: PageProps<object, { posts: PostSummary[] }>) {
  const years = new Map<string, PostSummary[]>();
  for (const post of pageContext.posts) {
    const year = post.date.slice(0, 4);
    years.set(year, [...(years.get(year) ?? []), post]);
  }
  return (
    <Layout title="Archive" location={location}>
      <div className="kh-blog">
        <BlogNav />
        {[...years.entries()].map(([year, posts]) => (
          <section key={year} aria-labelledby={`year-${year}`}>
            <h2 id={`year-${year}`}>{year}</h2>
            <ul>
              {posts.map((post) => (
                <li key={post.slug}>
                  <time dateTime={post.date}>{formatDate(post.date)}</time> — <Link to={post.slug}>{post.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <SeoHead title="Blog archive" description="Every post of the Khanya blog, by year." />;
}
