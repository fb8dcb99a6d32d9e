import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPdfText, countIncrementalUpdates, hasScriptMarkers } from './read.ts';
import { COLUMNS, FIRST_ROW_Y, SAMPLE_ROWS, edited, encrypted, samplePdf, withIncrementalUpdate } from './fixtures/make.ts';
import { refusal } from './testing.ts';

describe('readPdfText', () => {
  let plain: Uint8Array;
  beforeAll(async () => {
    plain = await samplePdf();
  });

  it('reads every text item with its position measured from the top of the page', async () => {
    const { doc, passwordUsed } = await readPdfText(plain, { passwords: [] });
    expect(passwordUsed).toBeNull();
    expect(doc.pages).toHaveLength(1);
    const page = doc.pages[0]!;
    expect(page).toMatchObject({ number: 1, width: 595.28, height: 841.89 });
    const salary = page.items.find((item) => item.str === '15 000.00');
    expect(salary).toMatchObject({ x: COLUMNS.amount, height: 10, fontFamily: 'sans-serif' });
    expect(salary!.y).toBeCloseTo(841.89 - (FIRST_ROW_Y - 18), 2);
    expect(salary!.width).toBeGreaterThan(40);
    // rows further down the page have a larger y
    const balances = SAMPLE_ROWS.map((row) => page.items.find((item) => item.str === row.balance && item.x === COLUMNS.balance)!.y);
    expect([...balances].sort((a, b) => a - b)).toEqual(balances);
    // one font id for every body cell, another for the bold headings
    const body = page.items.filter((item) => item.y > 841.89 - FIRST_ROW_Y - 1);
    expect(new Set(body.map((item) => item.fontName)).size).toBe(1);
    expect(page.items.find((item) => item.str === 'Balance')!.fontName).not.toBe(body[0]!.fontName);
  });

  it('marks text drawn at an angle (a tilted stamp) and only that', async () => {
    const tilted = await readPdfText(await samplePdf({ stampDegrees: 5 }), { passwords: [] });
    expect(tilted.doc.pages[0]!.items.filter((i) => i.rotated).map((i) => i.str)).toEqual(['Branch: 470010']);
    const level = await readPdfText(await samplePdf({ stampDegrees: 0 }), { passwords: [] });
    expect(level.doc.pages[0]!.items.some((i) => i.rotated)).toBe(false);
    expect(level.doc.pages[0]!.items.some((i) => i.str === 'Branch: 470010')).toBe(true);
  });

  it('reports the document facts: producer, creator, dates as ISO, no edits, no JavaScript', async () => {
    const { doc } = await readPdfText(plain, { passwords: [] });
    expect(doc.info).toEqual({
      pageCount: 1,
      encrypted: false,
      producer: 'Khanya Statement Engine 3.2',
      creator: 'Khanya Core Banking',
      creationDate: '2026-04-01T06:00:00.000Z',
      modificationDate: '2026-04-01T06:00:00.000Z',
      incrementalUpdates: 0,
      hasJavaScript: false,
    });
  });

  describe('AES-256 password PDFs', () => {
    let locked: Uint8Array;
    beforeAll(async () => {
      locked = await encrypted(plain, '8001015009087');
    });

    it('opens with the right password and says which one it was', async () => {
      const { doc, passwordUsed } = await readPdfText(locked, { passwords: ['wrong', '8001015009087'] });
      expect(passwordUsed).toBe('8001015009087');
      expect(doc.info.encrypted).toBe(true);
      expect(doc.pages[0]!.items.map((item) => item.str)).toContain('Salary ACME (Pty) Ltd');
    });

    it('asks for the password when none was given', async () => {
      const error = await refusal(readPdfText(locked, { passwords: [] }));
      expect(error).toMatchObject({ code: 'password_required', errorType: 'Parse Error' });
      expect(error.message).toMatch(/password/);
    });

    it('says the password is wrong when none of those given opens it', async () => {
      const error = await refusal(readPdfText(locked, { passwords: ['1234', '0000'] }));
      expect(error).toMatchObject({ code: 'wrong_password', errorType: 'Parse Error', detail: { passwords_tried: 2 } });
    });

    it('says the passwords tried are wrong (not that the file is unreadable) when the deadline passes while they are being tried', async () => {
      // Far more candidates than can be checked before the deadline: pdf.js checks each AES-256
      // password with an iterated hash, so the deadline falls in the password stage.
      const many = Array.from({ length: 2000 }, (_, index) => `candidate-${index}`);
      const error = await refusal(readPdfText(locked, { passwords: many, timeoutMs: 1000 }));
      expect(error).toMatchObject({ code: 'wrong_password', errorType: 'Parse Error', detail: { timed_out: 1 } });
      expect(Number(error.detail.passwords_tried)).toBeGreaterThan(0);
      expect(Number(error.detail.passwords_tried)).toBeLessThan(many.length);
    }, 20_000);

    it('ignores passwords for a file that has none', async () => {
      const { passwordUsed } = await readPdfText(plain, { passwords: ['1234'] });
      expect(passwordUsed).toBeNull();
    });
  });

  it('sees an editor\'s producer and later modification date', async () => {
    const { doc } = await readPdfText(await edited(plain, 2, '-125.50'), { passwords: [] });
    expect(doc.info).toMatchObject({ producer: 'iLovePDF', modificationDate: '2026-05-10T12:00:00.000Z', creationDate: '2026-04-01T06:00:00.000Z' });
    const amounts = doc.pages[0]!.items.filter((item) => item.x === COLUMNS.amount && Math.abs(item.y - (841.89 - (FIRST_ROW_Y - 36))) < 0.5);
    expect(amounts.map((item) => item.str).sort()).toEqual(['-1 250.50', '-125.50']);
    expect(amounts[0]!.fontName).not.toBe(amounts[1]!.fontName);
  });

  it('counts a revision appended after the original', async () => {
    const { doc } = await readPdfText(withIncrementalUpdate(plain), { passwords: [] });
    expect(doc.info).toMatchObject({ incrementalUpdates: 1, producer: 'Adobe Acrobat Pro 24.1' });
  });

  it('refuses more pages than allowed before reading any text', async () => {
    const error = await refusal(readPdfText(await samplePdf({ pages: 3 }), { passwords: [], maxPages: 2 }));
    expect(error).toMatchObject({ code: 'too_many_pages', detail: { page_count: 3, max_pages: 2 } });
  });
});

