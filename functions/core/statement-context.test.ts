import { contextSignals, nameKeys, PERIOD_APART_DAYS, type StatementContext } from './statement-context.ts';

const april = { account_holder_name: 'MR P NKOSI', period_start: '2025-04-01', period_end: '2025-04-30' };
const none: StatementContext = { applicantNames: [], trustedHolders: [], trustedData: null };
const codes = (statement: Parameters<typeof contextSignals>[0], context: Partial<StatementContext>) => contextSignals(statement, { ...none, ...context }).map((signal) => signal.code);
const holderFlagged = (applicant: string, holder: string) => codes({ ...april, account_holder_name: holder }, { applicantNames: [applicant] }).includes('holder_mismatch');

describe('statement context signals', () => {
  it("reads what identifies someone in a name: no titles, initials, particles or business words; runs of words joined; letters folded", () => {
    expect([...nameKeys('MR P NKOSI')]).toEqual(['NKOSI']);
    expect([...nameKeys('Mev. J. van der Merwe')].sort()).toEqual(['DERMERWE', 'MERWE', 'VANDERMERWE']);
    expect(nameKeys("Sean O'Brien").has('OBRIEN')).toBe(true);
    expect(nameKeys('Jan Łopez').has('LOPEZ')).toBe(true);
    expect(nameKeys('MR PJ MOKOENA').has('PJ')).toBe(false);
    expect(nameKeys(null).size).toBe(0);
  });

  it("flags a holder who shares no name with the applicant or the lender's and linked banks' holders", () => {
    expect(codes(april, { applicantNames: ['Lerato Mokoena'] })).toEqual(['holder_mismatch']);
    expect(codes(april, { applicantNames: ['Peter Nkosi'] })).toEqual([]);
    expect(codes(april, { applicantNames: [null, 'Peter Nkosi'] })).toEqual([]); // the applicant's own personal info
    expect(codes(april, { applicantNames: ['Lerato Mokoena'], trustedHolders: ['MR PETER NKOSI'] })).toEqual([]);
    expect(codes(april, { trustedHolders: ['T MOKOENA', null] })).toEqual(['holder_mismatch']);
    expect(codes(april, none)).toEqual([]);
    expect(codes({ ...april, account_holder_name: null }, { applicantNames: ['Lerato Mokoena'] })).toEqual([]);
    expect(codes({ ...april, account_holder_name: 'MR P' }, { applicantNames: ['Lerato Mokoena'] })).toEqual([]);
  });

  it('tells strangers who share only a particle, a business word or initials from the applicant written another way', () => {
    for (const [applicant, holder] of [
      ['Anna van der Merwe', 'MR J VAN WYK'],
      ['Anna du Plessis', 'MRS M DU TOIT'],
      ['Pieter de Villiers', 'DR K DE KLERK'],
      ['Nkosi Trading (Pty) Ltd', 'ACME TRADING PTY LTD'],
      ['PJ Nkosi', 'MR PJ MOKOENA'],
    ]) expect([applicant, holder, holderFlagged(applicant!, holder!)]).toEqual([applicant, holder, true]);
    for (const [applicant, holder] of [
      ['Anna van der Merwe', 'MRS A VANDERMERWE'],
      ['Anna du Plessis', 'MS A DUPLESSIS'],
      ["Sean O'Brien", 'MR S OBRIEN'],
      ['Kari Østergaard', 'K OSTERGAARD'],
      ['Zoë Ndlovu-Mthembu', 'MS Z NDLOVU'],
    ]) expect([applicant, holder, holderFlagged(applicant!, holder!)]).toEqual([applicant, holder, false]);
  });

  it(`flags a period more than ${PERIOD_APART_DAYS} days before or after the lender's or linked banks' data, not one a statement or two away`, () => {
    const at = (start: string, end: string) => codes(april, { trustedData: { start, end } });
    expect(at('2026-08-01', '2026-10-31')).toEqual(['period_apart']);
    expect(at('2024-01-01', '2025-02-13')).toEqual(['period_apart']);
    expect(at('2025-05-01', '2025-07-31')).toEqual([]);
    expect(at('2025-06-14', '2025-07-31')).toEqual([]);
    expect(at('2025-06-15', '2025-07-31')).toEqual(['period_apart']);
    expect(at('2024-12-01', '2025-02-15')).toEqual([]);
    expect(at('2024-12-01', '2025-02-14')).toEqual(['period_apart']);
  });
});
