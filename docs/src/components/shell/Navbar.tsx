import React, { useCallback, useEffect, useRef, useState } from 'react';
import type { NavbarItemConfig, SidebarDefinition, SiteConfig } from './config';
import { ColorModeToggle } from './ColorModeToggle';
import { ShellContext, useShell } from './context';
import { DocSidebarLinks } from './DocSidebar';
import { ThemedLogo } from './Footer';
import { DESKTOP_MEDIA_QUERY } from './helpers';
import { NavbarItemRenderer } from './NavbarItems';
import { SmartLink } from './SmartLink';

function itemType(item: unknown): string {
  const t = item && typeof item === 'object' ? (item as { type?: unknown }).type : undefined;
  return typeof t === 'string' ? t : t === undefined ? 'default' : 'unknown';
}

function itemPosition(item: unknown): 'left' | 'right' {
  return item && typeof item === 'object' && (item as { position?: unknown }).position === 'right' ? 'right' : 'left';
}

/** Hides on scroll down, shows on scroll up or near the top, hides when navigating to a hash anchor. */
export function useHideableNavbar(enabled: boolean, hash: string, paused: boolean): {
  visible: boolean;
  headerRef: React.RefObject<HTMLElement>;
} {
  const [visible, setVisible] = useState(true);
  const headerRef = useRef<HTMLElement>(null);
  const lastY = useRef(0);
  const anchorUntil = useRef(0);
  const pausedRef = useRef(paused);
  pausedRef.current = paused;

  useEffect(() => {
    if (!enabled) {
      setVisible(true);
      return;
    }
    lastY.current = window.scrollY;
    const onScroll = (): void => {
      const y = window.scrollY;
      if (pausedRef.current) return;
      if (Date.now() < anchorUntil.current) {
        lastY.current = y;
        return;
      }
      const height = headerRef.current?.offsetHeight ?? 60;
      if (y < height) setVisible(true);
      else if (y > lastY.current) setVisible(false);
      else if (y < lastY.current) setVisible(true);
      lastY.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);

  const hideForAnchor = useCallback(() => {
    if (!enabled) return;
    anchorUntil.current = Date.now() + 250;
    setVisible(false);
  }, [enabled]);

  // Hash navigation through the router (location prop) …
  const firstHash = useRef(true);
  useEffect(() => {
    if (firstHash.current) {
      firstHash.current = false;
      return;
    }
    if (hash && hash !== '#') hideForAnchor();
  }, [hash, hideForAnchor]);
  // … and through plain in-page anchors.
  useEffect(() => {
    const onHash = (): void => {
      if (window.location.hash && window.location.hash !== '#') hideForAnchor();
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [hideForAnchor]);

  return { visible, headerRef };
}

function Brand({ config }: { config: SiteConfig }): React.ReactElement {
  const { logo, title } = config.navbar;
  return (
    <SmartLink to={logo?.href ?? '/'} className="k-navbar__brand">
      {logo ? <ThemedLogo logo={logo} className="k-navbar__logo" /> : null}
      {title ? <span className="k-navbar__title">{title}</span> : null}
    </SmartLink>
  );
}

function Items({ items }: { items: NavbarItemConfig[] }): React.ReactElement {
  return (
    <>
      {items.map((item, i) => (
        <div key={i} className={`k-navbar__item k-navbar__item--${itemType(item)}`}>
          <NavbarItemRenderer item={item} />
        </div>
      ))}
    </>
  );
}

function MobileMenu({
  config,
  sidebar,
  onClose,
}: {
  config: SiteConfig;
  sidebar?: SidebarDefinition;
  onClose: () => void;
}): React.ReactElement {
  const shell = useShell();
  const [panel, setPanel] = useState<'primary' | 'secondary'>(sidebar && sidebar.length > 0 ? 'secondary' : 'primary');
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => closeRef.current?.focus(), []);

  const onKeyDown = (event: React.KeyboardEvent): void => {
    if (event.key === 'Escape') {
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = Array.from(
      dialogRef.current.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input, [tabindex]:not([tabindex="-1"])'),
    ).filter((el) => !el.closest('[hidden]'));
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const items = config.navbar.items.filter((item) => itemType(item) !== 'search');
  return (
    <>
      <div className="k-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={dialogRef}
        id="k-mobile-menu"
        className="k-mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        onKeyDown={onKeyDown}
      >
        <div className="k-mobile-menu__header">
          <Brand config={config} />
          <button ref={closeRef} type="button" className="k-icon-button" aria-label="Close navigation bar" onClick={onClose}>
            <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true" focusable="false">
              <g stroke="currentColor" strokeWidth="1.5">
                <path d="M.75.75l13.5 13.5M14.25.75L.75 14.25" />
              </g>
            </svg>
          </button>
        </div>
        <ShellContext.Provider value={{ ...shell, mobile: true }}>
          {panel === 'secondary' && sidebar ? (
            <nav className="k-mobile-menu__panel" aria-label="Docs sidebar">
              <button type="button" className="k-menu__back" onClick={() => setPanel('primary')}>
                ← Back to main menu
              </button>
              <DocSidebarLinks sidebar={sidebar} pathname={shell.location.pathname} />
            </nav>
          ) : (
            <nav className="k-mobile-menu__panel" aria-label="Main menu">
              <ul className="k-menu__list">
                {items.map((item, i) => (
                  <li key={i} className={`k-menu__item k-menu__item--${itemType(item)}`}>
                    <NavbarItemRenderer item={item} />
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </ShellContext.Provider>
      </div>
    </>
  );
}

/** The navigation bar: configured items left/right, colour toggle, and the mobile side menu. */
export function Navbar({ sidebar }: { sidebar?: SidebarDefinition }): React.ReactElement {
  const shell = useShell();
  const { config, location } = shell;
  const [menuOpen, setMenuOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const { visible, headerRef } = useHideableNavbar(config.navbar.hideOnScroll, location.hash, menuOpen);

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    hamburgerRef.current?.focus();
  }, []);

  // Close on back/forward navigation and when the viewport becomes desktop.
  useEffect(() => {
    if (!menuOpen) return;
    const onPop = (): void => setMenuOpen(false);
    const mq = window.matchMedia(DESKTOP_MEDIA_QUERY);
    const onMedia = (): void => {
      if (mq.matches) setMenuOpen(false);
    };
    window.addEventListener('popstate', onPop);
    mq.addEventListener('change', onMedia);
    onMedia();
    return () => {
      window.removeEventListener('popstate', onPop);
      mq.removeEventListener('change', onMedia);
    };
  }, [menuOpen]);

  // Close when the route changes (a link in the menu was followed).
  const path = location.pathname;
  useEffect(() => setMenuOpen(false), [path]);

  // The page behind does not scroll while the menu is open.
  useEffect(() => {
    if (!menuOpen) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [menuOpen]);

  const left = config.navbar.items.filter((i) => itemPosition(i) === 'left');
  const right = config.navbar.items.filter((i) => itemPosition(i) === 'right');

  return (
    <header
      ref={headerRef}
      className={`k-navbar k-navbar--${config.navbar.style}${visible ? '' : ' k-navbar--hidden'}`}
      data-hidden={visible ? undefined : 'true'}
    >
      <nav className="k-navbar__inner" aria-label="Main">
        <div className="k-navbar__side k-navbar__side--left">
          <button
            ref={hamburgerRef}
            type="button"
            className="k-icon-button k-navbar__toggle"
            aria-label="Toggle navigation bar"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'k-mobile-menu' : undefined}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg width="26" height="26" viewBox="0 0 30 30" aria-hidden="true" focusable="false">
              <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
            </svg>
          </button>
          <Brand config={config} />
          <Items items={left} />
        </div>
        <div className="k-navbar__side k-navbar__side--right">
          <Items items={right} />
          <ColorModeToggle className="k-navbar__color" />
        </div>
      </nav>
      {menuOpen ? <MobileMenu config={config} sidebar={sidebar} onClose={closeMenu} /> : null}
    </header>
  );
}
