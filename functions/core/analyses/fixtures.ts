/**
 * Small builders for hand-checkable analysis tests (not used by production code). Amounts are in
 * rand here for readability and become exact cents; each transaction gets the running balance of
 * its account, and each account's current balance is its last running balance.
 */
import { toCents, type AnalysisInput, type BankAccount, type LabelledTransaction } from '../bank-data.ts';

export interface TxSpec {
  account?: string;
  /** `YYYY-MM-DD` (SAST). */
  date: string;
  /** `HH:MM`, default 08:00. */
  time?: string;
  /** Rand, signed: credits positive. */
  amount: number;
  label: string;
  description?: string;
  /** Leave the balance out, as some sources do. */
  noBalance?: boolean;
}

export class Fixture {
  private readonly accounts = new Map<string, { account: BankAccount; running: number }>();
  private readonly txs: LabelledTransaction[] = [];

  account(id: string, openingRand = 0, overrides: Partial<BankAccount> = {}): this {
    this.accounts.set(id, {
      account: {
        id,
        account_number: `10${id.length}${this.accounts.size}`,
        account_name: 'Cheque account',
        account_type: 'cheque',
        bank_slug: 'fnb',
        account_holder_name: 'T Mokoena',
        currency: 'ZAR',
        balance_cents: toCents(openingRand),
        ...overrides,
      },
      running: toCents(openingRand),
    });
    return this;
  }

  tx(spec: TxSpec): this {
    const id = spec.account ?? 'acc1';
    if (!this.accounts.has(id)) this.account(id);
    const entry = this.accounts.get(id)!;
    const cents = toCents(spec.amount);
    entry.running += cents;
    entry.account.balance_cents = entry.running;
    this.txs.push({
      id: `t${this.txs.length + 1}`,
      account_id: id,
      datetime: `${spec.date}T${spec.time ?? '08:00'}:00+02:00`,
      amount_cents: cents,
      balance_cents: spec.noBalance ? null : entry.running,
      description: spec.description ?? spec.label.toUpperCase(),
      reference: null,
      currency: 'ZAR',
      label: spec.label,
      label_confidence: 1,
      label_source: 'rule',
    });
    return this;
  }

  /** The same transaction on day `day` of each month from `from` (YYYY-MM) for `count` months. */
  monthly(from: string, count: number, day: number, spec: Omit<TxSpec, 'date'>): this {
    const [y, m] = from.split('-').map(Number) as [number, number];
    for (let i = 0; i < count; i += 1) {
      const year = y + Math.floor((m - 1 + i) / 12);
      const month = ((m - 1 + i) % 12) + 1;
      this.tx({ ...spec, date: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}` });
    }
    return this;
  }

  build(asOf: string): AnalysisInput {
    return {
      accounts: [...this.accounts.values()].map((e) => e.account),
      transactions: [...this.txs],
      asOf: new Date(asOf),
    };
  }
}

/** Salary of R25 000 paid on the 25th (moved back to Friday when on a weekend) Jan-Jun 2025. */
export const SALARY_DATES_2025 = ['2025-01-24', '2025-02-25', '2025-03-25', '2025-04-25', '2025-05-23', '2025-06-25'];

/**
 * A salaried applicant, 1 Jan-30 Jun 2025: R25 000 salary on the 25th, rent R8 000 (1st), car
 * instalment R3 000 (1st), groceries R1 000 on the 5th, 12th, 19th and 26th, eating out R500
 * (15th). Every month: income 25 000, living 12 000, committed 3 000, discretionary 500.
 */
export function salaried(): Fixture {
  const f = new Fixture().account('acc1', 5000);
  f.monthly('2025-01', 6, 1, { amount: -8000, label: 'Rent', description: 'RENT MR DLAMINI' });
  f.monthly('2025-01', 6, 1, { amount: -3000, label: 'Auto Loan Repayment', description: 'WESBANK VEHICLE FIN' });
  for (const d of [5, 12, 19, 26]) f.monthly('2025-01', 6, d, { amount: -1000, label: 'Groceries', description: 'CHECKERS SANDTON' });
  f.monthly('2025-01', 6, 15, { amount: -500, label: 'Eating Out', description: 'NANDOS ROSEBANK' });
  for (const date of SALARY_DATES_2025) f.tx({ date, amount: 25000, label: 'Salaries and Wages', description: `ACME PTY LTD SALARY ${date.slice(0, 7)}` });
  f.tx({ date: '2025-06-30', amount: -100, label: 'Bank Charges and Fees', description: 'MONTHLY ACCOUNT FEE' });
  return f;
}
