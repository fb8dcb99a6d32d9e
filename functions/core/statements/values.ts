/**
 * Dates and amounts as South African bank exports write them, read liberally and converted
 * exactly (integer cents, calendar-checked dates).
 */
import { toCents } from '../bank-data.ts';

export type DateOrder = 'dmy' | 'mdy';

export type DateResult =
  | { ok: true; date: string; time: string | null }
  | { ok: false; problem: string; impossible: boolean };

const MONTHS: Record<string, number> = {
  jan: 1, feb: 2, mar: 3, apr: 4, may: 5, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  january: 1, february: 2, march: 3, april: 4, june: 6, july: 7, august: 8, september: 9, october: 10,
  november: 11, december: 12,
  // Afrikaans month names (Mei, Okt, Des) appear on Afrikaans-language profiles.
  mei: 5, okt: 10, des: 12, januarie: 1, februarie: 2, maart: 3, mrt: 3, maa: 3, junie: 6, julie: 7, augustus: 8,
  oktober: 10, desember: 12,
};

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function build(year: number, month: number, day: number, time: string | null, raw: string): DateResult {
  if (year < 1900 || year > 2199) return { ok: false, problem: `"${raw}" has an impossible year`, impossible: true };
  if (month < 1 || month > 12) return { ok: false, problem: `"${raw}" is an impossible date (month ${month})`, impossible: true };
  if (day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, problem: `"${raw}" is an impossible date (day ${day} of month ${month})`, impossible: true };
  }
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { ok: true, date, time };
}

