import './src/styles/global.css';
import { installPageLoadGuard, markBooted, type PageLoader } from './src/components/shell/pageLoad';
import { showBootLoadFailure } from './src/components/shell/BootLoadFailed';

declare global {
  interface Window {
    /** Gatsby's public loader (gatsby/cache-dir/production-app.js sets it before onClientEntry). */
    ___loader?: PageLoader;
  }
}

/**
 * A page whose resources fail to load shows 'Retry' instead of Gatsby's full reload, and
 * navigations drive the route progress bar (shown only after 200 ms): see pageLoad.ts.
 */
export const onClientEntry = (): void => installPageLoadGuard(window.___loader, showBootLoadFailure);
export const onInitialClientRender = (): void => markBooted();
