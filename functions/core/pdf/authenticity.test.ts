import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from '@cantoo/pdf-lib';
import { AuthenticitySchema } from '#schemas/authenticity';
import { assessAuthenticity, verdictOf } from './authenticity.ts';
import type { PdfDocumentText, PdfTextItem } from './document.ts';
import type { PdfStatement } from './statement-types.ts';
import { readPdfText } from './read.ts';
import { COLUMNS, SAMPLE_ROWS, edited, samplePdf, withIncrementalUpdate, withJavaScript } from './fixtures/make.ts';

const cents = (text: string) => Math.round(Number(text.replace(/\s/g, '')) * 100);

/**
 * What the table reader would return for the sample statement (built by hand: the reader is
 * another part's): each row's amount and balance cells are the items printed in those columns
 * on the row's line; `pick` chooses among several (an edited cell has two).
 */
function statementOf(doc: PdfDocumentText, options: { pick?: 'first' | 'last'; summary?: Partial<PdfStatement['summary']> } = {}): PdfStatement {
  const page = doc.pages[0]!;
  const opening = SAMPLE_ROWS[0]!;
  const rows = SAMPLE_ROWS.slice(1);
  const lineOf = (row: (typeof SAMPLE_ROWS)[number]) => page.items.find((item) => item.str === row.date && item.x === COLUMNS.date)!.y;
  const cell = (x: number, y: number): PdfTextItem[] => {
    const found = page.items.filter((item) => Math.abs(item.x - x) < 1 && Math.abs(item.y - y) < 1);
    return options.pick === 'last' ? found.slice(-1) : found.slice(0, 1);
  };
  const sources = rows.map((row) => {
    const y = lineOf(row);
    return { page: 1, y, amountItems: cell(COLUMNS.amount, y), balanceItems: cell(COLUMNS.balance, y) };
  });
  const transactions = rows.map((row, i) => ({
    row: i + 1,
    datetime: `2026-03-${row.date.slice(0, 2)}T00:00:00+02:00`,
    amount_cents: cents(sources[i]!.amountItems[0]!.str),
    balance_cents: cents(sources[i]!.balanceItems[0]!.str),
    description: row.description,
    reference: null,
  }));
  return {
    bank_slug: 'generic',
    detected_format: 'generic_pdf',
    encoding: 'utf-8',
    delimiter: '',
    newest_first: false,
    account_number: '62000000001',
    account_holder_name: 'T Tester',
    statement_start: '2026-03-03',
    statement_end: '2026-03-15',
    opening_balance_cents: cents(opening.balance),
    closing_balance_cents: transactions.at(-1)!.balance_cents,
    transactions,
    layout: { bank_slug: 'generic', format: 'generic', display_name: 'Generic' },
    period_start: '2026-03-01',
    period_end: '2026-03-31',
    sources,
    summary: { totalCreditsCents: null, totalDebitsCents: null, totalFeesCents: null, page: null, ...options.summary },
    not_posted: [],
  };
}

