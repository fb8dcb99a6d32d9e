import * as React from 'react';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout, SeoHead } from '../components/layout/Layout';
import { BlogNav, PostMeta, TagList, type PostSummary } from './blog-common';

interface BlogListContext {
  heading: string;
  intro: string;
  posts: PostSummary[];
  tagIndex?: boolean;
}

export default function BlogList({ pageContext, location }: PageProps<object, BlogListContext>) {
  const { heading, intro, posts, tagIndex } = pageContext;
  return (
    <Layout title={heading} location={location}>
      <div className="kh-blog">
        {intro ? <p className="kh-lead">{intro}</p> : null}
        <BlogNav />
        {posts.map((post) => (
          <article key={post.slug} className="kh-post-summary">
            <h2>
              <Link to={post.slug}>{post.title}</Link>
            </h2>
            <PostMeta post={post} />
            <p>{post.description}</p>
            <TagList tags={post.tags} />
          </article>
        ))}
        {tagIndex ? (
          <p>
            <Link to="/blog/tags">View all tags</Link>
          </p>
        ) : null}
      </div>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, BlogListContext>) {
  return <SeoHead title={pageContext.heading} description={pageContext.intro || pageContext.heading} />;
}
