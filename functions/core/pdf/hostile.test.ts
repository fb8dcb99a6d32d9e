/**
 * Hostile and broken input: every file gets its error code (or, for a PDF with JavaScript, its
 * text without the script ever running), and nothing throws anything but a StatementFileError.
 */
import { deflateSync } from 'node:zlib';
import { PDF_LIMITS, guardStreams, readPdfText } from './read.ts';
import { encrypted, htmlPdfPolyglot, manyPagesPdf, pdfHtmlPolyglot, pdfZipPolyglot, rawPdf, samplePdf, withJavaScript, zipBombPdf } from './fixtures/make.ts';
import { parsePdfStatement } from './statement.ts';
import { refusal, refusalOf } from './testing.ts';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('hostile PDFs', () => {
  let plain: Uint8Array;
  beforeAll(async () => {
    plain = await samplePdf();
  });

  it('refuses a zip bomb (a Flate stream expanding to 2 GiB) without expanding it', async () => {
    const bomb = zipBombPdf(2);
    expect(bomb.length).toBeLessThan(4 * 1024 * 1024);
    const error = await refusal(readPdfText(bomb, { passwords: [] }));
    expect(error).toMatchObject({ code: 'unreadable_file', errorType: 'Parse Error', detail: { reason: 'content_stream_too_large' } });
  });

  it('refuses a page whose drawing instructions alone would take pdf.js minutes (a 33 MB content stream)', async () => {
    const ops = Buffer.from('BT /F1 12 Tf 72 720 Td (Statement line 12345.67) Tj ET\n'.repeat(600_000));
    const data = deflateSync(ops);
    const pdf = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Count 1 /Kids [4 0 R] >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
      `<< /Filter /FlateDecode /Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`,
    ]);
    expect(pdf.length).toBeLessThan(200_000);
    const error = await refusal(readPdfText(pdf, { passwords: [] }));
    expect(error).toMatchObject({ code: 'unreadable_file', detail: { reason: 'content_stream_too_large' } });
    // the same page, unfiltered, is refused by its raw size
    const plainOps = ops.subarray(0, 5 * 1024 * 1024);
    const unfiltered = rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Count 0 /Kids [] >>', `<< /Length ${plainOps.length} >>\nstream\n${plainOps.toString('latin1')}\nendstream`]);
    expect(guardStreams(unfiltered, latin1(unfiltered))).toMatchObject({ refused: 'content_stream_too_large' });
  });

  it('sees text drawn invisibly (an OCR layer over a scan), compressed or not, and refuses an unreadable one as a scan', async () => {
    const ocrPage = (ops: string, compress: boolean) => {
      const data = compress ? deflateSync(Buffer.from(ops)) : Buffer.from(ops);
      return rawPdf([
        '<< /Type /Catalog /Pages 2 0 R >>',
        '<< /Type /Pages /Count 1 /Kids [4 0 R] >>',
        '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
        `<< ${compress ? '/Filter /FlateDecode ' : ''}/Length ${data.length} >>\nstream\n${data.toString('latin1')}\nendstream`,
      ]);
    };
    const garbled = 'BT /F1 10 Tf 3 Tr 40 800 Td (0111112014BEACHBLANKET5049310034282 4,300.00 21,350.16) Tj 0 -14 Td (Dehlt Credit Balance Statementnwnber 201 Account umber 1698129068) Tj ET';
    for (const compress of [false, true]) {
      const pdf = ocrPage(garbled, compress);
      expect(guardStreams(pdf, latin1(pdf)).invisibleText).toBe(true);
      const { doc } = await readPdfText(pdf, { passwords: [] });
      expect(doc.info.invisibleText).toBe(true);
      const error = refusalOf(() => parsePdfStatement(doc, { now: new Date('2026-06-01T00:00:00Z') }));
      expect(error).toMatchObject({ code: 'no_text_layer', detail: { reason: 'ocr_text_layer' } });
    }
    // Visible text (render mode 0), and numbers that merely end in 3 before a Tr, are not an OCR layer.
    for (const ops of [garbled.replace('3 Tr', '0 Tr'), garbled.replace('3 Tr', '13 Tr')]) {
      const pdf = ocrPage(ops, true);
      expect(guardStreams(pdf, latin1(pdf)).invisibleText).toBe(false);
    }
  });

  it('follows chained Flate filters layer by layer', () => {
    const inner = deflateSync(Buffer.alloc(3 * 1024 * 1024));
    const outer = deflateSync(inner);
    const pdf = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Count 0 /Kids [] >>',
      `<< /Filter [/FlateDecode /FlateDecode] /Length ${outer.length} >>\nstream\n${outer.toString('latin1')}\nendstream`,
    ]);
    const limits = { ...PDF_LIMITS, maxContentStreamBytes: 1024 * 1024 };
    expect(guardStreams(pdf, latin1(pdf), limits)).toMatchObject({ refused: 'content_stream_too_large' });
    expect(guardStreams(pdf, latin1(pdf))).toEqual({ refused: null, decodedBytes: inner.length + 3 * 1024 * 1024, invisibleText: false });
    // a stream that is not drawn (an object stream) has the general cap
    const objects = Buffer.from(latin1(pdf).replace('<< /Filter [/FlateDecode /FlateDecode]', '<< /Type /ObjStm /Filter [/FlateDecode /FlateDecode]'), 'latin1');
    expect(guardStreams(objects, latin1(objects), limits)).toMatchObject({ refused: null });
    expect(guardStreams(objects, latin1(objects), { ...limits, maxStreamBytes: 1024 * 1024 })).toMatchObject({ refused: 'stream_too_large' });
  });

  it('caps the total decoded by many streams that are each under the limit', () => {
    const one = deflateSync(Buffer.alloc(600 * 1024));
    const streams = Array.from({ length: 5 }, () => `<< /Filter /FlateDecode /Length ${one.length} >>\nstream\n${one.toString('latin1')}\nendstream`);
    const pdf = rawPdf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Count 0 /Kids [] >>', ...streams]);
    const limits = { ...PDF_LIMITS, maxStreamBytes: 1024 * 1024, maxDecodedBytes: 2 * 1024 * 1024 };
    expect(guardStreams(pdf, latin1(pdf), limits)).toMatchObject({ refused: 'decoded_total_too_large' });
  });

  it('refuses an encrypted page whose ciphertext alone is far beyond a statement page', async () => {
    const bomb = zipBombPdf(1);
    const locked = await encrypted(bomb, 'pw');
    const error = await refusal(readPdfText(locked, { passwords: ['pw'] }));
    expect(error).toMatchObject({ code: 'unreadable_file', detail: { reason: 'content_stream_too_large' } });
  });

  it('refuses a 5,000-page PDF from its page count, before reading text', async () => {
    const error = await refusal(readPdfText(manyPagesPdf(5000), { passwords: [] }));
    expect(error).toMatchObject({ code: 'too_many_pages', detail: { page_count: 5000, max_pages: 200 } });
  });

  it('reads a PDF with JavaScript without running it, and reports the script', async () => {
    const scripted = await withJavaScript(plain);
    const { doc } = await readPdfText(scripted, { passwords: [] });
    expect(doc.info.hasJavaScript).toBe(true);
    expect(doc.pages[0]!.items.map((item) => item.str)).toContain('Checkers Rondebosch');
    expect((globalThis as { khanyaPwned?: boolean }).khanyaPwned).toBeUndefined();
  });

  it('notices a /Launch action', async () => {
    const launch = rawPdf([
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
      '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
      '<< /S /Launch /F (cmd.exe) >>',
    ]);
    const { doc } = await readPdfText(launch, { passwords: [] });
    expect(doc.info).toMatchObject({ hasJavaScript: true, pageCount: 1 });
  });

  it.each([
    ['a PDF with a ZIP archive appended (PDF+ZIP polyglot)', (pdf: Uint8Array) => pdfZipPolyglot(pdf), 'zip_archive_inside'],
    ['an HTML page with a PDF after it', (pdf: Uint8Array) => htmlPdfPolyglot(pdf), 'data_before_pdf_header'],
    ['a PDF with HTML after its end', (pdf: Uint8Array) => pdfHtmlPolyglot(pdf), 'content_after_end_of_file'],
    ['a truncated PDF (60 %)', (pdf: Uint8Array) => pdf.slice(0, Math.floor(pdf.length * 0.6)), 'truncated'],
    ['a PDF cut after its header', (pdf: Uint8Array) => pdf.slice(0, 20), 'truncated'],
    ['a text file', () => new TextEncoder().encode('Date,Description,Amount\n2026-03-01,Salary,100\n'), 'not_a_pdf'],
    ['an empty file', () => new Uint8Array(0), 'not_a_pdf'],
    ['a PNG', () => new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'not_a_pdf'],
  ])('refuses %s as unreadable_file', async (_name, make, reason) => {
    const error = await refusal(readPdfText(make(plain), { passwords: [] }));
    expect(error).toMatchObject({ code: 'unreadable_file', errorType: 'Parse Error', detail: { reason } });
    expect(error.message).toMatch(/Download the statement again/);
  });

  it('refuses a PDF whose structure is garbage between a valid header and end', async () => {
    const garbage = new TextEncoder().encode('%PDF-1.7\n' + 'x'.repeat(5000) + '\nstartxref\n12\n%%EOF\n');
    const error = await refusal(readPdfText(garbage, { passwords: [] }));
    expect(error).toMatchObject({ code: 'unreadable_file' });
  });

  it('refuses a file larger than the limit before parsing it', async () => {
    const error = await refusal(readPdfText(plain, { passwords: [], maxBytes: 1000 }));
    expect(error).toMatchObject({ code: 'unreadable_file', detail: { reason: 'too_large' } });
  });

  it('stops at the deadline and answers unreadable_file', async () => {
    const long = await samplePdf({ pages: 150 });
    const error = await refusal(readPdfText(long, { passwords: [], timeoutMs: 1 }));
    expect(error).toMatchObject({ code: 'unreadable_file', detail: { reason: 'timeout' } });
  });
});
