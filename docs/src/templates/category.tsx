import * as React from 'react';
import { Link, type HeadProps, type PageProps } from 'gatsby';
import { Layout, SeoHead } from '../components/layout/Layout';

interface CategoryContext {
  title: string;
  description: string;
  items: { slug: string; title: string; description: string }[];
}

export default function CategoryTemplate({ pageContext, location }: PageProps<object, CategoryContext>) {
  const { title, description, items } = pageContext;
  return (
    <Layout title={title} sidebar="docs" location={location}>
      <article className="kh-doc">
        <p>{description}</p>
        <ul className="kh-cards">
          {items.map((item) => (
            <li key={item.slug}>
              <Link to={item.slug}>
                <strong>{item.title}</strong>
                <span>{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </article>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, CategoryContext>) {
  return <SeoHead title={pageContext.title} description={pageContext.description} />;
}
