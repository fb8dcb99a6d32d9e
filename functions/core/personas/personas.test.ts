import { toCents } from '#core/bank-data';
import { checkSaIdNumber } from '#schemas/sa-id';
import { isLabel, labelDirection, LABEL_NAMES } from '#schemas/labels';
import { parse } from 'csv-parse/sync';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromIso, isWorkingDay, sassaAmount, SASSA_AMOUNTS, weekday, type Day } from './calendar.ts';
import { generateAll, generatePersona, PERSONA_KINDS, toByodPayload, type Persona, type PersonaAccount } from './generator.ts';

const DATETIME = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}\+02:00$/;
const dayOfTx = (datetime: string): Day => fromIso(datetime.slice(0, 10));
const all = generateAll({ seed: 11 });
const byKind = (kind: Persona['kind']): Persona => all.find((persona) => persona.kind === kind)!;
const txs = (persona: Persona) => persona.accounts.flatMap((account) => account.transactions);

describe('determinism', () => {
  it('gives byte-identical output for the same seed and options', () => {
    for (const kind of PERSONA_KINDS) {
      expect(JSON.stringify(generatePersona(kind, { seed: 'abc', months: 4 }))).toBe(JSON.stringify(generatePersona(kind, { seed: 'abc', months: 4 })));
    }
    expect(JSON.stringify(generateAll({ seed: 11 }))).toBe(JSON.stringify(all));
  });

  it('gives different output for a different seed', () => {
    for (const kind of PERSONA_KINDS) {
      expect(JSON.stringify(generatePersona(kind, { seed: 1, months: 3 }))).not.toBe(JSON.stringify(generatePersona(kind, { seed: 2, months: 3 })));
    }
  });
});

describe('every persona', () => {
  // The design's label set, kept in the repository (schemas/reference/README.md says where from).
  const csv = readFileSync(join(__dirname, '../../../schemas/reference/labels.csv'), 'utf8');
  const csvLabels = new Set((parse(csv, { columns: true }) as { label: string }[]).map((row) => row.label));

  it.each(PERSONA_KINDS)('%s: balances chain exactly in cents and the account balance is the closing balance', (kind) => {
    for (const account of byKind(kind).accounts) {
      expect(account.transactions.length).toBeGreaterThan(0);
      const opening = byKind(kind).truth.accounts.find((a) => a.account_number === account.account_number)!.opening_balance;
      let balance = toCents(opening);
      for (const tx of account.transactions) {
        expect(toCents(tx.amount) / 100).toBe(tx.amount); // at most two decimals
        expect(tx.amount).not.toBe(0);
        balance += toCents(tx.amount);
        expect(toCents(tx.balance)).toBe(balance);
      }
      expect(toCents(account.balance)).toBe(balance);
    }
  });

  it.each(PERSONA_KINDS)('%s: datetimes are ISO with +02:00, sorted and inside the window', (kind) => {
    const persona = byKind(kind);
    const start = persona.truth.start_date;
    const end = persona.truth.end_date;
    for (const account of persona.accounts) {
      let previous = '';
      for (const tx of account.transactions) {
        const match = DATETIME.exec(tx.datetime);
        expect(match).not.toBeNull();
        expect(match![1]! >= start && match![1]! <= end).toBe(true);
        expect(tx.datetime >= previous).toBe(true);
        previous = tx.datetime;
        expect(tx.currency).toBe('ZAR');
      }
    }
  });

  it.each(PERSONA_KINDS)('%s: every label is an exact labels.csv string with the right sign', (kind) => {
    for (const tx of txs(byKind(kind))) {
      expect(isLabel(tx.label)).toBe(true);
      expect(csvLabels.has(tx.label)).toBe(true);
      const direction = labelDirection(tx.label);
      if (direction === 'credit') expect(tx.amount).toBeGreaterThan(0);
      if (direction === 'debit') expect(tx.amount).toBeLessThan(0);
    }
  });

  it.each(PERSONA_KINDS)('%s: the applicant has a valid SA ID number and accounts have their fields', (kind) => {
    const persona = byKind(kind);
    expect(checkSaIdNumber(persona.applicant.id_number!, undefined, persona.truth.end_date)).toEqual([]);
    expect(persona.applicant.email).toMatch(/^[a-z.]+\d+@example\.co\.za$/);
    for (const account of persona.accounts) {
      expect(account).toEqual(expect.objectContaining({ currency: 'ZAR', account_holder_name: expect.any(String), account_name: expect.any(String) }));
      expect(account.account_number).toMatch(/^\d{9,11}$/);
    }
  });

  it('truth is measured from the transactions (overdraft days, returned debit orders, gambling)', () => {
    for (const persona of all) {
      // Overdraft days recomputed from the output alone.
      const days = new Set<string>();
      for (const account of persona.accounts.filter((a) => a.account_type !== 'credit_card')) {
        const opening = persona.truth.accounts.find((a) => a.account_number === account.account_number)!.opening_balance;
        const eod = new Map<string, number>();
        for (const tx of account.transactions) eod.set(tx.datetime.slice(0, 10), tx.balance);
        let balance = opening;
        for (let day = fromIso(persona.truth.start_date); day <= fromIso(persona.truth.end_date); day++) {
          const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
          balance = eod.get(iso) ?? balance;
          if (balance < 0) days.add(iso);
        }
      }
      expect(persona.truth.overdraft_days).toBe(days.size);
      const reversals = txs(persona).filter((tx) => tx.label === 'Returned Debit Order' && tx.amount > 0);
      expect(persona.truth.returned_debit_orders.total).toBe(reversals.length);
      const spend = txs(persona).filter((tx) => tx.label === 'Gambling' && tx.amount < 0).reduce((sum, tx) => sum - toCents(tx.amount), 0);
      expect(toCents(persona.truth.gambling.spend)).toBe(spend);
      expect(persona.truth.transaction_count).toBe(txs(persona).length);
    }
  });
});

