/**
 * South African identity numbers (the 13 digits of the green ID book and the smart ID card):
 *
 *   Y Y M M D D  S S S S  C  A  Z
 *   date of birth  sequence  citizenship  (8 or 9)  Luhn check digit
 *
 * - YYMMDD is the date of birth; the century is not encoded, so it is taken from the date of
 *   birth the applicant gives (or, without one, the latest century that is not in the future).
 * - SSSS is a sequence number: 0000-4999 female, 5000-9999 male at registration.
 * - C is 0 for a South African citizen and 1 for a permanent resident.
 * - A was once a race classification and is now 8 (rarely 9); it is not checked.
 * - Z makes the 13 digits pass the Luhn (mod 10) check.
 *
 * Pure: no I/O, and never logs (the number is personal information under POPIA).
 */

export type SaIdProblemCode = 'sa_id_format' | 'sa_id_date' | 'sa_id_citizenship' | 'sa_id_checksum' | 'sa_id_dob_mismatch';

export interface SaIdProblem {
  /** The request field to report the problem on. */
  field: 'gov_id' | 'date_of_birth';
  code: SaIdProblemCode;
  message: string;
}

export interface SaIdDetails {
  /** YYYY-MM-DD, with the century resolved as described above. */
  dateOfBirth: string;
  sex: 'female' | 'male';
  citizenship: 'citizen' | 'permanent_resident';
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when year-month-day is a day of the (proleptic Gregorian) calendar. */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= lengths[month - 1]!;
}

