/**
 * The raw-byte checks every PDF passes before a parser (pdf.js for the statement reader, pdf-lib
 * for the operator's decryption) sees it, and the facts read from the raw bytes: size, a PDF
 * header at the start (no polyglot), a complete end (not truncated), no decompression bomb
 * (every clear-text Flate stream inflated with a cap), revisions appended after the original,
 * script markers. Why these bound hostile input: read.ts.
 */
import { inflateSync } from 'node:zlib';
import { StatementFileError } from './errors.ts';

export const PDF_LIMITS = {
  maxPages: 200,
  timeoutMs: 20_000,
  maxBytes: 25 * 1024 * 1024,
  /** One decoded Flate stream. */
  maxStreamBytes: 64 * 1024 * 1024,
  /** All decoded Flate streams together. */
  maxDecodedBytes: 256 * 1024 * 1024,
  /**
   * One page-description stream (page contents, form XObjects; not images or fonts), decoded.
   * pdf.js reads such a stream without yielding to the event loop (its fake worker yields with
   * promises), so its size is what bounds the time of one page: about 1-2 s per MiB of dense
   * text operators here. Statement pages need tens of kilobytes.
   */
  maxContentStreamBytes: 4 * 1024 * 1024,
  maxTextItems: 200_000,
} as const;

export function unreadable(message: string, reason: string): StatementFileError {
  return new StatementFileError(
    'unreadable_file',
    'Parse Error',
    `${message} Download the statement again from your banking app or the bank's e-mail and upload that file.`,
    { reason },
  );
}

const EOCD = [0x50, 0x4b, 0x05, 0x06];

function latin1(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
}

/** A ZIP archive's end-of-central-directory record that ends exactly at the end of the file. */
function endsWithZip(bytes: Uint8Array): boolean {
  const from = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes[i] === EOCD[0] && bytes[i + 1] === EOCD[1] && bytes[i + 2] === EOCD[2] && bytes[i + 3] === EOCD[3]) {
      const commentLength = (bytes[i + 20] ?? 0) | ((bytes[i + 21] ?? 0) << 8);
      if (i + 22 + commentLength === bytes.length) return true;
    }
  }
  return false;
}

/** Why the bytes are not a plain PDF, or null. */
export function polyglotReason(bytes: Uint8Array, text: string): string | null {
  const head = text.slice(0, 1024);
  const start = head.indexOf('%PDF-');
  if (start === -1) return 'not_a_pdf';
  // pdf.js accepts a PDF anywhere in the first kilobyte; a statement starts with its header
  // (a UTF-8 BOM or blank line before it is tolerated).
  if (head.slice(0, start).replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trim() !== '') return 'data_before_pdf_header';
  if (endsWithZip(bytes)) return 'zip_archive_inside';
  const lastEof = text.lastIndexOf('%%EOF');
  // A complete PDF ends with `%%EOF` (a few bytes of padding may follow): without it the file
  // was cut off (pdf.js would try to rebuild it and read whatever pages survived).
  if (lastEof === -1 || text.lastIndexOf('startxref') === -1) return 'truncated';
  const tail = text.slice(lastEof + 5);
  if (tail.includes('PK\u0003\u0004') || /<\s*(?:!doctype|html|script|body|svg|iframe)\b|<\?php/i.test(tail)) return 'content_after_end_of_file';
  if (tail.replace(/[\s\0]/g, '').length > 1024) return 'truncated';
  return null;
}

/**
 * Revisions appended after the original: each `%%EOF` that is followed by another
 * cross-reference section (`xref` or a `startxref` pointer) is one more revision. A linearised
 * file writes its first-page section with its own `%%EOF` before the body: that one is not an
 * edit, so it is not counted.
 */
export function countIncrementalUpdates(text: string): number {
  let count = 0;
  let at = text.indexOf('%%EOF');
  while (at !== -1) {
    const next = text.indexOf('%%EOF', at + 5);
    if (next === -1) break;
    const between = text.slice(at + 5, next);
    if (/startxref|\bxref\b/.test(between)) count += 1;
    at = next;
  }
  const linearised = /\/Linearized\s/.test(text.slice(0, 2048));
  return Math.max(0, count - (linearised ? 1 : 0));
}

/** A `/JS`, `/JavaScript` or `/Launch` name in the clear-text objects. */
export function hasScriptMarkers(text: string): boolean {
  return /\/(?:JS|JavaScript|Launch)(?=[\s/<>[\]()%]|$)/.test(text);
}

interface StreamGuardResult {
  decodedBytes: number;
  refused: string | null;
  /**
   * A page-description stream sets text rendering mode 3 (`3 Tr`: text drawn invisible): how OCR
   * tools lay recognised text over a scanned page image.
   */
  invisibleText: boolean;
}

const TR = 0x54; // 'T'
const LOWER_R = 0x72; // 'r'

/** Whether a decoded page-description stream holds the operator `3 Tr` (cheap scan, no regex over the whole stream). */
function setsInvisibleText(data: Uint8Array): boolean {
  for (let i = 1; i < data.length - 1; i += 1) {
    if (data[i] !== TR || data[i + 1] !== LOWER_R) continue;
    const after = data[i + 2];
    if (after !== undefined && after > 0x20 && after !== 0x2f && after !== 0x5b) continue;
    let k = i - 1;
    while (k >= 0 && (data[k] === 0x20 || data[k] === 0x0a || data[k] === 0x0d || data[k] === 0x09)) k -= 1;
    if (k < 0 || data[k] !== 0x33 /* '3' */ || k === i - 1) continue;
    const before = data[k - 1];
    if (before === undefined || before <= 0x20) return true;
  }
  return false;
}

