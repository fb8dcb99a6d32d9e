/**
 * The application's timeline (ApplicationEvent, functions/core/applications.ts): the events
 * recorded as the applicant goes (opened, consented, personal_info_given, bank_chosen, linked,
 * link_failed, files_uploaded, completed), plus the two that happen by the passing of time and
 * are derived when read, at the link's expiry: `expired` for every application whose link
 * expired unfinished, preceded by `abandoned` when the applicant had opened the link.
 */
import type { ApplicationEventKind, ApplicationEvent, Application } from './applications.ts';
import { currentStatus } from './applications.ts';

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
