/**
 * A persona's accounts as PDF bank statements, so the demo applicants, the docs walkthrough and
 * the benchmarks can show a PDF upload end to end with data whose truth is known.
 *
 * The statements are printed by "Khanya Demo Bank", a layout of no real bank: a header block
 * (holder, account number, period, opening and closing balance), then a table Date |
 * Description | Money out | Money in | Balance repeated on every page, long descriptions wrapped
 * onto a second line, and a footer with the page number. It is read by the generic
 * column-detecting reader, the same path an unknown bank's statement takes. Drawn with pdf-lib
 * (pure JavaScript) so `npm start` needs no browser; optionally AES-256 encrypted with the
 * applicant's ID number, as South African banks protect e-mailed statements.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import type { Persona, PersonaAccount } from './generator.ts';

export interface PdfStatementOptions {
  /** Calendar months per statement (default: the whole period in one statement). */
  monthsPerStatement?: number;
  /** Encrypt with this user password (e.g. the applicant's ID number). */
  password?: string;
}

export interface PdfStatementFile {
  filename: string;
  bytes: Uint8Array;
  account_number: string;
  /** YYYY-MM-DD, inclusive. */
  period_start: string;
  period_end: string;
  transaction_count: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const COLUMNS = { date: 40, description: 105, moneyOutRight: 400, moneyInRight: 475, balanceRight: 555 };
const ROW_HEIGHT = 12;
const DESCRIPTION_WIDTH = 220;

/** One statement per account (or per account and period): the persona's transactions exactly. */
export async function personaPdfStatements(persona: Persona, options: PdfStatementOptions = {}): Promise<PdfStatementFile[]> {
  const files: PdfStatementFile[] = [];
  for (const account of persona.accounts) {
    for (const period of periods(account, options.monthsPerStatement)) {
      const bytes = await drawStatement(account, period, options.password);
      files.push({
        filename: `statement-${account.account_number}-${period.start}-${period.end}.pdf`,
        bytes,
        account_number: account.account_number,
        period_start: period.start,
        period_end: period.end,
        transaction_count: period.transactions.length,
      });
    }
  }
  return files;
}

interface Period {
  start: string;
  end: string;
  opening: number;
  transactions: PersonaAccount['transactions'];
}

function dayOf(datetime: string): string {
  return datetime.slice(0, 10);
}

function periods(account: PersonaAccount, monthsPerStatement: number | undefined): Period[] {
  const txs = account.transactions;
  const first = txs[0];
  const last = txs[txs.length - 1];
  if (!first || !last) return [];
  const firstMonth = monthIndex(dayOf(first.datetime));
  const lastMonth = monthIndex(dayOf(last.datetime));
  const step = Math.max(1, Math.floor(monthsPerStatement ?? lastMonth - firstMonth + 1));
  const result: Period[] = [];
  let opening = cents(first.balance) - cents(first.amount);
  for (let month = firstMonth; month <= lastMonth; month += step) {
    const endMonth = Math.min(month + step - 1, lastMonth);
    const inPeriod = txs.filter((tx) => {
      const index = monthIndex(dayOf(tx.datetime));
      return index >= month && index <= endMonth;
    });
    result.push({ start: monthStart(month), end: monthEnd(endMonth), opening: opening / 100, transactions: inPeriod });
    const lastInPeriod = inPeriod[inPeriod.length - 1];
    if (lastInPeriod) opening = cents(lastInPeriod.balance);
  }
  return result;
}

function monthIndex(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

function monthStart(index: number): string {
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

function monthEnd(index: number): string {
  const year = Math.floor(index / 12);
  const month = index % 12;
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return `${year}-${String(month + 1).padStart(2, '0')}-${String(days).padStart(2, '0')}`;
}

function cents(rand: number): number {
  return Math.round(rand * 100);
}

function longDate(date: string): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** `12 345.67`, the space-grouped notation many South African statements print. */
function money(rand: number): string {
  const [whole, fraction] = Math.abs(rand).toFixed(2).split('.');
  return `${(whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${fraction ?? '00'}`;
}

function balanceText(rand: number): string {
  return rand < 0 ? `-${money(rand)}` : money(rand);
}

/** The standard PDF fonts encode WinAnsi only: anything else becomes its closest ASCII. */
function printable(text: string): string {
  return text.normalize('NFKD').replace(/[^\x20-\x7e]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

async function drawStatement(account: PersonaAccount, period: Period, password: string | undefined): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Statement ${account.account_number} ${period.start} to ${period.end}`);
  doc.setProducer('Khanya Demo Bank statement service');
  doc.setCreator('Khanya Demo Bank');
  // Fixed dates: the same persona gives the same bytes (and fingerprint) on every start.
  const issued = new Date(`${period.end}T22:00:00Z`);
  doc.setCreationDate(issued);
  doc.setModificationDate(issued);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const closing = period.transactions.length ? period.transactions[period.transactions.length - 1]!.balance : period.opening;

  const pages: PDFPage[] = [];
  let page = doc.addPage([PAGE.width, PAGE.height]);
  pages.push(page);
  let y = PAGE.height - PAGE.margin;
  const text = (target: PDFPage, value: string, x: number, atY: number, font = regular, size = 8) => target.drawText(printable(value), { x, y: atY, size, font, color: rgb(0, 0, 0) });
  const right = (target: PDFPage, value: string, rightEdge: number, atY: number, font = regular, size = 8) =>
    text(target, value, rightEdge - font.widthOfTextAtSize(printable(value), size), atY, font, size);

  text(page, 'Khanya Demo Bank', PAGE.margin, y, bold, 14);
  text(page, 'Sample statement generated by Khanya for demonstrations. Not a real bank.', PAGE.margin, y - 14, regular, 7);
  y -= 40;
  const header: [string, string][] = [
    ['Account holder', account.account_holder_name],
    ['Account number', account.account_number],
    ['Account type', account.account_name],
    ['Statement period', `${longDate(period.start)} to ${longDate(period.end)}`],
    ['Opening balance', `R ${balanceText(period.opening)}`],
    ['Closing balance', `R ${balanceText(closing)}`],
  ];
  for (const [label, value] of header) {
    text(page, `${label}:`, PAGE.margin, y, bold, 9);
    text(page, value, PAGE.margin + 110, y, regular, 9);
    y -= 13;
  }
  y -= 10;

  const drawTableHeader = (target: PDFPage, atY: number) => {
    text(target, 'Date', COLUMNS.date, atY, bold);
    text(target, 'Description', COLUMNS.description, atY, bold);
    right(target, 'Money out', COLUMNS.moneyOutRight, atY, bold);
    right(target, 'Money in', COLUMNS.moneyInRight, atY, bold);
    right(target, 'Balance', COLUMNS.balanceRight, atY, bold);
    target.drawLine({ start: { x: PAGE.margin, y: atY - 3 }, end: { x: PAGE.width - PAGE.margin, y: atY - 3 }, thickness: 0.5 });
  };
  drawTableHeader(page, y);
  y -= ROW_HEIGHT + 2;

  for (const tx of period.transactions) {
    const lines = wrap(printable(tx.description), regular, 8, DESCRIPTION_WIDTH);
    if (y - lines.length * ROW_HEIGHT < PAGE.margin + 20) {
      page = doc.addPage([PAGE.width, PAGE.height]);
      pages.push(page);
      y = PAGE.height - PAGE.margin;
      drawTableHeader(page, y);
      y -= ROW_HEIGHT + 2;
    }
    text(page, longDate(dayOf(tx.datetime)), COLUMNS.date, y);
    text(page, lines[0] ?? '', COLUMNS.description, y);
    if (tx.amount < 0) right(page, money(tx.amount), COLUMNS.moneyOutRight, y);
    else right(page, money(tx.amount), COLUMNS.moneyInRight, y);
    right(page, balanceText(tx.balance), COLUMNS.balanceRight, y);
    y -= ROW_HEIGHT;
    for (const continuation of lines.slice(1)) {
      text(page, continuation, COLUMNS.description, y);
      y -= ROW_HEIGHT;
    }
  }

  pages.forEach((target, index) => {
    text(target, `Khanya Demo Bank · Page ${index + 1} of ${pages.length}`.replace('·', '-'), PAGE.margin, PAGE.margin - 15, regular, 7);
  });
  if (password) doc.encrypt({ userPassword: password, ownerPassword: `${password}-owner` });
  return doc.save({ useObjectStreams: false });
}
