/**
 * The one CSV reader and writer (csv-parse / csv-stringify; no I/O).
 *
 * Reading, in either mode: records end with CRLF, LF or a lone CR (old spreadsheet programs),
 * mixed in one file if need be; a final line break does not start an empty record; a UTF-8 byte
 * order mark is dropped; rows come back as they are, ragged or not (whether a short or long row
 * is acceptable is the caller's decision); a blank line is a record of one empty field. Every
 * record carries its record number (1-based, header included, as a spreadsheet numbers rows) and
 * the line it starts on (they differ after a field that spans lines).
 *
 * - strict (the default, RFC 4180; re-vet uploads): a quote inside an unquoted field, text after
 *   a closing quote and a quote never closed are errors (they usually mean a broken export);
 *   fields are kept exactly as written.
 * - forgiving (bank exports): a quote inside an unquoted field is text (bank descriptions hold
 *   them), fields are trimmed, and blanks before an opening quote are not content. A quote never
 *   closed, or text after a closing quote, is still an error: reading on would swallow the rest
 *   of the file into one cell. One such slip is mended: a line that ends by opening a field it
 *   never closes (`"VAT Reg No. 4100105461","","` in Standard Bank's e-mailed statement CSVs, and
 *   a last line that is a lone `"`). When the whole text fails, each line is read on its own and
 *   that trailing quote is read as the empty field it opened; if any line still fails (a field
 *   that truly spans lines, or another slip), the first error stands.
 */
import { CsvError, parse, type Options } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

export interface CsvRecord {
  /** 1-based record number, counting every record including the header and blank ones. */
  record: number;
  /** 1-based line where the record starts (differs from `record` after multi-line fields). */
  line: number;
  fields: string[];
}

export class CsvParseError extends Error {
  constructor(
    readonly problem: string,
    readonly record: number,
    readonly line: number,
  ) {
    super(`${problem} (record ${record}, line ${line})`);
    this.name = 'CsvParseError';
  }
}

export interface CsvReadOptions {
  /** The field separator (default ','). */
  delimiter?: string;
  /** Bank-export leniency (see the module comment); default strict. */
  forgiving?: boolean;
}

/** What csv-parse's error codes mean, in the words our callers show people. */
const PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'Unterminated quoted field',
  CSV_INVALID_CLOSING_QUOTE: 'Unexpected character after a closing quote',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'Unexpected character after a closing quote',
  INVALID_OPENING_QUOTE: 'Quote inside an unquoted field',
};

/** Line breaks inside a record's fields (only quoted fields can hold them). */
const breaksIn = (fields: readonly string[]) => fields.reduce((count, field) => count + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/** Parses the whole text; throws CsvParseError on malformed quoting. */
export function parseCsv(input: string, options: CsvReadOptions = {}): CsvRecord[] {
  const forgiving = options.forgiving ?? false;
  // Lines are counted here, not taken from csv-parse (which counts a CRLF inside a quoted field
  // as two): every line starts a record, blank ones too, and a record spans one line more per
  // break in its fields.
  const starts: number[] = [];
  let line = 1;
  const settings: Options = {
    bom: true,
    delimiter: options.delimiter ?? ',',
    // Mixed line ends are read record by record; CRLF first, so that it is one break, not two.
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    skip_empty_lines: false,
    relax_quotes: forgiving,
    trim: forgiving,
    on_record: (fields) => {
      starts.push(line);
      line += 1 + breaksIn(fields);
      return fields;
    },
  };
  let rows: string[][];
  try {
    rows = parse(input, settings);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const mended = forgiving ? lineByLine(input, settings) : null;
    if (mended) return mended;
    const problem = PROBLEMS[error.code] ?? error.message;
    // An unclosed quote is reported on the line its record starts; other errors where they occur.
    const at = error.code !== 'CSV_QUOTE_NOT_CLOSED' && typeof error.lines === 'number' ? error.lines : line;
    throw new CsvParseError(problem, starts.length + 1, at);
  }
  return rows.map((fields, index) => ({ record: index + 1, line: starts[index]!, fields }));
}

/**
 * The forgiving reader's second try (module comment): every line a record of its own, a trailing
 * quote that opens a field never closed read as that empty field. Null when a line still fails.
 */
function lineByLine(input: string, settings: Options): CsvRecord[] | null {
  const delimiter = String(settings.delimiter);
  const lines = input.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  const single: Options = { ...settings, on_record: undefined };
  const records: CsvRecord[] = [];
  for (const [index, text] of lines.entries()) {
    let fields = readLine(text, single);
    if (fields === null && /^\s*"\s*$/.test(text.split(delimiter).pop() ?? '')) fields = readLine(text.replace(/"\s*$/, ''), single);
    if (fields === null) return null;
    records.push({ record: index + 1, line: index + 1, fields });
  }
  return records;
}

/** One line's fields (a blank line is one empty field, as in the whole-text reading), or null when it does not parse. */
function readLine(text: string, settings: Options): string[] | null {
  try {
    const rows = parse(text, settings) as string[][];
    return rows[0] ?? [''];
  } catch (error) {
    if (error instanceof CsvError) return null;
    throw error;
  }
}

/** True when every field of the record is empty or whitespace (a blank spreadsheet line). */
export function isBlankRecord(record: Pick<CsvRecord, 'fields'>): boolean {
  return record.fields.every((field) => field.trim() === '');
}

/**
 * One CSV document with CRLF line ends, as RFC 4180 writes them. Fields are quoted when they
 * need it: a comma, a quote, any line break (csv-stringify alone quotes only the record
 * delimiter, CRLF, and would leave a lone LF bare), or blanks at either end (which a forgiving
 * reader would trim).
 */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return stringify(rows as string[][], { record_delimiter: 'windows', quoted_match: [/[\r\n]/, /^\s|\s$/] });
}
