/**
 * One POST of a webhook to a lender's endpoint, to the address that was checked.
 *
 * Deployed, an endpoint's host must not resolve to a private, loopback or link-local address
 * (SSRF: 169.254.169.254 is the cloud's metadata service). Checking the name and then letting the
 * HTTP client resolve it again leaves a gap a DNS server answering differently the second time
 * (DNS rebinding, TTL 0) walks through; so the check runs inside the connection's own lookup: the
 * addresses checked are the addresses connected to, and a refused name never opens a socket.
 */
import { lookup as systemLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { isPrivateAddress, truncatedBody } from '#core/webhooks';
import type { WebhookAttempt } from '../repositories/webhooks.ts';

export const DELIVERY_TIMEOUT_MS = 15_000;
/** More of a receiver's answer than the log keeps is not read (a receiver could stream for ever). */
const MAX_BODY_BYTES = 64 * 1024;

export interface ResolvedAddress {
  address: string;
  family: number;
}
/** Resolves a host name to every address it has (the system resolver; a test passes its own). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface TransportPolicy {
  httpsOnly: boolean;
  /** No private, loopback or link-local address, written in the URL or resolved. */
  refusePrivate: boolean;
  resolver?: Resolver;
  /** How long the receiver has to answer (DELIVERY_TIMEOUT_MS; a test sets less). */
  timeoutMs?: number;
}

/** Deployed: https to public addresses only; local (npm start, tests): anything. */
export function transportPolicy(urlPolicy: 'deployed' | 'local'): TransportPolicy {
  return { httpsOnly: urlPolicy === 'deployed', refusePrivate: urlPolicy === 'deployed' };
}

const systemResolver: Resolver = (hostname) => systemLookup(hostname, { all: true });

class NotSent extends Error {}

/** A lookup for the connection that answers only addresses the policy allows. */
function checkedLookup(resolver: Resolver, refusePrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    const answer = async (): Promise<ResolvedAddress[]> => {
      let addresses: ResolvedAddress[];
      try {
        addresses = await resolver(hostname);
      } catch {
        throw new NotSent('the host does not resolve');
      }
      const family = typeof options.family === 'number' ? options.family : 0;
      const usable = family === 0 ? addresses : addresses.filter((entry) => entry.family === family);
      if (usable.length === 0) throw new NotSent('the host does not resolve');
      // One private answer is enough to refuse: the client may pick any of them.
      if (refusePrivate && addresses.some((entry) => isPrivateAddress(entry.address))) throw new NotSent('the host resolves to a private, loopback or link-local address');
      return usable;
    };
    answer().then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}

/** POSTs the body; what happened, for the delivery's log. Never throws. */
export async function postWebhook(url: string, headers: Record<string, string>, body: string, policy: TransportPolicy): Promise<Omit<WebhookAttempt, 'at'>> {
  const started = Date.now();
  const notSent = (why: string): Omit<WebhookAttempt, 'at'> => ({ status_code: null, duration_ms: 0, response_body: '', error: `Not sent: ${why}` });
  const target = new URL(url);
  if (policy.httpsOnly && target.protocol !== 'https:') return notSent('not https');
  const host = target.hostname.replace(/^\[|\]$/g, '');
  // An address written in the URL is connected to without a lookup: checked here instead.
  if (policy.refusePrivate && isIP(host) !== 0 && isPrivateAddress(host)) return notSent('the address is private, loopback or link-local');

  const secure = target.protocol === 'https:';
  const request = secure ? httpsRequest : httpRequest;
  const timeoutMs = policy.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      // Once the status line has come, it is the answer, whatever happens to the body after (a
      // receiver that answers 200 and then streams for ever has still answered 200).
      let answered: { status: number; chunks: Buffer[] } | undefined;
      const finish = (): void => {
        if (answered) resolve({ status: answered.status, text: Buffer.concat(answered.chunks).toString('utf8') });
      };
      const outgoing = request(
        target,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'user-agent': 'Khanya-Webhooks/1', ...headers },
          // A new connection each attempt, so each attempt's lookup is checked (a kept-alive socket
          // would skip it); deliveries are seconds apart per endpoint, reuse would save little.
          agent: false,
          lookup: checkedLookup(policy.resolver ?? systemResolver, policy.refusePrivate),
          signal: timeout,
        },
        (response: IncomingMessage) => {
          const current = { status: response.statusCode ?? 0, chunks: [] as Buffer[] };
          answered = current;
          let size = 0;
          response.on('data', (chunk: Buffer) => {
            if (size >= MAX_BODY_BYTES) return;
            current.chunks.push(chunk);
            size += chunk.length;
            if (size >= MAX_BODY_BYTES) {
              finish();
              response.destroy();
            }
          });
          response.on('end', finish);
          response.on('error', finish);
          response.on('aborted', finish);
          response.on('close', finish);
        },
      );
      outgoing.on('error', (error) => (answered ? finish() : reject(error)));
      outgoing.end(body);
    });
    const redirected = answer.status >= 300 && answer.status < 400;
    return { status_code: answer.status, duration_ms: Date.now() - started, response_body: truncatedBody(answer.text), error: redirected ? 'Redirect not followed' : null };
  } catch (error) {
    if (error instanceof NotSent) return notSent(error.message);
    if (timeout.aborted) return { status_code: null, duration_ms: Date.now() - started, response_body: '', error: `No answer within ${timeoutMs / 1000} s` };
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    return { status_code: null, duration_ms: Date.now() - started, response_body: '', error: `Connection failed: ${cause}` };
  }
}
