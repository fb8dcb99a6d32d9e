/**
 * Authenticity signals of a parsed PDF statement: traces an edit leaves in the file (the tool
 * that wrote it, its dates and revisions, text drawn over text, a cell in another font, totals
 * that no longer add up). What each signal means and how far a lender can rely on it:
 * AUTHENTICITY.md beside this file.
 *
 * Verdict rules:
 * - `tampered`: evidence in the content itself: `text_over_text`, `cell_font_mismatch`,
 *   `balance_chain_broken`; or `summary_totals_mismatch` together with a sign the file was
 *   edited (`editing_software`, `office_software`, `modified_after_creation`, `incremental_updates`).
 * - `suspicious`: any other signal (each alone has innocent explanations).
 * - `no_signals`: none.
 * `row_not_posted` is information, not a signal of an edit: it never changes the verdict.
 */
import type { Authenticity, AuthenticitySignal, AuthenticitySignalCode } from '#schemas/authenticity';
import type { PdfDocumentText, PdfTextItem } from './document.ts';
import type { PdfStatement } from './statement-types.ts';
import type { NotPostedRow } from '../statements/index.ts';

export type { Authenticity, AuthenticitySignal, AuthenticitySignalCode };

/** Signals that are evidence in the content itself: any one makes the verdict `tampered`. */
const CONTENT_SIGNALS: ReadonlySet<AuthenticitySignalCode> = new Set(['text_over_text', 'cell_font_mismatch', 'balance_chain_broken']);
/**
 * Information for a reviewer that says nothing about an edit: a row the bank lists but did not
 * post (an FNB "Edo Collection Attempt" whose balance did not move, a pending card authorisation
 * in a Capitec export). Left out of the verdict.
 */
const INFORMATION: ReadonlySet<AuthenticitySignalCode> = new Set(['row_not_posted']);
/** Signs the file was edited after the bank wrote it; with a totals mismatch they make `tampered`. */
const EDIT_SIGNALS: ReadonlySet<AuthenticitySignalCode> = new Set(['editing_software', 'office_software', 'modified_after_creation', 'incremental_updates']);

/** A modification this long after creation counts (bank engines post-process for seconds to minutes). */
export const MODIFIED_AFTER_MS = 5 * 60 * 1000;

/**
 * Tools that edit PDFs (desktop and online editors), office suites and print-to-PDF drivers,
 * matched in the producer and creator. Statement engines are not listed (they vary per bank and
 * change); libraries (iText, pdf-lib, ReportLab, Ghostscript, Adobe PDF Library, Acrobat
 * Distiller, Reporting Services) are not listed either: banks' own engines use them.
 */
const EDITORS: readonly [RegExp, string][] = [
  [/adobe acrobat(?!.*(?:distiller|pdfmaker))/i, 'Adobe Acrobat'],
  [/foxit (?:phantompdf|pdf editor|editor|advanced pdf editor)/i, 'Foxit PDF Editor'],
  [/nitro\s?(?:pro|pdf)/i, 'Nitro PDF'],
  [/pdfescape/i, 'PDFescape'],
  [/sejda/i, 'Sejda'],
  [/smallpdf/i, 'Smallpdf'],
  [/ilovepdf/i, 'iLovePDF'],
  [/pdf-xchange (?:editor|viewer)/i, 'PDF-XChange Editor'],
  [/soda ?pdf/i, 'Soda PDF'],
  [/pdfelement|wondershare/i, 'Wondershare PDFelement'],
  [/pdffiller/i, 'pdfFiller'],
  [/dochub/i, 'DocHub'],
  [/\bxodo\b/i, 'Xodo'],
  [/pdf expert/i, 'PDF Expert'],
  [/pdf candy/i, 'PDF Candy'],
  [/pdf2go/i, 'PDF2Go'],
  [/pdf architect/i, 'PDF Architect'],
  [/master pdf editor/i, 'Master PDF Editor'],
  [/pdf studio|qoppa/i, 'Qoppa PDF Studio'],
  [/\bcanva\b/i, 'Canva'],
  [/photoshop|illustrator|indesign/i, 'Adobe Creative Cloud'],
  [/inkscape/i, 'Inkscape'],
  [/\bgimp\b/i, 'GIMP'],
  [/coreldraw/i, 'CorelDRAW'],
  [/affinity (?:publisher|designer)/i, 'Affinity'],
  [/pdf editor/i, 'a PDF editor'],
];

