import React from 'react';
import type { SidebarDefinition } from './config';
import { isActivePath } from './helpers';
import { SmartLink } from './SmartLink';

/** Sections of links; used in the 300 px desktop sidebar and the mobile menu's secondary panel. */
export function DocSidebarLinks({ sidebar, pathname }: { sidebar: SidebarDefinition; pathname: string }): React.ReactElement {
  return (
    <ul className="k-sidebar__list">
      {sidebar.map((section, si) => (
        <li key={`${si}-${section.title}`} className="k-sidebar__section">
          {section.href ? (
            <SmartLink
              to={section.href}
              className={`k-sidebar__section-title k-sidebar__link${isActivePath(pathname, section.href) ? ' k-active' : ''}`}
              aria-current={isActivePath(pathname, section.href) ? 'page' : undefined}
            >
              {section.title}
            </SmartLink>
          ) : (
            <span className="k-sidebar__section-title">{section.title}</span>
          )}
          <ul className="k-sidebar__items">
            {section.items.map((item) => {
              const active = isActivePath(pathname, item.href);
              return (
                <li key={item.href}>
                  <SmartLink
                    to={item.href}
                    className={`k-sidebar__link${active ? ' k-active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                  >
                    {item.label}
                  </SmartLink>
                </li>
              );
            })}
          </ul>
        </li>
      ))}
    </ul>
  );
}

export function DocSidebar({ sidebar, pathname }: { sidebar: SidebarDefinition; pathname: string }): React.ReactElement {
  return (
    <aside className="k-sidebar">
      <nav className="k-sidebar__nav" aria-label="Docs sidebar">
        <DocSidebarLinks sidebar={sidebar} pathname={pathname} />
      </nav>
    </aside>
  );
}
