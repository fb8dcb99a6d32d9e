/**
 * Per-user login throttling: at most MAX_FAILURES passwords are evaluated for a username within
 * WINDOW_SECONDS, however many requests arrive at once; after that the username is locked until
 * the window ends, whatever password is tried. Keyed by username (not IP) because API Gateway
 * clients share egress addresses and credential stuffing rotates IPs; a lock cannot be extended
 * by the attacker beyond one window.
 *
 * Why slots and not a failure count: a count read before the password check and written after
 * it lets every request sent at once read "0 failures" (20 guesses in parallel were all
 * evaluated). So a login first takes one of the window's MAX_FAILURES guess slots (an atomic,
 * conditional counter in the store), then checks the password; a wrong password keeps its slot
 * (and counts a failure), a right one clears the window. While every slot is held by a check
 * still running, a request waits for one to end rather than being refused, so several right
 * passwords at once all log in; once MAX_FAILURES have failed, the rest answer 429.
 */
export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;
/**
 * A slot held longer than this belongs to a check that died (a Lambda timed out between taking
 * the slot and giving its verdict); far above the login Lambda's timeout, so a live check is
 * never taken for a dead one.
 */
export const STALE_SLOT_SECONDS = 60;

export interface ThrottleRecord {
  /** Slots taken in this window: checks still running plus failures. */
  attempts?: number;
  failures: number;
  windowStartedAt: number; // epoch seconds
  /** When the last slot was taken (epoch seconds). */
  lastReservedAt?: number;
}

export type ThrottleState =
  /** A slot is free (or the window is over): try to take one. */
  | { kind: 'open' }
  /** Every slot is held by a check still running: wait for one to end. */
  | { kind: 'busy' }
  /** Every slot is held and the newest is older than any live check: free the dead ones. */
  | { kind: 'stale' }
  | { kind: 'locked'; retryAfterSeconds: number };

export function isWindowExpired(record: ThrottleRecord | undefined, nowSeconds: number): boolean {
  return !record || nowSeconds >= record.windowStartedAt + WINDOW_SECONDS;
}

/** What a login that could not take a slot should do, given the record it then read. */
export function throttleState(record: ThrottleRecord | undefined, nowSeconds: number): ThrottleState {
  if (!record || isWindowExpired(record, nowSeconds)) return { kind: 'open' };
  if (record.failures >= MAX_FAILURES) return { kind: 'locked', retryAfterSeconds: record.windowStartedAt + WINDOW_SECONDS - nowSeconds };
  if ((record.attempts ?? record.failures) < MAX_FAILURES) return { kind: 'open' };
  if ((record.lastReservedAt ?? record.windowStartedAt) + STALE_SLOT_SECONDS <= nowSeconds) return { kind: 'stale' };
  return { kind: 'busy' };
}

/** Seconds until the user may try again, or 0 when a login may proceed to take a slot. */
export function lockedForSeconds(record: ThrottleRecord | undefined, nowSeconds: number): number {
  const state = throttleState(record, nowSeconds);
  return state.kind === 'locked' ? state.retryAfterSeconds : 0;
}
