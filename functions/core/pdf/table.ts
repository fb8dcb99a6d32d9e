/**
 * Finds the transaction table from its header words and their x-positions, and reads every
 * later line into cells by column, page after page.
 *
 * - Header: a line (or two stacked lines, e.g. `Transaction` over `Date`) whose phrases name a
 *   date column, an amount (or debit/credit) column and a balance column, from the layout's own
 *   words first and the generic aliases below. Phrases the aliases do not know become `ignore`
 *   columns (their text is kept out of the description), except that a table without a
 *   description column takes its first unknown column as the description.
 * - Cells: each fragment goes to the column whose header it overlaps most; a fragment that
 *   overlaps none goes, when it looks like an amount, to the nearest amount/balance column
 *   (right-aligned amounts are wider than their header), else to the column whose header starts
 *   at or before it (left-aligned text runs past its header).
 * - Rows: a line with a date starts a row; a line with amounts and no date fills a row that has
 *   none yet, else starts a row of the same date (banks that print a day's date once); a line
 *   with text only, close below the previous line and inside the description/reference columns,
 *   continues the row's description (joined with one space). Repeated headers re-align the
 *   columns; page headers/footers and lines far from the table are ignored; brought/carried
 *   forward, opening/closing balance and total rows are never transactions (their balances are
 *   returned as the opening/closing balance).
 */
import { DR_CR_MARKER } from '../statements/values.ts';
import type { PdfDocumentText, PdfPageText, PdfTextItem } from './document.ts';
import type { PdfBankLayout, PdfColumnRole } from './layout.ts';
import { groupLines, type LineFragment, type Measure, type TextLine } from './lines.ts';

export interface TableColumn {
  role: PdfColumnRole;
  /** The header text as printed. */
  header: string;
  x0: number;
  x1: number;
  /** Right edge the column's amounts are printed at, when it differs from the header's (alignAmountColumns). */
  dataX1?: number;
  /** Left edge the column's text starts at, when left of its header (a centred header; alignAmountColumns). */
  dataX0?: number;
}

export interface TableHeader {
  page: number;
  y: number;
  /** Baseline of the header's last line. */
  yEnd: number;
  columns: TableColumn[];
}

export interface TableCell {
  text: string;
  items: PdfTextItem[];
}

/** One printed transaction row (before amounts and dates are interpreted). */
export interface TableRow {
  page: number;
  y: number;
  date: string | null;
  /** True when the row printed no date of its own (it takes the previous row's). */
  dateInherited: boolean;
  valueDate: string | null;
  description: string;
  reference: string | null;
  /** The bank's own category of the row, where a column prints one. */
  category: string | null;
  amount: TableCell | null;
  debit: TableCell | null;
  credit: TableCell | null;
  fee: TableCell | null;
  balance: TableCell | null;
}

export interface TableRead {
  header: TableHeader;
  /** Header columns of every page the table continues on (repeated headers included). */
  headers: TableHeader[];
  rows: TableRow[];
  /** Balance of the first brought-forward / opening-balance row before any transaction. */
  openingBalanceText: string | null;
  /** Balance of the last carried-forward / closing-balance row after the transactions. */
  closingBalanceText: string | null;
  /** Lines that were skipped as brought/carried forward, opening/closing or totals (for tests and debugging). */
  skipped: string[];
  /**
   * Skipped lines printed between transactions: a "Balance brought forward" after the first one
   * or a "Carried forward" before the last one is a page's or a sub-period's (Standard Bank's
   * computer-generated copy, Nedbank's statement enquiry), never the statement's opening or
   * closing balance.
   */
  skippedAfterFirstRow: TextLine[];
  skippedBeforeLastRow: TextLine[];
}

/** Generic header aliases per role, compared lower-cased with everything but letters and digits dropped. */
export const HEADER_ALIASES: Record<PdfColumnRole, readonly string[]> = {
  date: [
    'date', 'transactiondate', 'postingdate', 'trandate', 'txndate', 'transdate', 'effectivedate', 'processdate',
    'postdate', 'posteddate', 'processeddate', 'datum', 'transactiondatum', 'bookingdate', 'datetransacted',
  ],
  value_date: ['valuedate', 'valuedt'],
  description: [
    'description', 'details', 'transactiondescription', 'transactiondetails', 'narrative', 'particulars',
    'transactions', 'transaction', 'beskrywing', 'descriptionofthetransaction', 'statementdescription',
  ],
  reference: ['reference', 'ref', 'yourreference', 'customerreference', 'referencenumber', 'referenceno', 'verwysing'],
  amount: ['amount', 'amountr', 'amountzar', 'transactionamount', 'amountinr', 'bedrag', 'value'],
  debit: [
    'debit', 'debits', 'debitr', 'debitsr', 'moneyout', 'moneyoutr', 'withdrawals', 'withdrawal', 'payments',
    'paidout', 'dr', 'debitamount', 'debiete', 'out', 'moneyoutzar', 'debitszar', 'uit',
  ],
  credit: [
    'credit', 'credits', 'creditr', 'creditsr', 'moneyin', 'moneyinr', 'deposits', 'deposit', 'paidin', 'cr',
    'creditamount', 'krediete', 'in', 'moneyinzar', 'creditszar',
  ],
  fee: [
    'fee', 'fees', 'feer', 'feesr', 'charges', 'charge', 'servicefee', 'servicefees', 'bankcharges', 'bankfees',
    'accruedbankcharges', 'servicecharge', 'servicecharges', 'transactionfee', 'transactionfees',
  ],
  balance: ['balance', 'balancer', 'runningbalance', 'balancezar', 'ledgerbalance', 'saldo', 'accountbalance'],
  category: ['category', 'subcategory', 'kategorie'],
  ignore: [
    'parentcategory', 'tranlistno', 'tranlistnr', 'transactionlistno', 'listno', 'card', 'cardno',
    'cardnumber', 'chargecode', 'chargecodes', 'type', 'transactiontype', 'chequenumber', 'chequeno', 'cheque',
    'branch', 'time', 'no', 'nr', 'accruedcharges', 'code', 'vat', 'vatamount',
  ],
};

