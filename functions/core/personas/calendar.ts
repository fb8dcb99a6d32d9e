/**
 * Calendar arithmetic on whole days (UTC day numbers, so no time zone can move a date), South
 * African public holidays and the SASSA grant payment schedule.
 *
 * Public holidays (Public Holidays Act 36 of 1994): 1 Jan, 21 Mar, Good Friday, Family Day
 * (Easter Monday), 27 Apr, 1 May, 16 Jun, 9 Aug, 24 Sep, 16 Dec, 25 Dec, 26 Dec; a holiday on a
 * Sunday moves to the Monday. One-off holidays proclaimed since 2019 (election days) are listed.
 *
 * SASSA pays permanent grants from the first working days of each month, in three waves: older
 * persons' grants (and grants linked to them) first, disability grants the next working day, then
 * children's grants (child support, foster care, care dependency) the working day after. In the
 * published schedules of 2024 and 2025 the first wave lands on the second working day of the month:
 * 3/4/5 Apr 2024, 3/6/7 May 2024, 4/5/6 Jun 2024, 2/3/4 Jul 2024, 2/5 Aug 2024, 3/4/5 Sep 2024,
 * 3/6/7 Jan 2025, 4/5/6 Feb 2025, 4/5/6 Mar 2025 (older / disability / children). Sources:
 * careersportal.co.za "Why Sassa grant payments don't start on the first day of the month",
 * thesouthafrican.com "SASSA social grants payment dates for September 2024" and "... January 2025".
 * The SRD (R350, R370 from April 2024) is paid separately, late in the month on varying dates.
 *
 * functions/core/analyses/calendar.ts computes public holidays too. The two are kept apart on
 * purpose: the personas are the oracle the analyses are tested against, and a shared calendar
 * would let one bug pass in both.
 */

export type Day = number;

const MS_PER_DAY = 86_400_000;
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const MONTHS_SHORT = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] as const;

export function dayOf(year: number, month: number, day: number): Day {
  return Math.round(Date.UTC(year, month - 1, day) / MS_PER_DAY);
}

export function fromIso(iso: string): Day {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${iso}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const result = dayOf(year, month, day);
  if (toIso(result) !== iso) throw new RangeError(`Not a real date: ${iso}`);
  return result;
}

export function ymd(day: Day): { year: number; month: number; day: number } {
  const date = new Date(day * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

export function toIso(day: Day): string {
  const { year, month, day: d } = ymd(day);
  return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(day: Day): number {
  return (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day of the month `delta` months away, clamped to the month's length. */
export function addMonths(day: Day, delta: number): Day {
  const { year, month, day: d } = ymd(day);
  const index = year * 12 + (month - 1) + delta;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return dayOf(y, m, Math.min(d, daysInMonth(y, m)));
}

/** 'YYYY-MM' of a day. */
export function monthKey(day: Day): string {
  return toIso(day).slice(0, 7);
}

/** Easter Sunday (anonymous Gregorian algorithm). */
export function easterSunday(year: number): Day {
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
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(year, month, dayOfMonth);
}

/** One-off proclaimed holidays (elections, special days). */
const SPECIAL_HOLIDAYS = ['2019-05-08', '2021-11-01', '2022-12-27', '2024-05-29'];

const holidayCache = new Map<number, Set<Day>>();

export function publicHolidays(year: number): Set<Day> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const fixed: [number, number][] = [[1, 1], [3, 21], [4, 27], [5, 1], [6, 16], [8, 9], [9, 24], [12, 16], [12, 25], [12, 26]];
  const easter = easterSunday(year);
  const days = new Set<Day>([easter - 2, easter + 1]);
  for (const [month, d] of fixed) {
    let day = dayOf(year, month, d);
    days.add(day);
    if (weekday(day) === 0) {
      day += 1;
      while (days.has(day)) day += 1;
      days.add(day);
    }
  }
  for (const iso of SPECIAL_HOLIDAYS) if (iso.startsWith(String(year))) days.add(fromIso(iso));
  holidayCache.set(year, days);
  return days;
}

export function isPublicHoliday(day: Day): boolean {
  return publicHolidays(ymd(day).year).has(day);
}

export function isWorkingDay(day: Day): boolean {
  const w = weekday(day);
  return w !== 0 && w !== 6 && !isPublicHoliday(day);
}

/** The day itself when it is a working day, else the last working day before it. */
export function onOrBeforeWorkingDay(day: Day): Day {
  while (!isWorkingDay(day)) day -= 1;
  return day;
}

/** The day itself when it is a working day, else the next working day. */
export function onOrAfterWorkingDay(day: Day): Day {
  while (!isWorkingDay(day)) day += 1;
  return day;
}

/** The n-th (1-based) working day of a month. */
export function nthWorkingDay(year: number, month: number, n: number): Day {
  let day = onOrAfterWorkingDay(dayOf(year, month, 1));
  for (let i = 1; i < n; i++) day = onOrAfterWorkingDay(day + 1);
  return day;
}

/** SASSA's three waves for a month (see the header). */
export function sassaPaymentDays(year: number, month: number): { older_persons: Day; disability: Day; children: Day } {
  const olderPersons = nthWorkingDay(year, month, 2);
  const disability = onOrAfterWorkingDay(olderPersons + 1);
  const children = onOrAfterWorkingDay(disability + 1);
  return { older_persons: olderPersons, disability, children };
}

/**
 * Monthly grant amounts in rand by effective date (raised each April, sometimes again in
 * October). Sources: National Treasury budget reviews as reported by thesouthafrican.com (Jan
 * 2025: older persons R2 190, CSG R530, foster R1 180), sblconnect.com / royalesquireclub.com
 * (April 2025: older persons and disability R2 315, over-75 R2 335, CSG R560, foster R1 250,
 * SRD R370 until March 2026).
 */
export const SASSA_AMOUNTS = [
  { from: '2000-01-01', older_persons: 2080, disability: 2080, child_support: 500, foster_care: 1120, srd: 350 },
  { from: '2023-10-01', older_persons: 2090, disability: 2090, child_support: 510, foster_care: 1120, srd: 350 },
  { from: '2024-04-01', older_persons: 2180, disability: 2180, child_support: 530, foster_care: 1180, srd: 370 },
  { from: '2024-10-01', older_persons: 2190, disability: 2190, child_support: 530, foster_care: 1180, srd: 370 },
  { from: '2025-04-01', older_persons: 2315, disability: 2315, child_support: 560, foster_care: 1250, srd: 370 },
] as const;

export type GrantType = 'older_persons' | 'disability' | 'child_support' | 'foster_care' | 'srd';

export function sassaAmount(grant: GrantType, day: Day): number {
  const iso = toIso(day);
  let amount: number = SASSA_AMOUNTS[0][grant];
  for (const row of SASSA_AMOUNTS) if (row.from <= iso) amount = row[grant];
  return amount;
}