describe('BYOD payload', () => {
  it('is the accounts with their transactions, without the label', () => {
    const persona = byKind('salaried_monthly');
    const payload = toByodPayload(persona);
    expect(payload.accounts).toHaveLength(persona.accounts.length);
    payload.accounts.forEach((account, i) => {
      const source: PersonaAccount = persona.accounts[i]!;
      expect(Object.keys(account).sort()).toEqual(['account_holder_name', 'account_name', 'account_number', 'account_type', 'balance', 'bank_slug', 'currency', 'transactions']);
      expect(account.transactions).toHaveLength(source.transactions.length);
      for (const tx of account.transactions) expect(Object.keys(tx).sort()).toEqual(['amount', 'balance', 'currency', 'datetime', 'description', 'reference']);
    });
    expect(JSON.stringify(payload)).not.toContain('"label"');
  });
});

describe('persona character', () => {
  it('salaried_monthly: paid on the 25th (or the working day before), debit orders early in the month, realistic volume', () => {
    const { truth, accounts } = byKind('salaried_monthly');
    expect(truth.pay_frequency).toBe('monthly');
    expect(truth.usual_pay_day).toBe(25);
    for (const date of truth.pay_dates) {
      const day = fromIso(date);
      expect(isWorkingDay(day)).toBe(true);
      expect(Number(date.slice(8))).toBeGreaterThanOrEqual(21);
      expect(Number(date.slice(8))).toBeLessThanOrEqual(25);
    }
    const salaries = accounts[0]!.transactions.filter((tx) => tx.label === 'Salaries and Wages');
    expect(salaries.every((tx) => tx.description.toUpperCase().includes(truth.income_source!.toUpperCase().slice(0, 12)))).toBe(true);
    expect(truth.monthly_income).toBe(truth.typical_pay_amount);
    expect(truth.debit_orders.presented_per_month).toBeGreaterThanOrEqual(3);
    const perMonth = accounts[0]!.transactions.length / truth.months;
    expect(perMonth).toBeGreaterThanOrEqual(120);
    expect(perMonth).toBeLessThanOrEqual(260);
    for (const label of ['Groceries', 'Fuel', 'Eating Out']) expect(truth.label_counts[label]).toBeGreaterThan(10);
  });

  it('salaried_weekly: paid every Friday (Thursday when Friday is a holiday)', () => {
    const { truth } = byKind('salaried_weekly');
    expect(truth.pay_frequency).toBe('weekly');
    expect(truth.usual_pay_weekday).toBe('Friday');
    expect(truth.pay_dates.length).toBeGreaterThanOrEqual(50);
    for (const date of truth.pay_dates) {
      const day = fromIso(date);
      expect(weekday(day) === 5 || (weekday(day) === 4 && !isWorkingDay(day + 1))).toBe(true);
    }
  });

  it('sassa_recipient: grants on the SASSA schedule and at the official amounts; mostly cash and groceries', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { truth, accounts } = generatePersona('sassa_recipient', { seed });
      expect(truth.pay_frequency).toBe('grant');
      const grants = accounts[0]!.transactions.filter((tx) => tx.label === 'Social Security Income');
      for (const tx of grants) {
        const day = dayOfTx(tx.datetime);
        expect(isWorkingDay(day)).toBe(true);
        const dom = Number(tx.datetime.slice(8, 10));
        const amounts = Object.keys(SASSA_AMOUNTS[0]).filter((k) => k !== 'from').map((grant) => sassaAmount(grant as 'srd', day));
        if (tx.description.toUpperCase().includes('SRD')) {
          expect(dom).toBeGreaterThanOrEqual(20);
          expect(tx.amount === 350 || tx.amount === 370).toBe(true);
        } else {
          expect(dom).toBeLessThanOrEqual(10);
          expect(amounts.some((amount) => Math.abs(tx.amount / amount - Math.round(tx.amount / amount)) < 1e-9)).toBe(true);
        }
      }
      const debits = accounts[0]!.transactions.filter((tx) => tx.amount < 0);
      const cashAndFood = debits.filter((tx) => tx.label === 'ATM and Cash Withdrawal' || tx.label === 'Groceries').reduce((sum, tx) => sum - tx.amount, 0);
      expect(cashAndFood / debits.reduce((sum, tx) => sum - tx.amount, 0)).toBeGreaterThan(0.5);
    }
  });

  it('gig_worker: irregular payouts from several platforms', () => {
    const { truth, accounts } = byKind('gig_worker');
    expect(truth.pay_frequency).toBe('irregular');
    expect(truth.primary_income_label).toBe('Business Income');
    const payers = new Set(accounts[0]!.transactions.filter((tx) => tx.label === 'Business Income').map((tx) => tx.description.replace(/\d+/g, '')));
    expect(payers.size).toBeGreaterThanOrEqual(2);
  });

  it('small_trader: card-machine settlements most working days, cash deposits with their fees, stock purchases', () => {
    const { truth } = byKind('small_trader');
    expect(truth.primary_income_label).toBe('Business Income');
    expect(truth.pay_dates.length).toBeGreaterThan(200);
    expect(truth.label_counts['Cash Deposit']).toBeGreaterThan(50);
    expect(truth.label_counts['Cash Deposit Fee']).toBe(truth.label_counts['Cash Deposit']);
    expect(truth.label_counts['General Purchases']).toBeGreaterThan(50);
  });

  it('heavy_gambler: 30-40% of income goes to betting, with some payouts', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { truth } = generatePersona('heavy_gambler', { seed });
      expect(truth.gambling.proportion_of_income).toBeGreaterThanOrEqual(0.3);
      expect(truth.gambling.proportion_of_income).toBeLessThanOrEqual(0.4);
      expect(truth.gambling.transactions).toBeGreaterThan(80);
      expect(truth.gambling.payouts).toBeGreaterThan(0);
    }
  });

  it('often_overdrawn: many days below zero, overdraft interest and fees, returned debit orders with UNPAID/RD entries and fees', () => {
    for (const seed of [1, 2, 3]) {
      const persona = generatePersona('often_overdrawn', { seed });
      const { truth } = persona;
      expect(truth.overdraft_days).toBeGreaterThan(60);
      expect(truth.returned_debit_orders.total).toBeGreaterThan(0);
      const r = truth.returned_debit_orders;
      expect(r.last_1_month <= r.last_3_months && r.last_3_months <= r.last_6_months && r.last_6_months <= r.last_12_months && r.last_12_months <= r.total).toBe(true);
      for (const label of ['Interest Repayment', 'Overdraft Fee', 'Insufficient Funds Fee']) expect(truth.label_counts[label]).toBeGreaterThan(0);
      const reversals = txs(persona).filter((tx) => tx.label === 'Returned Debit Order' && tx.amount > 0);
      for (const tx of reversals) expect(tx.description).toMatch(/UNPAID|RD |Unpaid|Returned|returned/);
    }
  });

  it('thin_file: at most two months and few transactions', () => {
    const { truth } = generatePersona('thin_file', { seed: 5, months: 12 });
    expect(truth.months).toBe(2);
    expect(truth.transaction_count).toBeLessThan(80);
  });
});

