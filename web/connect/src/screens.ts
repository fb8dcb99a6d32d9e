/** The screens of the journey, as history entries: each is plain data so that history.state can hold it. */
export type Screen =
  | { name: 'welcome' }
  | { name: 'consent' }
  | { name: 'personal' }
  | { name: 'banks' }
  | { name: 'method'; bankId: string; bankName: string }
  | { name: 'link'; bankId: string; bankName: string; returning?: boolean; failure?: string }
  | { name: 'upload'; bankId: string; bankName: string }
  | { name: 'email'; bankId: string; bankName: string }
  | { name: 'analysing'; via: 'link' | 'upload' | 'email' }
  | { name: 'done' }
  /** The link of an application the applicant already completed (here or in another tab): read-only. */
  | { name: 'completed' };

export type ScreenName = Screen['name'];

export function isScreen(value: unknown): value is Screen {
  return typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';
}
