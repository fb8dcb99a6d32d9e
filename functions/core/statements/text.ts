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
 * The row splitter is deliberately more forgiving than the strict RFC 4180 reader in
 * ../csv.ts: the delimiter may be a comma, semicolon, tab or pipe; a quote inside an unquoted
 * field is kept as text (bank descriptions contain them); a quoted field may span lines. Every
 * row keeps the 1-based line of the file it starts on, which is what error messages cite.
 */

export interface Row {
  /** 1-based line in the file where the row starts. */
  row: number;
  /** Cells, trimmed of surrounding whitespace. */
  fields: string[];
}

export type Decoded = { ok: true; text: string; encoding: string } | { ok: false; problem: string };

/** Windows-1252 code points for bytes 0x80..0x9F (the rest map straight to U+0080..U+00FF). */
const CP1252_HIGH = [
  0x20ac, 0xfffd, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0xfffd,
  0x017d, 0xfffd, 0xfffd, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a,
  0x0153, 0xfffd, 0x017e, 0x0178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 1) {
    const b = bytes[i]!;
    out += String.fromCharCode(b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : b);
  }
  return out;
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

/** Splits the text into rows with the given delimiter (quotes honoured, stray quotes kept). */
export function splitRows(text: string, delimiter: string): Row[] {
  const rows: Row[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false; // inside a quoted field
  let fieldStart = true;
  let line = 1;
  let rowLine = 1;
  const push = () => {
    fields.push(field.trim());
    field = '';
    fieldStart = true;
  };
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 1;
        } else {
          quoted = false;
        }
      } else {
        if (c === '\n' || (c === '\r' && text[i + 1] !== '\n')) line += 1;
        field += c;
      }
      continue;
    }
    if (c === '"' && fieldStart) {
      quoted = true;
      fieldStart = false;
      field = field.trim(); // spaces before an opening quote (", "x"") are not content
      continue;
    }
    if (c === delimiter) {
      push();
      continue;
    }
    if (c === '\r' || c === '\n') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      push();
      rows.push({ row: rowLine, fields });
      fields = [];
      line += 1;
      rowLine = line;
      continue;
    }
    if (fieldStart && (c === ' ' || c === '\t')) {
      field += c; // leading blanks: kept until we know whether a quote follows
      continue;
    }
    fieldStart = false;
    field += c;
  }
  if (field !== '' || fields.length > 0) {
    push();
    rows.push({ row: rowLine, fields });
  }
  return rows;
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
