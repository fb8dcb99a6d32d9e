/**
 * Per-user login throttling: after MAX_FAILURES failed attempts within WINDOW_SECONDS the
 * username is locked until the window ends, whatever password is tried. Keyed by username
 * (not IP) because API Gateway clients share egress addresses and credential stuffing
 * rotates IPs; a lock cannot be extended by the attacker beyond one window.
 */
export const MAX_FAILURES = 5;
export const WINDOW_SECONDS = 15 * 60;

export interface ThrottleRecord {
  failures: number;
  windowStartedAt: number; // epoch seconds
}

/** Seconds until the user may try again, or 0 when a login may proceed. */
export function lockedForSeconds(record: ThrottleRecord | undefined, nowSeconds: number): number {
  if (!record) return 0;
  const windowEndsAt = record.windowStartedAt + WINDOW_SECONDS;
  if (nowSeconds >= windowEndsAt) return 0;
  return record.failures >= MAX_FAILURES ? windowEndsAt - nowSeconds : 0;
}

export function isWindowExpired(record: ThrottleRecord | undefined, nowSeconds: number): boolean {
  return !record || nowSeconds >= record.windowStartedAt + WINDOW_SECONDS;
}