describe('assessAuthenticity', () => {
  let original: Uint8Array;
  beforeAll(async () => {
    original = await samplePdf();
  });

  it('says when the text is an OCR layer over a scan', async () => {
    const doc = (await readPdfText(original, { passwords: [] })).doc;
    const scanned = { ...doc, info: { ...doc.info, invisibleText: true } };
    const result = assessAuthenticity(scanned, statementOf(doc));
    expect(result.verdict).toBe('suspicious');
    expect(result.signals.map((x) => x.code)).toEqual(['ocr_text_layer']);
  });

  it('flags rows dated more than a week outside the printed period, and only those', async () => {
    const doc = (await readPdfText(original, { passwords: [] })).doc;
    const inside = statementOf(doc);
    expect(assessAuthenticity(doc, inside).signals.map((x) => x.code)).not.toContain('dates_outside_period');
    // A week of slack either side (a cut leaves rows dated just before it to the next statement).
    const nearEdge = { ...inside, period_start: '2026-03-09', period_end: '2026-03-14' };
    expect(assessAuthenticity(doc, nearEdge).signals.map((x) => x.code)).not.toContain('dates_outside_period');
    const retyped = { ...inside, period_start: '2026-06-01', period_end: '2026-06-30' };
    const result = assessAuthenticity(doc, retyped);
    expect(result.verdict).toBe('suspicious');
    expect(result.signals).toContainEqual(expect.objectContaining({ code: 'dates_outside_period', row: 1 }));
  });

  it('finds no signals in the statement as the bank wrote it, and its summary totals agree', async () => {
    const { doc } = await readPdfText(original, { passwords: [] });
    const result = assessAuthenticity(doc, statementOf(doc, { summary: { totalCreditsCents: 1_500_000, totalDebitsCents: -374_950, page: 1 } }));
    expect(result).toEqual({ verdict: 'no_signals', signals: [] });
    expect(AuthenticitySchema.parse(result)).toEqual(result);
  });

  it('calls an edited statement tampered: the new amount is drawn over the old one, in another font, by an editor, later', async () => {
    // Row 2 (Checkers) changed from -1 250.50 to -125.50; the reader read the new amount.
    const { doc } = await readPdfText(await edited(original, 2, '-125.50'), { passwords: [] });
    const statement = statementOf(doc, { pick: 'last' });
    expect(statement.transactions[1]!.amount_cents).toBe(-12_550);
    const result = assessAuthenticity(doc, statement);
    expect(result.verdict).toBe('tampered');
    expect(result.signals.map((signal) => signal.code).sort()).toEqual(
      ['balance_chain_broken', 'cell_font_mismatch', 'editing_software', 'modified_after_creation', 'text_over_text'].sort(),
    );
    expect(result.signals.find((signal) => signal.code === 'text_over_text')).toEqual({
      code: 'text_over_text',
      detail: 'Row 2 (2026-03-05): "-125.50" and "-1 250.50" are drawn on top of each other in the amount cell.',
      page: 1,
      row: 2,
    });
    expect(result.signals.find((signal) => signal.code === 'cell_font_mismatch')).toMatchObject({ page: 1, row: 2 });
    expect(result.signals.find((signal) => signal.code === 'editing_software')!.detail).toMatch(/iLovePDF/);
    expect(result.signals.find((signal) => signal.code === 'balance_chain_broken')).toMatchObject({ row: 2 });
  });

  it('still sees the overlap when the reader kept the original amount', async () => {
    const { doc } = await readPdfText(await edited(original, 2, '-125.50'), { passwords: [] });
    const result = assessAuthenticity(doc, statementOf(doc, { pick: 'first' }));
    expect(result.signals.filter((signal) => signal.code === 'text_over_text')).toHaveLength(1);
    expect(result.verdict).toBe('tampered');
  });

  it('calls a statement with an appended revision suspicious', async () => {
    const { doc } = await readPdfText(withIncrementalUpdate(original), { passwords: [] });
    const result = assessAuthenticity(doc, statementOf(doc));
    expect(result.verdict).toBe('suspicious');
    expect(result.signals.map((signal) => signal.code).sort()).toEqual(['editing_software', 'incremental_updates', 'modified_after_creation']);
  });

  it('reports summary totals that disagree with the rows; with an editor\'s trace that is tampering', async () => {
    const { doc } = await readPdfText(original, { passwords: [] });
    const alone = assessAuthenticity(doc, statementOf(doc, { summary: { totalCreditsCents: 1_600_000, totalDebitsCents: 374_950, page: 1 } }));
    expect(alone).toEqual({
      verdict: 'suspicious',
      signals: [{ code: 'summary_totals_mismatch', detail: "The summary's total credits are R 16 000.00, but the credits listed add up to R 15 000.00.", page: 1 }],
    });
    const withEditor = { ...doc, info: { ...doc.info, producer: 'Microsoft® Word for Microsoft 365' } };
    const both = assessAuthenticity(withEditor, statementOf(doc, { summary: { totalCreditsCents: 1_600_000, page: 1 } }));
    expect(both.verdict).toBe('tampered');
    expect(both.signals.map((signal) => signal.code)).toEqual(['office_software', 'summary_totals_mismatch']);
  });

  it('accepts a debits total that leaves out or includes fees', async () => {
    const { doc } = await readPdfText(original, { passwords: [] });
    const statement = statementOf(doc, { summary: { totalDebitsCents: 374_950 - 49_900, totalFeesCents: 49_900 } });
    expect(assessAuthenticity(doc, statement).signals).toEqual([]);
  });

  it('reports JavaScript as suspicious', async () => {
    const { doc } = await readPdfText(await withJavaScript(original), { passwords: [] });
    expect(assessAuthenticity(doc, statementOf(doc))).toMatchObject({ verdict: 'suspicious', signals: [{ code: 'javascript' }] });
  });

  it('reports a creation date before the period ended', async () => {
    const { doc } = await readPdfText(await samplePdf({ creationDate: new Date('2026-03-20T08:00:00Z') }), { passwords: [] });
    expect(assessAuthenticity(doc, statementOf(doc)).signals).toEqual([
      { code: 'created_before_period_end', detail: 'The file says it was created on 2026-03-20T08:00:00.000Z, before the statement period ended (2026-03-31).' },
    ]);
  });

  it.each([
    ['iLovePDF', null, 'editing_software'],
    ['Adobe Acrobat Pro DC 21.1.20145', null, 'editing_software'],
    ['Foxit PDF Editor Printer Version 12.0', null, 'editing_software'],
    [null, 'Nitro Pro 13', 'editing_software'],
    ['Sejda (sejda.com)', null, 'editing_software'],
    ['PDF-XChange Editor 9.5', null, 'editing_software'],
    ['Microsoft® Excel® for Microsoft 365', null, 'office_software'],
    ['LibreOffice 7.6', 'Writer', 'office_software'],
    ['Skia/PDF m120 Google Docs Renderer', 'Google Docs', 'office_software'],
    ['Microsoft: Print To PDF', null, 'print_to_pdf'],
    ['macOS Version 14.2 (Build 23C64) Quartz PDFContext', null, 'print_to_pdf'],
  ])('names the editing tool: producer %s, creator %s → %s', (producer, creator, code) => {
    const doc: PdfDocumentText = {
      info: { pageCount: 1, encrypted: false, producer, creator, creationDate: null, modificationDate: null, incrementalUpdates: 0, hasJavaScript: false },
      pages: [],
    };
    const statement = { ...statementOf({ info: doc.info, pages: [{ number: 1, width: 595, height: 842, items: SAMPLE_ROWS.flatMap(fakeRowItems) }] }), sources: [] };
    expect(assessAuthenticity(doc, statement).signals.map((signal) => signal.code)).toEqual([code]);
  });

  it.each([
    'Adobe PDF Library 15.0',
    'Acrobat Distiller 23.0 (Windows)',
    'iText® 7.2.5 ©2000-2023 iText Group NV',
    'Microsoft Reporting Services PDF Rendering Extension 14.0.0.0',
    'GPL Ghostscript 10.02.1',
    'Skia/PDF m120',
    'OpenText Exstream',
  ])('does not take a statement engine or library for an editor: %s', (producer) => {
    const doc: PdfDocumentText = {
      info: { pageCount: 1, encrypted: false, producer, creator: null, creationDate: null, modificationDate: null, incrementalUpdates: 0, hasJavaScript: false },
      pages: [],
    };
    const statement = { ...statementOf({ info: doc.info, pages: [{ number: 1, width: 595, height: 842, items: SAMPLE_ROWS.flatMap(fakeRowItems) }] }), sources: [] };
    expect(assessAuthenticity(doc, statement).signals).toEqual([]);
  });

  it('does not take a watermark or stamp across the amounts for text drawn over text', () => {
    const items = SAMPLE_ROWS.flatMap(fakeRowItems);
    items.push({ str: 'CERTIFIED COPY', x: COLUMNS.amount - 40, y: 200 + 18 * 2 + 10, width: 300, height: 36, fontName: 'regular', fontFamily: null });
    items.push({ str: 'Stamped statement issued at branch 2026-04-01', x: COLUMNS.amount - 10, y: 200 + 18 * 3, width: 240, height: 10, fontName: 'regular', fontFamily: null });
    const doc: PdfDocumentText = {
      info: { pageCount: 1, encrypted: false, producer: null, creator: null, creationDate: null, modificationDate: null, incrementalUpdates: 0, hasJavaScript: false },
      pages: [{ number: 1, width: 595, height: 842, items }],
    };
    expect(assessAuthenticity(doc, statementOf(doc)).signals).toEqual([]);
  });

  it('does not count a bank\'s bold style used elsewhere on the page as a font mismatch', () => {
    const items = SAMPLE_ROWS.flatMap(fakeRowItems);
    // the salary credit in bold, the same bold as the headings
    const salary = items.find((item) => item.str === '15 000.00')!;
    salary.fontName = 'bold';
    items.push({ str: 'Balance', x: COLUMNS.balance, y: 100, width: 40, height: 10, fontName: 'bold', fontFamily: null });
    const doc: PdfDocumentText = {
      info: { pageCount: 1, encrypted: false, producer: null, creator: null, creationDate: null, modificationDate: null, incrementalUpdates: 0, hasJavaScript: false },
      pages: [{ number: 1, width: 595, height: 842, items }],
    };
    expect(assessAuthenticity(doc, statementOf(doc)).signals).toEqual([]);
    const lone = { ...doc, pages: [{ ...doc.pages[0]!, items: items.filter((item) => item.str !== 'Balance') }] };
    expect(assessAuthenticity(lone, statementOf(lone)).signals.map((signal) => signal.code)).toEqual(['cell_font_mismatch']);
  });
});

