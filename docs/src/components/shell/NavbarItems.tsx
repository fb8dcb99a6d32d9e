import React, { useEffect, useId, useRef, useState } from 'react';
import type {
  DocItemConfig,
  DocSidebarItemConfig,
  DocsVersionItemConfig,
  DropdownItemConfig,
  HtmlItemConfig,
  LinkItemConfig,
  NavbarItemConfig,
  VersionConfig,
} from './config';
import { docIdToPath, sidebarLinkTarget } from './config';
import { useShell } from './context';
import { NavbarItemError, NavbarItemErrorBoundary } from './ErrorBoundaries';
import type { LocationLike } from './helpers';
import { isActivePath, localeLink, navbarItemProblem, versionLink, versionOfPath } from './helpers';
import { SearchBox } from './SearchBox';
import { SmartLink } from './SmartLink';
import { storage, STORAGE_KEYS } from './storage';
import { useDismiss } from './useDismiss';

function cx(...names: (string | false | undefined | null)[]): string {
  return names.filter(Boolean).join(' ');
}

function NavLink({ item, className }: { item: LinkItemConfig; className?: string }): React.ReactElement {
  const { location, mobile } = useShell();
  const target = item.to ?? item.href;
  const active = isActivePath(location.pathname, target, item.activeBasePath);
  return (
    <SmartLink
      to={item.to}
      href={item.href}
      className={cx(mobile ? 'k-menu__link' : 'k-navbar__link', active && 'k-active', item.className, className)}
      aria-current={active && target && location.pathname.replace(/\/+$/, '') === target.replace(/\/+$/, '') ? 'page' : undefined}
    >
      {item.label}
    </SmartLink>
  );
}

export interface DropdownEntry {
  key: string;
  label: string;
  to?: string;
  href?: string;
  reload?: boolean;
  active: boolean;
  onSelect?: () => void;
}

/** Desktop: a button that opens on click/Enter, closes on outside click/touch/focus or Escape.
 * Mobile (side menu): a collapsible list, collapsed unless one of its entries is active. */
