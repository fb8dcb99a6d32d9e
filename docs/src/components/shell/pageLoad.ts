/**
 * What happens when a page's resources (its page data or code) cannot be loaded.
 *
 * Gatsby answers a failed client-side navigation with a full load of the target URL. Offline or
 * with a flaky connection that replaces a working page with the browser's own error page, and
 * when the full load fails too, Gatsby leaves the server HTML without React ("page resources …
 * not found. Not rendering React"): no search, menus or theme toggle, and no way back in.
 *
 * So the site wraps Gatsby's public loader (`window.___loader`, the object its navigation and
 * resource checks call) once, in onClientEntry:
 * - a navigation whose resources fail stays on the current page and the shell shows
 *   'This page failed to load.' with 'Retry' (and a way to stay) in place of the content;
 * - a first load whose resources fail keeps Gatsby's behaviour and adds the same panel above
 *   the server HTML;
 * - 'Retry' first checks that the page data answers, so it never trades the page in front of the
 *   reader for a browser error page, then loads the page in full (Gatsby caches a failed load
 *   for the life of the document, so only a fresh document retries it).
 * Navigations also drive the route progress bar: it starts when the loader is asked for a page
 * and ends when the answer is in, which is when waiting is visible to the reader.
 */
import { emitRouteEnd, emitRouteStart } from './progress';

/** The part of Gatsby's public loader this module uses (gatsby/cache-dir/loader.js publicLoader). */
export interface PageLoader {
  loadPage: (rawPath: string) => Promise<unknown>;
}

export interface PageLoadFailure {
  /** Path (and query) whose resources failed. */
  path: string;
  /** 'boot': the document's own first load (React is not running); 'navigation': a later route change. */
  phase: 'boot' | 'navigation';
  error?: unknown;
}

export interface PageLoadHooks {
  /** True once the first render is done (gatsby-browser onInitialClientRender). */
  booted: () => boolean;
  onFailure: (failure: PageLoadFailure) => void;
  /** A later successful load clears a shown failure. */
  onSuccess: () => void;
  onNavigationStart: (path: string) => void;
  onNavigationEnd: () => void;
}

/** Gatsby's PageResourceStatus.Error. */
const GATSBY_ERROR_STATUS = 'error';

function failed(result: unknown): boolean {
  return result === undefined || result === null || (result as { status?: unknown }).status === GATSBY_ERROR_STATUS;
}

const NEVER = new Promise<never>(() => undefined);

/** Replaces loader.loadPage with the guarded version described at the top of this file. */
export function guardPageLoads(loader: PageLoader, hooks: PageLoadHooks): void {
  const original = loader.loadPage.bind(loader);
  loader.loadPage = (rawPath: string): Promise<unknown> => {
    const navigating = hooks.booted();
    if (navigating) hooks.onNavigationStart(rawPath);
    const fail = (error: unknown, result: unknown): Promise<unknown> => {
      if (navigating) hooks.onNavigationEnd();
      hooks.onFailure({ path: rawPath, phase: navigating ? 'navigation' : 'boot', error });
      // A navigation stays where it is: an answer that never comes keeps Gatsby from its full
      // reload. The first load keeps Gatsby's own handling (it logs why React is not rendering).
      return navigating ? NEVER : Promise.resolve(result);
    };
    return original(rawPath).then(
      (result) => {
        if (failed(result)) return fail((result as { error?: unknown } | undefined)?.error, result);
        if (navigating) hooks.onNavigationEnd();
        hooks.onSuccess();
        return result;
      },
      (error: unknown) => fail(error, { status: GATSBY_ERROR_STATUS, error }),
    );
  };
}

/** The URL of a page's data, as Gatsby builds it (no path prefix on this site). */
export function pageDataUrl(rawPath: string): string {
  const [path = '/'] = rawPath.split(/[?#]/);
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`;
}

export type RetryOutcome = 'reloading' | 'unavailable';

/**
 * 'Retry': when the page data answers, load the page in full; otherwise report it is still
 * unavailable and leave the current document alone.
 */
export async function retryPageLoad(
  path: string,
  { fetchImpl = fetch, assign = (url: string) => window.location.assign(url) }: { fetchImpl?: typeof fetch; assign?: (url: string) => void } = {},
): Promise<RetryOutcome> {
  try {
    const response = await fetchImpl(pageDataUrl(path), { cache: 'no-store' });
    if (!response.ok) return 'unavailable';
  } catch {
    return 'unavailable';
  }
  assign(path);
  return 'reloading';
}

// The failure the shell shows, shared by the loader guard and the React tree.
let current: PageLoadFailure | undefined;
const listeners = new Set<() => void>();

export const pageLoadFailures = {
  get: (): PageLoadFailure | undefined => current,
  set(failure: PageLoadFailure | undefined): void {
    if (failure === current) return;
    current = failure;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

let booted = false;

/** gatsby-browser: onClientEntry. `showBootFailure` draws the panel when React is not running. */
export function installPageLoadGuard(loader: PageLoader | undefined, showBootFailure: (failure: PageLoadFailure) => void): void {
  if (!loader) return;
  guardPageLoads(loader, {
    booted: () => booted,
    onFailure: (failure) => {
      pageLoadFailures.set(failure);
      if (failure.phase === 'boot') showBootFailure(failure);
    },
    onSuccess: () => pageLoadFailures.set(undefined),
    onNavigationStart: () => emitRouteStart(),
    onNavigationEnd: () => emitRouteEnd(),
  });
}

/** gatsby-browser: onInitialClientRender. From here on page loads are navigations. */
export function markBooted(): void {
  booted = true;
}
