/** Small pure helpers of the shell (no React, no DOM): unit-tested in helpers.test.ts. */
import type { LocaleConfig, NavbarItemConfig, VersionConfig } from './config';
import { NAVBAR_ITEM_TYPES } from './config';

export interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** Desktop layout above this width (px); mobile at or below. */
export const DESKTOP_MIN_WIDTH = 997;
export const MOBILE_MAX_WIDTH = 996;
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
/** Progress bar shows only when a route change takes longer than this (ms). */
export const PROGRESS_DELAY_MS = 200;

/** `path` with the current location's query and hash appended (path's own query/hash are replaced). */
export function keepQueryAndHash(path: string, location: Pick<LocationLike, 'search' | 'hash'>): string {
  const bare = path.replace(/[?#].*$/, '');
  const search = location.search && location.search !== '?' ? (location.search.startsWith('?') ? location.search : `?${location.search}`) : '';
  const hash = location.hash && location.hash !== '#' ? (location.hash.startsWith('#') ? location.hash : `#${location.hash}`) : '';
  return `${bare}${search}${hash}`;
}

/** '/docs/' → '/docs'; '/' stays '/'. */
export function trimTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export function isInternalPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** Exact match (ignoring a trailing slash), or prefix match on `basePath` segment boundaries. */
export function isActivePath(pathname: string, target: string | undefined, basePath?: string): boolean {
  const current = trimTrailingSlash(pathname);
  if (basePath) {
    const base = trimTrailingSlash(basePath);
    if (current === base || current.startsWith(base === '/' ? '/' : `${base}/`)) return true;
  }
  if (!target || !isInternalPath(target)) return false;
  return current === trimTrailingSlash(target.replace(/[?#].*$/, ''));
}

/** Path of the same page in another locale, keeping query and hash. */
export function localeLink(target: LocaleConfig, locales: LocaleConfig[], location: LocationLike): string {
  let path = location.pathname || '/';
  for (const l of locales) {
    if (l.pathPrefix && (path === l.pathPrefix || path.startsWith(`${l.pathPrefix}/`))) {
      path = path.slice(l.pathPrefix.length) || '/';
      break;
    }
  }
  const prefixed = target.pathPrefix ? `${target.pathPrefix}${path === '/' ? '/' : path}` : path;
  return `${prefixed}${location.search ?? ''}${location.hash ?? ''}`;
}

/** The version whose docs contain `pathname` (longest base path wins). */
export function versionOfPath(pathname: string, versions: VersionConfig[]): VersionConfig | undefined {
  const current = trimTrailingSlash(pathname);
  return [...versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((v) => current === trimTrailingSlash(v.path) || current.startsWith(`${trimTrailingSlash(v.path)}/`));
}

/** Same doc in the target version when on a docs page, else the version's home; query and hash kept. */
export function versionLink(target: VersionConfig, versions: VersionConfig[], location: LocationLike): string {
  const from = versionOfPath(location.pathname, versions);
  const rest = from ? trimTrailingSlash(location.pathname).slice(trimTrailingSlash(from.path).length) : '';
  return keepQueryAndHash(`${trimTrailingSlash(target.path)}${rest}`, location);
}

/** Why an item cannot be rendered (unknown type, missing fields), or null. Checked before rendering so
 * the server render never throws for a bad item; the error boundary catches anything else. */
export function navbarItemProblem(item: unknown): string | null {
  if (!item || typeof item !== 'object') return 'Navbar item is not an object';
  const rec = item as Record<string, unknown>;
  const type = rec.type === undefined ? 'default' : rec.type;
  if (typeof type !== 'string' || !(NAVBAR_ITEM_TYPES as readonly string[]).includes(type)) {
    return `No navbar item component found for type "${String(type)}"`;
  }
  switch (type as NavbarItemConfig['type'] & string) {
    case 'default':
      if (typeof rec.label !== 'string') return 'Link item needs a label';
      if (typeof rec.to !== 'string' && typeof rec.href !== 'string') return 'Link item needs `to` or `href`';
      return null;
    case 'dropdown':
      if (typeof rec.label !== 'string') return 'Dropdown item needs a label';
      if (!Array.isArray(rec.items)) return 'Dropdown item needs `items`';
      for (const child of rec.items) {
        const p = navbarItemProblem(child);
        if (p) return p;
        if ((child as Record<string, unknown>).type !== undefined && (child as Record<string, unknown>).type !== 'default') {
          return 'Dropdown items must be plain links';
        }
      }
      return null;
    case 'html':
      return typeof rec.value === 'string' ? null : 'HTML item needs a string `value`';
    case 'doc':
      return typeof rec.docId === 'string' ? null : 'Doc item needs `docId`';
    case 'docSidebar':
      return typeof rec.sidebarId === 'string' && typeof rec.label === 'string' ? null : 'Doc sidebar item needs `sidebarId` and `label`';
    default:
      return null;
  }
}

/** The error's message and the messages of its `cause` chain (first is the error itself). */
export function errorChain(error: unknown, maxDepth = 10): string[] {
  const out: string[] = [];
  let current: unknown = error;
  const seen = new Set<unknown>();
  while (current !== undefined && current !== null && out.length < maxDepth && !seen.has(current)) {
    seen.add(current);
    if (current instanceof Error) {
      out.push(current.message || current.name);
      current = (current as Error & { cause?: unknown }).cause;
    } else {
      out.push(typeof current === 'string' ? current : safeJson(current));
      break;
    }
  }
  return out;
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

// ---------------------------------------------------------------------------------------------
// Offline search
// ---------------------------------------------------------------------------------------------

export interface SearchDoc {
  title: string;
  path: string;
  text: string;
}

export interface SearchResult {
  doc: SearchDoc;
  score: number;
  snippet: string;
}

export function tokenize(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}_]+/u)
    .filter((t) => t.length > 0);
}

/** Case-insensitive: every token must occur in the title or text; title hits rank first. */
export function searchDocs(index: SearchDoc[], query: string, limit = 8): SearchResult[] {
  const tokens = tokenize(query);
  if (tokens.length === 0) return [];
  const results: SearchResult[] = [];
  for (const doc of index) {
    const title = doc.title.toLowerCase();
    const text = doc.text.toLowerCase();
    let score = 0;
    let ok = true;
    for (const t of tokens) {
      const inTitle = title.includes(t);
      const inText = text.includes(t);
      if (!inTitle && !inText) {
        ok = false;
        break;
      }
      score += (inTitle ? 10 : 0) + (inText ? 1 : 0) + (title.split(/\s+/).includes(t) ? 5 : 0);
    }
    if (ok) results.push({ doc, score, snippet: snippetFor(doc.text, tokens) });
  }
  return results.sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title)).slice(0, limit);
}

export function snippetFor(text: string, tokens: string[], radius = 60): string {
  const lower = text.toLowerCase();
  let at = -1;
  for (const t of tokens) {
    const i = lower.indexOf(t);
    if (i >= 0 && (at < 0 || i < at)) at = i;
  }
  if (at < 0) return text.slice(0, radius * 2).trim();
  const start = Math.max(0, at - radius);
  const end = Math.min(text.length, at + radius);
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`;
}
