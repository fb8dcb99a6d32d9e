import { CsvParseError, csvField, isBlankRecord, parseCsv, toCsv } from './csv.ts';

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

describe('toCsv', () => {
  it('quotes only what needs quoting and round-trips through parseCsv', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField(' padded')).toBe('" padded"');
    const rows = [['name', 'note'], ['Mokoena, Thandi', 'line\r\nbreak "quoted"'], ['', 'x']];
    const text = toCsv(rows);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(fields(text)).toEqual(rows);
  });
});
