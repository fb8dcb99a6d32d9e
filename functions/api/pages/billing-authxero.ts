import { billingAuthxero as operation } from '#schemas/operations/pages';
import { apiHandler, type ApiLambda } from '#platform/http/http';
import { finishXeroConnect, startXeroConnect } from '#platform/services/xero';
import { withAccessTokenCookie } from './page-request.ts';

/** Where each request goes next (requests run concurrently in one process locally). */
const redirects = new WeakMap<object, { status: 302 | 303; location: string }>();

const connect = apiHandler(operation, async ({ principal, query, event }) => {
  if (!query.code && !query.state && !query.error) {
    redirects.set(event, { status: 302, location: await startXeroConnect(principal) });
    return {};
  }
  const error = await finishXeroConnect(principal, { code: query.code, state: query.state, error: query.error_description ?? query.error });
  redirects.set(event, { status: 303, location: error ? `/billing/xero?error=${encodeURIComponent(error)}` : '/billing/xero' });
  return {};
});

/** The stack authenticates; the service decides where the browser goes next. Errors stay JSON. */
export const handler: ApiLambda = async (event, context) => {
  const request = withAccessTokenCookie(event);
  const response = await connect(request, context);
  const next = redirects.get(request);
  redirects.delete(request);
  if (response.statusCode !== 200 || !next) return response;
  return { ...response, statusCode: next.status, headers: { ...response.headers, location: next.location, 'cache-control': 'no-store' }, body: '' };
};
