import { decryptPdf } from './decrypt.ts';
import { readPdfText } from './read.ts';
import { encrypted, samplePdf, zipBombPdf } from './fixtures/make.ts';
import { refusal } from './testing.ts';

describe('decryptPdf', () => {
  let plain: Uint8Array;
  let locked: Uint8Array;
  beforeAll(async () => {
    plain = await samplePdf();
    locked = await encrypted(plain, '8001015009087');
  });

  it('writes an AES-256 PDF back without its password, with the same text', async () => {
    const { pdf, wasEncrypted } = await decryptPdf(locked, '8001015009087');
    expect(wasEncrypted).toBe(true);
    const { doc } = await readPdfText(pdf, { passwords: [] });
    expect(doc.info.encrypted).toBe(false);
    const original = await readPdfText(plain, { passwords: [] });
    expect(doc.pages[0]!.items.map((item) => item.str)).toEqual(original.doc.pages[0]!.items.map((item) => item.str));
  });

  it('answers a file without a password as it was sent', async () => {
    await expect(decryptPdf(plain, 'anything')).resolves.toEqual({ pdf: plain, wasEncrypted: false });
    await expect(decryptPdf(plain, '')).resolves.toEqual({ pdf: plain, wasEncrypted: false });
  });

  it('refuses a wrong password, a missing one, and hostile or broken files', async () => {
    expect(await refusal(decryptPdf(locked, 'wrong'))).toMatchObject({ code: 'wrong_password' });
    expect(await refusal(decryptPdf(locked, ''))).toMatchObject({ code: 'password_required' });
    expect(await refusal(decryptPdf(new TextEncoder().encode('hello'), 'x'))).toMatchObject({ code: 'unreadable_file', detail: { reason: 'not_a_pdf' } });
    expect(await refusal(decryptPdf(locked.slice(0, 500), 'x'))).toMatchObject({ code: 'unreadable_file', detail: { reason: 'truncated' } });
    expect(await refusal(decryptPdf(zipBombPdf(1), 'x'))).toMatchObject({ code: 'unreadable_file', detail: { reason: 'content_stream_too_large' } });
    expect(await refusal(decryptPdf(plain, 'x', 100))).toMatchObject({ code: 'unreadable_file', detail: { reason: 'too_large' } });
  });
});
