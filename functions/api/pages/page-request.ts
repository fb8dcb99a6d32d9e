/**
 * What the operator pages share: a browser sends the staff session as the `access_token` cookie
 * (SPEC §2), not as an Authorization header, so the cookie becomes the header when no header was
 * sent; the HTTP stack then authenticates it like any bearer token.
 */
import type { ApiEvent } from '#platform/http/http';

function cookieValue(event: ApiEvent, name: string): string | undefined {
  const cookies = event.cookies ?? (event.headers?.cookie ? event.headers.cookie.split(';') : []);
  for (const cookie of cookies) {
    const [key, ...rest] = cookie.trim().split('=');
    if (key === name) return rest.join('=').trim() || undefined;
  }
  return undefined;
}

export function withAccessTokenCookie(event: ApiEvent): ApiEvent {
  if (event.headers?.authorization) return event;
  const token = cookieValue(event, 'access_token');
  if (!token) return event;
  return { ...event, headers: { ...event.headers, authorization: `Bearer ${decodeURIComponent(token.replace(/^"|"$/g, ''))}` } };
}