/** Headers of a column that holds only Dr / Cr markers for the amount or balance beside it. */
const DRCR_HEADERS: ReadonlySet<string> = new Set(['drcr', 'crdr', 'debitcredit', 'creditdebit', 'dc', 'cd', 'drorcr', 'sign']);

export const NUMERIC_ROLES: ReadonlySet<PdfColumnRole> = new Set(['amount', 'debit', 'credit', 'fee', 'balance']);

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** An amount as printed in a statement cell (decimals required, so list numbers and days are not amounts), perhaps with a fee marker (`65.00*`). */
export const AMOUNT_TEXT = new RegExp(`^[-+(]?\\s?(?:R|ZAR)?\\s?[-+]?\\d{1,3}(?:[ ,\\u00a0]?\\d{3})*[.,]\\d{2}\\s?(?:${DR_CR_MARKER}|-)?\\.?\\)?(?:\\s?[*#]{1,2})?$`);

/** Rows that are not transactions: their balances are the opening/closing balance or a total. */
const OPENING_ROW = /\b(brought\s*forward|b\/f|bal(?:ance)?\s*b\/?f|opening\s*balance|balance\s*brought|previous\s*balance|balance\s*at\s*start|start(?:ing)?\s*balance|oorgebring|openingsaldo)\b/i;
const CLOSING_ROW = /\b(carried\s*forward|c\/f|bal(?:ance)?\s*c\/?f|closing\s*balance|balance\s*carried|balance\s*at\s*end|end(?:ing)?\s*balance|oorgedra|afsluitingsaldo|afsluitsaldo|slotsaldo)\b/i;
const TOTAL_ROW = /^(?:sub-?\s?)?totals?\b|\btotals?\s*(?:for|of)?\s*(?:the\s*)?(?:period|statement|page|debits?|credits?|fees?|charges|money|transactions)\b|\btotal\s*:|^page\s+\d+|\bpage\s+\d+\s+of\s+\d+\b|\bavailable\s+balance\b|\bcontinued\s+on\s+next\s+page\b/i;
/** A description that starts with TOTAL and goes on with a name, not with what is totalled. */
const MERCHANT_NAMED_TOTAL = /^total\s+(?!(?:for|of|debits?|credits?|fees?|charges|money|transactions|period|statement|page|amount|balance|due|in|out)\b)[a-z]/i;

interface Phrase {
  text: string;
  x0: number;
  x1: number;
}

/**
 * Every heading word of a layout, normalised, with its role: the layout's own words first, then
 * the shared aliases, the first role that names a word winning (as a search in that order
 * would). Built once per layout: header detection asks for every line of every page and every
 * layout tried, and normalising the word lists on each call was a visible share of the reader's
 * time in a profile.
 */
const roleIndex = new WeakMap<PdfBankLayout, { own: Map<string, PdfColumnRole>; shared: Map<string, PdfColumnRole> }>();
let sharedRoles: Map<string, PdfColumnRole> | undefined;

function rolesOf(layout: PdfBankLayout): { own: Map<string, PdfColumnRole>; shared: Map<string, PdfColumnRole> } {
  let index = roleIndex.get(layout);
  if (!index) {
    const own = new Map<string, PdfColumnRole>();
    for (const [role, words] of Object.entries(layout.columns) as [PdfColumnRole, readonly string[]][]) {
      for (const word of words) if (!own.has(norm(word))) own.set(norm(word), role);
    }
    if (!sharedRoles) {
      sharedRoles = new Map();
      // Aliases are compared as written (they are kept normalised), as before.
      for (const [role, words] of Object.entries(HEADER_ALIASES) as [PdfColumnRole, readonly string[]][]) {
        for (const word of words) if (!sharedRoles.has(word)) sharedRoles.set(word, role);
      }
    }
    index = { own, shared: sharedRoles };
    roleIndex.set(layout, index);
  }
  return index;
}

