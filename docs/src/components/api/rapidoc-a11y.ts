/**
 * RapiDoc's try-it forms render inputs, textareas and selects without accessible names (axe:
 * "Form elements must have labels"). Until RapiDoc labels them itself, name each control from
 * what RapiDoc knows about it (the parameter name, the request body, the content type) in every
 * shadow root under <rapi-doc>, and keep doing so as RapiDoc re-renders.
 */
function nameFor(control: HTMLElement): string | undefined {
  const parameter = control.getAttribute('data-pname');
  if (parameter) return `${control.getAttribute('data-ptype') ?? 'Parameter'} parameter ${parameter}`;
  const host = (control.getRootNode() as ShadowRoot).host as HTMLElement | undefined;
  const operation = host?.getAttribute?.('path') ? ` for ${host.getAttribute('method')?.toUpperCase() ?? ''} ${host.getAttribute('path')}` : '';
  if (control instanceof HTMLTextAreaElement) return `Request body${operation}`;
  if (control instanceof HTMLSelectElement) {
    if (control.classList.contains('oauth-send-client-secret-in')) return 'Send the client secret in';
    return `Request content type${operation}`;
  }
  if (control instanceof HTMLInputElement) {
    const hint = control.getAttribute('placeholder') || control.getAttribute('name') || control.id.replace(/^input-request-param-/, 'Parameter ') || control.type;
    return hint ? `${hint}${operation}` : undefined;
  }
  return undefined;
}

function isFormControl(element: Element): element is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

function labelControls(root: ShadowRoot, seen: WeakSet<ShadowRoot>, observe: (root: ShadowRoot) => void): void {
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.shadowRoot) {
      if (!seen.has(element.shadowRoot)) {
        seen.add(element.shadowRoot);
        observe(element.shadowRoot);
      }
      labelControls(element.shadowRoot, seen, observe);
    }
    if (!isFormControl(element) || element.hasAttribute('aria-label') || element.type === 'hidden') continue;
    const labelled = element.id !== '' && root.querySelector(`label[for="${CSS.escape(element.id)}"]`) !== null;
    if (labelled || element.closest('label')) continue;
    const name = nameFor(element);
    if (name) element.setAttribute('aria-label', name);
  }
}

/** Starts labelling inside `host` (a <rapi-doc>); returns a function that stops it. */
export function labelRapiDocControls(host: HTMLElement): () => void {
  const observers: MutationObserver[] = [];
  const seen = new WeakSet<ShadowRoot>();
  let scheduled = 0;
  function observe(root: ShadowRoot): void {
    const observer = new MutationObserver(schedule);
    observer.observe(root, { childList: true, subtree: true });
    observers.push(observer);
  }
  function run(): void {
    scheduled = 0;
    const root = host.shadowRoot;
    if (!root) return;
    if (!seen.has(root)) {
      seen.add(root);
      observe(root);
    }
    labelControls(root, seen, observe);
  }
  function schedule(): void {
    if (!scheduled) scheduled = window.setTimeout(run, 50);
  }
  run();
  host.addEventListener('spec-loaded', schedule);
  return () => {
    host.removeEventListener('spec-loaded', schedule);
    observers.forEach((observer) => observer.disconnect());
    if (scheduled) window.clearTimeout(scheduled);
  };
}
