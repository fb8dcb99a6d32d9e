/**
 * Reads a PDF's text items with their positions (pdf.js, legacy build) and the document facts the
 * authenticity checks need, or refuses it with a StatementFileError.
 *
 * Hostile input. An uploaded or e-mailed file is untrusted, so every way a PDF can make a reader
 * spend unbounded time or memory is bounded here:
 * - size: more than `maxBytes` (25 MiB; uploads stop at 20 MiB) is refused before parsing;
 * - polyglots: a file that does not start with `%PDF-` (an HTML or ZIP file with a PDF inside), or
 *   that carries a ZIP archive or HTML/script after its last `%%EOF`, is refused (`unreadable_file`);
 * - decompression bombs: before pdf.js sees the file, every Flate stream of the raw bytes is
 *   inflated with zlib's `maxOutputLength` (per stream and in total), so a stream that would expand
 *   to gigabytes stops at the cap instead of filling memory (`unreadable_file`); chained
 *   `/FlateDecode /FlateDecode` filters are followed layer by layer (raw-checks.ts);
 * - pages: the page count is read from the page tree before any text, and more than `maxPages`
 *   (200) is refused (`too_many_pages`);
 * - time: pdf.js's fake worker yields to the event loop only through promises, so a timer cannot
 *   interrupt one page: the time of a page is bounded by capping each page-description stream's
 *   decoded size (4 MiB, raw-checks.ts), and a wall-clock deadline (20 s), checked between pages
 *   and between pdf.js's own steps, destroys the pdf.js task and answers `unreadable_file`; the
 *   number of text items is capped too;
 * - JavaScript and launch actions are never run (`isEvalSupported: false`, no scripting); their
 *   presence is only reported (`info.hasJavaScript`).
 *
 * What these guards cannot see: a bomb inside an *encrypted* stream whose ciphertext is small (the
 * raw scan sees only ciphertext), and a deadline cannot pre-empt pdf.js in the middle of one page.
 * functions/core does no I/O and may not start threads (the layering rule `core-no-io`), so the
 * hard bound is the platform's: the statement worker runs this function in a worker_thread with
 * V8 heap limits and a deadline that terminates the thread
 * (functions/platform/pdf/reader-thread.ts). Called directly (tests, the bench), the guards
 * above are the only bound.
 *
 * `fontName` is pdf.js's id of the embedded font (the same id, the same font object);
 * `fontFamily` is the family pdf.js derives for it (`sans-serif`, `serif`, `monospace`): the
 * font's real name is known to pdf.js only after rendering a page, which text extraction skips.
 *
 * pdf.js runs its "fake worker" in this thread: the worker module is imported statically and
 * handed to pdf.js through `globalThis.pdfjsWorker`, so no file is loaded at run time (works under
 * tsx, jest and in an esbuild bundle). Standard font data is looked up in the installed package;
 * when it cannot be found (a bundle has no node_modules) text extraction works without it.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { restoreBuiltins } from './pdfjs-polyfills.ts';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import * as pdfjsWorker from 'pdfjs-dist/legacy/build/pdf.worker.mjs';
import { choosePassword, reopenWithoutHash } from './aes256-password.ts';
import type { PdfDocumentInfo, PdfDocumentText, PdfPageText, PdfTextItem } from './document.ts';
import { StatementFileError } from './errors.ts';
import { PDF_LIMITS, checkPdfBytes, countIncrementalUpdates, hasScriptMarkers, unreadable } from './raw-checks.ts';

export { PDF_LIMITS, checkPdfBytes, countIncrementalUpdates, guardStreams, hasScriptMarkers, polyglotReason } from './raw-checks.ts';

(globalThis as { pdfjsWorker?: unknown }).pdfjsWorker ??= pdfjsWorker;
// Both pdf.js modules have been evaluated (imports run first): undo the polyfills that replaced natives.
restoreBuiltins();

export interface ReadPdfOptions {
  /** Passwords to try, in order (the applicant's, then the candidates from passwords.ts). */
  passwords: readonly string[];
  /** More pages than this → `too_many_pages` (statements are short). */
  maxPages?: number;
  /** Wall-clock limit for the whole read, in milliseconds. */
  timeoutMs?: number;
  /** Larger files are refused before parsing. */
  maxBytes?: number;
}

export interface ReadPdfResult {
  doc: PdfDocumentText;
  /** The password that opened the file; null when it was not encrypted (or had an empty user password). */
  passwordUsed: string | null;
}

let standardFontDataUrl: string | null | undefined;

