import React, { useState } from 'react';
import { errorChain } from './helpers';
import type { RetryOutcome } from './pageLoad';

interface PageErrorBoundaryProps {
  children?: React.ReactNode;
  /** Called after 'Try again' resets the boundary. */
  onReset?: () => void;
  /** A change of this value (e.g. the pathname) clears a caught error. */
  resetKey?: unknown;
}

interface PageErrorBoundaryState {
  error: unknown;
  hasError: boolean;
}

/** The crash fallback: 'This page crashed.', the error message and its causes, and 'Try again'. */
export function CrashFallback({ error, onTryAgain }: { error: unknown; onTryAgain: () => void }): React.ReactElement {
  const [message, ...causes] = errorChain(error);
  return (
    <div className="k-crash" role="alert">
      <h1 className="k-crash__title">This page crashed.</h1>
      <button type="button" className="k-button" onClick={onTryAgain}>
        Try again
      </button>
      <p className="k-crash__message">{message ?? 'Unknown error'}</p>
      {causes.length > 0 ? (
        <ol className="k-crash__causes" aria-label="Causes">
          {causes.map((cause, i) => (
            <li key={i}>
              <span className="k-crash__cause-label">Cause:</span> {cause}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

export class PageErrorBoundary extends React.Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { error: undefined, hasError: false };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: React.ErrorInfo): void {
    // eslint-disable-next-line no-console
    console.error('[khanya] page crashed', error, info.componentStack);
  }

  override componentDidUpdate(prev: PageErrorBoundaryProps): void {
    if (this.state.hasError && prev.resetKey !== this.props.resetKey) this.setState({ error: undefined, hasError: false });
  }

  private reset = (): void => {
    this.setState({ error: undefined, hasError: false });
    this.props.onReset?.();
  };

  override render(): React.ReactNode {
    if (this.state.hasError) return <CrashFallback error={this.state.error} onTryAgain={this.reset} />;
    return this.props.children;
  }
}

export interface LoadFailedProps {
  /** The page that failed (path and query), named in the message. */
  path?: string;
  error?: unknown;
  /** 'Retry'. Resolves 'unavailable' when the page still cannot be loaded; default: reload. */
  onRetry?: () => Promise<RetryOutcome> | void;
  /** When given, a 'Stay on this page' button (a failed navigation leaves the old page usable). */
  onDismiss?: () => void;
}

/** Shown when a page's resources could not be loaded: the page, the reason and 'Retry'. */
export function LoadFailed({ path, error, onRetry, onDismiss }: LoadFailedProps): React.ReactElement {
  const [state, setState] = useState<'idle' | 'retrying' | 'unavailable'>('idle');
  const detail = error === undefined ? [] : errorChain(error);
  const retry = async (): Promise<void> => {
    if (!onRetry) {
      window.location.reload();
      return;
    }
    setState('retrying');
    const outcome = await onRetry();
    setState(outcome === 'unavailable' ? 'unavailable' : 'idle');
  };
  return (
    <div className="k-load-failed" role="alert" data-testid="load-failed">
      <p className="k-load-failed__title">This page failed to load.</p>
      <p className="k-load-failed__message">
        {path ? (
          <>
            Could not load <code>{path}</code>
            {detail.length > 0 ? `: ${detail.join(' — ')}` : '.'}
          </>
        ) : (
          detail.join(' — ') || 'Its content could not be fetched.'
        )}{' '}
        Check your connection, then retry.
      </p>
      {state === 'unavailable' ? (
        <p className="k-load-failed__still" role="status">
          Still unavailable. Nothing was changed; try again in a moment.
        </p>
      ) : null}
      <div className="k-load-failed__actions">
        <button type="button" className="k-button" disabled={state === 'retrying'} onClick={() => void retry()}>
          {state === 'retrying' ? 'Retrying…' : 'Retry'}
        </button>
        {onDismiss ? (
          <button type="button" className="k-button k-button--secondary" onClick={onDismiss}>
            Stay on this page
          </button>
        ) : null}
      </div>
    </div>
  );
}

export function NavbarItemError({ item }: { item: unknown }): React.ReactElement {
  let json: string;
  try {
    json = JSON.stringify(item, null, 2) ?? String(item);
  } catch {
    json = String(item);
  }
  return (
    <div className="k-navbar-item-error" role="alert">
      <p>A theme navbar item failed to render</p>
      <pre>
        <code>{json}</code>
      </pre>
    </div>
  );
}

/** One per navbar item: a throwing item shows its configuration instead of breaking the page. */
export class NavbarItemErrorBoundary extends React.Component<
  { item: unknown; children?: React.ReactNode },
  { hasError: boolean }
> {
  override state = { hasError: false };

  static getDerivedStateFromError(): { hasError: boolean } {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown): void {
    // eslint-disable-next-line no-console
    console.error('[khanya] A theme navbar item failed to render', this.props.item, error);
  }

  override render(): React.ReactNode {
    return this.state.hasError ? <NavbarItemError item={this.props.item} /> : this.props.children;
  }
}