function aliasRole(text: string, layout: PdfBankLayout): PdfColumnRole | null {
  const n = norm(text);
  if (n === '') return null;
  const { own, shared } = rolesOf(layout);
  return own.get(n) ?? shared.get(n) ?? null;
}

/** Splits a header line into phrases: the longest run of up to four neighbouring fragments that names a role. */
function headerColumns(frags: readonly Phrase[], size: number, layout: PdfBankLayout): TableColumn[] | null {
  const columns: TableColumn[] = [];
  let unknown = 0;
  let i = 0;
  while (i < frags.length) {
    let matched: { role: PdfColumnRole; end: number } | null = null;
    for (let end = Math.min(frags.length, i + 4); end > i; end -= 1) {
      let close = true;
      for (let k = i + 1; k < end; k += 1) if (frags[k]!.x0 - frags[k - 1]!.x1 > size * 1.2) close = false;
      if (!close) continue;
      const text = frags.slice(i, end).map((f) => f.text).join(' ');
      const role = aliasRole(text, layout);
      if (role) {
        matched = { role, end };
        break;
      }
    }
    const end = matched?.end ?? i + 1;
    const text = frags.slice(i, end).map((f) => f.text).join(' ');
    if (!matched) {
      unknown += 1;
      if (text.length > 30 || /\d{3,}/.test(text)) return null;
    }
    columns.push({ role: matched?.role ?? 'ignore', header: text, x0: frags[i]!.x0, x1: frags[end - 1]!.x1 });
    i = end;
  }
  // A "Dr/Cr" column marks the amount (or balance) beside it: its text joins that cell.
  columns.forEach((c, k) => {
    if (!DRCR_HEADERS.has(norm(c.header))) return;
    const left = columns[k - 1];
    const right = columns[k + 1];
    const owner = left && NUMERIC_ROLES.has(left.role) ? left : right && NUMERIC_ROLES.has(right.role) ? right : null;
    if (owner) {
      c.role = owner.role;
      unknown -= aliasRole(c.header, layout) === null ? 1 : 0;
    }
  });
  const roles = new Set(columns.map((c) => c.role));
  if (!roles.has('date') && !roles.has('value_date')) return null;
  if (!roles.has('balance') && layout.runningBalance !== false) return null;
  if (!roles.has('amount') && !roles.has('debit') && !roles.has('credit')) return null;
  if (columns.length - unknown < 3 || unknown > columns.length / 2) return null;
  // Two date columns: the first is the transaction date unless the layout named the other.
  const dates = columns.filter((c) => c.role === 'date');
  if (dates.length === 0) {
    const first = columns.find((c) => c.role === 'value_date')!;
    first.role = 'date';
  }
  for (const extra of dates.slice(1)) extra.role = 'value_date';
  if (!roles.has('description')) {
    const firstUnknown = columns.find((c) => c.role === 'ignore' && aliasRole(c.header, layout) === null);
    if (firstUnknown) firstUnknown.role = 'description';
  }
  return columns;
}

/**
 * A line's words with estimated extents (a header may come as one pdf.js item across cells):
 * glyph widths from the fragment's left edge, the fragment's remaining width shared among the gaps.
 */
function words(line: TextLine): Phrase[] {
  const out: Phrase[] = [];
  for (const f of line.fragments) {
    const font = f.items[0]?.fontName ?? '';
    const parts = f.text.split(' ');
    if (parts.length === 1) {
      out.push({ text: f.text, x0: f.x0, x1: f.x1 });
      continue;
    }
    const est = parts.map((p) => line.measure(p, font, f.size));
    const total = est.reduce((a, b) => a + b, 0);
    const gap = Math.max(line.measure(' ', font, f.size), (f.x1 - f.x0 - total) / (parts.length - 1));
    let x = f.x0;
    parts.forEach((p, i) => {
      out.push({ text: p, x0: x, x1: i === parts.length - 1 ? Math.max(x + est[i]!, f.x1) : x + est[i]! });
      x += est[i]! + gap;
    });
  }
  return out;
}

/** Stacks header lines (a word over another, e.g. `Money` over `In`) into phrases. */
function stacked(lines: readonly TextLine[]): Phrase[] {
  const phrases: Phrase[] = [];
  for (const line of lines) {
    for (const f of words(line)) {
      const over = phrases.find((p) => Math.min(p.x1, f.x1) - Math.max(p.x0, f.x0) > 0);
      if (over) {
        over.text = `${over.text} ${f.text}`;
        over.x0 = Math.min(over.x0, f.x0);
        over.x1 = Math.max(over.x1, f.x1);
      } else {
        phrases.push({ text: f.text, x0: f.x0, x1: f.x1 });
      }
    }
  }
  return phrases.sort((a, b) => a.x0 - b.x0);
}