/** The package's standard_fonts folder, or null when the package is not on disk (a bundle). */
function standardFonts(): string | null {
  if (standardFontDataUrl !== undefined) return standardFontDataUrl;
  standardFontDataUrl = null;
  const resolvers: (() => string)[] = [
    // jest (CommonJS) and esbuild bundles have a `require` (the bundle defines require.resolve as undefined).
    () => (typeof require === 'function' ? require.resolve('pdfjs-dist/package.json') : ''),
    () => createRequire(join(process.cwd(), 'package.json')).resolve('pdfjs-dist/package.json'),
  ];
  for (const resolve of resolvers) {
    try {
      const manifest = resolve();
      if (manifest) return (standardFontDataUrl = join(dirname(manifest), 'standard_fonts') + '/');
    } catch {
      // not resolvable this way
    }
  }
  return standardFontDataUrl;
}

// ---------------------------------------------------------------------------------------------

function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const date = pdfjs.PDFDateString.toDateObject(value);
    return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
  } catch {
    return null;
  }
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

type Failure = { code: 'password_required' | 'wrong_password' | 'timeout' };

/**
 * The text of every page with positions (y from the top of the page), and the document facts.
 * Throws StatementFileError: `password_required`, `wrong_password`, `unreadable_file`,
 * `too_many_pages`.
 */
export async function readPdfText(bytes: Uint8Array, options: ReadPdfOptions): Promise<ReadPdfResult> {
  // An AES-256 file whose password is known natively: open a copy whose security handler pdf.js
  // checks with one SHA-256 instead of its JavaScript revision-6 hash (aes256-password.ts says
  // how, and why the result is the same). Anything unexpected: the original, as below.
  if (options.passwords.length > 0 && bytes.length <= (options.maxBytes ?? PDF_LIMITS.maxBytes)) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    const choice = /\/R\s+6\b/.test(text) ? choosePassword(text, options.passwords) : undefined;
    const chosen = choice?.kind === 'candidate' ? options.passwords[choice.index]! : null;
    const reopened = chosen !== null ? reopenWithoutHash(bytes, text, chosen) : null;
    if (reopened) {
      try {
        const { doc } = await readPdfDocument(reopened, { ...options, passwords: [] });
        return { doc, passwordUsed: chosen };
      } catch (error) {
        if (!(error instanceof StatementFileError) || (error.code !== 'password_required' && error.code !== 'wrong_password')) throw error;
      }
    }
  }
  return readPdfDocument(bytes, options);
}