const OFFICE: readonly [RegExp, string][] = [
  [/microsoft.{0,3}\s*(?:office\s*)?(?:word|excel|powerpoint|publisher)/i, 'Microsoft Office'],
  [/pdfmaker/i, 'Microsoft Office (Acrobat PDFMaker)'],
  [/libreoffice|openoffice|staroffice|^(?:writer|calc|impress|draw)$/i, 'LibreOffice'],
  [/google docs|google sheets/i, 'Google Docs'],
  [/wps (?:office|writer|spreadsheets)/i, 'WPS Office'],
  [/^(?:pages|numbers|keynote)\b/i, 'Apple iWork'],
  [/zoho (?:writer|sheet)/i, 'Zoho Office'],
];

const PRINT_DRIVERS: readonly [RegExp, string][] = [
  [/microsoft:?\s*print to pdf/i, 'Microsoft Print to PDF'],
  [/cutepdf/i, 'CutePDF'],
  [/dopdf/i, 'doPDF'],
  [/pdfcreator/i, 'PDFCreator'],
  [/bullzip/i, 'Bullzip PDF Printer'],
  [/novapdf/i, 'novaPDF'],
  [/primopdf/i, 'PrimoPDF'],
  [/pdf24/i, 'PDF24'],
  [/quartz pdfcontext/i, 'macOS Preview or Print to PDF'],
  [/(?:foxit|pdf-xchange).*printer/i, 'a PDF printer driver'],
];

function match(list: readonly [RegExp, string][], values: (string | null)[]): { tool: string; value: string } | null {
  for (const value of values) {
    if (!value) continue;
    for (const [pattern, tool] of list) if (pattern.test(value)) return { tool, value };
  }
  return null;
}

