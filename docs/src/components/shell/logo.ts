/** Khanya logos as data: URIs (no request, no static file needed). Light and dark variants. */
function svg(sun: string, rays: string): string {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="7" fill="${sun}"/><g stroke="${rays}" stroke-width="2.5" stroke-linecap="round"><path d="M16 2v4M16 26v4M2 16h4M26 16h4M6.1 6.1l2.8 2.8M23.1 23.1l2.8 2.8M6.1 25.9l2.8-2.8M23.1 8.9l2.8-2.8"/></g></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

export const LOGO_LIGHT = svg('#a15c00', '#0b5f5c');
export const LOGO_DARK = svg('#ffc24d', '#5fd4cc');