/** The header starting at `lines[index]` (one line, or up to three stacked lines), or null. */
export function matchHeader(lines: readonly TextLine[], index: number, layout: PdfBankLayout): { columns: TableColumn[]; lines: number } | null {
  const line = lines[index]!;
  // A header line has words and no amounts.
  if (!line.fragments.some((f) => /[A-Za-z]{2}/.test(f.text)) || line.fragments.some((f) => AMOUNT_TEXT.test(f.text))) return null;
  // Known columns first; on a tie, more distinct roles (`Date` under `Transaction` makes a value
  // date column where the first line alone read `Transaction` as a second description).
  const known = (columns: TableColumn[]) =>
    columns.filter((c) => c.role !== 'ignore' || aliasRole(c.header, layout) === 'ignore').length + new Set(columns.map((c) => c.role)).size / 100;
  let best: { columns: TableColumn[]; lines: number } | null = null;
  const single = headerColumns(words(line), line.size, layout);
  if (single) best = { columns: single, lines: 1 };
  for (let count = 2; count <= 3; count += 1) {
    const group = lines.slice(index, index + count);
    if (group.length < count) break;
    const last = group[count - 1]!;
    const prev = group[count - 2]!;
    if (last.page !== line.page || last.y - prev.y > Math.max(prev.size, last.size) * 1.6) break;
    // A data row under the header makes unknown phrases; a header's second line (`Bank Charges`
    // under `Accrued`, `In` under `Money`) makes more known ones.
    if (group.slice(1).some((l) => l.fragments.some((f) => AMOUNT_TEXT.test(f.text)))) break;
    const columns = headerColumns(stacked(group), line.size, layout);
    if (columns && (!best || known(columns) > known(best.columns))) best = { columns, lines: count };
  }
  return best;
}

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.min(a1, b1) - Math.max(a0, b0);
}

/**
 * Where the amounts really are: right-aligned amounts share a right edge, which is often not
 * their header's (a header left-aligned or centred over a right-aligned column). The amounts'
 * right edges below the header are clustered and each cluster is matched, in order, to the
 * amount/balance column nearest to it; `dataX1` records it on the column.
 */
export function alignAmountColumns(columns: readonly TableColumn[], lines: readonly TextLine[]): TableColumn[] {
  const edges: number[] = [];
  for (const line of lines) for (const f of line.fragments) if (AMOUNT_TEXT.test(f.text)) edges.push(f.x1);
  if (edges.length < 2) return [...columns];
  edges.sort((a, b) => a - b);
  const clusters: { x1: number; n: number }[] = [];
  for (const x of edges) {
    const last = clusters[clusters.length - 1];
    if (last && x - last.x1 <= 2.5) {
      last.x1 = (last.x1 * last.n + x) / (last.n + 1);
      last.n += 1;
    } else {
      clusters.push({ x1: x, n: 1 });
    }
  }
  const strong = clusters.filter((c) => c.n >= 2 && c.n >= edges.length * 0.05);
  const out = columns.map((c) => ({ ...c }));
  alignTextColumns(out, lines);
  // A right-aligned column's amounts end at or after its header's right edge and before the
  // next column's header starts (a header left-aligned or centred over right-aligned amounts).
  for (const cl of strong) {
    for (let i = 0; i < out.length; i += 1) {
      const col = out[i]!;
      const next = out[i + 1];
      if (cl.x1 >= col.x1 - 3 && (next === undefined || cl.x1 < next.x0 + 2)) {
        if (NUMERIC_ROLES.has(col.role) && cl.x1 - col.x1 <= 120) col.dataX1 = cl.x1;
        break;
      }
    }
  }
  return out;
}

/**
 * Left-aligned text under a centred (or right-aligned) header starts left of the header: the
 * text's left edges on the table's data lines are clustered, and a cluster that lies after the
 * previous header's end and before this header's start marks where this column starts.
 */
function alignTextColumns(out: TableColumn[], lines: readonly TextLine[]): void {
  const data = lines.filter((l) => l.fragments.some((f) => AMOUNT_TEXT.test(f.text)));
  if (data.length < 3) return;
  const starts = data
    .flatMap((l) => l.fragments.filter((f) => !AMOUNT_TEXT.test(f.text)).map((f) => f.x0))
    .sort((a, b) => a - b);
  const clusters: { x0: number; n: number }[] = [];
  for (const x of starts) {
    const last = clusters[clusters.length - 1];
    if (last && x - last.x0 <= 2) {
      last.n += 1;
    } else {
      clusters.push({ x0: x, n: 1 });
    }
  }
  for (const cl of clusters) {
    if (cl.n < 3 || cl.n < data.length * 0.2) continue;
    for (let i = 0; i < out.length; i += 1) {
      const col = out[i]!;
      const prev = out[i - 1];
      if (NUMERIC_ROLES.has(col.role)) continue;
      if (cl.x0 < col.x0 - 3 && (prev === undefined || cl.x0 > prev.x1 + 2) && (col.dataX0 === undefined || cl.x0 < col.dataX0)) {
        // Only when no other header's start is closer: the cluster is this column's own text.
        if (prev === undefined || cl.x0 - prev.x1 > 0) col.dataX0 = cl.x0;
        break;
      }
    }
  }
}

/** Where a column's cells start: its header's left edge, or its text's when that is further left. */
const startOf = (c: TableColumn) => Math.min(c.x0, c.dataX0 ?? c.x0);

