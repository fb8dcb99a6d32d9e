/**
 * Outbound webhooks, the rules: which URLs an endpoint may have, which events it gets, when a
 * failed delivery is tried again, and the ids that make every step repeatable (a retried
 * publication or a redelivered message creates nothing twice). No I/O here: the delivery worker
 * (functions/workers/deliver-webhooks.ts) and services/webhooks.ts do the sending and storing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DomainError } from '#schemas/errors';
import { WEBHOOK_API_VERSION, type WebhookEvent, type WebhookEventType } from '#schemas/webhooks';

/** Standard Webhooks secrets: `whsec_` and base64 of 24 random bytes (192 bits). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

/** How long the old secret keeps signing after a rotation, so a receiver can switch without losing events. */
export const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

export interface StoredSecret {
  secret: string;
  created_at: string;
  /** Set on the old secret when it is rotated out. */
  expires_at: string | null;
}

/** The secrets that sign a delivery now: the current one and a rotated-out one still in its overlap. */
export function signingSecrets(secrets: readonly StoredSecret[], now: Date): string[] {
  return secrets.filter((entry) => entry.expires_at === null || Date.parse(entry.expires_at) > now.getTime()).map((entry) => entry.secret);
}

/** After a rotation: the new secret first, the old ones kept only while their overlap runs. */
export function rotateSecrets(secrets: readonly StoredSecret[], fresh: string, now: Date): StoredSecret[] {
  const at = now.toISOString();
  const until = new Date(now.getTime() + SECRET_OVERLAP_MS).toISOString();
  const kept = secrets
    .filter((entry) => entry.expires_at === null || Date.parse(entry.expires_at) > now.getTime())
    .map((entry) => ({ ...entry, expires_at: entry.expires_at ?? until }));
  return [{ secret: fresh, created_at: at, expires_at: null }, ...kept];
}

// ------------------------------------------------------------------ URLs and addresses

/**
 * `deployed`: https only, and no address Khanya's own network could reach that the internet
 * cannot (SSRF). `local` (npm start, tests): also http to this machine, so a developer can
 * receive on their laptop.
 */
export type WebhookUrlPolicy = 'deployed' | 'local';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Refuses a URL the endpoint may not have (400 invalid_webhook_url, naming why). */
export function checkEndpointUrl(raw: string, policy: WebhookUrlPolicy): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DomainError('invalid_webhook_url', 'not a URL');
  }
  if (url.username || url.password) throw new DomainError('invalid_webhook_url', 'credentials in the URL are not allowed');
  const localHost = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol === 'http:' && policy === 'local' && localHost) return url.toString();
  if (url.protocol !== 'https:') throw new DomainError('invalid_webhook_url', policy === 'local' ? 'use https://, or http:// to localhost or 127.0.0.1' : 'use https://');
  if (policy === 'deployed') {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (localHost || host.endsWith('.localhost') || host.endsWith('.internal') || host.endsWith('.local')) throw new DomainError('invalid_webhook_url', 'the host is not on the public internet');
    if (isIpLiteral(host) && isPrivateAddress(host)) throw new DomainError('invalid_webhook_url', 'the address is private, loopback or link-local');
  }
  return url.toString();
}

function isIpLiteral(host: string): boolean {
  return ipv4Parts(host) !== null || (host.includes(':') && /^[0-9a-f:.]+$/i.test(host));
}

function ipv4Parts(address: string): number[] | null {
  const parts = address.split('.').map(Number);
  return parts.length === 4 && parts.every((part) => Number.isInteger(part) && part >= 0 && part <= 255) ? parts : null;
}

/**
 * An address a webhook must never be sent to: private (RFC 1918, unique local), loopback,
 * link-local (cloud metadata lives at 169.254.169.254), carrier-grade NAT, unspecified,
 * documentation, benchmark, multicast and reserved ranges; and every IPv6 form that carries an
 * IPv4 address inside it (mapped ::ffff:a.b.c.d, translated ::ffff:0:a.b.c.d, the deprecated
 * compatible ::a.b.c.d, NAT64 64:ff9b::/96, 6to4 2002::/16) when the address inside is one of
 * those, because a dual-stack host or a NAT64 gateway connects to that IPv4 address. Teredo,
 * local-use NAT64, discard and site-local prefixes are refused whole: nothing a lender runs
 * lives there, and their inner address is obfuscated or private by design.
 */