function parseTime(rest: string | undefined, raw: string): string | null | false {
  if (!rest) return null;
  const m = /^[T\s]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*(?:Z|[+-]\d{2}:?\d{2}|SAST)?$/i.exec(rest);
  if (!m) return false;
  const [h, min, s = '00'] = [Number(m[1]), Number(m[2]), m[3] ?? '00'];
  if (h > 23 || min > 59 || Number(s) > 59) return false;
  void raw;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}:${s.padStart(2, '0')}`;
}

function year2(y: string): number {
  const n = Number(y);
  return y.length === 2 ? 2000 + n : n;
}

/**
 * Parses one date cell. Accepted: 2024-03-14, 2024/03/14, 2024.03.14, 20240314, 14/03/2024,
 * 14-03-2024, 14.03.2024, 14/03/24, 14 Mar 2024, 14-Mar-2024, 14Mar2024, 14 March 2024,
 * Mar 14 2024, each optionally followed by a time (2024-03-14 9:05, 2024-03-14T09:05:00).
 * Numeric day/month order is day first (South African usage) unless `order` says otherwise.
 */
export function parseDate(input: string, order: DateOrder = 'dmy'): DateResult {
  const raw = input.trim();
  if (raw === '') return { ok: false, problem: 'the date is missing', impossible: false };
  let m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(.*)$/.exec(raw);
  if (m) {
    const time = parseTime(m[4], raw);
    if (time === false) return { ok: false, problem: `"${raw}" is not a date`, impossible: false };
    return build(Number(m[1]), Number(m[2]), Number(m[3]), time, raw);
  }
  m = /^(\d{4})(\d{2})(\d{2})$/.exec(raw);
  if (m) return build(Number(m[1]), Number(m[2]), Number(m[3]), null, raw);
  m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(.*)$/.exec(raw);
  if (m) {
    const time = parseTime(m[4], raw);
    if (time === false) return { ok: false, problem: `"${raw}" is not a date`, impossible: false };
    const a = Number(m[1]);
    const b = Number(m[2]);
    const [day, month] = order === 'mdy' ? [b, a] : [a, b];
    return build(year2(m[3]!), month, day, time, raw);
  }
  m = /^(\d{1,2})[\s\-/.]*([A-Za-z]{3,9})\.?[\s\-/.,]*(\d{4}|\d{2})(.*)$/.exec(raw);
  if (m) {
    const month = MONTHS[m[2]!.toLowerCase()];
    const time = parseTime(m[4], raw);
    if (month !== undefined && time !== false) return build(year2(m[3]!), month, Number(m[1]), time, raw);
  }
  m = /^([A-Za-z]{3,9})\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(raw);
  if (m) {
    const month = MONTHS[m[1]!.toLowerCase()];
    if (month !== undefined) return build(Number(m[3]), month, Number(m[2]), null, raw);
  }
  return { ok: false, problem: `"${raw}" is not a date`, impossible: false };
}

/** True when the cell looks like a date at all (used to find data rows and footers). */
export function looksLikeDate(input: string): boolean {
  const r = parseDate(input);
  return r.ok || r.impossible;
}

/**
 * Decides day-first or month-first for a whole column of numeric dates: month-first only when
 * some date cannot be day-first (14/03 is day-first; 03/14 is month-first).
 */
export function dateOrderFor(cells: string[]): DateOrder {
  let dmyImpossible = false;
  let mdyImpossible = false;
  for (const cell of cells) {
    const m = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})/.exec(cell.trim());
    if (!m) continue;
    if (Number(m[2]) > 12) dmyImpossible = true;
    if (Number(m[1]) > 12) mdyImpossible = true;
  }
  return dmyImpossible && !mdyImpossible ? 'mdy' : 'dmy';
}

/**
 * The markers banks print after an amount or a balance: `Cr`/`Dr`, and in Afrikaans `Kt`
 * (krediet) / `Dt` (debiet) (FNB's Afrikaans statements), in any case. A regex source.
 */
export const DR_CR_MARKER = '(?:[Cc][Rr]|[Dd][Rr]|[Kk][Tt]|[Dd][Tt])';

/** A marker that means credit (`Cr`, `Kt`). */
export const CREDIT_MARKER = /(?:cr|kt)\.?$/i;

export type AmountResult =
  | { ok: true; cents: number; /** the text carried its own sign or Cr/Dr marker */ signed: boolean }
  | { ok: false; problem: string }
  | { ok: 'empty' };

/**
 * Parses a rand amount: "1234.56", "-1,234.56", "1 234,56", "R 1 234.56", "R-50.00",
 * "-R50.00", "1234.56-" (trailing minus), "(1234.56)", "1,234.56 Cr", "500.00Dr", "88,943.29 Dt", "+0000150.00",
 * "750" (whole rand). Cr → positive, Dr → negative. Converted to cents exactly (toCents).
 */
export function parseAmount(input: string): AmountResult {
  // Non-breaking and thin spaces separate thousands; a typographic minus or dash is a minus.
  let s = input.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/[\u2212\u2013]/g, '-').trim();
  if (s === '' || s === '-' || s === '—') return { ok: 'empty' };
  let negative = false;
  let signed = false;
  const marker = /(?<=[\d\s)])\s*(cr|dr|kt|dt)\.?$/i.exec(s);
  if (marker && /\d/.test(s.slice(0, marker.index))) {
    const m = marker[1]!.toLowerCase();
    negative = m === 'dr' || m === 'dt';
    signed = true;
    s = s.slice(0, marker.index).trim();
  }
  if (/^\(.*\)$/.test(s)) {
    negative = !negative;
    signed = true;
    s = s.slice(1, -1).trim();
  }
  s = s.replace(/^(ZAR|R)\s*/i, '');
  if (/^[+-]/.test(s)) {
    if (s[0] === '-') negative = !negative;
    signed = true;
    s = s.slice(1).trim();
  }
  s = s.replace(/^(ZAR|R)\s*/i, '');
  if (/-$/.test(s)) {
    negative = !negative;
    signed = true;
    s = s.slice(0, -1).trim();
  }
  s = s.replace(/\s+/g, '');
  if (!/^[\d.,']+$/.test(s) || !/\d/.test(s)) return { ok: false, problem: `"${input.trim()}" is not an amount` };
  s = s.replace(/'/g, '');
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let normal: string;
  if (lastDot >= 0 && lastComma >= 0) {
    normal = lastDot > lastComma ? s.replace(/,/g, '') : s.replace(/\./g, '').replace(',', '.');
  } else if (lastComma >= 0) {
    const commas = s.split(',').length - 1;
    if (commas === 1 && /,\d{1,2}$/.test(s)) normal = s.replace(',', '.');
    else if (/^\d{1,3}(,\d{3})+$/.test(s)) normal = s.replace(/,/g, '');
    else return { ok: false, problem: `"${input.trim()}" is not an amount` };
  } else if (lastDot >= 0) {
    const dots = s.split('.').length - 1;
    if (dots === 1) normal = s;
    else if (/^\d{1,3}(\.\d{3})+$/.test(s)) normal = s.replace(/\./g, '');
    else return { ok: false, problem: `"${input.trim()}" is not an amount` };
  } else {
    normal = s;
  }
  if (/\.\d{3,}$/.test(normal)) {
    // 12.500 style: a third decimal that is zero is fine, anything else is not rand and cents.
    const [whole, frac] = normal.split('.') as [string, string];
    if (/^\d{2}0+$/.test(frac)) normal = `${whole}.${frac.slice(0, 2)}`;
    else return { ok: false, problem: `"${input.trim()}" has more than two decimals` };
  }
  try {
    const cents = toCents(normal);
    return { ok: true, cents: negative && cents !== 0 ? -cents : cents, signed };
  } catch {
    return { ok: false, problem: `"${input.trim()}" is not an amount` };
  }
}

/** Rand text for messages: -1234.5 → "-1,234.50". */
export function formatRand(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${String(abs % 100).padStart(2, '0')}`;
}
