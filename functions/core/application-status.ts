/**
 * The application state machine. SPEC §4 names no transitions, so these are Khanya's:
 *
 *   created ──(applicant opens the connect link)──▶ connecting
 *   connecting ──(bank data received)──▶ connected ──(analysis queued)──▶ analysing
 *   analysing ──▶ complete | failed
 *   complete | failed ──(re-run: recrunch, relabel)──▶ analysing
 *   created | connecting ──(the expiry passes)──▶ expired          (terminal)
 *   connecting ──(the applicant abandons or the bank refuses)──▶ failed
 *
 * Expiry is enforced when the application is read or moved, not by a timer: an application
 * whose link expired reads as `expired` from that moment, and no transition out of it exists.
 * Once bank data is in (connected and later) the status no longer expires; the applicant's
 * connect link still closes at the expiry (core/connect-session.ts checkLinkUsable).
 */
import type { ApplicationStatus } from '#schemas/applications';
import { DomainError } from '#schemas/errors';

export const APPLICATION_LIFETIME_DAYS = 7;

const TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  created: ['connecting', 'expired'],
  connecting: ['connected', 'failed', 'expired'],
  connected: ['analysing'],
  analysing: ['complete', 'failed'],
  complete: ['analysing'],
  failed: ['analysing'],
  expired: [],
};

const EXPIRES: ReadonlySet<ApplicationStatus> = new Set(['created', 'connecting']);

export function expiryFrom(createdAt: Date, days = APPLICATION_LIFETIME_DAYS): Date {
  return new Date(createdAt.getTime() + days * 24 * 60 * 60 * 1000);
}

/** The status as of `now`: a stored created/connecting application past its expiry is expired. */
export function effectiveStatus(stored: ApplicationStatus, expiry: string, now: Date = new Date()): ApplicationStatus {
  return EXPIRES.has(stored) && now.getTime() >= Date.parse(expiry) ? 'expired' : stored;
}

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Throws connection_not_ready-style domain errors callers can answer directly. */
export function assertTransition(from: ApplicationStatus, to: ApplicationStatus): void {
  if (canTransition(from, to)) return;
  if (from === 'expired') throw new DomainError('application_expired');
  throw new DomainError('invalid_application_status', `cannot move from ${from} to ${to}`);
}
