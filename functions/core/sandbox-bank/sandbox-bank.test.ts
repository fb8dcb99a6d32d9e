import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SANDBOX_HISTORY_DAYS, fromObAmount, toObAmount, type ObTransaction } from './protocol.ts';
import { checkSandboxLogin, findSandboxPersona, SANDBOX_PERSONAS } from './personas.ts';
import { periodEnd, sandboxBalances, sandboxBankData, sandboxToday, transactionsSince } from './accounts.ts';

const persona = (username: string) => {
  const found = findSandboxPersona(username);
  if (!found) throw new Error(username);
  return found;
};

describe('sandbox personas', () => {
  it('has unique usernames and the issue\'s cast', () => {
    const names = SANDBOX_PERSONAS.map((p) => p.username);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(['user_good', 'user_sassa', 'user_gig', 'user_gambler', 'user_overdrawn', 'user_multi', 'user_otp', 'user_locked', 'user_unavailable']);
  });

  it('are listed in the README, row for row', () => {
    const readme = readFileSync(join(import.meta.dirname, '../../../README.md'), 'utf8');
    const rows = readme.split('\n').filter((line) => /^\| `user_/.test(line));
    expect(rows).toEqual(SANDBOX_PERSONAS.map((p) => `| \`${p.username}\` | ${p.description} |`));
  });

  it('checks the login: wrong password and unknown user look the same; locked only with the right password', () => {
    expect(checkSandboxLogin('user_good', 'pass_good')).toEqual({ outcome: 'ok', persona: persona('user_good') });
    expect(checkSandboxLogin(' User_Good ', 'pass_good').outcome).toBe('ok');
    expect(checkSandboxLogin('user_good', 'pass_bad')).toEqual({ outcome: 'wrong_credentials' });
    expect(checkSandboxLogin('nobody', 'pass_good')).toEqual({ outcome: 'wrong_credentials' });
    expect(checkSandboxLogin('user_locked', 'nope')).toEqual({ outcome: 'wrong_credentials' });
    expect(checkSandboxLogin('user_locked', 'pass_good')).toEqual({ outcome: 'locked', persona: persona('user_locked') });
  });
});

