import {
  buildSaIdNumber,
  checkSaIdNumber,
  isRealDate,
  luhnCheckDigit,
  parseSaIdNumber,
  passesLuhn,
  resolveIdBirthDate,
  todayIn,
} from './sa-id.ts';

const TODAY = '2025-06-30';
const codes = (id: string, dob?: string) => checkSaIdNumber(id, dob, TODAY).map((problem) => `${problem.field}:${problem.code}`);

/** Changes the check digit to any other digit. */
const withWrongCheckDigit = (id: string) => `${id.slice(0, 12)}${(Number(id[12]) + 1) % 10}`;

describe('Luhn', () => {
  it('computes the check digit of a published example and of generated numbers', () => {
    // 800101 5009 0 8 7: the example ID number of the Department of Home Affairs' format notes.
    expect(luhnCheckDigit('800101500908')).toBe(7);
    expect(passesLuhn('8001015009087')).toBe(true);
    expect(passesLuhn('8001015009086')).toBe(false);
    expect(luhnCheckDigit('000000000000')).toBe(0);
    expect(passesLuhn('79927398713')).toBe(true); // the classic Luhn example
  });

  it('builds numbers that pass, for every sequence and both citizenship digits', () => {
    for (const sequence of [0, 1, 4999, 5000, 9999]) {
      for (const citizenship of [0, 1] as const) {
        const id = buildSaIdNumber('1994-07-21', { sequence, citizenship });
        expect(id).toHaveLength(13);
        expect(passesLuhn(id)).toBe(true);
        expect(codes(id, '1994-07-21')).toEqual([]);
      }
    }
  });
});

describe('dates', () => {
  it('knows leap years and month lengths', () => {
    expect(isRealDate(2000, 2, 29)).toBe(true);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(2023, 4, 31)).toBe(false);
    expect(isRealDate(2023, 13, 1)).toBe(false);
    expect(isRealDate(2023, 12, 0)).toBe(false);
  });

  it('formats today as YYYY-MM-DD in South Africa (UTC+2)', () => {
    expect(todayIn('Africa/Johannesburg', new Date('2025-01-01T21:59:59Z'))).toBe('2025-01-01');
    expect(todayIn('Africa/Johannesburg', new Date('2025-01-01T22:00:00Z'))).toBe('2025-01-02');
  });
});

describe('century handling', () => {
  it('takes the century from the given date of birth', () => {
    expect(resolveIdBirthDate('050312', '1905-03-12', TODAY)).toBe('1905-03-12');
    expect(resolveIdBirthDate('050312', '2005-03-12', TODAY)).toBe('2005-03-12');
    expect(codes(buildSaIdNumber('1905-03-12'), '1905-03-12')).toEqual([]);
    expect(codes(buildSaIdNumber('2005-03-12'), '2005-03-12')).toEqual([]);
  });

  it('without one, picks the latest century not in the future', () => {
    expect(resolveIdBirthDate('050312', undefined, TODAY)).toBe('2005-03-12');
    expect(resolveIdBirthDate('300101', undefined, TODAY)).toBe('1930-01-01');
    expect(resolveIdBirthDate('250630', undefined, TODAY)).toBe('2025-06-30');
    expect(resolveIdBirthDate('250701', undefined, TODAY)).toBe('1925-07-01');
  });

  it('29 February 00 is a real date in 2000 but not in 1900', () => {
    expect(codes(buildSaIdNumber('2000-02-29'), '2000-02-29')).toEqual([]);
    expect(resolveIdBirthDate('000229', undefined, TODAY)).toBe('2000-02-29');
    // Someone born in 1900 cannot have 000229 in their ID: it is a mismatch, not an impossible date.
    expect(codes(buildSaIdNumber('2000-02-29'), '1900-02-28')).toEqual(['gov_id:sa_id_dob_mismatch', 'date_of_birth:sa_id_dob_mismatch']);
  });
});