export function Dropdown({
  label,
  entries,
  menuLabel,
  position = 'left',
  markActive = true,
}: {
  markActive?: boolean;
  label: string;
  entries: DropdownEntry[];
  menuLabel?: string;
  position?: 'left' | 'right';
}): React.ReactElement {
  const { mobile } = useShell();
  const anyActive = entries.some((e) => e.active);
  const [open, setOpen] = useState<boolean>(mobile ? anyActive : false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = React.useCallback(() => setOpen(false), []);
  useDismiss(open && !mobile, close, ref);
  useEffect(() => {
    if (mobile && anyActive) setOpen(true);
  }, [mobile, anyActive]);

  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      ref={ref}
      className={cx(mobile ? 'k-menu__dropdown' : 'k-dropdown', !mobile && position === 'right' && 'k-dropdown--right', open && 'k-open')}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        className={cx(mobile ? 'k-menu__link k-menu__caret' : 'k-navbar__link k-dropdown__toggle', anyActive && markActive && 'k-active')}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <ul id={menuId} className={mobile ? 'k-menu__sublist' : 'k-dropdown__menu'} hidden={!open} aria-label={menuLabel ?? label}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <SmartLink
              to={entry.to}
              href={entry.href}
              reload={entry.reload}
              className={cx(mobile ? 'k-menu__link' : 'k-dropdown__link', entry.active && 'k-active')}
              aria-current={entry.active ? 'page' : undefined}
              onClick={() => {
                entry.onSelect?.();
                setOpen(false);
              }}
            >
              {entry.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DropdownItem({ item }: { item: DropdownItemConfig }): React.ReactElement {
  const { location } = useShell();
  return (
    <Dropdown
      label={item.label}
      position={item.position}
      entries={item.items.map((child, i) => ({
        key: `${i}-${child.label}`,
        label: child.label,
        to: child.to,
        href: child.href,
        active: isActivePath(location.pathname, child.to ?? child.href, child.activeBasePath),
      }))}
    />
  );
}

function HtmlItem({ item }: { item: HtmlItemConfig }): React.ReactElement {
  const { mobile } = useShell();
  return (
    <div
      className={cx(mobile ? 'k-menu__html' : 'k-navbar__html', item.className)}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}

function DocItem({ item }: { item: DocItemConfig }): React.ReactElement {
  const to = docIdToPath(item.docId);
  return <NavLink item={{ label: item.label ?? item.docId, to, activeBasePath: item.activeBasePath }} />;
}

function DocSidebarItem({ item }: { item: DocSidebarItemConfig }): React.ReactElement {
  const { sidebars, location } = useShell();
  // The build (validateSiteConfig) guarantees a target; without sidebars at run time, link the docs home.
  const to = sidebars ? sidebarLinkTarget(sidebars[item.sidebarId]) : '/docs';
  if (!to) throw new Error(`DocSidebarNavbarItem: Sidebar with ID "${item.sidebarId}" doesn't have anything to be linked to.`);
  const sidebar = sidebars?.[item.sidebarId];
  const active = (sidebar ?? []).some(
    (s) => isActivePath(location.pathname, s.href) || s.items.some((i) => isActivePath(location.pathname, i.href)),
  );
  return <NavLink item={{ label: item.label, to }} className={active ? 'k-active' : undefined} />;
}

function preferredVersion(versions: VersionConfig[], pathname: string): VersionConfig | undefined {
  const fromPath = versionOfPath(pathname, versions);
  if (fromPath) return fromPath;
  const stored = storage.get(STORAGE_KEYS.docsVersion);
  return versions.find((v) => v.name === stored) ?? versions[0];
}

function DocsVersionItem({ item }: { item: DocsVersionItemConfig }): React.ReactElement {
  const { config, location } = useShell();
  const [version, setVersion] = useState<VersionConfig | undefined>(versionOfPath(location.pathname, config.versions) ?? config.versions[0]);
  useEffect(() => setVersion(preferredVersion(config.versions, location.pathname)), [config.versions, location.pathname]);
  const to = item.to ?? version?.path ?? '/docs';
  return <NavLink item={{ label: item.label ?? version?.label ?? 'Docs', to, activeBasePath: to }} />;
}

/** The location for links that keep query and hash: the server render has neither, and React does not
 * patch attributes that differ at hydration, so they are added only after mount (a real re-render). */
function useQueryAndHashLocation(): LocationLike {
  const { location } = useShell();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? location : { pathname: location.pathname, search: '', hash: '' };
}

function DocsVersionDropdownItem({ item }: { item: { position?: 'left' | 'right' } }): React.ReactElement {
  const { config } = useShell();
  const location = useQueryAndHashLocation();
  const [preferred, setPreferred] = useState<string | null>(null);
  useEffect(() => setPreferred(storage.get(STORAGE_KEYS.docsVersion)), []);
  const current =
    versionOfPath(location.pathname, config.versions) ?? config.versions.find((v) => v.name === preferred) ?? config.versions[0];
  return (
    <Dropdown
      label="Versions"
      menuLabel="Versions"
      markActive={false}
      position={item.position}
      entries={config.versions.map((v) => ({
        key: v.name,
        label: v.label,
        to: versionLink(v, config.versions, location),
        active: current?.name === v.name,
        onSelect: () => {
          storage.set(STORAGE_KEYS.docsVersion, v.name);
          setPreferred(v.name);
        },
      }))}
    />
  );
}

function LocaleDropdownItem({ item }: { item: { position?: 'left' | 'right' } }): React.ReactElement {
  const { config } = useShell();
  const location = useQueryAndHashLocation();
  const current =
    config.locales.find((l) => l.pathPrefix && (location.pathname === l.pathPrefix || location.pathname.startsWith(`${l.pathPrefix}/`))) ??
    config.locales.find((l) => l.code === config.defaultLocale);
  return (
    <Dropdown
      label="Languages"
      menuLabel="Languages"
      markActive={false}
      position={item.position}
      entries={config.locales.map((l) => ({
        key: l.code,
        label: l.label,
        href: localeLink(l, config.locales, location),
        reload: true,
        active: current?.code === l.code,
      }))}
    />
  );
}

function SearchItem(): React.ReactElement {
  const { searchIndex } = useShell();
  return <SearchBox index={searchIndex} />;
}

function ItemSwitch({ item }: { item: NavbarItemConfig }): React.ReactElement {
  switch (item.type) {
    case undefined:
    case 'default':
      return <NavLink item={item} />;
    case 'dropdown':
      return <DropdownItem item={item} />;
    case 'html':
      return <HtmlItem item={item} />;
    case 'doc':
      return <DocItem item={item} />;
    case 'docSidebar':
      return <DocSidebarItem item={item} />;
    case 'docsVersion':
      return <DocsVersionItem item={item} />;
    case 'docsVersionDropdown':
      return <DocsVersionDropdownItem item={item} />;
    case 'localeDropdown':
      return <LocaleDropdownItem item={item} />;
    case 'search':
      return <SearchItem />;
    default:
      throw new Error(`No navbar item component found for type "${String((item as { type?: unknown }).type)}"`);
  }
}

/** Renders one configured item; an unknown type or a failing item shows
 * 'A theme navbar item failed to render' with the item's configuration instead. */
export function NavbarItemRenderer({ item }: { item: unknown }): React.ReactElement {
  // Checked up front so a bad item never throws during the server render (no error boundaries there).
  if (navbarItemProblem(item)) return <NavbarItemError item={item} />;
  return (
    <NavbarItemErrorBoundary item={item}>
      <ItemSwitch item={item as NavbarItemConfig} />
    </NavbarItemErrorBoundary>
  );
}
