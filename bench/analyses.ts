/**
 * `npx tsx bench/analyses.ts` (also part of `npm run bench`): in-process time of a full analysis
 * of 3 accounts x 12 months (about 6 000 transactions). Asserts nothing; the goal (label + every
 * analysis <= 100 ms in-process) is reported as met / not met.
 *
 * 1. Full analysis, the headline: a persona from functions/core/personas (generatePersona('salaried_monthly',
 *    { seed, months: 12, accounts: 3 }), realistic descriptions in the banks' formats, labels
 *    discarded) is labelled with createLabeller over the decoded committed model (model.json via
 *    decodeModel, decoded once outside the timing, as a warm Lambda container has it), exactly as
 *    the analysis worker does (labeller.label per transaction), then analyseAll runs over the
 *    result. Median of 20 runs after 5 warm-up runs, for label, analyse and both together.
 * 2. analyseAll alone over two deterministic data sets with true labels: synthetic data of the
 *    target size built here (seeded PRNG), and the same kind of persona with density 1.35.
 * The load average is printed because the machine is shared: on a busy machine the median mostly
 * measures CPU contention, and the minimum is closer to the uncontended cost.
 */
import { readFileSync } from 'node:fs';
import { resolve, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { toCents, type AnalysisInput, type BankAccount, type LabelledTransaction, type Transaction } from '#core/bank-data';
import { generatePersona } from '#core/personas/index';
import { analyseAll } from '#core/analyses/index';
import { withFields } from '#core/records';
import { createLabeller, decodeModel, type LabellingModel } from '#core/labelling/index';

export const GOAL_FULL_MS = 100;
const RUNS = 20;
const WARMUP = 5;
const MODEL_JSON = join(import.meta.dirname, '..', 'layers', 'labelling-model', 'layer', 'labelling-model', 'model.json');
/** Everyday-purchase multiplier for the persona. */
const DENSITY = 1.35;

/** A persona's accounts and transactions as the core stores them, with their true labels. */
function personaData(persona: ReturnType<typeof generatePersona>): { accounts: BankAccount[]; transactions: LabelledTransaction[]; asOf: Date } {
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

/** A 12-month salaried persona with 3 accounts from functions/core/personas, as the analyses read it. */
function personaInput(): AnalysisInput {
  return personaData(generatePersona('salaried_monthly', { seed: 'bench', accounts: 3, months: 12, density: DENSITY }));
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

export interface Timing {
  medianMs: number;
  minMs: number;
  maxMs: number;
}

function stats(times: number[]): Timing {
  const t = [...times].sort((a, b) => a - b);
  const n = t.length;
  return { medianMs: n % 2 ? t[(n - 1) / 2]! : (t[n / 2 - 1]! + t[n / 2]!) / 2, minMs: t[0]!, maxMs: t[n - 1]! };
}

export interface AnalysesResult {
  runs: number;
  warmup: number;
  full: {
    persona: string;
    transactions: number;
    accounts: number;
    decodeMs: number;
    label: Timing;
    analyse: Timing;
    total: Timing;
    labelSources: Record<string, number>;
    met: boolean;
  };
  analyseOnly: Array<{ name: string; transactions: number; accounts: number } & Timing>;
  loadAverage: number[];
  cores: number;
}

/** Label + analyseAll over a 3 x 12 salaried persona, timed separately and together. */
function measureFull(seed: string) {
  const { accounts, transactions: truth, asOf } = personaData(generatePersona('salaried_monthly', { seed, months: 12, accounts: 3 }));
  // What the worker reads from storage: transactions without labels, parsed from their JSON.
  const raw = JSON.parse(JSON.stringify(truth.map(({ label: _label, label_confidence: _confidence, label_source: _source, ...transaction }) => transaction))) as Transaction[];
  const d0 = performance.now();
  const labeller = createLabeller(decodeModel(JSON.parse(readFileSync(MODEL_JSON, 'utf8')) as LabellingModel), { organisationRules: [] });
  const decodeMs = performance.now() - d0;

  const once = () => {
    const t0 = performance.now();
    const transactions: LabelledTransaction[] = raw.map((tx) => withFields(tx, labeller.label(tx)));
    const t1 = performance.now();
    const result = analyseAll({ accounts, transactions, asOf });
    const t2 = performance.now();
    return { label: t1 - t0, analyse: t2 - t1, total: t2 - t0, transactions, result };
  };
  for (let i = 0; i < WARMUP; i += 1) once();
  const label: number[] = [];
  const analyse: number[] = [];
  const total: number[] = [];
  let last: ReturnType<typeof once> | undefined;
  for (let i = 0; i < RUNS; i += 1) {
    last = once();
    label.push(last.label);
    analyse.push(last.analyse);
    total.push(last.total);
  }
  // A fast wrong answer is no answer.
  if (last!.result.liquidity_score.balance_forecast?.length !== 90) throw new Error('unexpected result');
  const labelSources: Record<string, number> = {};
  for (const tx of last!.transactions) labelSources[tx.label_source] = (labelSources[tx.label_source] ?? 0) + 1;
  const totalStats = stats(total);
  return {
    persona: `salaried_monthly seed '${seed}', 12 months x 3 accounts`,
    transactions: raw.length,
    accounts: accounts.length,
    decodeMs,
    label: stats(label),
    analyse: stats(analyse),
    total: totalStats,
    labelSources,
    met: totalStats.medianMs <= GOAL_FULL_MS,
  };
}

function measureAnalyseOnly(name: string, input: AnalysisInput) {
  for (let i = 0; i < WARMUP; i += 1) analyseAll(input);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    analyseAll(input);
    times.push(performance.now() - t0);
  }
  if (analyseAll(input).liquidity_score.balance_forecast?.length !== 90) throw new Error('unexpected result');
  return { name, transactions: input.transactions.length, accounts: input.accounts.length, ...stats(times) };
}

export function measureAnalyses(seed = 'bench'): AnalysesResult {
  const full = measureFull(seed);
  const analyseOnly = [
    measureAnalyseOnly('synthetic, true labels', syntheticInput()),
    measureAnalyseOnly(`persona salaried_monthly, density ${DENSITY}, true labels`, personaInput()),
  ];
  return { runs: RUNS, warmup: WARMUP, full, analyseOnly, loadAverage: loadavg(), cores: availableParallelism() };
}

const f = (v: number) => v.toFixed(2);

export function printAnalyses(r: AnalysesResult, log: (line?: string) => void = console.log): void {
  const x = r.full;
  log(`  Full analysis: ${x.persona}: ${x.transactions} transactions; median of ${r.runs} runs after ${r.warmup} warm-up runs`);
  log(`    label (createLabeller over the decoded model, per transaction)  median ${f(x.label.medianMs)} ms  (min ${f(x.label.minMs)}, max ${f(x.label.maxMs)})`);
  log(`    analyseAll (all seven analyses)                                median ${f(x.analyse.medianMs)} ms  (min ${f(x.analyse.minMs)}, max ${f(x.analyse.maxMs)})`);
  log(`    label + analyseAll                                             median ${f(x.total.medianMs)} ms  (min ${f(x.total.minMs)}, max ${f(x.total.maxMs)})`);
  log(`    label sources: ${Object.entries(x.labelSources).map(([k, v]) => `${k} ${v}`).join(', ')}; model decode (once per container, not in the timing) ${x.decodeMs.toFixed(1)} ms`);
  log(`    goal label + analyse <= ${GOAL_FULL_MS} ms in-process: ${x.met ? 'met' : 'NOT MET'}`);
  log(`  analyseAll alone (true labels), median of ${r.runs}:`);
  for (const a of r.analyseOnly) log(`    ${a.name}: ${a.transactions} transactions, ${a.accounts} accounts: median ${f(a.medianMs)} ms (min ${f(a.minMs)}, max ${f(a.maxMs)})`);
  log(`  load average ${r.loadAverage.map((l) => l.toFixed(2)).join(' ')} on ${r.cores} cores`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log('Full analysis in-process');
  printAnalyses(measureAnalyses());
}
