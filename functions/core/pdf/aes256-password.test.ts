import { choosePassword, reopenWithoutHash } from './aes256-password.ts';
import { encrypted, samplePdf } from './fixtures/make.ts';
import { readPdfText } from './read.ts';

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describe('choosePassword (AES-256, checked natively before pdf.js opens the file)', () => {
  let plain: Uint8Array;
  let locked: Uint8Array;
  beforeAll(async () => {
    plain = await samplePdf();
    locked = await encrypted(plain, '8001015009087');
  });

  it('finds the candidate that is the user password, wherever it is in the list', () => {
    expect(choosePassword(latin1(locked), ['1234', '0000', '8001015009087'])).toEqual({ kind: 'candidate', index: 2 });
  });

  it('finds the owner password when no candidate is the user password', () => {
    expect(choosePassword(latin1(locked), ['1234', '8001015009087-owner'])).toEqual({ kind: 'candidate', index: 1 });
  });

  it('cannot tell (pdf.js tries them) when no candidate opens the file, or the file is not AES-256', () => {
    expect(choosePassword(latin1(locked), ['1234', '0000'])).toBeUndefined();
    expect(choosePassword(latin1(locked), [])).toBeUndefined();
    expect(choosePassword(latin1(plain), ['1234'])).toBeUndefined();
  });

  it('says no password is needed when the user password is empty (only an owner password restricts the file)', async () => {
    const ownerOnly = await encrypted(plain, '');
    expect(choosePassword(latin1(ownerOnly), ['1234'])).toEqual({ kind: 'none' });
    const { doc, passwordUsed } = await readPdfText(ownerOnly, { passwords: ['1234'] });
    expect(passwordUsed).toBeNull();
    expect(doc.info.encrypted).toBe(true);
  });

  it('the reader opens with the chosen password and names it, the owner password included', async () => {
    const byOwner = await readPdfText(locked, { passwords: ['1234', '8001015009087-owner'] });
    expect(byOwner.passwordUsed).toBe('8001015009087-owner');
    const byUser = await readPdfText(locked, { passwords: ['1234', '8001015009087'] });
    expect(byUser.passwordUsed).toBe('8001015009087');
    expect(byUser.doc.pages[0]!.items.map((i) => i.str)).toEqual(byOwner.doc.pages[0]!.items.map((i) => i.str));
  });

  it('reopens a copy pdf.js checks with one SHA-256 (revision 5, empty user password, the same file key), same length, read the same as the original', async () => {
    expect(reopenWithoutHash(locked, latin1(locked), 'wrong')).toBeNull();
    expect(reopenWithoutHash(plain, latin1(plain), '8001015009087')).toBeNull();
    for (const password of ['8001015009087', '8001015009087-owner']) {
      const copy = reopenWithoutHash(locked, latin1(locked), password)!;
      expect(copy).not.toBeNull();
      expect(copy.length).toBe(locked.length);
      expect(latin1(copy)).toMatch(/\/R 5\b/);
      const viaCopy = await readPdfText(copy, { passwords: [] });
      const viaPassword = await readPdfText(locked, { passwords: [password] });
      expect(viaPassword.passwordUsed).toBe(password);
      // pdf.js numbers documents in its font ids (g_d<n>_…): compare without that counter.
      const pages = (doc: typeof viaCopy.doc) => JSON.parse(JSON.stringify(doc.pages).replace(/g_d\d+_/g, 'g_d_')) as unknown;
      expect(pages(viaCopy.doc)).toEqual(pages(viaPassword.doc));
      expect(viaCopy.doc.info).toEqual(viaPassword.doc.info);
    }
  });
});
