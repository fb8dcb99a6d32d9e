/**
 * Bytes → text → rows for bank exports (pure: no I/O).
 *
 * Encodings seen on South African bank exports and on the files people re-save from Excel:
 * UTF-8 (with or without a byte order mark), Windows-1252 (Excel "CSV" on a Windows machine;
 * an "é" in "Café" is the single byte 0xE9), and UTF-16LE with a BOM (Excel "Unicode Text",
 * which is also tab-delimited). UTF-16BE with a BOM is accepted too. Without a BOM, text that is
 * valid UTF-8 is UTF-8; anything else is read as Windows-1252 (every byte decodes, so the only
 * undecodable files are binary ones: PDF, ZIP/XLSX, images, files full of NUL bytes).
 *
 * Rows come from the shared CSV reader (../csv.ts) in its forgiving mode: the delimiter (comma,
 * semicolon, tab or pipe, detected here) is the file's, a quote inside an unquoted field is kept
 * as text (bank descriptions contain them), a quoted field may span lines, cells are trimmed.
 * Every row keeps the 1-based line of the file it starts on, which is what error messages cite.
 */
import { parseCsv } from '../csv.ts';

export interface Row {
  /** 1-based line in the file where the row starts. */
  row: number;
  /** Cells, trimmed of surrounding whitespace. */
  fields: string[];
}

export type Decoded = { ok: true; text: string; encoding: string } | { ok: false; problem: string };

/**
 * Windows-1252 through the platform's decoder. Decoded as a stream on purpose: since Node
 * 20.18.3 / 22.13.0 a one-shot decode('windows-1252') takes a Latin-1 fast path that maps 0x80-0x9F
 * to C1 controls instead of "€", "–", curly quotes (nodejs/node#56542, #60888); the streaming
 * path goes through ICU and decodes them right. The statements tests pin 0x96 → "–".
 */
function decodeWindows1252(bytes: Uint8Array): string {
  const decoder = new TextDecoder('windows-1252');
  return decoder.decode(bytes, { stream: true }) + decoder.decode();
}

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((b, i) => bytes[i] === b);
}

/** Decodes an export; refuses binary files with a reason a person understands. */
export function decodeBytes(bytes: Uint8Array): Decoded {
  if (bytes.length === 0) return { ok: false, problem: 'The file is empty.' };
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) {
    return finish(new TextDecoder('utf-8').decode(bytes.subarray(3)), 'utf-8-bom');
  }
  if (startsWith(bytes, [0xff, 0xfe])) return finish(new TextDecoder('utf-16le').decode(bytes.subarray(2)), 'utf-16le');
  if (startsWith(bytes, [0xfe, 0xff])) return finish(new TextDecoder('utf-16be').decode(bytes.subarray(2)), 'utf-16be');
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) {
    return { ok: false, problem: 'This is a PDF, not a CSV or text export. Upload PDF statements as statements.' };
  }
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    return { ok: false, problem: 'This is a ZIP or Excel (.xlsx) file, not a CSV or text export. Save it as CSV first.' };
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) {
    return { ok: false, problem: 'This is an old Excel (.xls) file, not a CSV or text export. Save it as CSV first.' };
  }
  // UTF-16 without a BOM: every other byte is NUL in Latin text.
  const sample = bytes.subarray(0, Math.min(bytes.length, 4096));
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < sample.length; i += 1) {
    if (sample[i] === 0) {
      if (i % 2 === 0) evenNul += 1;
      else oddNul += 1;
    }
  }
  const half = sample.length / 2;
  if (oddNul > half * 0.6 && evenNul < half * 0.05) return finish(new TextDecoder('utf-16le').decode(bytes), 'utf-16le');
  if (evenNul > half * 0.6 && oddNul < half * 0.05) return finish(new TextDecoder('utf-16be').decode(bytes), 'utf-16be');
  try {
    return finish(new TextDecoder('utf-8', { fatal: true }).decode(bytes), 'utf-8');
  } catch {
    return finish(decodeWindows1252(bytes), 'windows-1252');
  }
}

function finish(text: string, encoding: string): Decoded {
  const body = text.startsWith('\uFEFF') ? text.slice(1) : text;
  // Control characters other than tab/CR/LF/form feed mean binary content, not a text export.
  let control = 0;
  for (let i = 0; i < body.length && i < 8192; i += 1) {
    const c = body.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d && c !== 0x0c) control += 1;
  }
  if (control > 0 && control >= Math.min(body.length, 8192) * 0.01) {
    return { ok: false, problem: 'The file is binary, not a CSV or text export (it could not be decoded as text).' };
  }
  if (body.trim() === '') return { ok: false, problem: 'The file is empty.' };
  return { ok: true, text: body, encoding };
}

export const DELIMITERS = [',', ';', '\t', '|'] as const;
export type Delimiter = (typeof DELIMITERS)[number];

/**
 * Splits the text into rows with the given delimiter (quotes honoured, stray quotes kept).
 * Throws CsvParseError for a quote never closed or text after a closing quote.
 */
export function splitRows(text: string, delimiter: string): Row[] {
  return parseCsv(text, { delimiter, forgiving: true }).map((record) => ({ row: record.line, fields: record.fields }));
}

/** Counts delimiter occurrences outside quotes on one physical line. */
function countOutsideQuotes(line: string, delimiter: string): number {
  let count = 0;
  let quoted = false;
  for (const c of line) {
    if (c === '"') quoted = !quoted;
    else if (c === delimiter && !quoted) count += 1;
  }
  return count;
}

const HEADER_WORDS = /\b(date|amount|balance|debit|credit|description|money in|money out)\b/i;

/**
 * Picks the delimiter: on the first line that looks like a column header, the delimiter that
 * splits it into the most cells; otherwise the delimiter whose per-line count is most
 * consistent over the first lines (ties go to the comma).
 */
export function detectDelimiter(text: string): Delimiter {
  const lines = text.split(/\r\n|\r|\n/).slice(0, 60).filter((l) => l.trim() !== '');
  const header = lines.find((l) => HEADER_WORDS.test(l) && DELIMITERS.some((d) => countOutsideQuotes(l, d) >= 2));
  if (header) {
    let best: Delimiter = ',';
    let bestCount = -1;
    for (const d of DELIMITERS) {
      const n = countOutsideQuotes(header, d);
      if (n > bestCount) {
        best = d;
        bestCount = n;
      }
    }
    if (bestCount >= 1) return best;
  }
  let best: Delimiter = ',';
  let bestScore = 0;
  for (const d of DELIMITERS) {
    const counts = lines.map((l) => countOutsideQuotes(l, d)).filter((n) => n > 0);
    if (counts.length === 0) continue;
    const freq = new Map<number, number>();
    for (const n of counts) freq.set(n, (freq.get(n) ?? 0) + 1);
    const [mode, times] = [...freq.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]!;
    const score = times * Math.log2(mode + 1);
    if (score > bestScore) {
      best = d;
      bestScore = score;
    }
  }
  return best;
}

export function isBlank(row: Row): boolean {
  return row.fields.every((f) => f === '');
}