/** Which column a fragment belongs to (index into columns). */
export function assignColumn(frag: LineFragment, columns: readonly TableColumn[]): number {
  const amountLike = AMOUNT_TEXT.test(frag.text);
  if (amountLike) {
    let hit = -1;
    let distance = Infinity;
    columns.forEach((c, i) => {
      if (c.dataX1 === undefined) return;
      const d = Math.abs(frag.x1 - c.dataX1);
      if (d <= 3 && d < distance) {
        hit = i;
        distance = d;
      }
    });
    if (hit >= 0) return hit;
  }
  const pad = 1;
  let best = -1;
  let bestOverlap = 0;
  for (let c = 0; c < columns.length; c += 1) {
    const col = columns[c]!;
    const o = overlap(frag.x0, frag.x1, col.x0 - pad, col.x1 + pad);
    if (o <= 0) continue;
    const numeric = NUMERIC_ROLES.has(col.role);
    // An amount prefers an amount column it touches; text prefers a text column it touches.
    const weight = o + (amountLike === numeric ? 1000 : 0);
    if (weight > bestOverlap) {
      best = c;
      bestOverlap = weight;
    }
  }
  if (best >= 0) return best;
  if (amountLike) {
    let nearest = -1;
    let distance = Infinity;
    for (let c = 0; c < columns.length; c += 1) {
      const col = columns[c]!;
      if (!NUMERIC_ROLES.has(col.role)) continue;
      const d = Math.max(col.x0 - frag.x1, frag.x0 - col.x1, 0);
      if (d < distance) {
        distance = d;
        nearest = c;
      }
    }
    if (nearest >= 0 && distance <= Math.max(60, frag.size * 6)) return nearest;
  }
  let zone = 0;
  for (let c = 0; c < columns.length; c += 1) if (startOf(columns[c]!) <= frag.x0 + 1) zone = c;
  // Text right of an amount column's header but before the next column's start belongs to the amount (e.g. a Cr marker).
  return zone;
}

interface Token {
  start: number;
  text: string;
}

const MONTH_WORD = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec|mei|okt|des)[a-z]*\\.?';
const TOKEN = new RegExp(
  [
    `^\\d{1,2} \\d{1,2}(?= |$)`,
    `\\d{1,2}[ -]${MONTH_WORD}(?:[ -]\\d{4}|[ -]\\d{2}(?!\\d))?`,
    `[-+(]?(?:R|ZAR)?\\s?[-+]?\\d{1,3}(?:[ ,]\\d{3})*[.,]\\d{2}\\)?(?:\\s?${DR_CR_MARKER}\\b)?-?`,
    `\\S+`,
  ].join('|'),
  'gi',
);

/** Words of a fragment, keeping dates (`1 Mar 2025`) and amounts (`R 1 234.50 Cr`) whole. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  TOKEN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN.exec(text)) !== null) {
    if (m[0] === '') {
      TOKEN.lastIndex += 1;
      continue;
    }
    out.push({ start: m.index, text: m[0] });
  }
  return out;
}

function piece(frag: LineFragment, text: string, x0: number, x1: number): LineFragment {
  return { text, x0, x1, size: frag.size, items: frag.items };
}

/**
 * pdf.js joins text that a PDF draws in one run into one item even across table cells (Chromium
 * does this for a date and the description beside it, or an amount and the balance), with a
 * single space for the gap. Such a fragment is split where its left part fits one column and its
 * right part the next: the left part's extent is estimated from the fragment's exact left edge,
 * the right part's from its exact right edge (glyph widths calibrated on the page).
 */
export function splitAcrossColumns(frag: LineFragment, columns: readonly TableColumn[], measure: Measure): LineFragment[] {
  const touched = columns.filter((c) => overlap(frag.x0, frag.x1, c.x0, c.x1) > 1).length;
  const crosses = columns.some((c) => !NUMERIC_ROLES.has(c.role) && startOf(c) > frag.x0 + 3 && startOf(c) < frag.x1 - 3);
  if (touched < 2 && !crosses) return [frag];
  const tokens = tokenize(frag.text);
  if (tokens.length < 2) return [frag];
  const font = frag.items[0]?.fontName ?? '';
  const width = (t: string) => (t.length === 0 ? 0 : measure(t, font, frag.size));
  for (let k = 1; k < tokens.length; k += 1) {
    const leftText = frag.text.slice(0, tokens[k]!.start).trim();
    const rightText = frag.text.slice(tokens[k]!.start).trim();
    const left = piece(frag, leftText, frag.x0, frag.x0 + width(leftText));
    const right = piece(frag, rightText, frag.x1 - width(rightText), frag.x1);
    const cl = assignColumn(left, columns);
    const cr = assignColumn(right, columns);
    if (cl >= cr) continue;
    const colR = columns[cr]!;
    // Width estimates err by a few per cent of the text's length (the right part's start is
    // estimated from the right edge, so its error grows with its length).
    const tolLeft = Math.max(3, (left.x1 - left.x0) * 0.08);
    const tolRight = Math.max(3, (right.x1 - right.x0) * 0.15);
    if (NUMERIC_ROLES.has(colR.role)) {
      if (!AMOUNT_TEXT.test(tokens[k]!.text.trim())) continue;
    } else if (left.x1 > startOf(colR) + tolLeft || right.x0 < startOf(colR) - tolRight) {
      continue;
    }
    return [left, ...splitAcrossColumns(right, columns, measure)];
  }
  return [frag];
}

