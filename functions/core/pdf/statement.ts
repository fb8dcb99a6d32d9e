/**
 * pdf.js text items → a validated statement (or a StatementFileError).
 *
 * 1. A page with (almost) no text → `no_text_layer`.
 * 2. The layout: every bank layout whose `identify` matches the first two pages (and whose
 *    `variant` accepts them), then the generic layout. The first that reads a table whose
 *    balances chain wins; the bank identified keeps its `bank_slug` even when the generic layout
 *    read the table.
 * 3. The table (table.ts), the header fields and summary box (header.ts), the dates (dates.ts:
 *    years from the statement period) and the amounts (statements/values.ts parseAmount):
 *    - a single Amount column is signed by its notation (leading/trailing minus, brackets, Dr/Cr);
 *      where credits carry `Cr` and nothing carries a minus or `Dr` (FNB), an unsigned amount is a
 *      debit. When the notation leaves it open, the balance chain decides.
 *    - Debit / Money Out columns are negative whatever their sign; Credit / Money In positive.
 *    - Balances: unsigned or `Cr` = positive, minus / `Dr` / brackets = overdrawn.
 *    - Fee column: `in_balance` → each fee is a transaction of its own, right after its row, with
 *      the row's description followed by " fee" (a row with only a fee keeps its own description)
 *      and the row's printed balance; `informational` → fees are not transactions; `detect` (the
 *      default) → fees are included when the balances chain with them, else left out.
 * 4. The chain, to the cent, in printed order (newest-first statements are turned oldest-first):
 *    every printed balance = previous balance + amount, and opening + Σ amounts = closing, else
 *    `balance_chain_broken` naming the first broken row (its 1-based ordinal among the printed
 *    transaction rows), its date, the printed and the expected balance.
 */
import { randText } from '../bank-data.ts';
import type { BankSlug } from '../statements/index.ts';
import { CREDIT_MARKER, DR_CR_MARKER, parseAmount } from '../statements/values.ts';
import { assertTextLayer, NO_TEXT_LAYER_MESSAGE, refusal } from './classify.ts';
import { numericOrder, parseLooseDate, resolveYears, type LooseDate } from './dates.ts';
import type { PdfDocumentText, PdfTextItem } from './document.ts';
import { StatementFileError } from './errors.ts';
import { readHeader, readSummary, type StatementHeader } from './header.ts';
import type { PdfBankLayout } from './layout.ts';
import { BANK_LAYOUTS, GENERIC_LAYOUTS } from './layouts/index.ts';
import { groupLines, type TextLine } from './lines.ts';
import type { PdfStatement, PdfTransactionSource } from './statement-types.ts';
import { readTable, type TableCell, type TableRead, type TableRow } from './table.ts';

export interface ParsePdfOptions {
  /** "Now" for the future-date check and for dates printed without a year and without a period. */
  now?: Date;
  /** 'Africa/Johannesburg' (default), 'UTC' or a fixed offset like '+02:00'. */
  timezone?: string;
  /** The bank layouts to identify the statement with (default: every layout of layouts/index.ts). */
  layouts?: readonly PdfBankLayout[];
}

/** `per_row`: each fee is kept when the row's printed balance includes it, else left out (layout `detect`). */
export type FeeMode = 'in_balance' | 'informational' | 'per_row';

/** Rand for messages (core/bank-data.ts randText). */
export const rand = randText;

function offsetFor(timezone: string | undefined): string {
  if (timezone === undefined || /^(Africa\/Johannesburg|SAST|Africa\/Maseru|Africa\/Mbabane)$/i.test(timezone)) return '+02:00';
  if (/^(UTC|Z|Etc\/UTC|GMT)$/i.test(timezone)) return '+00:00';
  if (/^[+-]\d{2}:\d{2}$/.test(timezone)) return timezone;
  throw new RangeError(`Unsupported timezone for statements: ${timezone} (use Africa/Johannesburg or a fixed offset)`);
}

function todayAt(now: Date, offset: string): string {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [h, m] = offset.slice(1).split(':').map(Number) as [number, number];
  return new Date(now.getTime() + sign * (h * 60 + m) * 60000).toISOString().slice(0, 10);
}

/** A printed row with its values read. */
interface ValuedRow {
  row: number;
  source: TableRow;
  date: string;
  /** The row's amount without its fee (null when it prints only a fee). */
  main: number | null;
  fee: number | null;
  balance: number | null;
  /** The Amount cell's value when it printed no sign (its sign is the statement's convention). */
  unsignedAmount: number | null;
  /** The balance printed no sign or marker (overdrawn or not by the statement's convention). */
  balanceUnsigned: boolean;
}

