/**
 * The statement's header fields (account number, holder name, period, opening and closing
 * balance) from the first pages, and the totals a summary box prints, from the visual lines.
 * The layout's own field regexes are tried first, then the generic labels below. A label and its
 * value on one visual line are found (they are joined by spaces); a value printed under its label
 * is found for the account number and the holder name.
 */
import { DR_CR_MARKER, parseAmount } from '../statements/values.ts';
import type { PdfBankLayout, PdfDateFormat } from './layout.ts';
import type { TextLine } from './lines.ts';
import { iso, numericOrder, parseLooseDate } from './dates.ts';
import type { PdfSummaryTotals } from './statement-types.ts';

export interface StatementHeader {
  accountNumber: string | null;
  holderName: string | null;
  /** YYYY-MM-DD, or null when the header prints no period. */
  periodStart: string | null;
  periodEnd: string | null;
  openingBalanceCents: number | null;
  closingBalanceCents: number | null;
  /** True when the balance was read with the layout's own label (it then wins over the table's rows). */
  openingFromLayout: boolean;
  closingFromLayout: boolean;
}

const DATE =
  '(\\d{1,2}[-/. ]\\d{1,2}[-/. ]\\d{2,4}|\\d{4}[-/. ]\\d{1,2}[-/. ]\\d{1,2}|\\d{8}|\\d{1,2}[ -]?[A-Za-z]{3,9}\\.?,?[ -]?(?:\\d{4}|\\d{2})?|[A-Za-z]{3,9} \\d{1,2},? \\d{4})';
// A decimal comma may come with a point between thousands (Standard Bank's RCP statements print
// `15.000,00`); the decimals may not be followed by another digit, so that is never read as 15.00.
const AMOUNT = `(\\(?(?:R|ZAR)?\\s?[-+]?\\s?(?:R\\s?)?\\d{1,3}(?:(?:\\.\\d{3})+,\\d{2}|(?:[ ,\\u00a0]?\\d{3})*[.,]\\d{2})(?!\\d)\\)?(?:\\s?${DR_CR_MARKER})?-?)`;

