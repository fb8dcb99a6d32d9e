/**
 * The application's timeline (ApplicationEvent, functions/core/applications.ts): the events
 * recorded as the applicant goes (opened, consented, personal_info_given, bank_chosen, linked,
 * link_failed, files_uploaded, completed), plus the two that happen by the passing of time and
 * are derived when read, at the link's expiry: `expired` for every application whose link
 * expired unfinished, preceded by `abandoned` when the applicant had opened the link.
 */
import type { ApplicationEventKind, ApplicationEvent, Application } from './applications.ts';
import { currentStatus } from './applications.ts';

/**
 * The timeline lives on the application item, which DynamoDB caps at 400 KB, and anyone holding
 * the link can cause events (POST banks, oauth/error, ...). So it is bounded:
 * - an event equal to the last one recorded (same kind and detail) within repeatWindowMs is
 *   not appended again (a reload, a double tap, a script) but counted on it, `detail.repeats`;
 * - at most MAX events; the applicant's other events then stop and one `timeline_truncated`
 *   says so, while the few events a lender decides on (ESSENTIAL_EVENT_KINDS) still have
 *   ESSENTIAL_HEADROOM more slots. An event is a few hundred bytes: 250 of them stay far below
 *   the item limit, with room for the rest of the application.
 */
export const TIMELINE_LIMITS = { repeatWindowMs: 60_000, max: 200, essentialHeadroom: 50 } as const;

/** Never coalesced, and recorded past the cap: each says something the lender acts on. */
export const ESSENTIAL_EVENT_KINDS: ReadonlySet<ApplicationEventKind> = new Set(['opened', 'consented', 'linked', 'completed', 'rethreaded', 'timeline_truncated']);

/** What makes two events the same for coalescing: kind and detail (keys in order). */
export function eventKey(event: ApplicationEvent): string {
  const detail = Object.entries(event.detail ?? {})
    .filter(([name]) => name !== 'repeats')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([event.kind, detail]);
}

export function applicationEvent(kind: ApplicationEventKind, at: string, detail?: ApplicationEvent['detail']): ApplicationEvent {
  return detail && Object.keys(detail).length > 0 ? { kind, at, detail } : { kind, at };
}

/** The timeline as the lender reads it, oldest first. */
export function timelineOf(application: Pick<Application, 'status' | 'expiry' | 'events'>, now = new Date()): ApplicationEvent[] {
  const recorded = [...(application.events ?? [])];
  if (currentStatus(application, now) !== 'expired') return recorded;
  const derived: ApplicationEvent[] = [];
  const opened = recorded.some((event) => event.kind === 'opened');
  const completed = recorded.some((event) => event.kind === 'completed');
  if (opened && !completed) derived.push({ kind: 'abandoned', at: application.expiry });
  derived.push({ kind: 'expired', at: application.expiry });
  // After every recorded event: the connect routes refuse an expired link, so nothing is recorded after the expiry.
  return [...recorded, ...derived];
}
