import { MAX_PASSWORD_CANDIDATES, passwordCandidates } from './passwords.ts';

describe('passwordCandidates', () => {
  it('puts the SA ID number first, then the FNB, Standard Bank, date-of-birth and Capitec conventions', () => {
    expect(
      passwordCandidates({ idNumber: '8001015009087', accountNumbers: ['62000000001'], dateOfBirth: '1980-01-01', mobileNumber: '+27 82 555 1234' }),
    ).toEqual(['8001015009087', '90870001', '009087', '01011980', '1234', '62000000001', '19800101', '010180', '800101', '000001']);
  });

  it('normalises spaces and dashes and drops duplicates', () => {
    const candidates = passwordCandidates({ idNumber: '800101 5009 087', accountNumbers: ['6200-0000-001', '62000000001'] });
    expect(candidates[0]).toBe('8001015009087');
    expect(new Set(candidates).size).toBe(candidates.length);
    expect(candidates.filter((c) => c === '62000000001')).toHaveLength(1);
  });

  it('reads the date of birth from the ID number when none is given', () => {
    expect(passwordCandidates({ idNumber: '0203045009087' })).toEqual(['0203045009087', '009087', '04032002', '20020304', '040302', '020304']);
  });

  it('uses the passport number for holders without an SA ID', () => {
    expect(passwordCandidates({ passportNumber: 'a1234567', accountNumbers: ['1234567890'] })).toEqual([
      'a1234567',
      'A1234567',
      '45677890',
      '1234567890',
      '567890',
    ]);
  });

  it('gives nothing when nothing is known, and never more than the cap', () => {
    expect(passwordCandidates({})).toEqual([]);
    const many = passwordCandidates({ idNumber: '8001015009087', accountNumbers: Array.from({ length: 30 }, (_, i) => `6200000${String(i).padStart(4, '0')}`) });
    expect(many).toHaveLength(MAX_PASSWORD_CANDIDATES);
    expect(many[0]).toBe('8001015009087');
  });
});
