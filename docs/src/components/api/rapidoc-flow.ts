/**
 * RapiDoc is built as a full-window app: its shadow styles give the element, its body and its
 * main column `height: 100%` and their own scroll bars, so inside a page it becomes a
 * fixed-height box with a second scroll bar under the site's navbar. These rules, added to its
 * shadow root after RapiDoc's own (later constructable sheets win), let the reference flow with
 * the page: one scroll, the page's. The operation list stays in view beside it (sticky, with its
 * own scroll only when it is taller than the window). RapiDoc's scroll spy observes the viewport
 * and its navigation uses scrollIntoView, so both work with the page's scroll.
 */
export const FLOW_CSS = `
:host { height: auto !important; overflow: visible !important; }
.body { height: auto !important; overflow: visible !important; align-items: flex-start; }
.main-content { height: auto !important; overflow: visible !important; }
.nav-bar { position: sticky; top: 0; height: 100vh !important; align-self: flex-start; }
/* On a phone the operation list would leave the reference a sliver: the page's own menu and the
   reference's headings remain. RapiDoc's min-width (360px) would push a 390 px page sideways. */
:host { min-width: 0 !important; }
@media (max-width: 800px) {
  .nav-bar { display: none !important; }
  /* Wide try-it forms and long URLs scroll sideways inside the reference, not the whole page;
     with height: auto this adds no vertical scroll box. */
  :host { overflow-x: auto !important; }
}
`;

/** Adds FLOW_CSS to the shadow root of `host` (a <rapi-doc>) once it exists. */
export function flowWithPage(host: HTMLElement): () => void {
  let frame = 0;
  const apply = (): void => {
    const root = host.shadowRoot;
    if (!root) {
      frame = requestAnimationFrame(apply);
      return;
    }
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(FLOW_CSS);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    host.setAttribute('data-flow', 'page');
  };
  apply();
  return () => cancelAnimationFrame(frame);
}