describe('sandbox bank data', () => {
  it('answers the South African date', () => {
    expect(sandboxToday(new Date('2026-03-31T21:59:59Z'))).toBe('2026-03-31');
    expect(sandboxToday(new Date('2026-03-31T22:00:00Z'))).toBe('2026-04-01');
  });

  it('ends each half-year period on 30 June or 31 December', () => {
    expect(periodEnd('2026-01-01')).toBe('2026-06-30');
    expect(periodEnd('2026-06-30')).toBe('2026-06-30');
    expect(periodEnd('2026-07-01')).toBe('2026-12-31');
  });

  const booked = (account: { transactions: ObTransaction[] }) => account.transactions.filter((t) => t.Status === 'Booked');

  it('serves the last 90 days up to yesterday, oldest first, with unique ids and the last balance as the balance', () => {
    const data = sandboxBankData(persona('user_good'), '2026-05-15');
    expect(data.asOf).toBe('2026-05-14');
    expect(data.accounts).toHaveLength(1);
    const account = { ...data.accounts[0]!, transactions: booked(data.accounts[0]!) };
    const days = account.transactions.map((t) => t.BookingDateTime.slice(0, 10));
    expect(days[0]! >= '2026-02-14').toBe(true);
    expect(days.at(-1)! <= '2026-05-14').toBe(true);
    expect(days).toEqual([...days].sort());
    expect(new Set(account.transactions.map((t) => t.TransactionId)).size).toBe(account.transactions.length);
    const last = account.transactions.at(-1)!;
    expect(fromObAmount(last.Balance!.Amount, last.Balance!.CreditDebitIndicator)).toBe(account.balance);
    expect(SANDBOX_HISTORY_DAYS).toBe(90);
  });

  it('keeps history and ids from one day to the next within a period, adding only the new day', () => {
    const monday = booked(sandboxBankData(persona('user_gig'), '2026-05-15').accounts[0]!);
    const tuesday = booked(sandboxBankData(persona('user_gig'), '2026-05-16').accounts[0]!);
    const ids = new Set(tuesday.map((t) => t.TransactionId));
    const overlap = monday.filter((t) => t.BookingDateTime.slice(0, 10) >= '2026-02-15');
    expect(overlap.every((t) => ids.has(t.TransactionId))).toBe(true);
    const added = tuesday.filter((t) => !monday.some((m) => m.TransactionId === t.TransactionId));
    expect(added.every((t) => t.BookingDateTime.startsWith('2026-05-15'))).toBe(true);
  });

  it('keeps history, ids and balances across the half-year turn, and the balances chain across it', () => {
    for (const name of ['user_good', 'user_multi']) {
      const before = sandboxBankData(persona(name), '2026-06-25');
      const after = sandboxBankData(persona(name), '2026-07-20');
      expect(after.accounts.map((a) => a.account)).toEqual(before.accounts.map((a) => a.account));
      after.accounts.forEach((account, i) => {
        const earlier = booked(before.accounts[i]!);
        const later = booked(account);
        // Every row of the earlier window still shown after the turn is the same row: id, date, amount and balance.
        const overlap = earlier.filter((t) => t.BookingDateTime >= later[0]!.BookingDateTime);
        expect(overlap.length).toBeGreaterThan(i === 0 ? 100 : 0);
        expect(later.slice(0, overlap.length)).toEqual(overlap);
        if (i === 0) expect(later.some((t) => t.BookingDateTime.startsWith('2026-07'))).toBe(true);
        // The running balance chains through the turn (previous balance + amount = balance).
        const cents = (t: ObTransaction) => Math.round(fromObAmount(t.Amount, t.CreditDebitIndicator) * 100);
        const balance = (t: ObTransaction) => Math.round(fromObAmount(t.Balance!.Amount, t.Balance!.CreditDebitIndicator) * 100);
        const breaks = later.slice(1).filter((t, k) => balance(later[k]!) + cents(t) !== balance(t));
        expect(breaks).toEqual([]);
        expect(balance(later.at(-1)!)).toBe(Math.round(account.balance * 100));
      });
    }
  });

  it('shows one pending row today, after the booked ones, with no running balance and an id of its own', () => {
    const today = sandboxBankData(persona('user_good'), '2026-05-15').accounts[0]!.transactions;
    const pending = today.filter((t) => t.Status === 'Pending');
    expect(pending).toEqual([expect.objectContaining({ TransactionId: expect.stringMatching(/^pending-/), BookingDateTime: expect.stringMatching(/^2026-05-15T/) })]);
    expect(pending[0]!.Balance).toBeUndefined();
    expect(today.at(-1)).toBe(pending[0]);
    // The next day it is gone (booked rows of the persona's history take its place), and another is pending.
    const tomorrow = sandboxBankData(persona('user_good'), '2026-05-16').accounts[0]!.transactions;
    expect(tomorrow.some((t) => t.TransactionId === pending[0]!.TransactionId)).toBe(false);
  });

  it('gives each persona its own accounts (user_multi three)', () => {
    const multi = sandboxBankData(persona('user_multi'), '2026-05-15');
    expect(multi.accounts.map((a) => a.account.AccountSubType)).toEqual(['CurrentAccount', 'Savings', 'CreditCard']);
    const good = sandboxBankData(persona('user_good'), '2026-05-15');
    expect(good.accounts[0]!.account.AccountId).not.toBe(multi.accounts[0]!.account.AccountId);
  });

  it('shapes balances and filters by fromBookingDateTime', () => {
    const data = sandboxBankData(persona('user_sassa'), '2026-05-15');
    const account = data.accounts[0]!;
    const balances = sandboxBalances(account, data.asOf);
    expect(balances.map((b) => [b.Type, fromObAmount(b.Amount, b.CreditDebitIndicator)])).toEqual([
      ['ClosingBooked', account.balance],
      ['InterimAvailable', account.balance],
    ]);
    expect(transactionsSince(account, undefined)).toBe(account.transactions);
    expect(transactionsSince(account, 'not a date')).toBeUndefined();
    // A bare date names no instant (which time zone's midnight?): Open Banking's fromBookingDateTime is a date-time.
    expect(transactionsSince(account, '2026-05-01')).toBeUndefined();
    const since = transactionsSince(account, '2026-05-01T00:00:00+02:00')!;
    expect(since.every((t) => Date.parse(t.BookingDateTime) >= Date.parse('2026-05-01T00:00:00+02:00'))).toBe(true);
    expect(since.length).toBe(account.transactions.filter((t) => t.BookingDateTime >= '2026-05-01').length);
    // The same instant in UTC selects the same rows.
    expect(transactionsSince(account, '2026-04-30T22:00:00Z')).toEqual(since);
  });

  it('converts amounts both ways', () => {
    expect(toObAmount(-12.5)).toEqual({ Amount: { Amount: '12.50', Currency: 'ZAR' }, CreditDebitIndicator: 'Debit' });
    expect(toObAmount(0.1)).toEqual({ Amount: { Amount: '0.10', Currency: 'ZAR' }, CreditDebitIndicator: 'Credit' });
    expect(fromObAmount({ Amount: '12.50', Currency: 'ZAR' }, 'Debit')).toBe(-12.5);
  });
});
