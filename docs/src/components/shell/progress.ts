/**
 * Route progress events. Wire in gatsby-browser:
 *   export const onPreRouteUpdate = () => emitRouteStart();
 *   export const onRouteUpdate = () => emitRouteEnd();
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