const rands = (cents: number) => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}R ${String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${String(abs % 100).padStart(2, '0')}`;
};

const hasDigit = (item: PdfTextItem) => /\d/.test(item.str);
const sameItem = (a: PdfTextItem, b: PdfTextItem) => a === b || (a.str === b.str && a.x === b.x && a.y === b.y && a.fontName === b.fontName);

/**
 * Two items' glyph boxes (baseline y, height above it) overlap by a real share of the smaller,
 * and they are text of the same kind: a figure typed over a figure has about its size, while a
 * watermark or stamp across the page is much larger or much longer and is not an edit.
 */
function overlaps(a: PdfTextItem, b: PdfTextItem): boolean {
  const sizeRatio = a.height / (b.height || 1);
  if (sizeRatio < 0.6 || sizeRatio > 1.6) return false;
  if (Math.max(a.width, b.width) > 4 * Math.max(1, Math.min(a.width, b.width)) + 20) return false;
  const dx = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const dy = Math.min(a.y, b.y) - Math.max(a.y - a.height, b.y - b.height);
  if (dx <= 0 || dy <= 0) return false;
  return dx >= 0.3 * Math.min(a.width, b.width) && dy >= 0.5 * Math.min(a.height, b.height);
}

function documentSignals(doc: PdfDocumentText, statement: PdfStatement): AuthenticitySignal[] {
  const signals: AuthenticitySignal[] = [];
  const { producer, creator, creationDate, modificationDate, incrementalUpdates, hasJavaScript } = doc.info;
  const tools = [producer, creator];
  const editor = match(EDITORS, tools);
  if (doc.info.invisibleText) {
    signals.push({ code: 'ocr_text_layer', detail: 'The text is drawn invisibly over the page, as OCR tools lay recognised text over a scanned image: the figures read are a recognition of a picture of the statement.' });
  }
  if (editor) signals.push({ code: 'editing_software', detail: `The file was written by ${editor.tool} ("${editor.value}"), a PDF editor, not a bank's statement system.` });
  const office = match(OFFICE, tools);
  if (office) signals.push({ code: 'office_software', detail: `The file was written by ${office.tool} ("${office.value}"), an office suite, not a bank's statement system.` });
  const printer = editor || office ? null : match(PRINT_DRIVERS, tools);
  if (printer) signals.push({ code: 'print_to_pdf', detail: `The file was printed to PDF with ${printer.tool} ("${printer.value}"): a copy of the statement, not the bank's file.` });
  if (creationDate && modificationDate && Date.parse(modificationDate) - Date.parse(creationDate) > MODIFIED_AFTER_MS) {
    signals.push({ code: 'modified_after_creation', detail: `The file was modified on ${modificationDate}, after it was created on ${creationDate}.` });
  }
  const periodEndStarts = Date.parse(`${statement.period_end}T00:00:00+02:00`);
  if (creationDate && Number.isFinite(periodEndStarts) && Date.parse(creationDate) < periodEndStarts) {
    signals.push({ code: 'created_before_period_end', detail: `The file says it was created on ${creationDate}, before the statement period ended (${statement.period_end}).` });
  }
  if (incrementalUpdates > 0) {
    signals.push({
      code: 'incremental_updates',
      detail: `The file was changed ${incrementalUpdates} time${incrementalUpdates === 1 ? '' : 's'} after it was first saved (revisions appended to the original).`,
    });
  }
  if (hasJavaScript) signals.push({ code: 'javascript', detail: 'The file carries JavaScript or a launch action (never run by Khanya); bank statements do not.' });
  return signals;
}

type CellKind = 'amount' | 'balance';