/** Items of one sample row at fixed positions (row i at y = 200 + 18 i), all in one font. */
function fakeRowItems(row: (typeof SAMPLE_ROWS)[number], i: number): PdfTextItem[] {
  const y = 200 + 18 * i;
  const item = (str: string, x: number): PdfTextItem => ({ str, x, y, width: str.length * 5, height: 10, fontName: 'regular', fontFamily: 'sans-serif' });
  return [item(row.date, COLUMNS.date), item(row.description, COLUMNS.description), ...(row.amount ? [item(row.amount, COLUMNS.amount)] : []), item(row.balance, COLUMNS.balance)];
}

describe('verdictOf', () => {
  it('makes content evidence tampered and document traces suspicious', () => {
    expect(verdictOf([])).toBe('no_signals');
    expect(verdictOf([{ code: 'incremental_updates', detail: '' }, { code: 'editing_software', detail: '' }])).toBe('suspicious');
    expect(verdictOf([{ code: 'cell_font_mismatch', detail: '' }])).toBe('tampered');
    expect(verdictOf([{ code: 'summary_totals_mismatch', detail: '' }])).toBe('suspicious');
    expect(verdictOf([{ code: 'summary_totals_mismatch', detail: '' }, { code: 'print_to_pdf', detail: '' }])).toBe('suspicious');
    expect(verdictOf([{ code: 'summary_totals_mismatch', detail: '' }, { code: 'modified_after_creation', detail: '' }])).toBe('tampered');
  });
});

