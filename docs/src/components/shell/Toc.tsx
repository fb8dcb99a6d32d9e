import React from 'react';

export interface TocEntry {
  id: string;
  title: string;
  level: number;
}

interface TocNode extends TocEntry {
  children: TocEntry[];
}

/** Keeps levels 2–3 only; level-3 entries nest under the preceding level 2. */
export function tocTree(entries: TocEntry[]): TocNode[] {
  const out: TocNode[] = [];
  for (const e of entries) {
    if (e.level === 2) out.push({ ...e, children: [] });
    else if (e.level === 3) {
      const parent = out[out.length - 1];
      if (parent) parent.children.push(e);
      else out.push({ ...e, children: [] });
    }
  }
  return out;
}

export function TableOfContents({ toc }: { toc: TocEntry[] }): React.ReactElement | null {
  const tree = tocTree(toc);
  if (tree.length === 0) return null;
  return (
    <nav className="k-toc" aria-label="On this page">
      <p className="k-toc__title">On this page</p>
      <ul className="k-toc__list">
        {tree.map((node) => (
          <li key={node.id}>
            <a href={`#${node.id}`} className="k-toc__link">
              {node.title}
            </a>
            {node.children.length > 0 ? (
              <ul className="k-toc__list k-toc__list--nested">
                {node.children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`} className="k-toc__link">
                      {child.title}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
