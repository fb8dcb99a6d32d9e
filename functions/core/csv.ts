/**
 * A small, strict RFC 4180 CSV reader (no I/O, no dependencies).
 *
 * - Fields are separated by commas; records end with CRLF, LF or a lone CR (files from old
 *   spreadsheet programs). A final line break does not start an empty record.
 * - A field that starts with a double quote is quoted: it runs to the next lone quote, may hold
 *   commas, line breaks and doubled quotes (`""` → `"`), and must be followed by a comma, a line
 *   break or the end of the text. Anything else after the closing quote is an error, as is a
 *   quote that is never closed. A quote inside an unquoted field is an error too (RFC 4180 does
 *   not allow it, and it usually means a broken export).
 * - A UTF-8 byte order mark at the start is dropped. Rows are returned as they are, ragged or not:
 *   whether a short or long row is acceptable is the caller's decision.
 * - Every record carries the line its first field starts on, so callers can point at it; the
 *   record number (1-based, header included) matches the row number a spreadsheet shows.
 */

export interface CsvRecord {
  /** 1-based record number, counting every record including the header and blank ones. */
  record: number;
  /** 1-based line where the record starts (differs from `record` after multi-line fields). */
  line: number;
  fields: string[];
}

export class CsvParseError extends Error {
  constructor(
    message: string,
    readonly record: number,
    readonly line: number,
  ) {
    super(`${message} (record ${record}, line ${line})`);
    this.name = 'CsvParseError';
  }
}

const BOM = '\uFEFF';

/** Parses the whole text; throws CsvParseError on malformed quoting. */
export function parseCsv(input: string): CsvRecord[] {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  const length = text.length;
  if (length === 0) return records;

  const endField = () => {
    fields.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push({ record: records.length + 1, line: recordLine, fields });
    fields = [];
  };
  /** Consumes a line break at i (CRLF, LF or CR); returns true when there was one. */
  const lineBreak = (): boolean => {
    const char = text[i];
    if (char === '\r') {
      i += text[i + 1] === '\n' ? 2 : 1;
    } else if (char === '\n') {
      i += 1;
    } else {
      return false;
    }
    line += 1;
    return true;
  };

  let recordOpen = false;
  while (i < length) {
    // At the start of a field.
    recordOpen = true;
    if (text[i] === '"') {
      const startLine = line;
      i += 1;
      for (;;) {
        if (i >= length) throw new CsvParseError('Unterminated quoted field', records.length + 1, startLine);
        const char = text[i]!;
        if (char === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        if (char === '\r' || char === '\n') {
          // Keep the line break as written inside the field, but count lines.
          if (char === '\r' && text[i + 1] === '\n') {
            field += '\r\n';
            i += 2;
          } else {
            field += char;
            i += 1;
          }
          line += 1;
          continue;
        }
        field += char;
        i += 1;
      }
      // After the closing quote: a separator, a line break or the end.
      if (i >= length) break;
      if (text[i] === ',') {
        i += 1;
        endField();
        continue; // "a","b",<end>: the last, empty field is added when the record closes
      }
      if (lineBreak()) {
        endRecord();
        recordOpen = false;
        recordLine = line;
        continue;
      }
      throw new CsvParseError('Unexpected character after a closing quote', records.length + 1, line);
    }

    // An unquoted field: up to the next comma or line break.
    for (;;) {
      if (i >= length) break;
      const char = text[i]!;
      if (char === ',' || char === '\r' || char === '\n') break;
      if (char === '"') throw new CsvParseError('Quote inside an unquoted field', records.length + 1, line);
      field += char;
      i += 1;
    }
    if (i >= length) break;
    if (text[i] === ',') {
      i += 1;
      endField();
      continue;
    }
    lineBreak();
    endRecord();
    recordOpen = false;
    recordLine = line;
  }

  // End of text: close the open record (a final line break has already closed it).
  if (recordOpen) endRecord();
  return records;
}

/** True when every field of the record is empty or whitespace (a blank spreadsheet line). */
export function isBlankRecord(record: CsvRecord): boolean {
  return record.fields.every((field) => field.trim() === '');
}

/** Quotes a value for CSV output when it needs it (comma, quote, line break, edge spaces). */
export function csvField(value: string): string {
  return /[",\r\n]|^\s|\s$/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One CSV document with CRLF line ends, as RFC 4180 writes them. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
