/**
 * Seeded, deterministic South African applicants' bank data for tests, benchmarks and the local
 * demo. `generatePersona(kind, { seed })` gives the same bytes for the same inputs on any machine
 * (a mulberry32 stream per part, no clock, no Math.random). Each transaction carries its TRUE
 * label (labels.csv) for evaluating the labelling engine; `toByodPayload` drops it for the BYOD
 * request body. `truth` is what a credit analyst would conclude, measured from the transactions.
 *
 * Labelling decisions worth knowing when evaluating:
 * - A returned debit order prints twice (the debit and its UNPAID/RD reversal): both are
 *   'Returned Debit Order'; the bank's fee for it is 'Insufficient Funds Fee'.
 * - Gig-platform payouts (Uber, Bolt, Mr D, Takealot...) and card-machine settlements are
 *   'Business Income' (self-employed takings), not 'Salaries and Wages'.
 * - A trader's stock purchases (wholesalers, supplier EFTs) are 'General Purchases'.
 * - Moves between the applicant's own accounts are 'Savings Transfer' when a savings account is
 *   on either side, 'Credit Card Repayments' (cheque side) / 'Bank Transfer' (card side) for card
 *   payments, otherwise 'Bank Transfer'.
 */
import { toRand } from '#core/bank-data';
import { buildSaIdNumber } from '#schemas/sa-id';
import { labelGroup, type Label } from '#schemas/labels';
import { BANK_SLUGS, type AccountType, type BankSlug } from './bank-styles.ts';
import { addMonths, dayOf, fromIso, monthKey, toIso, weekday, WEEKDAYS, ymd, daysInMonth, type Day, type GrantType } from './calendar.ts';
import { BUILDERS, PERSONA_KINDS, type PersonaKind } from './personas.ts';
import { Rng } from './prng.ts';
import { Sim, type SimAccount, type SimTx } from './sim.ts';
import type { Ctx } from './spending.ts';
import { FIRST_NAMES, PLACES, SURNAMES } from './vocabulary.ts';

export { PERSONA_KINDS, type PersonaKind } from './personas.ts';
export { BANK_SLUGS, type BankSlug } from './bank-styles.ts';

/** A fixed default end date, so that output never depends on the day the tests run. */
export const DEFAULT_END_DATE = '2025-06-30';

export interface PersonaOptions {
  seed?: number | string;
  /** 1 to 24 (thin_file keeps at most 2). */
  months?: number;
  /** 'YYYY-MM-DD', the last day of the data. */
  endDate?: string;
  /** Banks for the accounts in order (the last one repeats); default: chosen by the seed. */
  banks?: BankSlug[];
  /** 1 to 3 accounts; default per persona. */
  accounts?: number;
  /** Multiplies the number of everyday purchases (1 = realistic). */
  density?: number;
}

export interface PersonaTransaction {
  datetime: string;
  /** Rand, two decimals: credits positive, debits negative. */
  amount: number;
  /** Rand after the transaction. */
  balance: number;
  description: string;
  reference: string | null;
  currency: 'ZAR';
  /** The true label (labels.csv), for evaluation; not part of the BYOD body. */
  label: Label;
}

export interface PersonaAccount {
  account_number: string;
  account_name: string;
  account_type: AccountType;
  bank_slug: BankSlug;
  account_holder_name: string;
  currency: 'ZAR';
  /** Closing balance in rand. */
  balance: number;
  /** Oldest first. */
  transactions: PersonaTransaction[];
}

export type PayFrequency = 'monthly' | 'weekly' | 'fortnightly' | 'irregular' | 'grant';