function cellSignals(doc: PdfDocumentText, statement: PdfStatement): AuthenticitySignal[] {
  const signals: AuthenticitySignal[] = [];
  const cells: { kind: CellKind; index: number; page: number; item: PdfTextItem }[] = [];
  statement.sources.forEach((source, index) => {
    for (const item of source.amountItems.filter(hasDigit)) cells.push({ kind: 'amount', index, page: source.page, item });
    for (const item of source.balanceItems.filter(hasDigit)) cells.push({ kind: 'balance', index, page: source.page, item });
  });
  const rowOf = (index: number) => statement.transactions[index]?.row ?? index + 1;
  const dateOf = (index: number) => statement.transactions[index]?.datetime.slice(0, 10) ?? '';

  // Text drawn over other text in an amount or balance cell. Only items whose baselines are
  // near the cell's can overlap it: each page's items sorted by baseline, searched by range
  // (a long statement has thousands of cells and hundreds of items per page).
  const byBaseline = new Map<number, PdfTextItem[]>();
  const nearby = (pageNumber: number, item: PdfTextItem): PdfTextItem[] => {
    let sorted = byBaseline.get(pageNumber);
    if (!sorted) {
      sorted = [...(doc.pages[pageNumber - 1]?.items ?? [])].sort((a, b) => a.y - b.y);
      byBaseline.set(pageNumber, sorted);
    }
    // overlaps() needs the heights within 1.6× of each other and the glyph boxes to meet.
    const reach = 3 * Math.max(item.height, 1);
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sorted[mid]!.y < item.y - reach) low = mid + 1;
      else high = mid;
    }
    const found: PdfTextItem[] = [];
    for (let i = low; i < sorted.length && sorted[i]!.y <= item.y + reach; i++) found.push(sorted[i]!);
    return found;
  };
  const flagged = new Set<string>();
  for (const cell of cells) {
    const under = nearby(cell.page, cell.item).find((other) => !sameItem(other, cell.item) && other.str.trim() !== cell.item.str.trim() && overlaps(other, cell.item));
    const key = `${cell.index}:${cell.kind}`;
    if (under && !flagged.has(key)) {
      flagged.add(key);
      signals.push({
        code: 'text_over_text',
        detail: `Row ${rowOf(cell.index)} (${dateOf(cell.index)}): "${cell.item.str}" and "${under.str}" are drawn on top of each other in the ${cell.kind} cell.`,
        page: cell.page,
        row: rowOf(cell.index),
      });
    }
  }

  // An amount or balance cell in a font the rest of its column on that page does not use.
  const groups = new Map<string, typeof cells>();
  for (const cell of cells) {
    const key = `${cell.page}:${cell.kind}`;
    const group = groups.get(key);
    if (group) group.push(cell);
    else groups.set(key, [cell]);
  }
  for (const group of groups.values()) {
    if (group.length < 3) continue;
    const counts = new Map<string, number>();
    for (const cell of group) counts.set(cell.item.fontName, (counts.get(cell.item.fontName) ?? 0) + 1);
    const [dominant, dominantCount] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]!;
    if (dominantCount / group.length < 0.6) continue;
    const pageItems = doc.pages[group[0]!.page - 1]?.items ?? [];
    for (const cell of group) {
      const font = cell.item.fontName;
      if (font === dominant) continue;
      // A style the bank uses elsewhere on the page (bold headings, totals) is not an edit: only a
      // font found nowhere but in these odd cells counts.
      const oddCells = group.filter((c) => c.item.fontName === font).map((c) => c.item);
      const elsewhere = pageItems.some((item) => item.fontName === font && !oddCells.some((odd) => sameItem(odd, item)));
      const key = `${cell.index}:${cell.kind}:font`;
      if (elsewhere || flagged.has(key)) continue;
      flagged.add(key);
      signals.push({
        code: 'cell_font_mismatch',
        detail: `Row ${rowOf(cell.index)} (${dateOf(cell.index)}): the ${cell.kind} "${cell.item.str}" is in a font (${font}) that no other ${cell.kind} on page ${cell.page} uses (${dominant}).`,
        page: cell.page,
        row: rowOf(cell.index),
      });
    }
  }
  return signals;
}

function chainSignals(statement: PdfStatement): AuthenticitySignal[] {
  let previous = statement.opening_balance_cents;
  for (const [index, tx] of statement.transactions.entries()) {
    if (previous !== null && tx.balance_cents !== null && previous + tx.amount_cents !== tx.balance_cents) {
      return [
        {
          code: 'balance_chain_broken',
          detail: `Row ${tx.row} (${tx.datetime.slice(0, 10)}): the balance printed is ${rands(tx.balance_cents)}, but the previous balance plus the amount is ${rands(previous + tx.amount_cents)}.`,
          page: statement.sources[index]?.page,
          row: tx.row,
        },
      ];
    }
    previous = tx.balance_cents ?? (previous === null ? null : previous + tx.amount_cents);
  }
  const closing = statement.closing_balance_cents;
  if (previous !== null && closing !== null && previous !== closing && statement.transactions.length > 0) {
    return [{ code: 'balance_chain_broken', detail: `The closing balance printed is ${rands(closing)}, but the rows end at ${rands(previous)}.` }];
  }
  return [];
}

