/** The components MDX content can use without importing them, and the heading anchors. */
import * as React from 'react';
import { MDXProvider } from '@mdx-js/react';
import { H2, H3 } from './headings';
import { Sample, Samples } from './Sample';
import { ArgTypeTables, DataPointCount, DataPointTables, ErrorCount, ErrorTable } from './generated-tables';
import { Callout } from './Callout';

const components = {
  h2: H2,
  h3: H3,
  table: (props: React.TableHTMLAttributes<HTMLTableElement>) => (
    <div className="kh-table-wrap" tabIndex={0} role="region" aria-label="Table">
      <table {...props} />
    </div>
  ),
  pre: (props: React.HTMLAttributes<HTMLPreElement>) => <pre tabIndex={0} {...props} />,
  Sample,
  Samples,
  ErrorTable,
  ErrorCount,
  DataPointTables,
  DataPointCount,
  ArgTypeTables,
  Callout,
};

export function MdxContent({ children }: { children: React.ReactNode }) {
  return <MDXProvider components={components}>{children}</MDXProvider>;
}