describe('checkSaIdNumber', () => {
  const valid = buildSaIdNumber('1990-01-15', { sequence: 5123, citizenship: 0 });

  it('accepts a valid number whose date matches, and parses it', () => {
    expect(checkSaIdNumber(valid, '1990-01-15', TODAY)).toEqual([]);
    expect(parseSaIdNumber(valid, '1990-01-15', TODAY)).toEqual({ dateOfBirth: '1990-01-15', sex: 'male', citizenship: 'citizen' });
    expect(parseSaIdNumber(buildSaIdNumber('1990-01-15', { sequence: 12, citizenship: 1 }), undefined, TODAY)).toEqual({
      dateOfBirth: '1990-01-15',
      sex: 'female',
      citizenship: 'permanent_resident',
    });
  });

  it('refuses anything but 13 digits, and nothing else is reported then', () => {
    expect(codes('900115512308', '1990-01-15')).toEqual(['gov_id:sa_id_format']);
    expect(codes('90011551230899', '1990-01-15')).toEqual(['gov_id:sa_id_format']);
    expect(codes('90011551230 8', '1990-01-15')).toEqual(['gov_id:sa_id_format']);
    expect(codes('A900115512308', '1990-01-15')).toEqual(['gov_id:sa_id_format']);
  });

  it('refuses a wrong check digit', () => {
    expect(codes(withWrongCheckDigit(valid), '1990-01-15')).toEqual(['gov_id:sa_id_checksum']);
    // A transposition of two digits is caught too.
    const swapped = `${valid.slice(0, 6)}${valid[7]}${valid[6]}${valid.slice(8)}`;
    expect(swapped).not.toBe(valid);
    expect(codes(swapped, '1990-01-15')).toEqual(['gov_id:sa_id_checksum']);
    expect(parseSaIdNumber(withWrongCheckDigit(valid), '1990-01-15', TODAY)).toBeUndefined();
  });

  it('refuses impossible dates such as 31 February (with a correct check digit)', () => {
    for (const yymmdd of ['990231', '991301', '990000', '990431', '010229']) {
      const first12 = `${yymmdd}500908`;
      const id = `${first12}${luhnCheckDigit(first12)}`;
      expect(codes(id)).toEqual(['gov_id:sa_id_date']);
      // The date of birth cannot rescue it, and no mismatch is reported on top.
      expect(codes(id, '1999-02-28')).toEqual(['gov_id:sa_id_date']);
    }
  });

  it('refuses a citizenship digit other than 0 or 1', () => {
    const first12 = '900115512328';
    const id = `${first12}${luhnCheckDigit(first12)}`;
    expect(codes(id, '1990-01-15')).toEqual(['gov_id:sa_id_citizenship']);
  });

  it('reports a date of birth that differs from the ID on both fields', () => {
    expect(codes(valid, '1990-01-16')).toEqual(['gov_id:sa_id_dob_mismatch', 'date_of_birth:sa_id_dob_mismatch']);
    expect(codes(valid, '1980-01-15')).toEqual(['gov_id:sa_id_dob_mismatch', 'date_of_birth:sa_id_dob_mismatch']);
    // The century is not in the number: 1890 or 2090 agree with it (the request schema refuses
    // dates of birth before 1900 or in the future on their own).
    expect(codes(valid, '2090-01-15')).toEqual([]);
    expect(codes(valid, '1890-01-15')).toEqual([]);
    const messages = checkSaIdNumber(valid, '1990-01-16', TODAY).map((problem) => problem.message);
    expect(messages.join(' ')).not.toContain(valid);
  });

  it('skips the comparison when the date of birth is not a real date (that is reported elsewhere)', () => {
    expect(codes(valid, '1990-02-30')).toEqual([]);
    expect(codes(valid, 'not a date')).toEqual([]);
  });

  it('reports every independent problem together', () => {
    const first12 = '900115512328';
    const wrong = `${first12}${(luhnCheckDigit(first12) + 1) % 10}`;
    expect(codes(wrong, '1991-01-15')).toEqual([
      'gov_id:sa_id_citizenship',
      'gov_id:sa_id_checksum',
      'gov_id:sa_id_dob_mismatch',
      'date_of_birth:sa_id_dob_mismatch',
    ]);
  });
});
