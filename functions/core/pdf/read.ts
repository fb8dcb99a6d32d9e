/**
 * PLACEHOLDER (engine helper): a minimal pdf.js text reader so the table reader can be tested
 * end to end. The "document" helper owns read.ts; the lead keeps that version on merge. Same
 * signature: readPdfText(bytes, { passwords }) → { doc, passwordUsed }.
 */
import * as path from 'node:path';
import type { PdfDocumentText, PdfPageText, PdfTextItem } from './document.ts';
import { StatementFileError } from './errors.ts';

export interface ReadPdfTextResult {
  doc: PdfDocumentText;
  passwordUsed: string | null;
}

const MAX_PAGES = 500;

export async function readPdfText(bytes: Uint8Array, options: { passwords: readonly string[] }): Promise<ReadPdfTextResult> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const tries: (string | null)[] = [null, ...options.passwords];
  let lastError: unknown = null;
  for (const password of tries) {
    const task = pdfjs.getDocument({
      data: new Uint8Array(bytes),
      ...(password !== null ? { password } : {}),
      isEvalSupported: false,
      standardFontDataUrl: path.join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts/'),
      verbosity: 0,
    });
    let pdf;
    try {
      pdf = await task.promise;
    } catch (error) {
      lastError = error;
      const name = (error as { name?: string }).name;
      if (name === 'PasswordException') continue;
      throw new StatementFileError('unreadable_file', 'Parse Error', 'The PDF file is damaged or unreadable.', { reason: String((error as Error).message ?? error) });
    }
    try {
      if (pdf.numPages > MAX_PAGES) {
        throw new StatementFileError('too_many_pages', 'Parse Error', `The PDF has ${pdf.numPages} pages; we read statements of at most ${MAX_PAGES} pages.`, { page_count: pdf.numPages });
      }
      const pages: PdfPageText[] = [];
      for (let n = 1; n <= pdf.numPages; n += 1) {
        const page = await pdf.getPage(n);
        const viewport = page.getViewport({ scale: 1 });
        const content = await page.getTextContent();
        const items: PdfTextItem[] = [];
        for (const raw of content.items) {
          if (!('str' in raw)) continue;
          const [, , , d, e, f] = raw.transform as number[];
          const style = content.styles[raw.fontName];
          items.push({
            str: raw.str,
            x: e! - viewport.viewBox[0]!,
            y: viewport.viewBox[3]! - f!,
            width: raw.width,
            height: raw.height || Math.abs(d!),
            fontName: raw.fontName,
            fontFamily: style?.fontFamily ?? null,
          });
        }
        pages.push({ number: n, width: viewport.width, height: viewport.height, items });
        page.cleanup();
      }
      const meta = await pdf.getMetadata().catch(() => null);
      const info = (meta?.info ?? {}) as Record<string, unknown>;
      const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
      return {
        doc: {
          info: {
            pageCount: pdf.numPages,
            encrypted: password !== null,
            producer: str(info.Producer),
            creator: str(info.Creator),
            creationDate: null,
            modificationDate: null,
            incrementalUpdates: 0,
            hasJavaScript: false,
          },
          pages,
        },
        passwordUsed: password,
      };
    } finally {
      await pdf.destroy();
    }
  }
  void lastError;
  if (options.passwords.length === 0) {
    throw new StatementFileError('password_required', 'Parse Error', 'The PDF is protected by a password: send it with the file.');
  }
  throw new StatementFileError('wrong_password', 'Parse Error', 'None of the passwords tried opens this PDF.');
}