const GENERIC = {
  accountNumber: [
    /\b(?:account|acc|acct|a\/c|rekening)\.?\s*(?:number|no|nr|num|#|nommer)\.?\s*[:.]?\s*([0-9][0-9 \-*xX]{4,}[0-9])\b/i,
    /\baccount\s*[:#]\s*([0-9][0-9 \-*xX]{4,}[0-9])\b/i,
    /^account\s+([0-9][0-9-]{5,}[0-9])$/i,
    /\b(?:cheque|current|savings|transmission|credit\s*card|everyday|transactional)\s+account\s*(?:number|no|nr)?\.?\s*[:.]?\s*([0-9][0-9 -]{5,}[0-9])\b/i,
  ],
  holderName: [
    /\b(?:account\s*holder(?:'s)?(?:\s*name)?|name\s*of\s*account\s*holder|customer\s*name|account\s*name|client\s*name|rekeninghouer)\s*[:.]?\s*([A-Za-z][A-Za-z0-9 .,'&()/-]{2,60})$/i,
    /^((?:MR|MRS|MS|MISS|DR|PROF|MNR|MEV|ME|Mr|Mrs|Ms|Miss|Dr|Prof|Mnr|Mev)\.?\s+[A-Z][A-Za-z .'-]{2,60})$/,
  ],
  period: [
    new RegExp(`\\b(?:statement\\s*period|staat\\s*periode|staatperiode|period|from|for\\s*the\\s*period|tydperk)\\s*[:.]?\\s*(?:from\\s*)?${DATE}\\s*(?:to|-|–|until|till|tot|and)\\s*${DATE}`, 'i'),
    // "From: 12 Nov 24" and "To: 10 Feb 25" on two lines with another column's words between them.
    new RegExp(`\\bfrom(?:\\s*date)?\\s*:\\s*${DATE}[\\s\\S]{0,80}?\\bto(?:\\s*date)?\\s*:\\s*${DATE}`, 'i'),
    // A line that is only a period ("16 Nov 2024 to 15 Feb 2025" under the statement's title).
    new RegExp(`^${DATE}\\s*(?:to|-|–|until|tot)\\s*${DATE}$`, 'i'),
  ],
  openingBalance: [
    new RegExp(`\\b(?:opening\\s*balance|balance\\s*brought\\s*forward|brought\\s*forward|previous\\s*balance|balance\\s*b\\/f|openingsaldo)\\s*(?:\\(R\\))?\\s*[:.]?\\s*${AMOUNT}`, 'i'),
  ],
  closingBalance: [
    new RegExp(`\\b(?:closing\\s*balance|slotsaldo|afsluitingsaldo|afsluitsaldo)\\s*(?:\\(R\\))?\\s*[:.]?\\s*${AMOUNT}`, 'i'),
    new RegExp(`\\b(?:balance\\s*carried\\s*forward|carried\\s*forward|balance\\s*c\\/f)\\s*(?:\\(R\\))?\\s*[:.]?\\s*${AMOUNT}`, 'i'),
  ],
};

function first(lines: readonly string[], joined: string, patterns: readonly RegExp[]): RegExpExecArray | null {
  for (const re of patterns) {
    for (const line of lines) {
      const m = re.exec(line);
      if (m) return m;
    }
    const m = re.exec(joined);
    if (m) return m;
  }
  return null;
}

function cents(text: string | undefined): number | null {
  if (!text) return null;
  const r = parseAmount(text);
  return r.ok === true ? r.cents : null;
}

/** Reads a period's two dates; a missing year comes from the other date. */
export function periodFrom(a: string, b: string, formats: readonly PdfDateFormat[]): { start: string; end: string } | null {
  const order = numericOrder([a, b], formats);
  const s = parseLooseDate(a.replace(/,$/, ''), order);
  const e = parseLooseDate(b.replace(/,$/, ''), order);
  if (!s || !e) return null;
  const endYear = e.year ?? s.year;
  if (endYear === null) return null;
  let startYear = s.year ?? endYear;
  if (s.year === null && s.month * 100 + s.day > e.month * 100 + e.day) startYear -= 1;
  const start = iso(startYear, s.month, s.day);
  const end = iso(endYear, e.month, e.day);
  return start <= end ? { start, end } : null;
}

/**
 * The addressee of the letter-style address block South African statements print on the first
 * page: the lines above a four-digit postal code, aligned on one left edge and a line apart; the
 * first of them is the name (a person or a business), unless it looks like an address line.
 */
export function addressee(lines: readonly TextLine[]): string | null {
  for (let i = 0; i < lines.length; i += 1) {
    const code = lines[i]!;
    if (code.fragments.length !== 1 || !/^\d{4}$/.test(code.text)) continue;
    let top = i;
    while (top > 0) {
      const above = lines[top - 1]!;
      const here = lines[top]!;
      const f = above.fragments[0];
      if (!f || Math.abs(f.x0 - here.fragments[0]!.x0) > 2 || here.y - above.y > Math.max(here.size, above.size) * 1.8) break;
      top -= 1;
      if (i - top >= 6) break;
    }
    if (top === i) continue;
    // A heading over the block ("Personal Details") is not the name: the line under it is.
    if (/^(?:personal\s+details|address|postal\s+address|customer\s+details)$/i.test(lines[top]!.text.trim()) && top < i - 1) top += 1;
    const name = lines[top]!.fragments[0]!.text;
    if (/^(?:\d|p\.?\s?o\.?\s?box|posbus|private\s+bag|unit\b|flat\b)/i.test(name) || !/[A-Za-z]{2}/.test(name)) continue;
    // The bank's own address block ("Capitec Bank Limited / 5 Neutron Road / … / 7600").
    if (/\bbank\b/i.test(name)) continue;
    return name.replace(/\s+/g, ' ').trim();
  }
  return null;
}

/**
 * The header fields from the first two pages' lines. `notOpening` / `notClosing`: lines that cannot
 * print the opening / closing balance (the table's brought-forward rows after its first
 * transaction, its carried-forward rows before its last).
 */
export function readHeader(
  lines: readonly TextLine[],
  layout: PdfBankLayout,
  notOpening: ReadonlySet<TextLine> = new Set(),
  notClosing: ReadonlySet<TextLine> = new Set(),
): StatementHeader {
  const firstPages = lines.filter((l) => l.page <= 2);
  // Each fragment alone first (a label and its value printed as one item, beside other fields on
  // the same visual line), then each fragment with the next (a label and its value as two items,
  // other columns further along the line: "Account holder:" "DR S POTTER" … "9 LUTGENS RD"), then
  // whole lines.
  const texts = [
    ...firstPages.flatMap((l) => (l.fragments.length > 1 ? l.fragments.map((f) => f.text) : [])),
    ...firstPages.flatMap((l) => l.fragments.slice(1).map((f, i) => (l.fragments.length > 2 ? `${l.fragments[i]!.text} ${f.text}` : '')).filter((t) => t !== '')),
    ...firstPages.map((l) => l.text),
  ];
  const joined = texts.join(' ');
  const fields = layout.fields ?? {};

  let accountNumber: string | null = null;
  const acc = first(texts, joined, [...(fields.accountNumber ?? []), ...GENERIC.accountNumber]);
  if (acc?.[1]) accountNumber = acc[1].trim().replace(/\s+/g, ' ');
  if (!accountNumber) {
    // "Account number" as a label with the value on the line below.
    const idx = texts.findIndex((t) => /^(?:account|acc|acct)\.?\s*(?:number|no|nr)\.?\s*:?$/i.test(t));
    const below = idx >= 0 ? texts[idx + 1] : undefined;
    const m = below ? /^([0-9][0-9 \-*xX]{4,}[0-9])$/.exec(below) : null;
    if (m) accountNumber = m[1]!;
  }

  let holderName: string | null = null;
  const clean = (name: string) =>
    name.trim().replace(/\s+/g, ' ').replace(/\s+(?:account|acc|statement|period|date|number|branch|page|client)\b.*$/i, '').replace(/[,.]$/, '');
  for (const re of [...(fields.holderName ?? []), ...GENERIC.holderName]) {
    const m = first(texts, joined, [re]);
    // "Account name: MyWORLD Account" names the product, not the holder.
    if (m?.[1] && !/\baccount\b/i.test(m[1]) && clean(m[1]) !== '') {
      holderName = clean(m[1]);
      break;
    }
  }
  holderName ??= addressee(firstPages.filter((l) => l.page === 1));

  let periodStart: string | null = null;
  let periodEnd: string | null = null;
  const period = first(texts, joined, [...(fields.period ?? []), ...GENERIC.period]);
  if (period?.[1] && period[2]) {
    const p = periodFrom(period[1], period[2], layout.dateFormats);
    if (p) {
      periodStart = p.start;
      periodEnd = p.end;
    }
  }

  const openingLines = firstPages.filter((l) => !notOpening.has(l));
  const openingTexts = notOpening.size === 0 ? texts : [...openingLines.flatMap((l) => (l.fragments.length > 1 ? l.fragments.map((f) => f.text) : [])), ...openingLines.map((l) => l.text)];
  const openingJoined = openingTexts.join(' ');
  const openingOwn = cents(first(openingTexts, openingJoined, fields.openingBalance ?? [])?.[1]);
  // The closing balance may be printed on the last page, and a page's "carried forward" is not
  // the statement's: the last occurrence on any page counts.
  const closingLines = notClosing.size === 0 ? lines : lines.filter((l) => !notClosing.has(l));
  const allTexts = [...closingLines.flatMap((l) => (l.fragments.length > 1 ? l.fragments.map((f) => f.text) : [])), ...closingLines.map((l) => l.text)].reverse();
  const joinedAll = closingLines.map((l) => l.text).join(' ');
  const closingOwn = cents(first(allTexts, joinedAll, fields.closingBalance ?? [])?.[1]);
  return {
    accountNumber,
    holderName,
    periodStart,
    periodEnd,
    openingBalanceCents: openingOwn ?? cents(first(openingTexts, openingJoined, GENERIC.openingBalance)?.[1]),
    closingBalanceCents: closingOwn ?? cents(first(allTexts, '', GENERIC.closingBalance)?.[1]),
    openingFromLayout: openingOwn !== null,
    closingFromLayout: closingOwn !== null,
  };
}

const TOTALS: { key: 'totalCreditsCents' | 'totalDebitsCents' | 'totalFeesCents'; re: RegExp }[] = [
  { key: 'totalCreditsCents', re: new RegExp(`\\btotal\\s*(?:of\\s*)?(?:credits?|money\\s*in|deposits|paid\\s*in|receipts|incoming)\\b[^\\d]{0,20}?${AMOUNT}`, 'i') },
  { key: 'totalDebitsCents', re: new RegExp(`\\btotal\\s*(?:of\\s*)?(?:debits?|money\\s*out|payments|withdrawals|paid\\s*out|outgoing)\\b[^\\d]{0,20}?${AMOUNT}`, 'i') },
  // A summary box of label and amount lines without the word total (Standard Bank's "Statement
  // Summary": "Payments -R560,653.82", "Deposits R604,654.78"): whole lines only.
  { key: 'totalDebitsCents', re: new RegExp(`^(?:payments|money\\s*out|debits|withdrawals)\\s*:?\\s*${AMOUNT}$`, 'i') },
  { key: 'totalCreditsCents', re: new RegExp(`^(?:deposits|money\\s*in|credits|receipts)\\s*:?\\s*${AMOUNT}$`, 'i') },
  // FNB's "Turnover for Statement Period": "No. Credit Transactions 13 136,909.49Cr" (Afrikaans
  // "Nr. Krediet Transaksies: 9 243,113.49 Kt").
  { key: 'totalCreditsCents', re: new RegExp(`\\b(?:no|nr|number\\s*of)\\.?\\s*(?:credit|krediet)\\s*(?:transactions|transaksies)\\s*:?\\s*\\d+\\s+${AMOUNT}`, 'i') },
  { key: 'totalDebitsCents', re: new RegExp(`\\b(?:no|nr|number\\s*of)\\.?\\s*(?:debit|debiet)\\s*(?:transactions|transaksies)\\s*:?\\s*\\d+\\s+${AMOUNT}`, 'i') },
  { key: 'totalFeesCents', re: new RegExp(`\\btotal\\s*(?:of\\s*)?(?:fees|charges|service\\s*fees|bank\\s*charges|bank\\s*fees)\\b[^\\d]{0,20}?${AMOUNT}`, 'i') },
];

/** The totals a summary box prints (absolute values in cents), or nulls. */
export function readSummary(lines: readonly TextLine[]): PdfSummaryTotals {
  const summary: PdfSummaryTotals = { totalCreditsCents: null, totalDebitsCents: null, totalFeesCents: null, page: null };
  for (const line of lines) {
    for (const { key, re } of TOTALS) {
      if (summary[key] !== null) continue;
      const m = re.exec(line.text);
      const value = cents(m?.[1]);
      if (value !== null) {
        summary[key] = Math.abs(value);
        summary.page ??= line.page;
      }
    }
  }
  return summary;
}