describe('assessAuthenticity on a Chromium-printed statement', () => {
  const ROWS: [string, string, number, number][] = [
    ['2026-03-02', 'Salary ACME (Pty) Ltd', 1_500_000, 1_625_000],
    ['2026-03-04', 'Checkers Rondebosch', -125_050, 1_499_950],
    ['2026-03-09', 'Debit order Vodacom', -49_900, 1_450_050],
    ['2026-03-15', 'ATM withdrawal Claremont', -200_000, 1_250_050],
    ['2026-03-20', 'Transfer from savings', 100_000, 1_350_050],
    ['2026-03-28', 'Monthly account fee', -11_000, 1_339_050],
  ];
  const fixture = () => new Uint8Array(readFileSync(join(__dirname, 'fixtures', 'doc-chromium-statement.pdf')));

  /** The statement the table reader would return: amount = the credit or debit cell of the row's line, balance = the last cell. */
  function readStatement(doc: PdfDocumentText, amounts: Partial<Record<number, number>> = {}): PdfStatement {
    const page = doc.pages[0]!;
    const sources = ROWS.map(([date]) => {
      const y = page.items.find((item) => item.str === date)!.y;
      const numbers = page.items.filter((item) => Math.abs(item.y - y) < 1 && /^[\d ]+\.\d\d$/.test(item.str)).sort((a, b) => a.x - b.x);
      return { page: 1, y, amountItems: numbers.slice(0, -1), balanceItems: numbers.slice(-1) };
    });
    return {
      ...statementOf({ info: doc.info, pages: [{ number: 1, width: 595, height: 842, items: SAMPLE_ROWS.flatMap(fakeRowItems) }] }),
      opening_balance_cents: 125_000,
      closing_balance_cents: 1_339_050,
      transactions: ROWS.map(([date, description, amount, balance], i) => ({
        row: i + 1,
        datetime: `${date}T00:00:00+02:00`,
        amount_cents: amounts[i] ?? amount,
        balance_cents: balance,
        description,
        reference: null,
      })),
      sources,
      summary: { totalCreditsCents: 1_600_000, totalDebitsCents: 385_950, totalFeesCents: null, page: 1 },
    };
  }

  it('finds no signals in the statement as printed', async () => {
    const { doc } = await readPdfText(fixture(), { passwords: [] });
    expect(assessAuthenticity(doc, readStatement(doc))).toEqual({ verdict: 'no_signals', signals: [] });
  });

  it('finds the figure typed over the Vodacom debit, in a font the statement does not use elsewhere', async () => {
    const original = fixture();
    const { doc: before } = await readPdfText(original, { passwords: [] });
    const target = before.pages[0]!.items.find((item) => item.str === '499.00')!;
    const editor = await PDFDocument.load(original, { updateMetadata: false });
    const page = editor.getPage(0);
    const font = await editor.embedFont(StandardFonts.Helvetica);
    const pdfY = page.getHeight() - target.y;
    page.drawRectangle({ x: target.x - 1, y: pdfY - 2, width: target.width + 2, height: target.height + 2, color: rgb(1, 1, 1) });
    page.drawText('49.00', { x: target.x + target.width - font.widthOfTextAtSize('49.00', target.height), y: pdfY, size: target.height, font });
    const { doc } = await readPdfText(await editor.save(), { passwords: [] });
    const result = assessAuthenticity(doc, readStatement(doc));
    expect(result.verdict).toBe('tampered');
    expect(result.signals.filter((signal) => signal.row !== undefined).map((signal) => [signal.code, signal.row])).toEqual([
      ['text_over_text', 3],
      ['cell_font_mismatch', 3],
    ]);
  });

  it('sees summary totals that no longer match a changed row', async () => {
    const { doc } = await readPdfText(fixture(), { passwords: [] });
    const result = assessAuthenticity(doc, readStatement(doc, { 0: 1_600_000 }));
    expect(result.signals.map((signal) => signal.code)).toEqual(['balance_chain_broken', 'summary_totals_mismatch']);
    expect(result.verdict).toBe('tampered');
  });
});
