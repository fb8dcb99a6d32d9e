/**
 * Matching a request path to an operation-table path template. Shared by the local HTTP
 * bridge and the fallback handler (which must tell 404 from 405), so both agree with the
 * routes CDK creates: each template is served with and without a trailing slash.
 */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Path parameters when `path` fits `template` (e.g. /v1/x/{id}), otherwise undefined. */
export function matchPath(template: string, path: string): Record<string, string> | undefined {
  const want = template.split('/');
  const have = normalisePath(path).split('/');
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (let index = 0; index < want.length; index += 1) {
    const expected = want[index] ?? '';
    const actual = have[index] ?? '';
    const name = /^\{(\w+)\}$/.exec(expected)?.[1];
    if (name) {
      if (actual === '') return undefined;
      try {
        params[name] = decodeURIComponent(actual);
      } catch {
        return undefined;
      }
    } else if (expected !== actual) {
      return undefined;
    }
  }
  return params;
}
