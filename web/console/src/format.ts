/** South African formats: R 1 234,56 (the en-ZA locale), dates as 3 Mar 2026 in South African time. */
const rand = new Intl.NumberFormat('en-ZA', { style: 'currency', currency: 'ZAR', minimumFractionDigits: 2 });
const date = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Johannesburg' });
const dateTime = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Africa/Johannesburg' });
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const formatRand = (value: number): string => rand.format(value);
export const formatDate = (iso: string): string => date.format(new Date(iso));
export const formatDateTime = (iso: string): string => dateTime.format(new Date(iso));
export const monthName = (year: number, month: number): string => `${MONTHS[month - 1] ?? month} ${year}`;
export const percent = (share: number): string => `${(share * 100).toFixed(1)} %`;

/** Application statuses (schemas/applications.ts) and the bank connection's and files' in words. */
export const STATUS_NAMES: Record<string, string> = {
  created: 'Created',
  connecting: 'Connecting',
  connected: 'Connected',
  analysing: 'Analysing',
  complete: 'Complete',
  failed: 'Failed',
  expired: 'Expired',
};
/** The statuses an application can be filtered by (the API's `status` query). */
export const APPLICATION_STATUSES = ['created', 'connecting', 'connected', 'analysing', 'complete', 'failed', 'expired'] as const;
export const statusName = (status: string): string => STATUS_NAMES[status] ?? status.replace(/_/g, ' ');
