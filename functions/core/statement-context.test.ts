import { applicantNamesFrom, authenticityNow, contextSignals, daysSpanning, nameKeys, PERIOD_APART_DAYS, trustedContextOf, trustedDaysOf, type StatementContext } from './statement-context.ts';

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

describe('the application as statements are judged against it', () => {
  it("takes what the lender's and linked banks' accounts vouch for only: not a holder a statement filled in, nor a statement's account", () => {
    const context = trustedContextOf(
      [
        { id: 'a', account_holder_name: 'L MOKOENA', source: 'byod', vouched: { holder_name: 'L MOKOENA', days: { first: '2026-02-01', last: '2026-04-30' } } },
        // The lender sent no holder; a statement merged in since filled the account's.
        { id: 'b', account_holder_name: 'MR P NKOSI', source: 'automatic', vouched: { holder_name: null, days: { first: '2026-01-15', last: '2026-03-31' } } },
        { id: 'c', account_holder_name: 'MR P NKOSI', source: 'statement', vouched: null },
        { id: 'd', account_holder_name: 'STRANGER', source: 'csv' },
      ],
      ['Lerato Mokoena', null],
    );
    expect(context).toEqual({ applicantNames: ['Lerato Mokoena', null], trustedHolders: ['L MOKOENA', null], trustedData: { start: '2026-01-15', end: '2026-04-30' } });
    expect(contextSignals(april, context!).map((signal) => signal.code)).toEqual(['holder_mismatch', 'period_apart']);
    expect(trustedContextOf([], [])).toEqual({ applicantNames: [], trustedHolders: [], trustedData: null });
  });

  it('an account stored before what it vouches for was kept is judged from its rows where they are at hand, else not now (null)', () => {
    const legacy = [{ id: 'a', account_holder_name: 'L MOKOENA', source: 'byod' }];
    const rows = [
      { account_id: 'a', datetime: '2026-02-03T10:00:00+02:00' },
      { account_id: 'z', datetime: '2020-01-01T10:00:00+02:00' },
    ];
    expect(trustedContextOf(legacy, ['Lerato Mokoena'], rows)).toEqual({ applicantNames: ['Lerato Mokoena'], trustedHolders: ['L MOKOENA'], trustedData: { start: '2026-02-03', end: '2026-02-03' } });
    expect(trustedContextOf(legacy, ['Lerato Mokoena'])).toBeNull();
    // A statement's account stored before is no matter: it vouches for nothing either way.
    expect(trustedContextOf([{ id: 'c', account_holder_name: 'X', source: 'statement' }], [])).not.toBeNull();
    const stored = { verdict: 'suspicious' as const, signals: [{ code: 'period_apart' as const, detail: 'as read' }] };
    expect(authenticityNow(stored, april, null)).toBe(stored);
  });

  it('spans the days rows are written on, widening what was held', () => {
    expect(trustedDaysOf([{ datetime: '2026-03-01T23:59:00+02:00' }, { datetime: '2026-01-09T00:00:00+02:00' }])).toEqual({ first: '2026-01-09', last: '2026-03-01' });
    const held = { first: '2026-01-09', last: '2026-03-01' };
    expect(daysSpanning([held, trustedDaysOf([{ datetime: '2026-05-02T08:00:00+02:00' }])])).toEqual({ first: '2026-01-09', last: '2026-05-02' });
    expect(daysSpanning([held, trustedDaysOf([])])).toEqual(held);
    expect(daysSpanning([undefined, null])).toBeNull();
    expect(trustedDaysOf([])).toBeNull();
  });

  it("judges a statement again: the file's own signals kept in order, the context's replaced, the verdict made from what is left", () => {
    const tamper = { code: 'balance_chain_broken' as const, detail: 'x', page: 2 };
    const stored = { verdict: 'tampered' as const, signals: [tamper, { code: 'period_apart' as const, detail: 'old' }] };
    const mokoena = { ...none, applicantNames: ['Lerato Mokoena'] };
    expect(authenticityNow(stored, april, mokoena)).toEqual({ verdict: 'tampered', signals: [tamper, expect.objectContaining({ code: 'holder_mismatch' })] });
    expect(authenticityNow({ verdict: 'suspicious', signals: [{ code: 'holder_mismatch', detail: 'old' }] }, april, { ...none, applicantNames: ['Peter Nkosi'] })).toEqual({ verdict: 'no_signals', signals: [] });
    const notPosted = { code: 'row_not_posted' as const, detail: 'pending', row: 3 };
    expect(authenticityNow({ verdict: 'no_signals', signals: [notPosted] }, april, none)).toEqual({ verdict: 'no_signals', signals: [notPosted] });
  });
});

describe("the applicant's names", () => {
  it("counts the name typed in personal info only where it shares a name with the lender's, or the lender gave none", () => {
    expect(applicantNamesFrom('Thandi Nkosi', 'Thandi Mokoena')).toEqual(['Thandi Nkosi', 'Thandi Mokoena']); // a married name
    expect(applicantNamesFrom('Lerato Mokoena', 'Peter Nkosi')).toEqual(['Lerato Mokoena', null]); // a stranger's name typed in
    expect(applicantNamesFrom(null, 'Peter Nkosi')).toEqual([null, 'Peter Nkosi']);
    expect(applicantNamesFrom('Lerato Mokoena', null)).toEqual(['Lerato Mokoena', null]);
    // A stranger's statement stays flagged though the applicant typed the stranger's name.
    expect(codes(april, { applicantNames: applicantNamesFrom('Lerato Mokoena', 'Peter Nkosi') })).toEqual(['holder_mismatch']);
  });
});
