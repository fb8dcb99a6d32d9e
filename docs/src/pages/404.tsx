import * as React from 'react';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout, SeoHead } from '../components/layout/Layout';

export default function NotFound({ location }: PageProps) {
  return (
    <Layout title="Page not found" location={location}>
      <div className="kh-doc kh-not-found">
        <p>We could not find what you were looking for. The page may have moved, or the link may be mistyped.</p>
        <ul>
          <li>
            <Link to="/docs">The guide</Link> starts from zero.
          </li>
          <li>
            <Link to="/api/">The API reference</Link> lists every operation.
          </li>
          <li>
            <Link to="/">The home page</Link>.
          </li>
        </ul>
      </div>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <SeoHead title="Page not found" />;
}