describe('options', () => {
  it('3 accounts x 12 months of salaried_monthly is about 6,000 transactions', () => {
    const persona = generatePersona('salaried_monthly', { seed: 1, accounts: 3, months: 12 });
    expect(persona.accounts.map((a) => a.account_type)).toEqual(['cheque', 'savings', 'credit_card']);
    expect(persona.truth.transaction_count).toBeGreaterThan(5000);
    expect(persona.truth.transaction_count).toBeLessThan(7000);
    const dense = generatePersona('salaried_monthly', { seed: 1, accounts: 1, months: 2, density: 2 });
    const sparse = generatePersona('salaried_monthly', { seed: 1, accounts: 1, months: 2, density: 0.5 });
    expect(dense.truth.transaction_count).toBeGreaterThan(sparse.truth.transaction_count * 2);
  });

  it('honours banks, months and endDate, and refuses bad values', () => {
    const persona = generatePersona('salaried_weekly', { seed: 3, banks: ['absa', 'capitec'], accounts: 2, months: 3, endDate: '2024-02-29' });
    expect(persona.accounts.map((a) => a.bank_slug)).toEqual(['absa', 'capitec']);
    expect(persona.truth.start_date).toBe('2023-12-01');
    expect(persona.truth.end_date).toBe('2024-02-29');
    expect(() => generatePersona('salaried_monthly', { months: 0 })).toThrow(RangeError);
    expect(() => generatePersona('salaried_monthly', { months: 25 })).toThrow(RangeError);
    expect(() => generatePersona('salaried_monthly', { banks: ['bogus' as 'fnb'] })).toThrow(RangeError);
    expect(() => generatePersona('salaried_monthly', { endDate: '2025-02-30' })).toThrow(RangeError);
  });
});

