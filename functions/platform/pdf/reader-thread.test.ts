/**
 * The PDF reader in its bounded worker thread (no mocks: a real thread, real pdf.js, a real
 * hostile file). The hostile file is what the in-thread guards cannot see: an AES-encrypted page
 * whose content stream (small when compressed, ~200 KB on disk) draws three million separate
 * text items, so pdf.js's heap grows past any limit while the raw-byte scan sees only ciphertext.
 */
import { PDFDocument, PDFName, StandardFonts } from '@cantoo/pdf-lib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readPdfText } from '#core/pdf/read';
import { readPdfInThread, stopPdfReaderThread } from './reader-thread.ts';
import { refusal } from '#core/pdf/testing';

const fixture = (name: string) => new Uint8Array(readFileSync(join(__dirname, '..', '..', 'core', 'pdf', 'fixtures', name)));

/** An encrypted one-page PDF whose page draws `blocks` × 60 text items (60 lines down, back up, again). */
async function textBomb(blocks: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText('x', { x: 10, y: 10, size: 1, font: await doc.embedFont(StandardFonts.Helvetica) });
  const fontKey = [...page.node.normalizedEntries().Font!.keys()][0]!.toString();
  const ops = `BT ${fontKey} 10 Tf 50 800 Td ${`${'0 -12 Td (ab) Tj\n'.repeat(60)}0 720 Td\n`.repeat(blocks)}ET`;
  page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(ops)));
  doc.encrypt({ userPassword: '', ownerPassword: 'owner' });
  return doc.save();
}

afterAll(() => stopPdfReaderThread());

describe('readPdfInThread', () => {
  it('answers exactly what the reader answers in this thread, refusals included', async () => {
    const bytes = fixture('absa-cheque-2024q4.pdf');
    expect(await readPdfInThread(bytes, { passwords: [] })).toEqual(await readPdfText(bytes, { passwords: [] }));
    const locked = fixture('standard-bank-prestige-locked.pdf');
    const password = (JSON.parse(readFileSync(join(__dirname, '..', '..', 'core', 'pdf', 'fixtures', 'standard-bank-prestige-locked.expected.json'), 'utf8')) as { password: string }).password;
    expect(await readPdfInThread(locked, { passwords: ['wrong', password] })).toEqual(await readPdfText(locked, { passwords: ['wrong', password] }));
    const error = await refusal(readPdfInThread(locked, { passwords: [] }));
    expect(error).toMatchObject({ code: 'password_required', errorType: 'Parse Error' });
    expect((await refusal(readPdfInThread(new TextEncoder().encode('not a pdf'), { passwords: [] }))).code).toBe('unreadable_file');
  }, 60_000);

  it('a page that needs more heap than the limit (THREAD_LIMITS, the defaults) answers unreadable_file (out_of_memory), and the next file is read by a new thread', async () => {
    const bomb = await textBomb(50_000);
    expect(bomb.length).toBeLessThan(512 * 1024);
    // A deadline far beyond the default: on a loaded machine the heap fills slowly, and the test is
    // about the heap limit, not about which of the two bounds comes first.
    const error = await refusal(readPdfInThread(bomb, { passwords: [] }, { deadlineMs: 170_000 }));
    expect(error).toMatchObject({ code: 'unreadable_file', detail: { reason: 'out_of_memory' } });
    // This process is alive (the limit stopped only the thread), and the next file is read.
    const next = await readPdfInThread(fixture('capitec-main-2024q4.pdf'), { passwords: [] });
    expect(next.doc.pages.length).toBeGreaterThan(0);
  }, 240_000);

  it('a read past the wall-clock deadline is stopped (the thread is terminated) and answers unreadable_file (timeout)', async () => {
    const bomb = await textBomb(50_000);
    const error = await refusal(readPdfInThread(bomb, { passwords: [] }, { deadlineMs: 300 }));
    expect(error).toMatchObject({ code: 'unreadable_file', detail: { reason: 'timeout' } });
    const next = await readPdfInThread(fixture('capitec-main-2024q4.pdf'), { passwords: [] });
    expect(next.doc.pages.length).toBeGreaterThan(0);
  }, 120_000);

  it('reads files one after another when asked for several at once', async () => {
    const names = ['absa-cheque-2024q4.pdf', 'tymebank-everyday-2024q4.pdf', 'nedbank-current-2025q4.pdf'];
    const results = await Promise.all(names.map((name) => readPdfInThread(fixture(name), { passwords: [] })));
    expect(results.map((r) => r.doc.info.pageCount)).toEqual(await Promise.all(names.map(async (name) => (await readPdfText(fixture(name), { passwords: [] })).doc.info.pageCount)));
  }, 60_000);
});
