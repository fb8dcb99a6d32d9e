/**
 * The operator page's decryption (GET/POST /pdf_decrypt/): a password-protected PDF (RC4 or AES,
 * AES-256 included) opened with its password and written back without encryption, with
 * @cantoo/pdf-lib. The same raw-byte checks as the statement reader run first (size, polyglots,
 * truncation, decompression bombs), so a hostile upload is refused before pdf-lib parses it.
 *
 * The copy is re-written by pdf-lib: revisions appended to the original are folded in and the
 * document information (producer, dates) is not carried over, so authenticity is judged on the
 * original upload, never on a decrypted copy.
 */
import { EncryptedPDFError, PDFDocument } from '@cantoo/pdf-lib';
import { StatementFileError } from './errors.ts';
import { checkPdfBytes, unreadable } from './raw-checks.ts';

export interface DecryptedPdf {
  pdf: Uint8Array;
  /** False when the file had no password: `pdf` is then the file as it was sent. */
  wasEncrypted: boolean;
}

function isWrongPassword(error: unknown): boolean {
  return error instanceof Error && /password incorrect|incorrect password|invalid password/i.test(error.message);
}

export async function decryptPdf(bytes: Uint8Array, password: string, maxBytes?: number): Promise<DecryptedPdf> {
  checkPdfBytes(bytes, maxBytes);
  try {
    await PDFDocument.load(bytes, { updateMetadata: false });
    return { pdf: bytes, wasEncrypted: false };
  } catch (error) {
    if (!(error instanceof EncryptedPDFError)) throw unreadable('This PDF is damaged or incomplete and cannot be read.', 'broken_pdf');
  }
  if (password === '') {
    throw new StatementFileError('password_required', 'Parse Error', 'This PDF is protected with a password: enter it with the file.');
  }
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { password, updateMetadata: false });
  } catch (error) {
    if (isWrongPassword(error)) throw new StatementFileError('wrong_password', 'Parse Error', 'The password does not open this PDF.');
    throw unreadable('This PDF is damaged or incomplete and cannot be read.', 'broken_pdf');
  }
  if (doc.getPageCount() === 0) throw unreadable('This PDF has no pages.', 'no_pages');
  return { pdf: await doc.save({ useObjectStreams: false }), wasEncrypted: true };
}
