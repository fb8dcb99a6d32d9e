import { contextSignals, nameWords, PERIOD_APART_DAYS } from './statement-context.ts';

const april = { account_holder_name: 'MR P NKOSI', period_start: '2025-04-01', period_end: '2025-04-30' };
const codes = (...args: Parameters<typeof contextSignals>) => contextSignals(...args).map((signal) => signal.code);

describe('statement context signals', () => {
  it("reads a name's words without titles and initials, accents and case aside", () => {
    expect([...nameWords('MR P NKOSI')]).toEqual(['NKOSI']);
    expect([...nameWords('Mev. J.  van der Merwe')]).toEqual(['VAN', 'DER', 'MERWE']);
    expect([...nameWords('Zoë Ndlovu-Mthembu')]).toEqual(['ZOE', 'NDLOVU', 'MTHEMBU']);
    expect(nameWords(null).size).toBe(0);
  });

  it('flags a holder who shares no name with the applicant or the other accounts, and nothing when a name is shared or none is known', () => {
    const none = { applicantName: null, otherHolders: [], otherData: null };
    expect(codes(april, { ...none, applicantName: 'Lerato Mokoena' })).toEqual(['holder_mismatch']);
    expect(codes(april, { ...none, applicantName: 'Peter Nkosi' })).toEqual([]);
    expect(codes(april, { ...none, applicantName: 'Lerato Mokoena', otherHolders: ['MR PETER NKOSI'] })).toEqual([]);
    expect(codes(april, { ...none, otherHolders: ['T MOKOENA', null] })).toEqual(['holder_mismatch']);
    expect(codes(april, none)).toEqual([]);
    expect(codes({ ...april, account_holder_name: null }, { ...none, applicantName: 'Lerato Mokoena' })).toEqual([]);
    expect(codes({ ...april, account_holder_name: 'MR P' }, { ...none, applicantName: 'Lerato Mokoena' })).toEqual([]);
  });

  it(`flags a period more than ${PERIOD_APART_DAYS} days before or after the other data, not one a statement or two away`, () => {
    const at = (start: string, end: string) => codes(april, { applicantName: null, otherHolders: [], otherData: { start, end } });
    expect(at('2026-08-01', '2026-10-31')).toEqual(['period_apart']);
    expect(at('2024-01-01', '2025-02-13')).toEqual(['period_apart']);
    expect(at('2025-05-01', '2025-07-31')).toEqual([]);
    expect(at('2025-06-14', '2025-07-31')).toEqual([]);
    expect(at('2025-06-15', '2025-07-31')).toEqual(['period_apart']);
    expect(at('2024-12-01', '2025-02-15')).toEqual([]);
    expect(at('2024-12-01', '2025-02-14')).toEqual(['period_apart']);
  });
});
