import { useEffect, type RefObject } from 'react';

/** While `open`, calls `close` when a click, touch or focus lands outside `ref` (dropdowns, the search results). */
export function useDismiss(open: boolean, close: () => void, ref: RefObject<HTMLElement>): void {
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: Event): void => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) close();
    };
    document.addEventListener('mousedown', onOutside);
    document.addEventListener('touchstart', onOutside, { passive: true });
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('mousedown', onOutside);
      document.removeEventListener('touchstart', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, close, ref]);
}
