/**
 * /api/: the API reference, RapiDoc over /openapi.json (generated from schemas/ by
 * `npm run openapi`). RapiDoc is loaded on the client only (it is a web component) and told
 * requests to the server chosen in the selector: local, sandbox or production (the servers
 * of the OpenAPI document).
 */
import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
// Open Sans for RapiDoc, self-hosted (load-fonts="false" stops RapiDoc fetching Google Fonts); Latin subset only.
import '@fontsource/open-sans/latin-400.css';
import '@fontsource/open-sans/latin-600.css';
import '@fontsource/open-sans/latin-700.css';
import { Layout, SeoHead } from '../components/layout/Layout';
import { labelRapiDocControls } from '../components/api/rapidoc-a11y';
import { flowWithPage } from '../components/api/rapidoc-flow';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'rapi-doc': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & Record<string, unknown>;
    }
  }
}

export default function ApiReference({ location }: PageProps) {
  const [state, setState] = React.useState<'loading' | 'ready' | 'failed'>('loading');
  const element = React.useRef<HTMLElement>(null);
  React.useEffect(() => {
    let active = true;
    let stopLabelling: (() => void) | undefined;
    let stopFlow: (() => void) | undefined;
    import('rapidoc')
      .then(() => {
        if (!active) return;
        setState('ready');
        if (element.current) {
          stopFlow = flowWithPage(element.current);
          stopLabelling = labelRapiDocControls(element.current);
        }
      })
      .catch(() => active && setState('failed'));
    return () => {
      active = false;
      stopLabelling?.();
      stopFlow?.();
    };
  }, []);
  return (
    <Layout location={location}>
      <div className="kh-api">
        <h1 className="kh-visually-hidden">Khanya API reference</h1>
        {state === 'loading' ? <p className="kh-api-status">Loading the API reference…</p> : null}
        {state === 'failed' ? (
          <p className="kh-api-status" role="alert">
            The API reference could not load. Reload the page, or read the raw document at <a href="/openapi.json">/openapi.json</a>.
          </p>
        ) : null}
        <rapi-doc
          ref={element}
          spec-url="/openapi.json"
          load-fonts="false"
          regular-font="'Open Sans', system-ui, sans-serif"
          mono-font="ui-monospace, SFMono-Regular, Menlo, Consolas, monospace"
          render-style="read"
          show-header="false"
          allow-server-selection="true"
          allow-authentication="true"
          allow-try="true"
          allow-spec-url-load="false"
          allow-spec-file-load="false"
          show-method-in-nav-bar="as-colored-text"
          schema-description-expanded="true"
          theme="light"
          primary-color="#0a6b50"
          nav-bg-color="#f3f6f5"
          nav-text-color="#1b2a25"
          // Darker than RapiDoc's light theme defaults, for 4.5:1 contrast on white (axe color-contrast); the grey
          // texts (--light-fg, --fg2, --fg3) matter since the whole reference is on the page, not clipped in a box.
          style={{ display: 'flex', minHeight: '100vh', width: '100%', '--light-fg': '#596069', '--yellow': '#7a5a00', '--nav-patch-color': '#7a5a00', '--fg3': '#4b5158', '--fg2': '#3b4047', '--green': '#3d6b00', '--blue': '#0b5cad', '--orange': '#9a4a00', '--red': '#b3261e', '--purple': '#6b3fa0', '--nav-get-color': '#0b5cad', '--nav-post-color': '#3d6b00', '--nav-put-color': '#9a4a00', '--nav-delete-color': '#b3261e', '--nav-head-color': '#6b3fa0' } as React.CSSProperties}
        />
      </div>
    </Layout>
  );
}

export function Head(_: HeadProps) {
  return <SeoHead title="API reference" description="Every operation of the Khanya API, with try-it against the local stack, sandbox or production." />;
}
