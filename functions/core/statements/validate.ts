/**
 * From raw rows to a statement we are willing to store: order detection (oldest-first or
 * newest-first), the balance chain (previous balance + amount = balance, in cents, trying
 * other orders within a day before failing), opening/closing balance gaps, proven duplicates,
 * future dates and the 24-month limit.
 */
import type { RawTransaction, StatementProblem } from './layout.ts';
import { formatRand } from './values.ts';

export type StatementErrorType = 'Parse Error' | 'Contiguous Error' | 'Transactions Error';

export const MAX_PROBLEMS = 100;

/** Why an upload was refused: every problem found (capped at 100), each naming its row. */
export class StatementError extends Error {
  readonly problems: StatementProblem[];
  /** How many problems there were before the cap. */
  readonly problem_count: number;
  constructor(
    readonly error_type: StatementErrorType,
    problems: StatementProblem[],
  ) {
    const sorted = [...problems].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
    const first = sorted[0];
    const where = first?.row ? `row ${first.row}: ` : '';
    super(
      `${error_type}: ${where}${first?.problem ?? 'the file was refused'}` +
        (sorted.length > 1 ? ` (and ${sorted.length - 1} more problem${sorted.length > 2 ? 's' : ''})` : ''),
    );
    this.name = 'StatementError';
    this.problems = sorted.slice(0, MAX_PROBLEMS);
    this.problem_count = sorted.length;
  }

  /** Suggested HTTP status: an unreadable file is a bad request; a readable but inconsistent one is 422. */
  get status(): 400 | 422 {
    return this.error_type === 'Parse Error' ? 400 : 422;
  }

  /** A response body in the API's error shape plus the row-level details. */
  toBody() {
    return { error_type: this.error_type, message: this.message, details: this.problems };
  }
}

const same = (a: RawTransaction, b: RawTransaction) =>
  a.date === b.date && a.amount_cents === b.amount_cents && a.balance_cents === b.balance_cents && a.description === b.description;

/** Orders one day's transactions so the balances chain from `start`; null when none does. */
function orderDay(day: RawTransaction[], start: number): RawTransaction[] | null {
  const chains = (list: RawTransaction[]) => {
    let balance = start;
    for (const t of list) {
      if (t.balance_cents === null || balance + t.amount_cents !== t.balance_cents) return false;
      balance = t.balance_cents;
    }
    return true;
  };
  if (chains(day)) return day;
  const reversed = [...day].reverse();
  if (chains(reversed)) return reversed;
  if (day.some((t) => t.balance_cents === null)) return null;
  // Depth-first search for any order; bounded so a pathological day cannot stall an upload.
  let budget = 20000;
  const used = new Array<boolean>(day.length).fill(false);
  const path: RawTransaction[] = [];
  const search = (balance: number): boolean => {
    if (path.length === day.length) return true;
    if ((budget -= 1) < 0) return false;
    for (let i = 0; i < day.length; i += 1) {
      const t = day[i]!;
      if (used[i] || balance + t.amount_cents !== t.balance_cents) continue;
      used[i] = true;
      path.push(t);
      if (search(t.balance_cents)) return true;
      path.pop();
      used[i] = false;
    }
    return false;
  };
  return search(start) ? [...path] : null;
}

export interface ChainResult {
  ordered: RawTransaction[];
  contiguous: StatementProblem[];
  duplicates: StatementProblem[];
  newestFirst: boolean;
}

/**
 * Puts the transactions in chronological order and checks the balance chain.
 * `opening`/`closing` are balances the file states (null when it does not).
 */
