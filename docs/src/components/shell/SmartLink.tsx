import React from 'react';
import { Link } from 'gatsby';
import { isInternalPath } from './helpers';

export interface SmartLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to?: string;
  href?: string;
  /** Force a full page load for an internal path (e.g. the locale switcher). */
  reload?: boolean;
}

/** Internal paths use Gatsby's client-side <Link>; external links open in a new tab, labelled as such. */
export function SmartLink({ to, href, reload, children, ...rest }: SmartLinkProps): React.ReactElement {
  const target = to ?? href ?? '#';
  if (isInternalPath(target) && !reload) {
    // Gatsby's Link types are stricter than anchor attributes: pass anchor attributes through.
    const LinkAny = Link as unknown as React.ComponentType<Record<string, unknown>>;
    return (
      <LinkAny to={target} {...rest}>
        {children}
      </LinkAny>
    );
  }
  const external = /^https?:\/\//.test(target);
  return (
    <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
      {external ? (
        <>
          <svg className="k-external-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M21 13v10h-21v-19h12v2h-10v15h17v-8h2zm3-12h-10.988l4.035 4-6.977 7.07 2.828 2.828 6.977-7.07 4.125 4.172v-11z" />
          </svg>
          <span className="k-sr-only"> (opens in a new tab)</span>
        </>
      ) : null}
    </a>
  );
}
