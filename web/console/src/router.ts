/**
 * The console's routes under /console/ (history API; the server answers index.html for each).
 * `navigate` pushes a path and notifies `useRoute` subscribers.
 */
import { useEffect, useState } from 'react';

export const BASE = '/console';
const listeners = new Set<() => void>();

export function navigate(path: string, replace = false): void {
  const url = path.startsWith(BASE) ? path : `${BASE}${path}`;
  if (replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  for (const listener of listeners) listener();
}

export interface Route {
  path: string;
  query: URLSearchParams;
}

function current(): Route {
  const path = location.pathname.startsWith(BASE) ? location.pathname.slice(BASE.length) || '/' : '/';
  return { path: path.replace(/\/+$/, '') || '/', query: new URLSearchParams(location.search) };
}

export function useRoute(): Route {
  const [route, setRoute] = useState(current);
  useEffect(() => {
    const update = () => setRoute(current());
    listeners.add(update);
    window.addEventListener('popstate', update);
    return () => {
      listeners.delete(update);
      window.removeEventListener('popstate', update);
    };
  }, []);
  return route;
}

/** A link inside the console: a real href (open in a new tab works) that navigates in place. */
export function linkProps(path: string): { href: string; onClick: (event: { preventDefault(): void; metaKey: boolean; ctrlKey: boolean; shiftKey: boolean }) => void } {
  return {
    href: `${BASE}${path}`,
    onClick: (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      navigate(path);
    },
  };
}