export function isPrivateAddress(address: string): boolean {
  const v4 = ipv4Parts(address);
  if (v4) return isPrivateV4(v4);
  const words = ipv6Words(address);
  // Not an address at all: refused, as nothing can be checked about it.
  if (!words) return true;
  const embedded = (high: number, low: number): number[] => [high >> 8, high & 255, low >> 8, low & 255];
  const [w0, w1, w2, w3, w4, w5, w6, w7] = words as [number, number, number, number, number, number, number, number];
  const zeroUpTo = (count: number): boolean => words.slice(0, count).every((word) => word === 0);
  if (zeroUpTo(8)) return true; // ::
  if (zeroUpTo(7) && w7 === 1) return true; // ::1
  if (zeroUpTo(5) && w5 === 0xffff) return isPrivateV4(embedded(w6, w7)); // mapped
  if (zeroUpTo(4) && w4 === 0xffff && w5 === 0) return isPrivateV4(embedded(w6, w7)); // translated
  if (zeroUpTo(6)) return true; // IPv4-compatible ::a.b.c.d, deprecated since 2006: nothing routes it
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 0 && w3 === 0 && w4 === 0 && w5 === 0) return isPrivateV4(embedded(w6, w7)); // NAT64
  if (w0 === 0x64 && w1 === 0xff9b && w2 === 1) return true; // local-use NAT64 (RFC 8215)
  if (w0 === 0x2002) return isPrivateV4(embedded(w1, w2)); // 6to4
  if (w0 === 0x2001 && w1 === 0) return true; // Teredo
  if (w0 === 0x2001 && w1 === 0xdb8) return true; // documentation
  if (w0 === 0x100 && w1 === 0 && w2 === 0 && w3 === 0) return true; // discard
  // fc00::/7 unique local, fe80::/10 link-local, fec0::/10 site-local (deprecated), ff00::/8 multicast.
  return (w0 & 0xfe00) === 0xfc00 || (w0 & 0xffc0) === 0xfe80 || (w0 & 0xffc0) === 0xfec0 || (w0 & 0xff00) === 0xff00;
}

function isPrivateV4(parts: readonly number[]): boolean {
  const [a, b, c] = parts as [number, number, number, number];
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 192 && b === 88 && c === 99) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113) ||
    a >= 224
  );
}

/** The eight 16-bit words of an IPv6 address in any written form (compressed, dotted tail, zone), or null. */
export function ipv6Words(address: string): number[] | null {
  let text = address.toLowerCase().replace(/^\[|\]$/g, '');
  const zone = text.indexOf('%');
  if (zone >= 0) text = text.slice(0, zone);
  if (!/^[0-9a-f:.]+$/.test(text) || !text.includes(':')) return null;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const parts = ipv4Parts(dotted[2]!);
    if (!parts) return null;
    tail.push(((parts[0]! << 8) | parts[1]!) >>> 0, ((parts[2]! << 8) | parts[3]!) >>> 0);
    text = dotted[1]!.endsWith('::') ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const parse = (half: string): number[] | null => {
    if (half === '') return [];
    const words = half.split(':').map((word) => (/^[0-9a-f]{1,4}$/.test(word) ? parseInt(word, 16) : Number.NaN));
    return words.some(Number.isNaN) ? null : words;
  };
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if (!head || !rest) return null;
  const written = head.length + rest.length + tail.length;
  if (halves.length === 1) return written === 8 ? [...head, ...tail] : null;
  if (written > 7) return null;
  return [...head, ...new Array<number>(8 - written).fill(0), ...rest, ...tail];
}

// ------------------------------------------------------------------ events

/** Event types an endpoint gets: its filter, or every type when it has none. The test event goes only where asked. */
export function endpointWants(eventTypes: readonly WebhookEventType[] | null, type: WebhookEventType): boolean {
  if (type === 'webhook.test') return false;
  return eventTypes === null || eventTypes.includes(type);
}

/**
 * The event, with an id derived from what happened (`source`: e.g. the application and the
 * timeline event), so publishing the same happening twice gives the same event and, per
 * endpoint, the same delivery.
 */
