/**
 * income_analysis.recurring_payers (issue 12): a payer the line alone cannot call an employer (a
 * person's name, an unknown word) but who pays on a cycle with steady amounts is listed for the
 * lender, and never counted as income.
 */
import { IncomeAnalysisSchema } from '#schemas/analyses';
import { analyseAll } from './index.ts';
import { payeeKey } from './prepare.ts';
import { Fixture, salaried } from './fixtures.ts';

const AS_OF = '2025-06-30T18:00:00+02:00';

function analyse(f: Fixture) {
  return analyseAll(f.build(AS_OF));
}

describe('recurring payers', () => {
  it('lists a person who pays a steady amount every month, and leaves income and affordability as they were', () => {
    const withPayer = salaried();
    // A private employer paying a domestic worker by app on about the 28th (a Saturday in June moves nothing here).
    withPayer.monthly('2025-01', 6, 28, { amount: 3500, label: 'Bank Transfer', description: 'PAYMENT RECEIVED: THANDI MOKOENA WAGES' });
    const without = analyse(salaried());
    const result = analyse(withPayer);
    const income = IncomeAnalysisSchema.parse(result.income_analysis);

    expect(income.recurring_payers).toEqual([
      { payer: 'THANDI MOKOENA', label: 'Bank Transfer', frequency: 'monthly', months: 6, usual_amount: 3500, total_amount: 21000, usual_day: 28 },
    ]);
    // Not income: every income figure and the affordability are those of the same data without the payer.
    const { recurring_payers: _with, ...incomeWith } = income;
    const { recurring_payers: _without, ...incomeWithout } = IncomeAnalysisSchema.parse(without.income_analysis);
    expect(incomeWith).toEqual(incomeWithout);
    expect(result.affordability).toEqual(without.affordability);
  });

  it('lists an unknown payer labelled Uncategorised paying fortnightly', () => {
    const f = salaried();
    for (const date of ['2025-01-03', '2025-01-17', '2025-01-31', '2025-02-14', '2025-02-28', '2025-03-14', '2025-03-28', '2025-04-11']) {
      f.tx({ date, amount: 1200, label: 'Uncategorised', description: 'CREDIT TRANSFER MUIRLENIUMTECH' });
    }
    const payers = analyse(f).income_analysis.recurring_payers ?? [];
    expect(payers).toHaveLength(1);
    expect(payers[0]).toMatchObject({ payer: 'MUIRLENIUMTECH', label: 'Uncategorised', frequency: 'fortnightly', months: 4, usual_day: null });
  });

  it('leaves out one-off and irregular credits, unsteady amounts, fewer than three months, and income labels', () => {
    const f = salaried();
    // A one-off gift, and a person who pays now and then.
    f.tx({ date: '2025-03-09', amount: 5000, label: 'Bank Transfer', description: 'PAYMENT RECEIVED: GOGO' });
    for (const date of ['2025-01-04', '2025-01-09', '2025-03-30', '2025-06-02']) f.tx({ date, amount: 800, label: 'Bank Transfer', description: 'FNB APP TRANSFER FROM SIPHO' });
    // Monthly, but never the same amount twice (more than 25 % from the median).
    [300, 2500, 900, 4000, 150, 6000].forEach((amount, i) => f.tx({ date: `2025-0${i + 1}-10`, amount, label: 'Bank Transfer', description: 'PAYMENT FROM LERATO NKOSI' }));
    // Steady and monthly, but only two months.
    f.monthly('2025-05', 2, 12, { amount: 2000, label: 'Bank Transfer', description: 'PAYMENT FROM JOHAN VENTER' });
    // A debit to a person every month is not a payer.
    f.monthly('2025-01', 6, 20, { amount: -1500, label: 'Bank Transfer', description: 'PAYMENT TO MOM' });
    expect(analyse(f).income_analysis.recurring_payers).toEqual([]);
  });

  it('leaves out own-account transfers matched inside the data', () => {
    const f = salaried();
    f.account('savings', 20000, { account_type: 'savings' });
    // Monthly from the holder's savings account into the cheque account: both sides are in the data.
    f.monthly('2025-01', 6, 3, { account: 'savings', amount: -2000, label: 'Bank Transfer', description: 'TRANSFER TO CHEQUE' });
    f.monthly('2025-01', 6, 3, { amount: 2000, label: 'Bank Transfer', description: 'TRANSFER FROM SAVINGS' });
    expect(analyse(f).income_analysis.recurring_payers).toEqual([]);
  });
});

describe('the payer a line names', () => {
  it.each(['Payment Received: Thandi Mokoena', 'INWARD EFT THANDI MOKOENA', 'ELECTRONIC PAYMENT RECEIVED THANDI MOKOENA', 'REAL TIME TRANSFER FROM THANDI MOKOENA', 'Instant Payment: Thandi Mokoena'])(
    '"%s" is THANDI MOKOENA, however the bank words money coming in',
    (description) => {
      expect(payeeKey(description)).toBe('THANDI MOKOENA');
    },
  );
});
