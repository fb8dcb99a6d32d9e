/**
 * The load-failure panel for a document whose first load failed: Gatsby does not render React
 * then, so the panel gets a React root of its own above the server HTML (which stays readable).
 */
import React from 'react';
import { createRoot } from 'react-dom/client';
import { LoadFailed } from './ErrorBoundaries';
import { retryPageLoad, type PageLoadFailure } from './pageLoad';

export function showBootLoadFailure(failure: PageLoadFailure): void {
  if (document.querySelector('.k-boot-load-failed')) return;
  const host = document.createElement('div');
  host.className = 'k-boot-load-failed';
  document.body.prepend(host);
  createRoot(host).render(<LoadFailed path={failure.path} error={failure.error} onRetry={() => retryPageLoad(failure.path)} />);
}
