/**
 * What the operator pages share: a browser sends the staff session as the `access_token` cookie
 * (SPEC §2), not as an Authorization header, so the cookie becomes the header when no header was
 * sent; the HTTP stack then authenticates it like any bearer token.
 */
import { cookieValue, type ApiEvent } from '#platform/http/http';

export function withAccessTokenCookie(event: ApiEvent): ApiEvent {
  if (event.headers?.authorization) return event;
  const token = cookieValue(event, 'access_token');
  if (!token) return event;
  return { ...event, headers: { ...event.headers, authorization: `Bearer ${decodeURIComponent(token.replace(/^"|"$/g, ''))}` } };
}
