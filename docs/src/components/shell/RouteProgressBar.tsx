import React, { useEffect, useRef, useState } from 'react';
import { PROGRESS_DELAY_MS } from './helpers';
import { ROUTE_END_EVENT, ROUTE_START_EVENT } from './progress';

/** 'idle' | 'loading' (visible, after the delay) | 'done' (finishing animation). */
export function useRouteProgress(delayMs = PROGRESS_DELAY_MS): 'idle' | 'loading' | 'done' {
  const [state, setStateRaw] = useState<'idle' | 'loading' | 'done'>('idle');
  const current = useRef<'idle' | 'loading' | 'done'>('idle');
  const setState = (s: 'idle' | 'loading' | 'done'): void => {
    current.current = s;
    setStateRaw(s);
  };
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const doneTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    const onStart = (): void => {
      clearTimeout(timer.current);
      clearTimeout(doneTimer.current);
      timer.current = setTimeout(() => setState('loading'), delayMs);
    };
    const onEnd = (): void => {
      clearTimeout(timer.current);
      if (current.current !== 'loading') {
        setState('idle');
        return;
      }
      setState('done');
      doneTimer.current = setTimeout(() => setState('idle'), 300);
    };
    window.addEventListener(ROUTE_START_EVENT, onStart);
    window.addEventListener(ROUTE_END_EVENT, onEnd);
    return () => {
      window.removeEventListener(ROUTE_START_EVENT, onStart);
      window.removeEventListener(ROUTE_END_EVENT, onEnd);
      clearTimeout(timer.current);
      clearTimeout(doneTimer.current);
    };
  }, [delayMs]);
  return state;
}

/** Thin bar at the top of the viewport while a route change takes longer than 200 ms. */
export function RouteProgressBar({ delayMs = PROGRESS_DELAY_MS }: { delayMs?: number }): React.ReactElement | null {
  const state = useRouteProgress(delayMs);
  if (state === 'idle') return null;
  return (
    <div
      className={`k-progress k-progress--${state}`}
      role="progressbar"
      aria-label="Loading page"
      aria-busy={state === 'loading'}
      data-testid="route-progress"
    >
      <div className="k-progress__bar" />
    </div>
  );
}