export interface LineCells {
  byRole: Map<PdfColumnRole, LineFragment[]>;
  /** Roles that received at least one fragment. */
  roles: Set<PdfColumnRole>;
}

/**
 * A fragment that starts in the date column with a date and goes on with text drawn in the same
 * run ("27/01/2020 Savings - 2656383935": Nedbank's statement enquiry starts its descriptions well
 * left of their header, so the run need not reach the next column's start) is split after the date.
 */
function splitLeadingDate(frag: LineFragment, columns: readonly TableColumn[], isDate: (text: string) => boolean, measure: Measure): LineFragment[] {
  const dateColumn = columns.find((c) => c.role === 'date');
  if (!dateColumn || frag.x0 > dateColumn.x1 || isDate(frag.text)) return [frag];
  const tokens = tokenize(frag.text);
  for (let k = tokens.length - 1; k >= 1; k -= 1) {
    const dateText = frag.text.slice(0, tokens[k]!.start).trim();
    if (!isDate(dateText)) continue;
    const rest = frag.text.slice(tokens[k]!.start).trim();
    const font = frag.items[0]?.fontName ?? '';
    return [piece(frag, dateText, frag.x0, frag.x0 + measure(dateText, font, frag.size)), piece(frag, rest, frag.x1 - measure(rest, font, frag.size), frag.x1)];
  }
  return [frag];
}

export function cellsOf(line: TextLine, columns: readonly TableColumn[], isDate?: (text: string) => boolean): LineCells {
  const byRole = new Map<PdfColumnRole, LineFragment[]>();
  const fragments = isDate ? line.fragments.flatMap((f) => splitLeadingDate(f, columns, isDate, line.measure)) : line.fragments;
  for (const frag of fragments.flatMap((f) => splitAcrossColumns(f, columns, line.measure))) {
    const col = columns[assignColumn(frag, columns)]!;
    const list = byRole.get(col.role) ?? [];
    list.push(frag);
    byRole.set(col.role, list);
  }
  return { byRole, roles: new Set(byRole.keys()) };
}

/**
 * Text that falls in the date column's zone but is not part of the date, right of the date
 * header and before the next column, when that next column is the description: a description (or
 * its wrapped line) that starts left of a centred "Description" header (FNB centres its headers).
 * It is moved to the description. Text under the date header itself (footers, notes) stays.
 */
function dateZoneTextToDescription(cells: LineCells, columns: readonly TableColumn[], isDate: (text: string) => boolean): void {
  const frags = cells.byRole.get('date');
  const d = columns.findIndex((c) => c.role === 'date');
  const dateColumn = columns[d];
  if (!frags || frags.length === 0 || !dateColumn || columns[d + 1]?.role !== 'description') return;
  let keep = 0;
  // A date is printed where the column's dates are, never wholly right of its header ("20200207"
  // under a Nedbank description is a reference).
  for (let k = 1; k <= frags.length; k += 1) if (frags[k - 1]!.x0 <= dateColumn.x1 + 2 && isDate(frags.slice(0, k).map((f) => f.text).join(' '))) keep = k;
  const moved = frags.slice(keep);
  // After a date, the rest of the line's text in the date zone is the description even where it
  // starts under the date header's end (FNB's Afrikaans statement: "15 Feb" then the description
  // two points further); without a date, text under the header itself (a footer, a note) stays.
  if (moved.length === 0 || moved.some((f) => (keep === 0 && f.x0 <= dateColumn.x1) || AMOUNT_TEXT.test(f.text))) return;
  if (keep === 0) cells.byRole.delete('date');
  else cells.byRole.set('date', frags.slice(0, keep));
  cells.byRole.set('description', [...moved, ...(cells.byRole.get('description') ?? [])].sort((a, b) => a.x0 - b.x0));
  cells.roles = new Set(cells.byRole.keys());
}

function cell(cells: LineCells, role: PdfColumnRole): TableCell | null {
  const frags = cells.byRole.get(role);
  if (!frags || frags.length === 0) return null;
  return { text: frags.map((f) => f.text).join(' '), items: frags.flatMap((f) => f.items) };
}

function cellText(cells: LineCells, role: PdfColumnRole): string {
  return (cells.byRole.get(role) ?? []).map((f) => f.text).join(' ');
}

export interface ReadTableOptions {
  /** Tells whether a date cell holds a date (the statement's date notations). */
  isDate: (text: string) => boolean;
  /** The page's lines when the caller has grouped them already (default: groupLines). */
  linesOf?: (page: PdfPageText) => TextLine[];
}

