import { CsvParseError, isBlankRecord, parseCsv, toCsv } from './csv.ts';

const fields = (text: string) => parseCsv(text).map((record) => record.fields);

describe('parseCsv', () => {
  it('reads plain records with LF or CRLF line ends, with or without a final line break', () => {
    expect(fields('a,b,c\n1,2,3\n')).toEqual([['a', 'b', 'c'], ['1', '2', '3']]);
    expect(fields('a,b,c\r\n1,2,3\r\n')).toEqual([['a', 'b', 'c'], ['1', '2', '3']]);
    expect(fields('a,b,c\r\n1,2,3')).toEqual([['a', 'b', 'c'], ['1', '2', '3']]);
    expect(fields('a,b\r1,2\r')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('keeps empty fields, including a last empty one', () => {
    expect(fields('a,,c\n,,\nx,\n')).toEqual([['a', '', 'c'], ['', '', ''], ['x', '']]);
    expect(fields('x,')).toEqual([['x', '']]);
  });

  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    const text = 'name,note\r\n"Mokoena, Thandi","She said ""yes"""\r\n"Line one\r\nline two","a\nb"\r\n';
    const records = parseCsv(text);
    expect(records.map((record) => record.fields)).toEqual([
      ['name', 'note'],
      ['Mokoena, Thandi', 'She said "yes"'],
      ['Line one\r\nline two', 'a\nb'],
    ]);
    // Record numbers count records; lines count physical lines.
    expect(records.map((record) => [record.record, record.line])).toEqual([[1, 1], [2, 2], [3, 3]]);
    expect(parseCsv('a\n"x\ny\nz"\nb\n').map((record) => [record.record, record.line])).toEqual([[1, 1], [2, 2], [3, 5]]);
  });

  it('reads a quoted empty field and quoted fields at the end of the text', () => {
    expect(fields('a,""\n""')).toEqual([['a', ''], ['']]);
    expect(fields('"a","b"')).toEqual([['a', 'b']]);
    expect(fields('"a",')).toEqual([['a', '']]);
  });

  it('drops a UTF-8 byte order mark', () => {
    expect(fields('\uFEFFname,email\nA,a@x.example\n')).toEqual([['name', 'email'], ['A', 'a@x.example']]);
  });

  it('returns ragged rows as they are', () => {
    expect(fields('a,b,c\n1,2\n1,2,3,4\n')).toEqual([['a', 'b', 'c'], ['1', '2'], ['1', '2', '3', '4']]);
  });

  it('returns blank lines as blank records, which isBlankRecord recognises', () => {
    const records = parseCsv('a,b\n\n , \n1,2\n');
    expect(records.map((record) => record.fields)).toEqual([['a', 'b'], [''], [' ', ' '], ['1', '2']]);
    expect(records.map(isBlankRecord)).toEqual([false, true, true, false]);
  });

  it('returns no records for an empty text', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF')).toEqual([]);
  });

  it('refuses an unterminated quote, text after a closing quote and a quote inside an unquoted field', () => {
    expect(() => parseCsv('a,b\n"open,1\n2,3\n')).toThrow(CsvParseError);
    expect(() => parseCsv('a,b\n"open,1\n2,3\n')).toThrow(/Unterminated quoted field \(record 2, line 2\)/);
    expect(() => parseCsv('"a"x,b\n')).toThrow(/after a closing quote/);
    expect(() => parseCsv('a,b\n1,2"3\n')).toThrow(/Quote inside an unquoted field \(record 2, line 2\)/);
    let caught: unknown;
    try {
      parseCsv('h\n1\n"x\ny"z\n');
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(CsvParseError);
    expect(caught).toMatchObject({ record: 3, line: 4 });
  });
});

describe('parseCsv, forgiving (bank exports)', () => {
  const forgiving = (text: string, delimiter = ',') => parseCsv(text, { delimiter, forgiving: true }).map((record) => record.fields);

  it('reads the given delimiter, trims fields and ignores blanks around a quoted field', () => {
    expect(forgiving('a; b ;c\n 1 ; "2; two" ;3\n', ';')).toEqual([['a', 'b', 'c'], ['1', '2; two', '3']]);
    expect(forgiving('a\t"b"\t c \n', '\t')).toEqual([['a', 'b', 'c']]);
    expect(forgiving('a|b\r\n1|2', '|')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('keeps a quote inside an unquoted field as text (strict mode refuses it)', () => {
    expect(forgiving('date,description\n2024-03-01,5" PIPE FITTINGS\n')).toEqual([['date', 'description'], ['2024-03-01', '5" PIPE FITTINGS']]);
    expect(() => parseCsv('date,description\n2024-03-01,5" PIPE\n')).toThrow(/Quote inside an unquoted field/);
  });

  it('still refuses a quote never closed and text after a closing quote, naming the line', () => {
    // Reading on would swallow the rest of the file into one cell (the old splitter did).
    expect(() => forgiving('a,b\n1,2\n"open,1\n2,3\n')).toThrow(new CsvParseError('Unterminated quoted field', 3, 3));
    expect(() => forgiving('a,b\n"PAY "ACME" LTD",2\n')).toThrow(/after a closing quote \(record 2, line 2\)/);
  });

  it("mends a line that ends by opening a field it never closes (Standard Bank's e-mailed statements), and only that", () => {
    const text = '"Bank","",\r\n"VAT Reg No. 4100105461","","\r\n\r\n"Description","Amount"\r\n"FEE","4.50"\r\n"\r\n';
    expect(parseCsv(text, { forgiving: true }).map((record) => [record.record, record.line, record.fields])).toEqual([
      [1, 1, ['Bank', '', '']],
      [2, 2, ['VAT Reg No. 4100105461', '', '']],
      [3, 3, ['']],
      [4, 4, ['Description', 'Amount']],
      [5, 5, ['FEE', '4.50']],
      [6, 6, ['']],
    ]);
    // Strict reading (re-vet uploads) still refuses it; so does a forgiving one when another line is broken too.
    expect(() => parseCsv(text)).toThrow(CsvParseError);
    expect(() => forgiving(`${text}"PAY "ACME" LTD",2\r\n`)).toThrow(CsvParseError);
  });

  it('numbers lines across mixed line ends and CRLFs inside quoted fields', () => {
    const records = parseCsv('h\r\n"a\r\nb",1\n\r2,"x\ry"\n3', { forgiving: true });
    expect(records.map((record) => [record.record, record.line, record.fields])).toEqual([
      [1, 1, ['h']],
      [2, 2, ['a\r\nb', '1']],
      [3, 4, ['']],
      [4, 5, ['2', 'x\ry']],
      [5, 7, ['3']],
    ]);
  });
});

describe('toCsv', () => {
  it('quotes only what needs quoting, with CRLF line ends, and round-trips through parseCsv', () => {
    expect(toCsv([['plain', 'a,b', 'say "hi"', ' padded', 'end ', 'a\nb', 'c\rd', '']])).toBe('plain,"a,b","say ""hi"""," padded","end ","a\nb","c\rd",\r\n');
    const rows = [['name', 'note'], ['Mokoena, Thandi', 'line\r\nbreak "quoted"'], ['', 'x']];
    const text = toCsv(rows);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(fields(text)).toEqual(rows);
  });
});