function summarySignals(statement: PdfStatement): AuthenticitySignal[] {
  const { totalCreditsCents, totalDebitsCents, totalFeesCents, page } = statement.summary;
  const credits = statement.transactions.filter((tx) => tx.amount_cents > 0).reduce((sum, tx) => sum + tx.amount_cents, 0);
  const debits = statement.transactions.filter((tx) => tx.amount_cents < 0).reduce((sum, tx) => sum - tx.amount_cents, 0);
  const where = page ? { page } : {};
  const signals: AuthenticitySignal[] = [];
  if (totalCreditsCents !== null && Math.abs(totalCreditsCents) !== credits) {
    signals.push({ code: 'summary_totals_mismatch', detail: `The summary's total credits are ${rands(Math.abs(totalCreditsCents))}, but the credits listed add up to ${rands(credits)}.`, ...where });
  }
  if (totalDebitsCents !== null) {
    // Some banks print fees apart from the debits total, others include them.
    const fees = Math.abs(totalFeesCents ?? 0);
    const accepted = [debits, debits - fees, debits + fees];
    if (!accepted.includes(Math.abs(totalDebitsCents))) {
      signals.push({ code: 'summary_totals_mismatch', detail: `The summary's total debits are ${rands(Math.abs(totalDebitsCents))}, but the debits listed add up to ${rands(debits)}.`, ...where });
    }
  }
  return signals;
}

/**
 * Days a row may be dated outside the printed period: a statement cut on a day lists rows dated
 * a day or two earlier that were posted after the previous cut (FNB prints the transaction date).
 */
const PERIOD_SLACK_DAYS = 7;

function shiftDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** Rows dated well outside the period the statement prints: a statement assembled or re-typed from another. */
function periodSignals(statement: PdfStatement): AuthenticitySignal[] {
  const from = shiftDays(statement.period_start, -PERIOD_SLACK_DAYS);
  const to = shiftDays(statement.period_end, PERIOD_SLACK_DAYS);
  const outside = statement.transactions.filter((t) => t.datetime.slice(0, 10) < from || t.datetime.slice(0, 10) > to);
  const first = outside[0];
  if (!first) return [];
  return [
    {
      code: 'dates_outside_period',
      detail: `${outside.length} of ${statement.transactions.length} rows are dated outside the period the statement prints (${statement.period_start} to ${statement.period_end}), the first on ${first.datetime.slice(0, 10)}.`,
      row: first.row,
    },
  ];
}

const NOT_POSTED_BECAUSE: Record<NotPostedRow['why'], string> = {
  balance_unchanged: 'the statement prints the balance unchanged, so the bank did not post it',
  pending: 'the export marks it pending, not yet posted by the bank, with no balance; the posted row comes in a later export',
};

/** The rows a statement (PDF) or export (CSV) lists but the bank has not posted: information only. */
export function notPostedSignals(statement: { not_posted: readonly (NotPostedRow & { page?: number })[] }): AuthenticitySignal[] {
  return statement.not_posted.map((r) => ({
    code: 'row_not_posted' as const,
    detail: `Row ${r.row} (${r.date}, "${r.description}", ${rands(Math.abs(r.amount_cents))} ${r.amount_cents < 0 ? 'debit' : 'credit'}): ${NOT_POSTED_BECAUSE[r.why]}; it is not counted as a transaction.`,
    ...(r.page !== undefined ? { page: r.page } : {}),
    row: r.row,
  }));
}

export function verdictOf(signals: readonly AuthenticitySignal[]): Authenticity['verdict'] {
  const codes = new Set(signals.map((signal) => signal.code).filter((code) => !INFORMATION.has(code)));
  if (codes.size === 0) return 'no_signals';
  if ([...codes].some((code) => CONTENT_SIGNALS.has(code))) return 'tampered';
  if (codes.has('summary_totals_mismatch') && [...codes].some((code) => EDIT_SIGNALS.has(code))) return 'tampered';
  return 'suspicious';
}

/** The signals found in a parsed statement and its file, and the verdict they make. */
export function assessAuthenticity(doc: PdfDocumentText, statement: PdfStatement): Authenticity {
  const signals = [
    ...documentSignals(doc, statement),
    ...cellSignals(doc, statement),
    ...chainSignals(statement),
    ...summarySignals(statement),
    ...periodSignals(statement),
    ...notPostedSignals(statement),
  ];
  return { verdict: verdictOf(signals), signals };
}