const AMOUNT_ROLES: readonly PdfColumnRole[] = ['amount', 'debit', 'credit', 'fee'];

/** Reads the transaction table of the document with a layout; null when no header is found. */
export function readTable(doc: PdfDocumentText, layout: PdfBankLayout, options: ReadTableOptions): TableRead | null {
  const skipExtra = layout.skipRows ?? [];
  let header: TableHeader | null = null;
  const headers: TableHeader[] = [];
  const rows: TableRow[] = [];
  const skipped: string[] = [];
  const skippedAfterFirstRow: TextLine[] = [];
  const skippedWithRowsBefore: { line: TextLine; rowsBefore: number }[] = [];
  let openingBalanceText: string | null = null;
  let closingBalanceText: string | null = null;
  let lastDate: string | null = null;

  for (const page of doc.pages) {
    const lines = options.linesOf ? options.linesOf(page) : groupLines(page);
    let start = 0;
    let found = false;
    for (let i = 0; i < lines.length; i += 1) {
      const m = matchHeader(lines, i, layout);
      if (m) {
        header = { page: page.number, y: lines[i]!.y, yEnd: lines[i + m.lines - 1]!.y, columns: m.columns };
        headers.push(header);
        start = i + m.lines;
        found = true;
        break;
      }
    }
    if (!header) continue;
    if (found) header.columns = alignAmountColumns(header.columns, lines.slice(start));
    else headers.push({ ...header, page: page.number });
    let columns = header.columns;
    /**
     * The row text lines may still continue, and the baseline of the last line read into the table.
     * Under a repeated header it is the previous page's last row: a description wrapped across the
     * page break prints its last line there (Standard Bank's Business Online copy).
     */
    let current: TableRow | null = found && rows.length > 0 ? rows[rows.length - 1]! : null;
    let lastY: number | null = found ? header.yEnd : null;
    let lastSize = lines[start]?.size ?? 10;
    /**
     * The text line last added to `current` as a continuation, and its distance from the line
     * above. Some statements centre a row's description on its date line, so its first line sits
     * ABOVE the date (Nedbank's statement enquiry: "POWERBALL WINNINGS" / "08/02/2020 … 5.00" /
     * "20200207"): a line closer to the next row than to the line above it, when that row prints no
     * description of its own, is the next row's.
     */
    let lastContinuation: { row: TableRow | null; text: string; y: number; gapAbove: number } | null = null;

    for (let i = start; i < lines.length; i += 1) {
      const line = lines[i]!;
      const m = matchHeader(lines, i, layout);
      if (m) {
        columns = alignAmountColumns(m.columns, lines.slice(i + m.lines));
        headers.push({ page: page.number, y: line.y, yEnd: lines[i + m.lines - 1]!.y, columns });
        i += m.lines - 1;
        current = null;
        lastY = lines[i]!.y;
        continue;
      }
      // Fragments far larger than the rows' text are a stamp or watermark drawn over the table.
      const rowLine = line.fragments.some((f) => f.size > lastSize * 1.35) ? withoutLargerThan(line, lastSize * 1.35) : line;
      if (rowLine.fragments.length === 0) continue;
      const cells = cellsOf(rowLine, columns, options.isDate);
      dateZoneTextToDescription(cells, columns, options.isDate);
      const close = lastY !== null && line.y - lastY <= Math.max(line.size, lastSize) * 2.4;
      const text = line.text;
      const descText = cellText(cells, 'description');
      const hasAmount = AMOUNT_ROLES.some((r) => cells.byRole.get(r)?.some((f) => AMOUNT_TEXT.test(f.text)));
      const balanceCell = cell(cells, 'balance');
      const hasBalance = balanceCell !== null && /\d[.,]\d{2}/.test(balanceCell.text);

      const dateText = cellText(cells, 'date');
      const isDateRow = dateText !== '' && options.isDate(dateText);
      // "TOTAL <place>" is also a merchant (TotalEnergies service stations): a dated row whose
      // description goes on with a name is a transaction; only a bare or qualified total is skipped.
      const merchantNamedTotal = isDateRow && MERCHANT_NAMED_TOTAL.test(descText);
      if (OPENING_ROW.test(text) || CLOSING_ROW.test(text) || (TOTAL_ROW.test(descText || text) && !merchantNamedTotal) || skipExtra.some((re) => re.test(text))) {
        skipped.push(text);
        if (rows.length > 0) skippedAfterFirstRow.push(line);
        skippedWithRowsBefore.push({ line, rowsBefore: rows.length });
        const value = balanceCell?.text ?? lastAmountIn(line);
        if (OPENING_ROW.test(text) && !CLOSING_ROW.test(text)) {
          if (rows.length === 0 && openingBalanceText === null && value) openingBalanceText = value;
        } else if (CLOSING_ROW.test(text) && value) {
          closingBalanceText = value;
        }
        current = null;
        if (close || hasAmount || hasBalance) lastY = line.y;
        continue;
      }

      const onlyText = [...cells.roles].every((r) => r === 'description' || r === 'reference' || r === 'category' || r === 'ignore' || r === 'value_date');

      if (isDateRow && (hasAmount || hasBalance || descText !== '')) {
        closingBalanceText = null; // a closing row counts only after the last transaction
        const above = lastContinuation;
        const previous = current;
        current = newRow(page.number, line, cells, dateText, false);
        if (descText === '' && above && above.row === null && line.y - above.y < line.size * 1.5) {
          // The line above had no row to continue (it follows a brought-forward row).
          current.description = above.text;
        } else if (descText === '' && above && previous && above.row === previous && line.y - above.y < above.gapAbove && previous.description.endsWith(above.text)) {
          previous.description = previous.description.slice(0, -above.text.length).trim();
          current.description = above.text;
        }
        lastContinuation = null;
        rows.push(current);
        lastDate = dateText;
        lastY = line.y;
        lastSize = line.size;
        continue;
      }
      if (!isDateRow && (hasAmount || hasBalance) && lastDate !== null) {
        if (current && close && !rowHasAmounts(current)) {
          fill(current, cells, descText);
          lastY = line.y;
          continue;
        }
        if (close && descText !== '' && hasAmount && cells.byRole.get('date') === undefined) {
          current = newRow(page.number, line, cells, lastDate, true);
          rows.push(current);
          lastY = line.y;
          lastSize = line.size;
          continue;
        }
        current = null;
        continue;
      }
      // A wrapped description sits right under its row (about one line pitch); a note or a
      // footnote further down is not part of it.
      const wrapped = lastY !== null && line.y - lastY <= Math.max(line.size, lastSize) * 1.8;
      if (!isDateRow && onlyText && current && wrapped && descText !== '') {
        lastContinuation = { row: current, text: descText, y: line.y, gapAbove: line.y - (lastY ?? line.y) };
        current.description = current.description === '' ? descText : `${current.description} ${descText}`;
        const ref = cellText(cells, 'reference');
        if (ref !== '') current.reference = current.reference ? `${current.reference} ${ref}` : ref;
        appendCategory(current, cells);
        lastY = line.y;
        continue;
      }
      // Anything else (page headers and footers, notes, a summary box): not part of the table;
      // a text-only line may yet be the first line of a row centred on its date (see above).
      lastContinuation = !isDateRow && onlyText && descText !== '' && rows.length > 0 ? { row: null, text: descText, y: line.y, gapAbove: Infinity } : null;
      current = null;
    }
  }
  // A date row that never received an amount or balance is not a transaction.
  const complete = rows.filter((r) => rowHasAmounts(r) || r.balance !== null);
  if (!header) return null;
  return { header: headers[0]!, headers, rows: complete, openingBalanceText, closingBalanceText, skipped, skippedAfterFirstRow,
    skippedBeforeLastRow: skippedWithRowsBefore.filter((s) => s.rowsBefore < rows.length).map((s) => s.line),
  };
}

