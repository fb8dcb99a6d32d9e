/**
 * Statement dates in every notation of PdfDateFormat (and the other common ones), with or
 * without a year, day not zero-padded. A date without a year is resolved from the statement
 * period (a statement crossing New Year: December rows take the start year, January rows the
 * end year), else from the order of the rows and "now".
 */
import type { PdfDateFormat } from './layout.ts';

export interface LooseDate {
  year: number | null;
  month: number;
  day: number;
}

export type NumericOrder = 'dm' | 'md';

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  january: 1, february: 2, march: 3, april: 4, june: 6, july: 7, august: 8, september: 9, october: 10,
  november: 11, december: 12, mei: 5, okt: 10, des: 12, januarie: 1, februarie: 2, maart: 3, mrt: 3, maa: 3, junie: 6,
  julie: 7, augustus: 8, oktober: 10, desember: 12,
};

const year4 = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

function valid(d: LooseDate): LooseDate | null {
  if (d.month < 1 || d.month > 12 || d.day < 1 || d.day > 31) return null;
  if (d.year !== null && (d.year < 1990 || d.year > 2199)) return null;
  const y = d.year ?? 2024; // a leap year, so 29 Feb without a year is possible
  if (d.day > new Date(Date.UTC(y, d.month, 0)).getUTCDate()) return null;
  return d;
}

/** Parses one date cell; `order` decides numeric day/month order (default day first). */
export function parseLooseDate(input: string, order: NumericOrder = 'dm'): LooseDate | null {
  const raw = input.replace(/[\u00a0\u202f]/g, ' ').trim().replace(/\s+/g, ' ').replace(/\s+\d{1,2}:\d{2}(?::\d{2})?$/, '');
  if (raw === '' || raw.length > 24) return null;
  let m = /^(\d{4})[-/. ](\d{1,2})[-/. ](\d{1,2})$/.exec(raw);
  if (m) return valid({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(raw);
  if (m) return valid({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) });
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(raw) ?? /^(\d{1,2}) (\d{1,2}) (\d{4})$/.exec(raw);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const [day, month] = order === 'md' ? [b, a] : [a, b];
    return valid({ year: year4(m[3]!), month, day });
  }
  m = /^(\d{1,2})[-/. ]?([A-Za-z]{3,9})\.?(?:[-/ ,]*(\d{4}|\d{2}))?$/.exec(raw);
  if (m) {
    const month = MONTHS[m[2]!.toLowerCase()];
    if (month === undefined) return null;
    return valid({ year: m[3] ? year4(m[3]) : null, month, day: Number(m[1]) });
  }
  m = /^([A-Za-z]{3,9})\.?[- ](\d{1,2})(?:,?[ ,]+(\d{4}))?$/.exec(raw);
  if (m) {
    const month = MONTHS[m[1]!.toLowerCase()];
    if (month === undefined) return null;
    return valid({ year: m[3] ? Number(m[3]) : null, month, day: Number(m[2]) });
  }
  m = /^(\d{1,2})[/\-. ](\d{1,2})$/.exec(raw);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    const [day, month] = order === 'md' ? [b, a] : [a, b];
    return valid({ year: null, month, day });
  }
  return null;
}

/**
 * Day/month order for a column of numeric dates: forced by a date that can only be read one
 * way (14/03 is day first, 03 14 month first), else the layout's notation (`mm dd`), else day first.
 */
export function numericOrder(cells: readonly string[], formats: readonly PdfDateFormat[]): NumericOrder {
  let dmImpossible = false;
  let mdImpossible = false;
  for (const cell of cells) {
    const m = /^(\d{1,2})[/\-. ](\d{1,2})(?:[/\-. ](\d{2}|\d{4}))?(?:\s|$)/.exec(cell.trim());
    if (!m) continue;
    if (Number(m[2]) > 12) dmImpossible = true;
    if (Number(m[1]) > 12) mdImpossible = true;
  }
  if (dmImpossible && !mdImpossible) return 'md';
  if (mdImpossible && !dmImpossible) return 'dm';
  return formats.includes('mm dd') && !formats.some((f) => f.startsWith('dd')) ? 'md' : 'dm';
}

export const iso = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

function daysBetween(a: string, b: string): number {
  return (Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86400000;
}

/**
 * Gives every date its year. With a period: the year (start's or end's) that puts the date
 * inside the period (or nearest to it). Without: the rows are in order (oldest or newest
 * first), so walking from the last row backwards a month that goes up means the year went down;
 * the last row's year is the year of `now` (the previous one when that would be in the future).
 */
export function resolveYears(
  dates: readonly LooseDate[],
  period: { start: string; end: string } | null,
  now: Date,
  /** The rows' order when the balances tell it (null: decide from the dates). */
  newestFirstHint: boolean | null = null,
): string[] {
  if (period) {
    const years = new Set([Number(period.start.slice(0, 4)), Number(period.end.slice(0, 4))]);
    return dates.map((d) => {
      if (d.year !== null) return iso(d.year, d.month, d.day);
      let best: string | null = null;
      let bestDistance = Infinity;
      for (const y of [...years, Math.min(...years) - 1, Math.max(...years) + 1]) {
        const candidate = iso(y, d.month, d.day);
        const distance = Math.max(daysBetween(period.start, candidate), daysBetween(candidate, period.end), 0);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = candidate;
        }
      }
      return best!;
    });
  }
  if (dates.every((d) => d.year !== null)) return dates.map((d) => iso(d.year!, d.month, d.day));
  // Newest first when the known order says so: compare month/day of first and last rows.
  const key = (d: LooseDate) => d.month * 100 + d.day;
  let ups = 0;
  let downs = 0;
  for (let i = 1; i < dates.length; i += 1) {
    if (key(dates[i]!) > key(dates[i - 1]!)) ups += 1;
    else if (key(dates[i]!) < key(dates[i - 1]!)) downs += 1;
  }
  const newestFirst = newestFirstHint ?? downs > ups;
  const list = newestFirst ? [...dates].reverse() : [...dates];
  const out: string[] = new Array<string>(list.length);
  const today = now.toISOString().slice(0, 10);
  let year: number | null = null;
  for (let i = list.length - 1; i >= 0; i -= 1) {
    const d = list[i]!;
    if (d.year !== null) {
      year = d.year;
      out[i] = iso(d.year, d.month, d.day);
      continue;
    }
    if (year === null) {
      year = now.getUTCFullYear();
      if (iso(year, d.month, d.day) > today) year -= 1;
    } else {
      const next = list[i + 1]!;
      if (key(d) > key(next) + 1) year -= 1;
    }
    out[i] = iso(year, d.month, d.day);
  }
  return newestFirst ? out.reverse() : out;
}