export interface PersonaTruth {
  kind: PersonaKind;
  seed: string;
  start_date: string;
  end_date: string;
  months: number;
  transaction_count: number;
  accounts: { account_number: string; bank_slug: BankSlug; account_type: AccountType; opening_balance: number; closing_balance: number; transaction_count: number; lowest_balance: number }[];
  primary_income_label: Label;
  /** Employer, platforms, card-machine providers or 'SASSA'. */
  income_source: string | null;
  pay_frequency: PayFrequency;
  /**
   * "Primary-income credits" below: credits with the primary label that are regular pay; a
   * once-off payment such as a 13th cheque is not one (it is in once_off_income and in
   * average_monthly_income).
   */
  /** Median over whole calendar months of primary-income credits (rand). */
  monthly_income: number;
  /** Mean over whole calendar months of every income-group credit (rand). */
  average_monthly_income: number;
  /** Median single primary-income credit (rand). */
  typical_pay_amount: number;
  /** Most common day of the month of primary-income credits (monthly and grant earners). */
  usual_pay_day: number | null;
  /** Most common weekday of primary-income credits (weekly and fortnightly earners). */
  usual_pay_weekday: (typeof WEEKDAYS)[number] | null;
  pay_dates: string[];
  income_by_month: { month: string; income: number }[];
  /** Once-off income payments (13th cheques), by month: never part of the primary income. */
  once_off_income: { month: string; amount: number }[];
  gambling: { spend: number; payouts: number; net: number; transactions: number; proportion_of_income: number };
  /** Days on which a cheque, savings or transaction account ended below zero. */
  overdraft_days: number;
  lowest_balance: number;
  returned_debit_orders: { last_1_month: number; last_3_months: number; last_6_months: number; last_12_months: number; total: number };
  debit_orders: { presented_per_month: number; paid_per_month: number; paid_amount_per_month: number; creditors: number };
  sassa: { grants: GrantType[]; payment_dates: string[] } | null;
  label_counts: Record<string, number>;
}

export interface Persona {
  kind: PersonaKind;
  applicant: { name: string; email: string; id_number?: string };
  accounts: PersonaAccount[];
  truth: PersonaTruth;
}

export interface ByodPayload {
  accounts: (Omit<PersonaAccount, 'transactions'> & { transactions: Omit<PersonaTransaction, 'label'>[] })[];
}