/** `YYYY-MM-DD` that is a real date → its parts; anything else → undefined. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | undefined {
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isRealDate(year, month, day) ? { year, month, day } : undefined;
}

/** Today's date (YYYY-MM-DD) in a time zone; South African lenders by default. */
export function todayIn(timeZone = 'Africa/Johannesburg', now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return now.toLocaleDateString('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
}

/** Luhn (mod 10) check digit for a string of digits that does not yet carry one. */
export function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    // Counting from the right of the final number, the check digit is position 1 (not
    // doubled), so the last digit given here is position 2 (doubled).
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

export function passesLuhn(digits: string): boolean {
  return /^\d{2,}$/.test(digits) && luhnCheckDigit(digits.slice(0, -1)) === Number(digits.slice(-1));
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The full date of birth an ID's YYMMDD stands for. With a date of birth whose year ends in the
 * same two digits (and in whose century YYMMDD is a real date), that year's century; otherwise
 * the latest of 20YY / 19YY that is a real date not after `today`. Undefined when YYMMDD is not a real date in any candidate century.
 */
export function resolveIdBirthDate(yymmdd: string, dateOfBirth?: string, today: string = todayIn()): string | undefined {
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const given = dateOfBirth ? parseIsoDate(dateOfBirth) : undefined;
  const format = (year: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
  if (given && given.year % 100 === yy && isRealDate(given.year, month, day)) return format(given.year);
  const real = [2000 + yy, 1900 + yy].filter((year) => isRealDate(year, month, day));
  if (real.length === 0) return undefined;
  return real.map(format).find((date) => date <= today) ?? format(real[real.length - 1]!);
}

/**
 * Every problem with `id` as a South African ID number, and (when `dateOfBirth` is a real
 * YYYY-MM-DD date) whether the two agree. An empty list means the number is valid.
 */
export function checkSaIdNumber(id: string, dateOfBirth?: string, today: string = todayIn()): SaIdProblem[] {
  if (!/^\d{13}$/.test(id)) {
    return [{ field: 'gov_id', code: 'sa_id_format', message: 'A South African ID number must be exactly 13 digits' }];
  }
  const problems: SaIdProblem[] = [];
  const birthDate = resolveIdBirthDate(id.slice(0, 6), dateOfBirth, today);
  if (!birthDate) {
    problems.push({ field: 'gov_id', code: 'sa_id_date', message: 'The first 6 digits of a South African ID number (YYMMDD) must be a real date of birth' });
  }
  if (id[10] !== '0' && id[10] !== '1') {
    problems.push({
      field: 'gov_id',
      code: 'sa_id_citizenship',
      message: 'The 11th digit of a South African ID number must be 0 (citizen) or 1 (permanent resident)',
    });
  }
  if (!passesLuhn(id)) {
    problems.push({ field: 'gov_id', code: 'sa_id_checksum', message: 'Not a valid South African ID number: the check digit (13th) is wrong' });
  }
  if (birthDate && dateOfBirth && parseIsoDate(dateOfBirth) && birthDate !== dateOfBirth) {
    problems.push(
      { field: 'gov_id', code: 'sa_id_dob_mismatch', message: 'The date of birth in this South African ID number does not match date_of_birth' },
      { field: 'date_of_birth', code: 'sa_id_dob_mismatch', message: 'Does not match the date of birth in the South African ID number (gov_id)' },
    );
  }
  return problems;
}

/** The details a valid ID number encodes, or undefined when it has any problem. */
export function parseSaIdNumber(id: string, dateOfBirth?: string, today: string = todayIn()): SaIdDetails | undefined {
  if (checkSaIdNumber(id, dateOfBirth, today).length > 0) return undefined;
  return {
    dateOfBirth: resolveIdBirthDate(id.slice(0, 6), dateOfBirth, today)!,
    sex: Number(id.slice(6, 10)) < 5000 ? 'female' : 'male',
    citizenship: id[10] === '0' ? 'citizen' : 'permanent_resident',
  };
}

/** Builds a valid ID number (tests, fixtures): the check digit is computed. */
export function buildSaIdNumber(dateOfBirth: string, options: { sequence?: number; citizenship?: 0 | 1; race?: 8 | 9 } = {}): string {
  const parts = parseIsoDate(dateOfBirth);
  if (!parts) throw new Error('buildSaIdNumber: dateOfBirth must be a real YYYY-MM-DD date');
  const first12 =
    `${pad(parts.year % 100)}${pad(parts.month)}${pad(parts.day)}` +
    `${pad(options.sequence ?? 5009, 4)}${options.citizenship ?? 0}${options.race ?? 8}`;
  return `${first12}${luhnCheckDigit(first12)}`;
}

// ---------------------------------------------------------------------------------------------
// Which documents are South African ID numbers

/** `sa id`, `SA-ID`, `Sa_Id` → `SA_ID`: upper case, every run of other characters one `_`. */
export function normaliseIdType(idType: string): string {
  return idType
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}

/** id_type spellings that always mean a South African ID number, whatever id_country says. */
export const SA_ID_TYPE_SPELLINGS = ['SA_ID', 'SAID', 'RSA_ID', 'ZA_ID', 'SA_ID_NUMBER', 'RSA_ID_NUMBER', 'SOUTH_AFRICAN_ID', 'SA_SMART_ID', 'SA_ID_BOOK'] as const;

/** Generic national-ID spellings: a South African ID number when id_country is ZA or ZAF. */
export const NATIONAL_ID_TYPE_SPELLINGS = [
  'ID',
  'ID_NUMBER',
  'ID_DOCUMENT',
  'ID_CARD',
  'ID_BOOK',
  'NATIONAL_ID',
  'NATIONAL_ID_NUMBER',
  'NATIONAL_ID_CARD',
  'IDENTITY_DOCUMENT',
  'IDENTITY_NUMBER',
  'IDENTITY_CARD',
  'SMART_ID',
  'SMART_ID_CARD',
  'GREEN_ID_BOOK',
] as const;

const SA_SPELLINGS: ReadonlySet<string> = new Set(SA_ID_TYPE_SPELLINGS);
const NATIONAL_SPELLINGS: ReadonlySet<string> = new Set(NATIONAL_ID_TYPE_SPELLINGS);

/** True when gov_id must be checked as a South African ID number. */
export function isSouthAfricanIdType(idType: string, idCountry: string): boolean {
  const type = normaliseIdType(idType);
  if (SA_SPELLINGS.has(type)) return true;
  const country = idCountry.trim().toUpperCase();
  return NATIONAL_SPELLINGS.has(type) && (country === 'ZA' || country === 'ZAF');
}