export function webhookEvent(input: {
  type: WebhookEventType;
  organisationId: string;
  applicationId: string | null;
  at: string;
  source: string;
  data?: WebhookEvent['data'];
}): WebhookEvent {
  const id = `evt_${createHash('sha256').update(`${input.organisationId}|${input.type}|${input.source}`).digest('base64url').slice(0, 24)}`;
  return {
    id,
    type: input.type,
    api_version: WEBHOOK_API_VERSION,
    created_at: input.at,
    organisation_id: input.organisationId,
    application_id: input.applicationId,
    data: input.data ?? {},
  };
}

/**
 * The delivery of one event to one endpoint: an object id (24 hex, its time the event's) whose
 * rest is derived from the event and the endpoint, so a second publication of the event finds
 * the first delivery instead of making another. Its time is not when the delivery was made (an
 * event can be published late), so the log and replays sort by `created_at` instead
 * (table-design.ts pattern 30).
 */
export function deliveryIdFor(event: Pick<WebhookEvent, 'id' | 'created_at'>, endpointId: string): string {
  const seconds = Math.floor(Date.parse(event.created_at) / 1000).toString(16).padStart(8, '0');
  return seconds + createHash('sha256').update(`${event.id}|${endpointId}`).digest('hex').slice(0, 16);
}

/** A replay is a new delivery of the same event (same `webhook-id`): its own id, from when it was asked for. */
export function replayDeliveryId(deliveryId: string, at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000).toString(16).padStart(8, '0');
  return seconds + createHash('sha256').update(`${deliveryId}|replay|${at.toISOString()}`).digest('hex').slice(0, 16);
}

// ------------------------------------------------------------------ retries

/**
 * Seconds to wait after the n-th failed attempt (n = 1 after the first): 5 s, 1 min, 5 min,
 * 30 min, 2 h, 5 h, 10 h, 10 h, 10 h (about 37.5 hours in all, at least 30 with the jitter), each with ±20 % jitter so endpoints
 * that failed together are not all retried at one instant. After the last, the delivery fails.
 */
export const RETRY_DELAYS_SECONDS = [5, 60, 300, 1800, 7200, 18000, 36000, 36000, 36000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

/** The wait after `failedAttempts` failures, or null when no attempt is left. `random` in [0, 1). */
export function retryDelaySeconds(failedAttempts: number, random: number): number | null {
  const base = RETRY_DELAYS_SECONDS[failedAttempts - 1];
  if (base === undefined) return null;
  return Math.max(1, Math.round(base * (0.8 + 0.4 * random)));
}

/** A 2xx answer within the timeout is success; anything else (3xx included: redirects are not followed) is tried again. */
export function deliverySucceeded(statusCode: number | null): boolean {
  return statusCode !== null && statusCode >= 200 && statusCode < 300;
}

/** After this long failing, an endpoint is disabled (and the organisation told). */
export const DISABLE_AFTER_MS = 5 * 24 * 60 * 60 * 1000;
/**
 * How long a delivery stays in its endpoint's log (and can be replayed): long past the last retry
 * (~37 h) and a disabled endpoint's 5 days, and bounded, so a disabled endpoint that is never
 * enabled does not gather an unsent delivery per event for ever.
 */
export const DELIVERY_RETENTION_DAYS = 30;

/** The e-mail to the organisation's webhook managers when Khanya disables an endpoint that kept failing. */
export function endpointDisabledEmail(input: { url: string; endpointId: string; failingSince: string }): { subject: string; text: string } {
  return {
    subject: 'Khanya disabled a webhook endpoint that kept failing',
    text: [
      'Hello,',
      '',
      `Every delivery to your webhook endpoint ${input.url} (id ${input.endpointId}) has failed since ${input.failingSince}, so Khanya has disabled it and sends it no more events.`,
      '',
      'When your receiver works again: enable the endpoint (PATCH /v1/webhooks/endpoints/{endpoint_id} with {"disabled": false}), send it a test event (POST /v1/webhooks/endpoints/{endpoint_id}/test), and replay what it missed (POST /v1/webhooks/endpoints/{endpoint_id}/replay with {"since": "<time>"}).',
      'Each delivery and its attempts are listed at GET /v1/webhooks/endpoints/{endpoint_id}/deliveries.',
      '',
      'Khanya',
    ].join('\n'),
  };
}

/** The receiver's answer as the log keeps it: its first 1,024 characters. */
export function truncatedBody(body: string): string {
  return body.length > 1024 ? body.slice(0, 1024) : body;
}