function withoutLargerThan(line: TextLine, size: number): TextLine {
  const fragments = line.fragments.filter((f) => f.size <= size);
  return { ...line, fragments, text: fragments.map((f) => f.text).join(' ') };
}

function lastAmountIn(line: TextLine): string | null {
  for (let i = line.fragments.length - 1; i >= 0; i -= 1) {
    const t = line.fragments[i]!.text;
    if (AMOUNT_TEXT.test(t)) return t;
  }
  return null;
}

function rowHasAmounts(row: TableRow): boolean {
  return row.amount !== null || row.debit !== null || row.credit !== null || row.fee !== null;
}

function newRow(page: number, line: TextLine, cells: LineCells, date: string, inherited: boolean): TableRow {
  const valueDate = cellText(cells, 'value_date');
  const ref = cellText(cells, 'reference');
  return {
    page,
    y: line.y,
    date,
    dateInherited: inherited,
    valueDate: valueDate === '' ? null : valueDate,
    description: cellText(cells, 'description'),
    reference: ref === '' ? null : ref,
    category: cellText(cells, 'category') || null,
    amount: cell(cells, 'amount'),
    debit: cell(cells, 'debit'),
    credit: cell(cells, 'credit'),
    fee: cell(cells, 'fee'),
    balance: cell(cells, 'balance'),
  };
}

function fill(row: TableRow, cells: LineCells, descText: string): void {
  row.amount ??= cell(cells, 'amount');
  row.debit ??= cell(cells, 'debit');
  row.credit ??= cell(cells, 'credit');
  row.fee ??= cell(cells, 'fee');
  row.balance ??= cell(cells, 'balance');
  if (descText !== '') row.description = row.description === '' ? descText : `${row.description} ${descText}`;
  const ref = cellText(cells, 'reference');
  if (ref !== '') row.reference = row.reference ? `${row.reference} ${ref}` : ref;
  appendCategory(row, cells);
}

/** A category printed over two lines ("Children &" / "Dependants") is one category. */
function appendCategory(row: TableRow, cells: LineCells): void {
  const category = cellText(cells, 'category');
  if (category !== '') row.category = row.category ? `${row.category} ${category}` : category;
}
