import * as React from 'react';
import { Link } from 'gatsby';

export interface PostSummary {
  slug: string;
  title: string;
  date: string;
  description: string;
  tags: { name: string; slug: string }[];
  authors: string[];
}

export function formatDate(date: string): string {
  return new Date(date).toLocaleDateString('en-ZA', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'Africa/Johannesburg' });
}

export function PostMeta({ post }: { post: PostSummary }) {
  return (
    <p className="kh-post-meta">
      <time dateTime={post.date}>{formatDate(post.date)}</time>
      {post.authors.length > 0 ? <> · {post.authors.join(', ')}</> : null}
    </p>
  );
}

export function TagList({ tags }: { tags: PostSummary['tags'] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="kh-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link to={tag.slug}>{tag.name}</Link>
        </li>
      ))}
    </ul>
  );
}

export function BlogNav() {
  return (
    <nav className="kh-blog-nav" aria-label="Blog">
      <Link to="/blog">All posts</Link> · <Link to="/blog/archive">Archive</Link> · <Link to="/blog/tags">Tags</Link>
    </nav>
  );
}