/**
 * Inflates every clear-text Flate stream with a cap, so that a decompression bomb is found
 * without expanding it. Streams that do not inflate (encrypted, corrupt) are left to pdf.js.
 */
export function guardStreams(bytes: Uint8Array, text: string, limits = PDF_LIMITS): StreamGuardResult {
  const streamKeyword = /stream(?:\r\n|\n|\r)/g;
  let decodedBytes = 0;
  let invisibleText = false;
  let match: RegExpExecArray | null;
  while ((match = streamKeyword.exec(text))) {
    const keywordAt = match.index;
    // The dictionary before `stream`: from the last `obj` keyword (or 4 KiB back).
    const before = text.slice(Math.max(0, keywordAt - 4096), keywordAt);
    if (!/>>\s*$/.test(before)) continue;
    const objAt = before.lastIndexOf(' obj');
    const dict = objAt === -1 ? before : before.slice(objAt);
    const filter = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dict)?.[1] ?? '';
    const layers = filter.match(/\/(?:FlateDecode|Fl)\b/g)?.length ?? 0;
    const start = keywordAt + match[0].length;
    const direct = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
    let end = direct ? start + Number(direct[1]) : -1;
    if (end <= start || end > bytes.length || text.slice(end, end + 32).search(/endstream/) === -1) {
      end = text.indexOf('endstream', start);
      if (end === -1) end = bytes.length;
    }
    streamKeyword.lastIndex = Math.max(streamKeyword.lastIndex, end);
    const raw = end - start;
    // Images and font programs are decoded by their own bounded decoders (and images not at all
    // for text); cross-reference, object and metadata streams are not drawn.
    const drawn = !/\/Subtype\s*\/(?:Image|Type1C|CIDFontType0C|OpenType|XML)\b|\/Length[123]\b|\/Type\s*\/(?:XRef|ObjStm|Metadata|EmbeddedFile)\b/.test(dict);
    const firstIsFlate = /^\/(?:FlateDecode|Fl)\b/.test(filter.replace(/^\[\s*/, ''));
    if (!firstIsFlate) {
      // Unfiltered: the raw size; other filters (LZW, run-length, ASCII): a generous estimate.
      const estimate = filter === '' ? raw : raw * 8;
      if (drawn && estimate > limits.maxContentStreamBytes) return { decodedBytes, refused: 'content_stream_too_large', invisibleText };
      if (drawn && filter === '' && !invisibleText) invisibleText = setsInvisibleText(bytes.subarray(start, end));
      continue;
    }
    let data: Uint8Array = bytes.subarray(start, end);
    for (let layer = 0; layer < layers; layer++) {
      const perStream = drawn ? limits.maxContentStreamBytes : limits.maxStreamBytes;
      const room = Math.min(perStream, limits.maxDecodedBytes - decodedBytes);
      try {
        data = inflateSync(data, { maxOutputLength: Math.max(1, room), finishFlush: 2 /* Z_SYNC_FLUSH: tolerate truncation */ });
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError) {
          const reason = room < perStream ? 'decoded_total_too_large' : drawn ? 'content_stream_too_large' : 'stream_too_large';
          return { decodedBytes, refused: reason, invisibleText };
        }
        // Not inflatable here (encrypted or corrupt): pdf.js decides. An encrypted drawn stream
        // cannot be measured, and Flate expands up to ~1000x: a statement page compresses to a few
        // tens of kilobytes, so ciphertext beyond 1/16 of the cap (256 KiB) is refused.
        if (layer === 0 && drawn && raw > limits.maxContentStreamBytes / 16) return { decodedBytes, refused: 'content_stream_too_large', invisibleText };
        break;
      }
      decodedBytes += data.length;
    }
    if (drawn && !invisibleText) invisibleText = setsInvisibleText(data);
  }
  return { decodedBytes, refused: null, invisibleText };
}

/**
 * The raw-byte checks, before any parser sees the file: size, a PDF header at the start (no
 * polyglot), a complete end, no decompression bomb. Answers the bytes as latin1 text.
 */
export function checkPdfBytes(bytes: Uint8Array, maxBytes: number = PDF_LIMITS.maxBytes): { text: string; invisibleText: boolean } {
  if (bytes.length > maxBytes) throw unreadable(`The file is larger than ${Math.floor(maxBytes / 1024 / 1024)} MiB.`, 'too_large');
  const text = latin1(bytes);
  const polyglot = polyglotReason(bytes, text);
  if (polyglot === 'not_a_pdf') throw unreadable('This file is not a PDF.', polyglot);
  if (polyglot === 'truncated') throw unreadable('This PDF is incomplete (the end of the file is missing).', polyglot);
  if (polyglot) throw unreadable('This file is not a plain PDF (it carries another file inside it).', polyglot);
  const guard = guardStreams(bytes, text);
  if (guard.refused) throw unreadable('This PDF contains compressed data that expands far beyond any statement.', guard.refused);
  return { text, invisibleText: guard.invisibleText };
}

