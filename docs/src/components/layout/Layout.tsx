/**
 * Every page's layout: the shell (components/shell/Shell.tsx) around the content. The shell
 * renders the page title as the <h1>, the docs sidebar, the table of contents, navbar and
 * footer. Pages set their <title> with Gatsby's Head API (SeoHead).
 */
import * as React from 'react';
import { Shell, type LocationLike, type TocItem } from './shell';
import { SIDEBARS } from '../../sidebars';

export interface LayoutProps {
  /** The page's <h1> (rendered by the shell); omit it when the page renders its own. */
  title?: string;
  toc?: { id: string; title: string; level: number }[];
  /** Id of the docs sidebar to show (see src/sidebars.ts); none by default. */
  sidebar?: keyof typeof SIDEBARS;
  location?: LocationLike;
  children: React.ReactNode;
}

export function Layout({ title, toc, sidebar, location, children }: LayoutProps) {
  const headings = (toc ?? []).filter((item): item is TocItem => item.level === 2 || item.level === 3);
  return (
    <Shell
      pageTitle={title}
      toc={headings}
      sidebar={sidebar ? (SIDEBARS[sidebar] ?? false) : false}
      sidebars={SIDEBARS}
      {...(location ? { location: { pathname: location.pathname, search: location.search, hash: location.hash } } : {})}
    >
      {children}
    </Shell>
  );
}

export function SeoHead({ title, description }: { title: string; description?: string }) {
  const full = title === 'Khanya developer documentation' ? title : `${title} | Khanya docs`;
  return (
    <>
      <title>{full}</title>
      {description ? <meta name="description" content={description} /> : null}
      <meta name="viewport" content="width=device-width, initial-scale=1" />
    </>
  );
}
