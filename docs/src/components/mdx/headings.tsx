import * as React from 'react';
import { slugify } from '../../lib/slug';

function textOf(node: React.ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement(node)) return textOf((node.props as { children?: React.ReactNode }).children);
  return '';
}

function heading(Tag: 'h2' | 'h3') {
  return function Heading({ children, ...rest }: React.HTMLAttributes<HTMLHeadingElement>) {
    const id = slugify(textOf(children));
    return (
      <Tag id={id} {...rest}>
        {children}
        <a className="kh-anchor" href={`#${id}`} aria-label={`Link to this section: ${textOf(children)}`}>
          #
        </a>
      </Tag>
    );
  };
}

export const H2 = heading('h2');
export const H3 = heading('h3');
