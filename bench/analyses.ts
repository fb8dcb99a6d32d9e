/**
 * `npx tsx bench/analyses.ts`: in-process time of analyseAll over 3 accounts x 12 months
 * (about 6 000 labelled transactions). Prints the median of 20 runs after 5 warm-up runs; asserts
 * nothing (goal: well under 100 ms). Two deterministic data sets: synthetic data of the target
 * size built here (seeded PRNG), and a persona from local/personas (generatePersona, true labels)
 * converted to the core's AnalysisInput. The load average is printed
 * because the machine is shared: on a busy machine the median mostly measures CPU contention,
 * and the minimum is closer to the uncontended cost.
 */
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { toCents, type AnalysisInput, type BankAccount, type LabelledTransaction } from '../functions/core/bank-data.ts';
import { generatePersona } from '../local/personas/index.ts';
import { analyseAll } from '../functions/core/analyses/index.ts';

const RUNS = 20;
const WARMUP = 5;
/** Everyday-purchase multiplier for the persona. */
const DENSITY = 1.35;

/** A 12-month salaried persona with 3 accounts from local/personas, as the analyses read it. */
function personaInput(): AnalysisInput {
  const persona = generatePersona('salaried_monthly', { seed: 'bench', accounts: 3, months: 12, density: DENSITY });
  const accounts: BankAccount[] = persona.accounts.map((a, i) => ({
    id: `acc${i + 1}`,
    account_number: a.account_number,
    account_name: a.account_name,
    account_type: a.account_type,
    bank_slug: a.bank_slug,
    account_holder_name: a.account_holder_name,
    currency: 'ZAR',
    balance_cents: toCents(a.balance),
  }));
  const transactions: LabelledTransaction[] = persona.accounts.flatMap((a, i) =>
    a.transactions.map((t, j) => ({
      id: `t${i + 1}-${j}`,
      account_id: `acc${i + 1}`,
      datetime: t.datetime,
      amount_cents: toCents(t.amount),
      balance_cents: toCents(t.balance),
      description: t.description,
      reference: t.reference,
      currency: 'ZAR',
      label: t.label,
      label_confidence: 1,
      label_source: 'rule' as const,
    })),
  );
  return { accounts, transactions, asOf: new Date(`${persona.truth.end_date}T23:59:59+02:00`) };
}

/** Synthetic data of exactly the target size: 3 accounts x 365 days, ~16 purchases a day. */
function syntheticInput(): AnalysisInput {
  let seed = 42;
  const rand = () => {
    seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
    return seed / 2 ** 32;
  };
  const accounts: BankAccount[] = ['cheque', 'savings', 'credit_card'].map((type, i) => ({
    id: `acc${i + 1}`,
    account_number: `6200000000${i}`,
    account_name: type,
    account_type: type,
    bank_slug: 'fnb',
    account_holder_name: 'T Mokoena',
    currency: 'ZAR',
    balance_cents: 0,
  }));
  const spend = ['Groceries', 'Fuel', 'Eating Out', 'Transport', 'Coffee', 'Clothing', 'Online Purchase', 'ATM and Cash Withdrawal', 'Gambling', 'Bank Charges and Fees'];
  const txs: LabelledTransaction[] = [];
  const running = [1_000_000, 500_000, 0];
  const push = (acc: number, day: Date, cents: number, label: string, description: string) => {
    running[acc]! += cents;
    txs.push({
      id: `t${txs.length}`,
      account_id: accounts[acc]!.id,
      datetime: `${day.toISOString().slice(0, 10)}T${String(8 + (txs.length % 12)).padStart(2, '0')}:00:00+02:00`,
      amount_cents: cents,
      balance_cents: running[acc]!,
      description,
      reference: null,
      currency: 'ZAR',
      label,
      label_confidence: 1,
      label_source: 'rule',
    });
  };
  const start = Date.UTC(2024, 10, 1);
  for (let d = 0; d < 365; d += 1) {
    const day = new Date(start + d * 86_400_000);
    const dom = day.getUTCDate();
    if (dom === 25) push(0, day, 3_500_000, 'Salaries and Wages', 'ACME PTY LTD SALARY');
    if (dom === 1) push(0, day, -900_000, 'Rent', 'RENT');
    if (dom === 2) push(0, day, -350_000, 'Auto Loan Repayment', 'WESBANK');
    if (dom === 26) {
      push(0, day, -200_000, 'Savings Transfer', 'TRF TO SAVINGS');
      push(1, day, 200_000, 'Savings Transfer', 'TRF FROM CHEQUE');
    }
    // ~16 card and cheque transactions a day across the accounts.
    for (let k = 0; k < 16; k += 1) {
      const label = spend[Math.floor(rand() * spend.length)]!;
      const acc = rand() < 0.75 ? 0 : rand() < 0.5 ? 2 : 1;
      push(acc, day, -Math.round(1_000 + rand() * 40_000), label, `${label.toUpperCase()} MERCHANT ${k % 7}`);
    }
  }
  running.forEach((cents, i) => (accounts[i]!.balance_cents = cents));
  return { accounts, transactions: txs, asOf: new Date(start + 365 * 86_400_000) };
}

function measure(name: string, input: AnalysisInput): void {
  for (let i = 0; i < WARMUP; i += 1) analyseAll(input);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    analyseAll(input);
    times.push(performance.now() - t0);
  }
  // Every result must still be a whole answer: a fast wrong answer is no answer.
  if (analyseAll(input).liquidity_score.balance_forecast?.length !== 90) throw new Error('unexpected result');
  times.sort((a, b) => a - b);
  const median = (times[RUNS / 2 - 1]! + times[RUNS / 2]!) / 2;
  console.log(`${name}: ${input.transactions.length} transactions, ${input.accounts.length} accounts`);
  console.log(`  median ${median.toFixed(2)} ms over ${RUNS} runs (min ${times[0]!.toFixed(2)} ms, max ${times[RUNS - 1]!.toFixed(2)} ms)`);
}

measure('synthetic, 12 months', syntheticInput());
measure('persona salaried_monthly (local/personas), 12 months', personaInput());
console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} on ${availableParallelism()} cores`);