describe('bank description styles', () => {
  const sample = (bank: 'fnb' | 'standard_bank' | 'capitec' | 'absa') => txs(generatePersona('salaried_monthly', { seed: 4, banks: [bank], accounts: 1, months: 2 }));

  it('FNB prints POS purchases with a 16-character merchant field, a 6-digit card mask and the date', () => {
    const pos = sample('fnb').filter((tx) => tx.description.startsWith('POS PURCHASE'));
    expect(pos.length).toBeGreaterThan(50);
    for (const tx of pos) {
      const match = /^POS PURCHASE (.+) \d{6}\*\d{4} \d{2} [A-Z]{3}$/.exec(tx.description);
      expect(match).not.toBeNull();
      expect(match![1]!.length).toBeLessThanOrEqual(16);
    }
  });

  it('Standard Bank clips the merchant to 13 characters; Capitec prints (Card 1234); Absa debit orders are ACB DEBIT or DEBIT ORDER', () => {
    for (const tx of sample('standard_bank').filter((t) => t.description.startsWith('CHEQUE CARD PURCHASE '))) {
      const match = /^CHEQUE CARD PURCHASE (.+) \d{4}\*\d{4} \d{2} [A-Z]{3}$/.exec(tx.description);
      expect(match).not.toBeNull();
      expect(match![1]!.length).toBeLessThanOrEqual(13);
    }
    expect(sample('capitec').filter((tx) => /\(Card \d{4}\)$/.test(tx.description)).length).toBeGreaterThan(50);
    const absaOrders = sample('absa').filter((tx) => ['Life Insurance', 'Auto Loan Repayment', 'Health Insurance', 'Utilities - Telephone'].includes(tx.label));
    for (const tx of absaOrders) expect(tx.description).toMatch(/^(ACB DEBIT:EXTERNAL|DEBIT ORDER) /);
  });

  it('uses a wide vocabulary: many distinct merchants across seeds', () => {
    const merchants = new Set<string>();
    for (const seed of [1, 2, 3, 4, 5, 6]) for (const tx of txs(generatePersona('salaried_monthly', { seed, months: 2, accounts: 1 }))) if (tx.label === 'Groceries') merchants.add(tx.description.replace(/\d.*$/, ''));
    expect(merchants.size).toBeGreaterThan(20);
    expect(LABEL_NAMES.length).toBeGreaterThan(60);
  });
});
