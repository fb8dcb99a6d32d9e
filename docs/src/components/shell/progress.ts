/**
 * Route progress events, emitted by the page-load guard (pageLoad.ts) around every navigation:
 *   start when Gatsby asks for a page, end when the answer is in.
 * <RouteProgressBar/> (rendered by <Shell/>) shows a bar when the end does not follow the start
 * within 200 ms.
 */
export const ROUTE_START_EVENT = 'khanya:route-start';
export const ROUTE_END_EVENT = 'khanya:route-end';

export function emitRouteStart(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(ROUTE_START_EVENT));
}

export function emitRouteEnd(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(ROUTE_END_EVENT));
}
