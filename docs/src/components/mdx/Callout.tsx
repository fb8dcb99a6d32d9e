import * as React from 'react';

export function Callout({ kind = 'note', title, children }: { kind?: 'note' | 'warning' | 'planned'; title?: string; children: React.ReactNode }) {
  const label = title ?? { note: 'Note', warning: 'Warning', planned: 'Planned' }[kind];
  return (
    <aside className={`kh-callout kh-callout-${kind}`} aria-label={label}>
      <p className="kh-callout-title">{label}</p>
      {children}
    </aside>
  );
}