describe('countIncrementalUpdates', () => {
  it('counts each %%EOF followed by another cross-reference section', () => {
    expect(countIncrementalUpdates('%PDF-1.4\n...xref\ntrailer\nstartxref\n9\n%%EOF\n')).toBe(0);
    expect(countIncrementalUpdates('%PDF-1.4\nxref\nstartxref\n9\n%%EOF\n1 0 obj\nendobj\nxref\nstartxref\n99\n%%EOF\n')).toBe(1);
    expect(countIncrementalUpdates('%PDF-1.4\nxref\n%%EOF\nxref\n%%EOF\nxref\n%%EOF')).toBe(2);
  });

  it('does not count the first-page section of a linearised file as an edit', () => {
    const linearised = '%PDF-1.5\n1 0 obj\n<< /Linearized 1 /L 999 >>\nendobj\nxref\ntrailer\nstartxref\n0\n%%EOF\n2 0 obj\nendobj\nxref\nstartxref\n55\n%%EOF\n';
    expect(countIncrementalUpdates(linearised)).toBe(0);
    expect(countIncrementalUpdates(`${linearised}3 0 obj\nendobj\nxref\nstartxref\n99\n%%EOF\n`)).toBe(1);
  });
});

describe('hasScriptMarkers', () => {
  it('finds /JS, /JavaScript and /Launch names but not longer names', () => {
    expect(hasScriptMarkers('<< /S /JavaScript /JS (x) >>')).toBe(true);
    expect(hasScriptMarkers('<< /S /Launch /F (cmd.exe) >>')).toBe(true);
    expect(hasScriptMarkers('<< /JSON 1 /Launcher 2 >>')).toBe(false);
  });
});

describe('readPdfText on a Chromium-printed statement (embedded subset CID fonts)', () => {
  const fixture = () => new Uint8Array(readFileSync(join(__dirname, 'fixtures', 'doc-chromium-statement.pdf')));

  it('reads every row on its line, numbers right-aligned in their columns, bold headings in their own font', async () => {
    const { doc } = await readPdfText(fixture(), { passwords: [] });
    expect(doc.info).toMatchObject({ pageCount: 1, producer: 'Khanya Statement Engine 3.2', creator: 'Khanya Core Banking', incrementalUpdates: 0, hasJavaScript: false });
    const page = doc.pages[0]!;
    const line = (date: string) => page.items.filter((item) => Math.abs(item.y - page.items.find((i) => i.str === date)!.y) < 1).sort((a, b) => a.x - b.x).map((item) => item.str);
    expect(line('2026-03-02')).toEqual(['2026-03-02', 'Salary ACME (Pty) Ltd', '15 000.00', '16 250.00']);
    expect(line('2026-03-04')).toEqual(['2026-03-04', 'Checkers Rondebosch', '1 250.50', '14 999.50']);
    const balances = ['16 250.00', '14 999.50', '14 500.50', '12 500.50', '13 500.50', '13 390.50'].map((str) => page.items.find((item) => item.str === str)!);
    const rightEdges = balances.map((item) => Math.round(item.x + item.width));
    expect(new Set(rightEdges).size).toBe(1);
    expect(balances.map((item) => item.y)).toEqual([...balances.map((item) => item.y)].sort((a, b) => a - b));
    const heading = page.items.find((item) => item.str === 'Balance')!;
    expect(heading.fontName).not.toBe(balances[0]!.fontName);
    expect(new Set(balances.map((item) => item.fontName)).size).toBe(1);
  });
});