export function checkChain(input: RawTransaction[], opening: number | null, closing: number | null): ChainResult {
  let list = [...input];
  const first = list[0]!;
  const last = list[list.length - 1]!;
  let newestFirst = first.date > last.date;
  if (first.date === last.date && list.length > 1 && opening === null) {
    // One day only: the balances decide. Newest-first when reading bottom-up chains better.
    const forward = orderDay(list, first.balance_cents !== null ? first.balance_cents - first.amount_cents : 0);
    const backward = [...list].reverse();
    const b0 = backward[0]!;
    const back = orderDay(backward, b0.balance_cents !== null ? b0.balance_cents - b0.amount_cents : 0);
    if (!forward && back) newestFirst = true;
  }
  if (newestFirst) list.reverse();
  // Liberal about unsorted exports: a stable sort by date (ties keep their file order).
  list = list.map((t, i) => ({ t, i })).sort((a, b) => (a.t.date < b.t.date ? -1 : a.t.date > b.t.date ? 1 : a.i - b.i)).map((x) => x.t);

  const contiguous: StatementProblem[] = [];
  const duplicates: StatementProblem[] = [];
  const ordered: RawTransaction[] = [];
  let balance: number | null = opening;
  let i = 0;
  while (i < list.length) {
    let j = i;
    while (j < list.length && list[j]!.date === list[i]!.date) j += 1;
    const day = list.slice(i, j);
    i = j;
    const allBalances = day.every((t) => t.balance_cents !== null);
    let chosen: RawTransaction[] | null = null;
    if (allBalances) {
      if (balance !== null) chosen = orderDay(day, balance);
      if (!chosen) {
        // Either the first day (no balance before it) or a gap before this day: find the
        // start that makes the day chain internally; prefer the file's own first row.
        const starts = [...new Set(day.map((t) => t.balance_cents! - t.amount_cents))];
        for (const start of starts) {
          chosen = orderDay(day, start);
          if (chosen) {
            if (balance !== null) {
              const t = chosen[0]!;
              const claimed = ordered.length === 0 ? 'the opening balance' : 'the previous balance';
              contiguous.push({
                row: t.row,
                column: 'balance',
                problem:
                  `Balances do not chain: ${claimed} R ${formatRand(balance)} plus R ${formatRand(t.amount_cents)} ` +
                  `gives R ${formatRand(balance + t.amount_cents)}, but the row shows R ${formatRand(t.balance_cents!)} ` +
                  `(a gap of R ${formatRand(t.balance_cents! - t.amount_cents - balance)}: transactions are missing)`,
              });
            }
            break;
          }
        }
      }
    }
    if (chosen) {
      ordered.push(...chosen);
      balance = chosen[chosen.length - 1]!.balance_cents;
      continue;
    }
    // No order works: report each break in file order, naming proven duplicates.
    for (let k = 0; k < day.length; k += 1) {
      const t = day[k]!;
      if (t.balance_cents === null) {
        ordered.push(t);
        balance = balance === null ? null : balance + t.amount_cents;
        continue;
      }
      if (balance !== null && balance + t.amount_cents !== t.balance_cents) {
        const twin = day.slice(0, k).find((o) => same(o, t));
        if (twin && t.amount_cents !== 0) {
          duplicates.push({
            row: t.row,
            column: null,
            problem:
              `Duplicate row: an exact copy of row ${twin.row} (${t.date}, R ${formatRand(t.amount_cents)}, ` +
              `balance R ${formatRand(t.balance_cents)}); two transactions of R ${formatRand(t.amount_cents)} ` +
              `cannot both leave the balance at R ${formatRand(t.balance_cents)}`,
          });
          continue; // skip the copy; keep checking the rest against the real chain
        }
        contiguous.push({
          row: t.row,
          column: 'balance',
          problem:
            `Balances do not chain: previous balance R ${formatRand(balance)} plus R ${formatRand(t.amount_cents)} ` +
            `gives R ${formatRand(balance + t.amount_cents)}, but the row shows R ${formatRand(t.balance_cents)}`,
        });
      }
      ordered.push(t);
      balance = t.balance_cents;
    }
  }
  if (closing !== null && balance !== null && closing !== balance) {
    contiguous.push({
      row: null,
      column: 'balance',
      problem: `The closing balance R ${formatRand(closing)} stated in the file does not match the last balance R ${formatRand(balance)}`,
    });
  }
  return { ordered, contiguous, duplicates, newestFirst };
}

/** YYYY-MM-DD plus n calendar months (clamped to the month's last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const total = y * 12 + (m - 1) + months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
