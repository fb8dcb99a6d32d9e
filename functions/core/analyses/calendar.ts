/**
 * Calendar arithmetic for the analyses, in South African Standard Time (SAST, UTC+2, no daylight
 * saving). Dates are handled as *day numbers*: whole days since 1970-01-01 in SAST, so that
 * intervals, weekdays and month membership are integer arithmetic and never depend on the
 * machine's time zone.
 *
 * Public holidays: the Public Holidays Act 36 of 1994 — fixed-date holidays, Good Friday and
 * Family Day (Easter Monday) from the Gregorian Easter date, and section 2(1): a public holiday
 * that falls on a Sunday makes the following Monday a public holiday. Ad-hoc holidays declared by
 * the President (election days and the like) are listed in DECLARED_HOLIDAYS; add new ones there.
 */

const DAY_MS = 86_400_000;
const SAST_OFFSET_MS = 2 * 3_600_000;

/** SAST day number of an ISO timestamp (any offset) or Date. */
export function sastDay(instant: string | Date): number {
  const ms = typeof instant === 'string' ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not a timestamp: ${String(instant)}`);
  return Math.floor((ms + SAST_OFFSET_MS) / DAY_MS);
}

/** Day number of a calendar date. `month` is 1-12. */
export function dayOf(year: number, month: number, day: number): number {
  return Math.floor(Date.UTC(year, month - 1, day) / DAY_MS);
}

export interface YMD {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const ymdCache = new Map<number, YMD>();

export function ymd(dayNum: number): YMD {
  const cached = ymdCache.get(dayNum);
  if (cached) return cached;
  const d = new Date(dayNum * DAY_MS);
  const value = { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  if (ymdCache.size > 20_000) ymdCache.clear();
  ymdCache.set(dayNum, value);
  return value;
}

/** Day number of an instant in epoch milliseconds. */
export function sastDayOfMs(ms: number): number {
  return Math.floor((ms + SAST_OFFSET_MS) / DAY_MS);
}

/** `YYYY-MM-DD`. */
export function isoDate(dayNum: number): string {
  return new Date(dayNum * DAY_MS).toISOString().slice(0, 10);
}

/** Month index: year * 12 + (month - 1). Consecutive months differ by one. */
export function monthIndexOfDay(dayNum: number): number {
  const { year, month } = ymd(dayNum);
  return year * 12 + month - 1;
}

export function monthYear(monthIndex: number): { year: number; month: number } {
  return { year: Math.floor(monthIndex / 12), month: (monthIndex % 12) + 1 };
}

export function firstDayOfMonth(monthIndex: number): number {
  const { year, month } = monthYear(monthIndex);
  return dayOf(year, month, 1);
}

export function lastDayOfMonth(monthIndex: number): number {
  return firstDayOfMonth(monthIndex + 1) - 1;
}

export function daysInMonth(monthIndex: number): number {
  return lastDayOfMonth(monthIndex) - firstDayOfMonth(monthIndex) + 1;
}

/** The same day of month `n` months later, clamped to the month's length (31 Jan + 1 = 28/29 Feb). */
export function addMonths(dayNum: number, n: number): number {
  const { year, month, day } = ymd(dayNum);
  const target = year * 12 + month - 1 + n;
  return firstDayOfMonth(target) + Math.min(day, daysInMonth(target)) - 1;
}

/** 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday). */
export function weekday(dayNum: number): number {
  return (((dayNum + 4) % 7) + 7) % 7;
}

/** Gregorian Easter Sunday (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, day);
}

/** Fixed-date holidays of the Public Holidays Act 36 of 1994 (month, day). */
const FIXED_HOLIDAYS: ReadonlyArray<readonly [number, number]> = [
  [1, 1], // New Year's Day
  [3, 21], // Human Rights Day
  [4, 27], // Freedom Day
  [5, 1], // Workers' Day
  [6, 16], // Youth Day
  [8, 9], // National Women's Day
  [9, 24], // Heritage Day
  [12, 16], // Day of Reconciliation
  [12, 25], // Christmas Day
  [12, 26], // Day of Goodwill
];

/** Once-off public holidays declared under section 2A of the Act (elections and the like). */
export const DECLARED_HOLIDAYS: readonly string[] = [
  '2016-08-03', // local government elections
  '2019-05-08', // national and provincial elections
  '2021-11-01', // local government elections
  '2022-12-27', // declared: Christmas Day fell on a Sunday
  '2023-12-15', // declared: Rugby World Cup victory
  '2024-05-29', // national and provincial elections
];

const holidayCache = new Map<number, ReadonlySet<number>>();

/** Day numbers of South African public holidays in `year`. */
export function publicHolidays(year: number): ReadonlySet<number> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const days = new Set<number>();
  const easter = easterSunday(year);
  const base = [...FIXED_HOLIDAYS.map(([m, d]) => dayOf(year, m, d)), easter - 2 /* Good Friday */, easter + 1 /* Family Day */];
  for (const day of base) days.add(day);
  // Section 2(1): a holiday on a Sunday moves the next Monday off work.
  for (const day of base) if (weekday(day) === 0) days.add(day + 1);
  for (const iso of DECLARED_HOLIDAYS) {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    if (y === year) days.add(dayOf(y, m, d));
  }
  holidayCache.set(year, days);
  return days;
}

export function isPublicHoliday(dayNum: number): boolean {
  return publicHolidays(ymd(dayNum).year).has(dayNum);
}

/** Monday to Friday and not a public holiday. */
export function isBusinessDay(dayNum: number): boolean {
  const w = weekday(dayNum);
  return w !== 0 && w !== 6 && !isPublicHoliday(dayNum);
}

/** The day itself if a business day, else the last business day before it (how employers pay early). */
export function businessDayOnOrBefore(dayNum: number): number {
  let d = dayNum;
  while (!isBusinessDay(d)) d -= 1;
  return d;
}

/** The day itself if a business day, else the next business day. */
export function businessDayOnOrAfter(dayNum: number): number {
  let d = dayNum;
  while (!isBusinessDay(d)) d += 1;
  return d;
}

/** Day `n` of a month, clamped to its last day (31 → 30 in April). */
export function clampedDayOfMonth(monthIndex: number, n: number): number {
  return firstDayOfMonth(monthIndex) + Math.min(n, daysInMonth(monthIndex)) - 1;
}