function datetime(day: Day, minute: number): string {
  const m = Math.min(minute, 23 * 60 + 59);
  return `${toIso(day)}T${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00+02:00`;
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

function mode(values: number[]): number | null {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: number | null = null;
  let bestCount = 0;
  for (const [value, count] of [...counts].sort((a, b) => a[0] - b[0])) if (count > bestCount) [best, bestCount] = [value, count];
  return best;
}

/** Pay frequency from the gaps between pay days. */
export function payFrequency(payDays: Day[], label: Label): PayFrequency {
  if (label === 'Social Security Income') return 'grant';
  const days = [...new Set(payDays)].sort((a, b) => a - b);
  if (days.length < 2) return 'irregular';
  const gaps = days.slice(1).map((day, i) => day - days[i]!);
  const typical = median(gaps);
  const near = (lo: number, hi: number): boolean => gaps.filter((gap) => gap >= lo && gap <= hi).length >= Math.ceil(gaps.length * 0.8);
  if (typical >= 6 && typical <= 8 && near(5, 9)) return 'weekly';
  if (typical >= 13 && typical <= 16 && near(11, 17)) return 'fortnightly';
  if (typical >= 27 && typical <= 35 && near(25, 36)) return 'monthly';
  return 'irregular';
}

function computeTruth(kind: PersonaKind, seed: string, sim: Sim, months: number, built: ReturnType<(typeof BUILDERS)[PersonaKind]>): PersonaTruth {
  const all: SimTx[] = sim.accounts.flatMap((account) => account.txs);
  const primary = all
    .filter((tx) => tx.label === built.primaryIncomeLabel && tx.amount > 0 && tx.channel !== 'once_off_income')
    .sort((a, b) => a.day - b.day || a.seq - b.seq);
  const onceOff = all.filter((tx) => tx.channel === 'once_off_income');
  const income = all.filter((tx) => tx.amount > 0 && labelGroup(tx.label) === 'income');

  // Whole calendar months inside the window (all months when there are none).
  const monthKeys: string[] = [];
  for (let day = sim.start; day <= sim.end; day++) if (ymd(day).day === 1 || day === sim.start) monthKeys.push(monthKey(day));
  const whole = monthKeys.filter((key) => {
    const [y, m] = key.split('-').map(Number) as [number, number];
    return dayOf(y, m, 1) >= sim.start && dayOf(y, m, daysInMonth(y, m)) <= sim.end;
  });
  const basis = whole.length > 0 ? whole : monthKeys;
  const sumBy = (txs: SimTx[], key: string): number => txs.filter((tx) => monthKey(tx.day) === key).reduce((sum, tx) => sum + tx.amount, 0);

  const frequency = payFrequency(primary.map((tx) => tx.day), built.primaryIncomeLabel);
  const gamblingSpend = all.filter((tx) => tx.label === 'Gambling' && tx.amount < 0).reduce((sum, tx) => sum - tx.amount, 0);
  const gamblingPayouts = all.filter((tx) => tx.label === 'Gambling' && tx.amount > 0).reduce((sum, tx) => sum + tx.amount, 0);
  const totalIncome = income.reduce((sum, tx) => sum + tx.amount, 0);

  // End-of-day balances, replayed from the transactions.
  const overdrawn = new Set<Day>();
  let lowest = Infinity;
  const accounts = sim.accounts.map((account: SimAccount) => {
    let balance = account.opening;
    let low = account.opening;
    let i = 0;
    for (let day = sim.start; day <= sim.end; day++) {
      while (i < account.txs.length && account.txs[i]!.day === day) {
        balance = account.txs[i]!.balance;
        low = Math.min(low, balance);
        i++;
      }
      if (account.type !== 'credit_card' && balance < 0) overdrawn.add(day);
    }
    if (account.type !== 'credit_card') lowest = Math.min(lowest, low);
    return {
      account_number: account.number,
      bank_slug: account.bank,
      account_type: account.type,
      opening_balance: toRand(account.opening),
      closing_balance: toRand(account.balance),
      transaction_count: account.txs.length,
      lowest_balance: toRand(low),
    };
  });

  const reversals = all.filter((tx) => tx.channel === 'debit_order_reversal');
  const returnedSince = (n: number): number => reversals.filter((tx) => tx.day > addMonths(sim.end, -n)).length;
  const presented = all.filter((tx) => tx.channel === 'debit_order' || tx.channel === 'returned_debit_order');
  const paid = all.filter((tx) => tx.channel === 'debit_order');
  const labelCounts: Record<string, number> = {};
  for (const tx of all) labelCounts[tx.label] = (labelCounts[tx.label] ?? 0) + 1;

  return {
    kind,
    seed,
    start_date: toIso(sim.start),
    end_date: toIso(sim.end),
    months,
    transaction_count: all.length,
    accounts,
    primary_income_label: built.primaryIncomeLabel,
    income_source: built.incomeSource,
    pay_frequency: frequency,
    monthly_income: toRand(median(basis.map((key) => sumBy(primary, key)))),
    average_monthly_income: toRand(Math.round(basis.reduce((sum, key) => sum + sumBy(income, key), 0) / basis.length)),
    typical_pay_amount: toRand(median(primary.map((tx) => tx.amount))),
    usual_pay_day: frequency === 'monthly' || frequency === 'grant' ? mode(primary.map((tx) => ymd(tx.day).day)) : null,
    usual_pay_weekday: frequency === 'weekly' || frequency === 'fortnightly' ? WEEKDAYS[mode(primary.map((tx) => weekday(tx.day)))!] ?? null : null,
    pay_dates: [...new Set(primary.map((tx) => toIso(tx.day)))],
    income_by_month: monthKeys.map((key) => ({ month: key, income: toRand(sumBy(primary, key)) })),
    once_off_income: monthKeys.filter((key) => sumBy(onceOff, key) > 0).map((key) => ({ month: key, amount: toRand(sumBy(onceOff, key)) })),
    gambling: {
      spend: toRand(gamblingSpend),
      payouts: toRand(gamblingPayouts),
      net: toRand(gamblingPayouts - gamblingSpend),
      transactions: all.filter((tx) => tx.label === 'Gambling').length,
      proportion_of_income: totalIncome > 0 ? Math.round((gamblingSpend / totalIncome) * 10000) / 10000 : 0,
    },
    overdraft_days: overdrawn.size,
    lowest_balance: toRand(lowest === Infinity ? 0 : lowest),
    returned_debit_orders: { last_1_month: returnedSince(1), last_3_months: returnedSince(3), last_6_months: returnedSince(6), last_12_months: returnedSince(12), total: reversals.length },
    debit_orders: {
      presented_per_month: Math.round((presented.length / months) * 100) / 100,
      paid_per_month: Math.round((paid.length / months) * 100) / 100,
      paid_amount_per_month: toRand(Math.round(-paid.reduce((sum, tx) => sum + tx.amount, 0) / months)),
      creditors: new Set(presented.map((tx) => tx.reference ?? tx.description)).size,
    },
    sassa: built.grants ? { grants: built.grants, payment_dates: [...new Set(primary.map((tx) => toIso(tx.day)))] } : null,
    label_counts: Object.fromEntries(Object.entries(labelCounts).sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** One applicant's bank data. Same kind and options → byte-identical output. */
export function generatePersona(kind: PersonaKind, options: PersonaOptions = {}): Persona {
  if (!BUILDERS[kind]) throw new RangeError(`Unknown persona kind: ${String(kind)}`);
  const seed = String(options.seed ?? 1);
  const requested = Math.round(options.months ?? (kind === 'thin_file' ? 2 : 12));
  if (!(requested >= 1 && requested <= 24)) throw new RangeError('months must be 1 to 24');
  const months = kind === 'thin_file' ? Math.min(requested, 2) : requested;
  if (options.accounts !== undefined && !(options.accounts >= 1 && options.accounts <= 3)) throw new RangeError('accounts must be 1 to 3');
  const density = options.density ?? 1;
  if (!(density > 0 && density <= 10)) throw new RangeError('density must be above 0 and at most 10');
  for (const bank of options.banks ?? []) if (!BANK_SLUGS.includes(bank)) throw new RangeError(`Unknown bank: ${bank}`);

  const end = fromIso(options.endDate ?? DEFAULT_END_DATE);
  const start = addMonths(end + 1, -months);
  const rng = new Rng(`${seed}|${kind}`);
  const people = rng.fork('people');
  const first = people.pick(FIRST_NAMES);
  const last = people.pick(SURNAMES);
  const contacts = Array.from({ length: 6 }, () => (people.chance(0.3) ? people.pick(['MOM', 'MAMA', 'BRO', 'SIS', 'LANDLORD', 'BABA']) : `${people.pick(FIRST_NAMES)[0]} ${people.pick(SURNAMES)}`.toUpperCase()));
  const sim = new Sim(rng.fork('sim'), start, end);
  const ctx: Ctx = {
    sim,
    rng: rng.fork('ctx'),
    density,
    first,
    last,
    holder: `${first} ${last}`,
    places: people.sample(PLACES, 3),
    contacts,
    phone: `0${people.pick(['60', '61', '62', '63', '64', '65', '66', '67', '71', '72', '73', '74', '76', '78', '79', '81', '82', '83', '84'])}${people.digits(7)}`,
    meter: people.digits(11),
    favourites: new Map(),
  };
  const built = BUILDERS[kind](ctx, { accounts: options.accounts, banks: options.banks });

  // Applicant: a valid SA ID number with a birth date in the persona's age range at the end date.
  const age = people.int(built.ageRange[0], built.ageRange[1]);
  const { year } = ymd(end);
  const dob = toIso(dayOf(year - age, 1, 1) - people.int(0, 364));
  const idNumber = buildSaIdNumber(dob, { sequence: people.int(0, 9999) });
  const email = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + `${people.int(1, 99)}@example.co.za`;

  const accounts: PersonaAccount[] = sim.accounts.map((account) => ({
    account_number: account.number,
    account_name: account.name,
    account_type: account.type,
    bank_slug: account.bank,
    account_holder_name: ['capitec', 'tymebank', 'discovery'].includes(account.bank) ? ctx.holder : `MR/MS ${first[0]} ${last}`.toUpperCase().replace('MR/MS', people.chance(0.5) ? 'MR' : 'MS'),
    currency: 'ZAR',
    balance: toRand(account.balance),
    transactions: [...account.txs]
      .sort((a, b) => a.seq - b.seq)
      .map((tx) => ({
        datetime: datetime(tx.day, tx.minute),
        amount: toRand(tx.amount),
        balance: toRand(tx.balance),
        description: tx.description,
        reference: tx.reference,
        currency: 'ZAR',
        label: tx.label,
      })),
  }));

  return {
    kind,
    applicant: { name: ctx.holder, email, id_number: idNumber },
    accounts,
    truth: computeTruth(kind, seed, sim, months, built),
  };
}

/** The BYOD request body (PUT /v1/bank_connections/{application_id}/byod): no labels. */
export function toByodPayload(persona: Persona): ByodPayload {
  return {
    accounts: persona.accounts.map(({ transactions, ...account }) => ({
      ...account,
      transactions: transactions.map(({ label: _label, ...tx }) => tx),
    })),
  };
}

/** One persona of each kind. */
export function generateAll(options: PersonaOptions = {}): Persona[] {
  return PERSONA_KINDS.map((kind) => generatePersona(kind, options));
}
