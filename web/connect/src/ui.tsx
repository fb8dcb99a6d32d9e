/** Shared pieces of every screen: the heading that takes focus, buttons, the error box with its retry. */
import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { ApiError } from './api.ts';
import { strings } from './strings.ts';
import type { ConnectSession } from './types.ts';
import type { Screen } from './screens.ts';

export interface Flow {
  proxyId: string;
  session: ConnectSession;
  setSession(session: ConnectSession): void;
  /** Moves to a screen (a history entry, so the back button returns). */
  go(screen: Screen, options?: { replace?: boolean }): void;
  /**
   * A 404 (unknown application) or 410 (expired) anywhere ends the journey on its own page, and a
   * 409 `application_completed` (done pressed in another tab) on the completed screen.
   */
  fatal(error: unknown): boolean;
}

export const FlowContext = createContext<Flow | null>(null);

export function useFlow(): Flow {
  const flow = useContext(FlowContext);
  if (!flow) throw new Error('useFlow outside the flow');
  return flow;
}

/** Each screen's h1 takes the focus when the screen appears, so screen readers announce it. */
export function Heading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}

export function messageOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return strings.networkError;
    if (error.message) return error.message;
    return strings.serverError;
  }
  return strings.serverError;
}

export function ErrorBox({ error, onRetry, children }: { error: unknown; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div className="error" role="alert">
      <p>{messageOf(error)}</p>
      {children}
      {onRetry ? (
        <button type="button" className="button secondary" onClick={onRetry}>
          {strings.retry}
        </button>
      ) : null}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-icon" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function initials(name: string): string {
  const words = name.replace(/[^\p{L}\p{N} ]/gu, ' ').split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** Black or white, whichever reads better on `hex` (WCAG contrast; one of them always reaches 4.5:1). */
export function textOn(hex: string): '#000000' | '#FFFFFF' {
  const digits = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? 'F2A900';
  const channel = (offset: number) => {
    const value = parseInt(digits.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  return (luminance + 0.05) / 0.05 >= 1.05 / (luminance + 0.05) ? '#000000' : '#FFFFFF';
}