interface ValuedTable {
  rows: ValuedRow[];
  unsignedDebit: boolean | null;
  /**
   * Some balances carry a credit marker (`Cr`, `Kt`): an unsigned balance is then most likely an
   * overdrawn one (FNB prints `583.65 Cr` and, once overdrawn, `8,431.84` with no marker).
   */
  markedCreditBalances: boolean;
  /**
   * The statement marks amounts or balances with Cr/Dr (Kt/Dt): an unsigned balance may be an
   * overdrawn one even when no balance carries a marker (an FNB statement overdrawn throughout).
   */
  usesMarkers: boolean;
}

interface Tx {
  row: number;
  date: string;
  amount: number;
  /** The balance the statement prints after this transaction (null for a row's part before its fee). */
  printed: number | null;
  description: string;
  reference: string | null;
  source: TableRow;
  isFee: boolean;
  /** A fee the balance chain decides about (fee column `detect`). */
  optional: boolean;
}

class LayoutMiss extends Error {}

/** A Dr/Cr column printed before the amount's column: "Dr 500.00". */
const LEADING_MARKER = new RegExp(`^${DR_CR_MARKER}\\.?\\s+\\S`);

function amountOf(cell: TableCell | null, row: number, what: string): { cents: number; signed: boolean; text: string } | null {
  if (!cell) return null;
  const text = cell.text.trim();
  // Markers without a number ("##" for a fee charged, "*") are not amounts.
  if (!/\d/.test(text)) return null;
  let r = parseAmount(text);
  if (r.ok === false && LEADING_MARKER.test(text)) {
    // A Dr/Cr column printed before the amount's column: "Dr 500.00".
    const [marker, ...rest] = text.split(/\s+/);
    r = parseAmount(`${rest.join(' ')} ${marker}`);
  }
  if (r.ok === false) {
    // A charge code or marker printed beside the amount ("13.50 A", "* 120.00", "45.00 #").
    const m = /^(?:[*#]\s*)?(.*?\d)(?:\s*(?:[A-Z]|\*|#|[A-Z]\*))?$/.exec(text);
    if (m && m[1] !== text) r = parseAmount(m[1]!);
  }
  if (r.ok === 'empty') return null;
  if (r.ok !== true) throw new LayoutMiss(`row ${row}: the ${what} "${text}" is not an amount`);
  return { cents: r.cents, signed: r.signed, text };
}

function isDate(text: string): boolean {
  return parseLooseDate(text, 'dm') !== null || parseLooseDate(text, 'md') !== null;
}

interface Attempt {
  statement?: PdfStatement;
  chainError?: StatementFileError;
  otherError?: StatementFileError;
}

/**
 * Whether the rows are printed newest first, from the balances: oldest first, each balance is
 * the previous one plus the row's amount; newest first, the next one's. Null when they do not say.
 */
function printedOrder(rows: readonly TableRow[]): boolean | null {
  const value = (c: TableCell | null) => {
    if (!c) return null;
    const r = parseAmount(c.text);
    return r.ok === true ? r.cents : null;
  };
  const amounts = rows.map((r) => {
    const a = value(r.amount);
    const d = value(r.debit);
    const c = value(r.credit);
    const f = value(r.fee);
    const main = (a ?? 0) - Math.abs(d ?? 0) + Math.abs(c ?? 0);
    // An unsigned Amount may be a debit or a credit (FNB prints debits unsigned).
    const signed = r.amount === null || (() => { const p = parseAmount(r.amount.text); return p.ok === true && p.signed; })();
    const mains = signed ? [main] : [main, -main];
    return f === null ? mains : mains.flatMap((m) => [m, m - Math.abs(f)]);
  });
  const balances = rows.map((r) => value(r.balance));
  let oldest = 0;
  let newest = 0;
  for (let i = 1; i < rows.length; i += 1) {
    const [b0, b1] = [balances[i - 1], balances[i]];
    if (b0 === null || b0 === undefined || b1 === null || b1 === undefined) continue;
    if (amounts[i]!.some((a) => b0 + a === b1)) oldest += 1;
    if (amounts[i - 1]!.some((a) => b1 + a === b0)) newest += 1;
  }
  if (oldest === newest) return null;
  return newest > oldest;
}

/** Reads the table into valued rows (dates resolved, amounts parsed), or throws LayoutMiss. */
function valueRows(table: TableRead, header: StatementHeader, layout: PdfBankLayout, now: Date): ValuedTable {
  const order = numericOrder(table.rows.map((r) => r.date ?? ''), layout.dateFormats);
  const loose: LooseDate[] = table.rows.map((r, i) => {
    const d = parseLooseDate(r.date ?? '', order);
    if (!d) throw new LayoutMiss(`row ${i + 1}: "${r.date}" is not a date`);
    return d;
  });
  const period = header.periodStart && header.periodEnd ? { start: header.periodStart, end: header.periodEnd } : null;
  const dates = resolveYears(loose, period, now, printedOrder(table.rows));
  // Sign notation of a single amount column.
  let anyCr = false;
  let anyMinus = false;
  let anyAmount = false;
  for (const r of table.rows) {
    if (!r.amount) continue;
    anyAmount = true;
    if (CREDIT_MARKER.test(r.amount.text.trim())) anyCr = true;
    const p = parseAmount(r.amount.text);
    if (p.ok === true && p.cents < 0) anyMinus = true;
  }
  const unsignedDebit = anyAmount ? anyCr && !anyMinus : null;
  const markedCreditBalances = table.rows.some((r) => r.balance !== null && CREDIT_MARKER.test(r.balance.text.trim()));
  const marker = new RegExp(`${DR_CR_MARKER}\\.?$`);
  const usesMarkers = table.rows.some((r) => [r.amount, r.debit, r.credit, r.balance].some((c) => c !== null && marker.test(c.text.trim())));
  const rows: ValuedRow[] = [];
  let n = 0;
  table.rows.forEach((r, i) => {
    const amount = amountOf(r.amount, i + 1, 'amount');
    const debit = amountOf(r.debit, i + 1, 'debit');
    const credit = amountOf(r.credit, i + 1, 'credit');
    const fee = amountOf(r.fee, i + 1, 'fee');
    const balance = amountOf(r.balance, i + 1, 'balance');
    // A balance-only line, or a line whose amounts are all zero (a VAT note, a zero-rated
    // entry), is not a transaction.
    if (!amount && !debit && !credit && !fee) return;
    if ((amount?.cents ?? 0) === 0 && (debit?.cents ?? 0) === 0 && (credit?.cents ?? 0) === 0 && (fee?.cents ?? 0) === 0) return;
    n += 1;
    let main: number | null = null;
    // Unsigned amounts are kept positive here and marked; the sign convention is applied per attempt.
    if (amount) main = amount.cents;
    if (debit) main = (main ?? 0) - Math.abs(debit.cents);
    if (credit) main = (main ?? 0) + Math.abs(credit.cents);
    rows.push({
      row: n,
      source: r,
      date: dates[i]!,
      main,
      fee: fee ? (fee.signed ? fee.cents : -Math.abs(fee.cents)) : null,
      balance: balance ? balance.cents : null,
      unsignedAmount: amount && !amount.signed ? amount.cents : null,
      balanceUnsigned: balance !== null && !balance.signed,
    });
  });
  return { rows, unsignedDebit, markedCreditBalances, usesMarkers };
}

function transactions(rows: readonly ValuedRow[], feeMode: FeeMode, unsignedDebit: boolean): Tx[] {
  const out: Tx[] = [];
  for (const r of rows) {
    let main = r.main;
    if (main !== null && unsignedDebit && r.unsignedAmount !== null) main -= 2 * r.unsignedAmount;
    const fee = feeMode === 'informational' || r.fee === 0 ? null : r.fee;
    const optional = feeMode === 'per_row';
    const base = { row: r.row, date: r.date, reference: r.source.reference, source: r.source };
    if (main !== null && fee !== null) {
      out.push({ ...base, amount: main, printed: null, description: r.source.description, isFee: false, optional: false });
      out.push({ ...base, amount: fee, printed: r.balance, description: `${r.source.description} fee`.trim(), isFee: true, optional });
    } else if (main !== null) {
      out.push({ ...base, amount: main, printed: r.balance, description: r.source.description, isFee: false, optional: false });
    } else if (fee !== null) {
      out.push({ ...base, amount: fee, printed: r.balance, description: r.source.description, isFee: true, optional });
    }
  }
  return out;
}

interface ChainBreak {
  tx: Tx;
  printed: number;
  expected: number;
  closing: boolean;
}

/** Whether the next row that prints a balance chains from `balance` (the rows between it and `i` counted). */
function nextChainsFrom(txs: readonly Tx[], i: number, balance: number): boolean {
  let running = balance;
  for (let j = i + 1; j < txs.length; j += 1) {
    const next = txs[j]!;
    running += next.amount;
    if (next.printed !== null) return next.printed === running;
  }
  return false;
}

/**
 * Checks the chain; returns the transactions kept (optional fees decided) with their running
 * balances, or the first break. An optional fee is kept when the printed balance includes it.
 */
function chain(txs: readonly Tx[], opening: number, closing: number | null): { kept: Tx[]; balances: number[]; notPosted: Tx[] } | { broken: ChainBreak } {
  let balance = opening;
  const kept: Tx[] = [];
  const balances: number[] = [];
  const notPosted: Tx[] = [];
  for (let i = 0; i < txs.length; i += 1) {
    const tx = txs[i]!;
    const expected = balance + tx.amount;
    if (tx.optional && tx.printed !== null && tx.printed !== expected && tx.printed === balance) {
      // The balance did not move with this fee: informational. The row's own part (just kept)
      // takes the printed balance.
      const prev = kept[kept.length - 1];
      if (prev && prev.row === tx.row && prev.printed === null) kept[kept.length - 1] = { ...prev, printed: tx.printed };
      continue;
    }
    if (tx.printed !== null && tx.printed !== expected && !tx.isFee && (tx.printed === balance || (tx.printed === 0 && nextChainsFrom(txs, i, balance)))) {
      // The row's own balance says it did not move the account: printed, not posted (FNB
      // repeats the balance; Capitec prints 0.00 beside a debit order refused for want of
      // funds). Not a transaction; the rows after it are checked from the unchanged balance.
      notPosted.push(tx);
      continue;
    }
    if (tx.printed !== null && tx.printed !== expected) {
      // A fee split from its row: report the row's own balance check when the row alone is wrong.
      return { broken: { tx, printed: tx.printed, expected, closing: false } };
    }
    balance = expected;
    kept.push(tx);
    balances.push(balance);
  }
  // A few such rows are a bank's habit; many mean the column read as the balance does not move
  // with the rows (the table was misread): the first one is the break.
  const firstNotPosted = notPosted[0];
  if (firstNotPosted && notPosted.length > Math.max(2, Math.floor(txs.length * 0.05))) {
    return { broken: { tx: firstNotPosted, printed: firstNotPosted.printed!, expected: firstNotPosted.printed! + firstNotPosted.amount, closing: false } };
  }
  if (closing !== null && closing !== balance && kept.length > 0) {
    return { broken: { tx: kept[kept.length - 1]!, printed: closing, expected: balance, closing: true } };
  }
  return { kept, balances, notPosted };
}

function chainError(b: ChainBreak): StatementFileError {
  const where = `Row ${b.tx.row} (${b.tx.date})`;
  const message = b.closing
    ? `${where}: the statement prints a closing balance of ${rand(b.printed)} but the opening balance and the transactions give ${rand(b.expected)}.`
    : `${where}: the statement prints a balance of ${rand(b.printed)} but the previous balance and the amount give ${rand(b.expected)}.`;
  return new StatementFileError('balance_chain_broken', 'Contiguous Error', message, {
    row: b.tx.row,
    date: b.tx.date,
    page: b.tx.source.page,
    printed_balance: b.printed / 100,
    expected_balance: b.expected / 100,
  });
}

function attempt(doc: PdfDocumentText, lines: readonly TextLine[], layout: PdfBankLayout, bank: PdfBankLayout | null, options: ParsePdfOptions): Attempt {
  const offset = offsetFor(options.timezone);
  const now = options.now ?? new Date();
  const byPage = new Map<number, TextLine[]>();
  for (const l of lines) {
    const list = byPage.get(l.page) ?? [];
    list.push(l);
    byPage.set(l.page, list);
  }
  const table = readTable(doc, layout, { isDate, linesOf: (p) => byPage.get(p.number) ?? [] });
  if (!table || table.rows.length === 0) return {};
  const header = readHeader(lines, layout, new Set(table.skippedAfterFirstRow), new Set(table.skippedBeforeLastRow));
  let valued: ValuedTable;
  try {
    valued = valueRows(table, header, layout, now);
  } catch (error) {
    if (error instanceof LayoutMiss) return {};
    throw error;
  }
  if (valued.rows.length === 0) {
    // Every row printed is informational (R0.00): an account with no transactions in the
    // period. Read only when the header proves it: a period, and an opening balance equal to the
    // closing one.
    const { periodStart, periodEnd, openingBalanceCents: opening, closingBalanceCents: closing } = header;
    if (periodStart === null || periodEnd === null || opening === null || closing === null) return {};
    if (opening !== closing) {
      return {
        chainError: new StatementFileError(
          'balance_chain_broken',
          'Contiguous Error',
          `The statement prints an opening balance of ${rand(opening)} and a closing balance of ${rand(closing)}, but no transaction between them.`,
          { row: null, date: periodEnd, page: null, printed_balance: closing / 100, expected_balance: opening / 100 },
        ),
      };
    }
    return { statement: build(doc, lines, layout, bank, header, table, { kept: [], balances: [], notPosted: [] }, opening, closing, false, offset, now) };
  }
  // Newest-first statements: the chain runs bottom-up.
  const printed = valued.rows;
  const newestFirst = printed.length > 1 && printed[0]!.date > printed[printed.length - 1]!.date;
  const chronological = newestFirst ? [...printed].reverse() : printed;

  const feeModes: FeeMode[] =
    layout.feeColumn === 'in_balance' ? ['in_balance'] : layout.feeColumn === 'informational' ? ['informational'] : ['per_row'];
  const signModes: boolean[] = valued.unsignedDebit === null ? [false] : [valued.unsignedDebit, !valued.unsignedDebit];
  // Where balances carry Cr, an unsigned one is read overdrawn first, then (if that does not
  // chain) in credit; where only amounts carry markers, in credit first. The chain decides, as
  // for unsigned amounts (a printed opening balance anchors it).
  const overdrawnReading = chronological.map((r) => (r.balanceUnsigned && r.balance !== null ? { ...r, balance: -r.balance } : r));
  const balanceReadings: (readonly ValuedRow[])[] = valued.markedCreditBalances
    ? [overdrawnReading, chronological]
    : valued.usesMarkers
      ? [chronological, overdrawnReading]
      : [chronological];
  const tableOpening = table.openingBalanceText ? parseAmount(table.openingBalanceText) : null;
  const tableClosing = table.closingBalanceText ? parseAmount(table.closingBalanceText) : null;
  let firstBreak: ChainBreak | null = null;
  const readings = balanceReadings.flatMap((rows) => signModes.flatMap((sign) => feeModes.map((fees) => ({ rows, sign, fees }))));
  for (const { rows, sign, fees } of readings) {
    const txs = transactions(rows, fees, sign);
    if (txs.length === 0) continue;
    // The first printed balance minus the amounts up to it (optional fees: whichever way the
    // first balance needs; tried with and without them).
    const firstPrinted = txs.find((t) => t.printed !== null);
    const upTo = firstPrinted ? txs.slice(0, txs.indexOf(firstPrinted) + 1) : [];
    const derived = firstPrinted
      ? [firstPrinted.printed! - upTo.reduce((s, t) => s + t.amount, 0), firstPrinted.printed! - upTo.reduce((s, t) => s + (t.optional ? 0 : t.amount), 0)]
      : [];
    // Balances the layout's own labels give win; then the table's brought-forward / closing
    // rows; then the generic header labels; then the first row.
    const tableOpeningCents = tableOpening?.ok === true ? tableOpening.cents : null;
    const tableClosingCents = tableClosing?.ok === true ? tableClosing.cents : null;
    const stated = header.openingFromLayout ? header.openingBalanceCents : (tableOpeningCents ?? header.openingBalanceCents);
    const openings = stated !== null ? [stated] : [...new Set(derived)];
    if (openings.length === 0) return {};
    const closing = header.closingFromLayout ? header.closingBalanceCents : (tableClosingCents ?? header.closingBalanceCents);
    // Without a running balance only the printed closing balance proves the rows.
    if (!txs.some((t) => t.printed !== null) && (closing === null || stated === null)) return {};
    for (const opening of openings) {
      const result = chain(txs, opening, closing);
      if ('broken' in result) {
        firstBreak ??= result.broken;
        continue;
      }
      return { statement: build(doc, lines, layout, bank, header, table, result, opening, closing, newestFirst, offset, now) };
    }
  }
  return firstBreak ? { chainError: chainError(firstBreak) } : {};
}

function build(
  doc: PdfDocumentText,
  lines: readonly TextLine[],
  layout: PdfBankLayout,
  bank: PdfBankLayout | null,
  header: StatementHeader,
  table: TableRead,
  { kept: txs, balances, notPosted }: { kept: readonly Tx[]; balances: readonly number[]; notPosted: readonly Tx[] },
  opening: number,
  closing: number | null,
  newestFirst: boolean,
  offset: string,
  now: Date,
): PdfStatement {
  void doc;
  void table;
  const today = todayAt(now, offset);
  const future = txs.find((t) => t.date > today);
  if (future) {
    throw new StatementFileError(
      'invalid_statement',
      'Transactions Error',
      `Row ${future.row} is dated ${future.date}, after today (${today}): a statement cannot list future transactions.`,
      { row: future.row, date: future.date },
    );
  }
  // A statement without transactions (see attempt) has a printed period.
  const start = txs[0]?.date ?? header.periodStart!;
  const end = txs[txs.length - 1]?.date ?? header.periodEnd!;
  const sources: PdfTransactionSource[] = txs.map((t) => {
    const s = t.source;
    const amountCells = t.isFee ? [s.fee] : [s.amount, s.debit, s.credit];
    return {
      page: s.page,
      y: s.y,
      amountItems: amountCells.flatMap((c) => (c ? c.items : [])) as PdfTextItem[],
      balanceItems: s.balance && t.printed !== null ? s.balance.items : [],
    };
  });
  const slug = (bank ?? layout).bank_slug as BankSlug;
  return {
    bank_slug: slug,
    detected_format: layout.format,
    encoding: 'pdf',
    delimiter: '',
    newest_first: newestFirst,
    account_number: header.accountNumber,
    account_holder_name: header.holderName,
    statement_start: start,
    statement_end: end,
    opening_balance_cents: opening,
    closing_balance_cents: closing ?? balances[balances.length - 1] ?? opening,
    transactions: txs.map((t, i) => ({
      row: t.row,
      datetime: `${t.date}T00:00:00${offset}`,
      amount_cents: t.amount,
      balance_cents: balances[i]!,
      description: t.description.replace(/\s+/g, ' ').trim(),
      reference: t.reference,
      // A fee split off a purchase's row is not the purchase: the row's category is the purchase's.
      ...(t.source.category === null || t.isFee ? {} : { bank_category: t.source.category.replace(/\s+/g, ' ').trim() }),
    })),
    layout: { bank_slug: layout.bank_slug, format: layout.format, display_name: layout.display_name },
    period_start: header.periodStart ?? start,
    period_end: header.periodEnd ?? end,
    sources,
    summary: readSummary(lines),
    not_posted: notPosted.map((t) => ({ row: t.row, date: t.date, page: t.source.page, description: t.description.replace(/\s+/g, ' ').trim(), amount_cents: t.amount, why: 'balance_unchanged' })),
  };
}

/** The layouts that identify the document's bank (first two pages), variants checked. */
export function identifyLayouts(firstPagesText: string, layouts: readonly PdfBankLayout[] = BANK_LAYOUTS): { bank: PdfBankLayout | null; layouts: PdfBankLayout[] } {
  const named = layouts.filter((l) => l.identify.some((re) => re.test(firstPagesText)));
  const fitting = named.filter((l) => !l.variant || l.variant(firstPagesText));
  return { bank: fitting[0] ?? named[0] ?? null, layouts: fitting };
}

/** Reads a statement from a PDF's text; throws StatementFileError when it cannot be read or does not chain. */
export function parsePdfStatement(doc: PdfDocumentText, options: ParsePdfOptions = {}): PdfStatement {
  assertTextLayer(doc);
  const lines = doc.pages.flatMap((p) => groupLines(p));
  const firstPagesText = lines.filter((l) => l.page <= 2).map((l) => l.text).join(' ');
  const { bank, layouts } = identifyLayouts(firstPagesText, options.layouts ?? BANK_LAYOUTS);
  let broken: StatementFileError | null = null;
  for (const layout of [...layouts, ...GENERIC_LAYOUTS]) {
    const result = attempt(doc, lines, layout, bank, options);
    if (result.statement) return result.statement;
    broken ??= result.chainError ?? null;
  }
  if (broken) throw broken;
  if (doc.info.invisibleText) {
    // Recognised text laid invisibly over a scanned image: a scan, whatever its text layer says.
    throw new StatementFileError('no_text_layer', 'Parse Error', NO_TEXT_LAYER_MESSAGE, { page_count: doc.pages.length, reason: 'ocr_text_layer' });
  }
  throw refusal(lines, bank);
}