async function readPdfDocument(bytes: Uint8Array, options: ReadPdfOptions): Promise<ReadPdfResult> {
  const maxPages = options.maxPages ?? PDF_LIMITS.maxPages;
  const timeoutMs = options.timeoutMs ?? PDF_LIMITS.timeoutMs;
  const maxBytes = options.maxBytes ?? PDF_LIMITS.maxBytes;
  const { text, invisibleText } = checkPdfBytes(bytes, maxBytes);
  const passwords = [...options.passwords];
  let tried = 0;
  // An AES-256 file: the candidate that opens it, found natively, goes first and straight to
  // pdf.js (it then skips its own empty-password try; aes256-password.ts says why).
  const choice = choosePassword(text, passwords);
  let upfront: { password: string } | null = null;
  if (choice?.kind === 'candidate') {
    const [chosen] = passwords.splice(choice.index, 1);
    passwords.unshift(chosen!);
    upfront = { password: chosen! };
    tried = 1;
  }
  let failure: Failure | null = null;
  const task = pdfjs.getDocument({
    ...upfront,
    data: bytes.slice(),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    stopAtErrors: false,
    verbosity: 0,
    standardFontDataUrl: standardFonts() ?? undefined,
  });
  // Every way out (a password that cannot be found, the deadline) rejects `aborted`; the work
  // races it, because a pdf.js promise pending when its task is destroyed may never settle.
  let abort: (failure: Failure) => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    abort = (why) => {
      failure ??= why;
      reject(new Error(why.code));
      void task.destroy().catch(() => undefined);
    };
  });
  aborted.catch(() => undefined);
  const startedAt = Date.now();
  task.onPassword = (updatePassword: (password: string) => void, reason: number) => {
    const next = passwords[tried];
    // pdf.js checks each AES-256 password with an iterated hash in this thread, so the timer
    // below cannot fire between tries: the deadline is checked here, before each next try.
    if (next !== undefined && tried > 0 && Date.now() - startedAt > timeoutMs) {
      abort({ code: 'wrong_password' });
      return;
    }
    if (next !== undefined) {
      tried += 1;
      updatePassword(next);
      return;
    }
    abort({ code: reason === pdfjs.PasswordResponses.NEED_PASSWORD && tried === 0 ? 'password_required' : 'wrong_password' });
  };
  const timer = setTimeout(() => abort({ code: 'timeout' }), timeoutMs);
  const work = (async (): Promise<ReadPdfResult> => {
      const pdf = await task.promise;
      const pageCount = pdf.numPages;
      if (pageCount > maxPages) {
        throw new StatementFileError(
          'too_many_pages',
          'Parse Error',
          `This PDF has ${pageCount} pages; a bank statement has at most ${maxPages}. Upload the statement on its own.`,
          { page_count: pageCount, max_pages: maxPages },
        );
      }
      const metadata = await pdf.getMetadata().catch(() => null);
      const meta = (metadata?.info ?? {}) as Record<string, unknown>;
      let jsActions = false;
      try {
        const actions = await pdf.getJSActions();
        jsActions = actions !== null && Object.keys(actions).length > 0;
      } catch {
        // a broken names tree is not a reason to refuse the text
      }
      const pages: PdfPageText[] = [];
      let itemCount = 0;
      for (let number = 1; number <= pageCount; number++) {
        // pdf.js's fake worker yields with promises only, which never lets a timer run: give the
      // deadline its turn between pages (one page's time is bounded by the content-stream cap).
      await new Promise((resolve) => setImmediate(resolve));
      if (failure) throw new Error('aborted'); // the deadline passed: stop spending time in the background
        const page = await pdf.getPage(number);
        const viewport = page.getViewport({ scale: 1 });
        const content = await page.getTextContent();
        const items: PdfTextItem[] = [];
        for (const raw of content.items) {
          if (!('str' in raw) || raw.str.trim() === '') continue;
          const [a, b, c, d, e, f] = raw.transform as number[];
          const [x, y] = viewport.convertToViewportPoint(e ?? 0, f ?? 0) as [number, number];
          // The text's direction on the displayed page (the viewport also applies the page's /Rotate).
          const [va, vb, vc, vd] = viewport.transform as number[];
          const dx = (va ?? 1) * (a ?? 1) + (vc ?? 0) * (b ?? 0);
          const dy = (vb ?? 0) * (a ?? 1) + (vd ?? 1) * (b ?? 0);
          const size = raw.height || Math.hypot(c ?? 0, d ?? 0) || Math.hypot(a ?? 0, b ?? 0);
          items.push({
            str: raw.str,
            x: round(x),
            y: round(y),
            width: round(raw.width),
            height: round(size),
            fontName: raw.fontName,
            fontFamily: textOrNull(content.styles[raw.fontName]?.fontFamily),
            // More than about 2 degrees off the horizontal (Capitec's older statements stamp a
            // branch box tilted 5 degrees across the transactions).
            ...(dx <= 0 || Math.abs(dy) > Math.abs(dx) * 0.035 ? { rotated: true } : {}),
          });
        }
        itemCount += items.length;
        if (itemCount > PDF_LIMITS.maxTextItems) {
          throw unreadable('This PDF has far more text than a bank statement.', 'too_many_text_items');
        }
        pages.push({ number, width: round(viewport.width), height: round(viewport.height), items });
        page.cleanup();
      }
      const info: PdfDocumentInfo = {
        pageCount,
        encrypted: typeof meta.EncryptFilterName === 'string' || tried > 0,
        producer: textOrNull(meta.Producer),
        creator: textOrNull(meta.Creator),
        creationDate: isoDate(meta.CreationDate),
        modificationDate: isoDate(meta.ModDate),
        incrementalUpdates: countIncrementalUpdates(text),
        ...(invisibleText ? { invisibleText: true } : {}),
        hasJavaScript: jsActions || hasScriptMarkers(text),
      };
      return { doc: { info, pages }, passwordUsed: tried > 0 ? (passwords[tried - 1] ?? null) : null };
  })();
  work.catch(() => undefined);
  try {
    return await Promise.race([work, aborted]);
  } catch (error) {
    if (error instanceof StatementFileError) throw error;
    const code = (failure as Failure | null)?.code;
    if (code === 'password_required') {
      throw new StatementFileError(
        'password_required',
        'Parse Error',
        'This statement is protected with a password. Send the password the bank gave you for it (often your ID number) with the file.',
      );
    }
    if (code === 'wrong_password') {
      // Also when the deadline passed while passwords were still being tried: none of those
      // tried opened it, which is what the applicant must hear (not "unreadable").
      throw new StatementFileError(
        'wrong_password',
        'Parse Error',
        'None of the passwords tried opens this statement. Check the password the bank gave you for it and send it again.',
        { passwords_tried: tried, ...(tried < passwords.length ? { timed_out: 1 } : {}) },
      );
    }
    if (code === 'timeout') throw unreadable('Reading this PDF took too long.', 'timeout');
    const name = (error as { name?: string } | null)?.name ?? 'Error';
    throw unreadable('This PDF is damaged or incomplete and cannot be read.', name === 'InvalidPDFException' ? 'invalid_pdf' : 'broken_pdf');
  } finally {
    clearTimeout(timer);
    void task.destroy().catch(() => undefined);
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
