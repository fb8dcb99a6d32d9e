import { MultipartError, multipartBoundary, parseHeaderParameters, parseMultipart } from './multipart.ts';

const BOUNDARY = '----khanyaBoundary7MA4YWxkTrZu0gW';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function body(parts: (string | Buffer)[]): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : part)));
}

describe('parseMultipart', () => {
  it('reads two fields and a file, with CRLF line ends', () => {
    const csv = 'name,email,phone\r\nThandi,t@x.example,+27821234567\r\n';
    const raw = body([
      'preamble to ignore\r\n',
      `--${BOUNDARY}\r\n`,
      'Content-Disposition: form-data; name="application_config_id"\r\n\r\n',
      '5eb7cf5a86d9755df3a6c593\r\n',
      `--${BOUNDARY}\r\n`,
      'Content-Disposition: form-data; name="note"\r\n\r\n',
      'two\r\nlines\r\n',
      `--${BOUNDARY}\r\n`,
      'Content-Disposition: form-data; name="file"; filename="revet.csv"\r\n',
      'Content-Type: text/csv\r\n\r\n',
      csv,
      `\r\n--${BOUNDARY}--\r\n`,
      'epilogue',
    ]);
    const parts = parseMultipart(raw, CONTENT_TYPE);
    expect(parts.map((part) => part.name)).toEqual(['application_config_id', 'note', 'file']);
    expect(parts[0]!.data.toString()).toBe('5eb7cf5a86d9755df3a6c593');
    expect(parts[0]!.filename).toBeUndefined();
    expect(parts[1]!.data.toString()).toBe('two\r\nlines');
    expect(parts[2]).toMatchObject({ name: 'file', filename: 'revet.csv', contentType: 'text/csv' });
    // The file's own final CRLF is content; only the CRLF before the delimiter is not.
    expect(parts[2]!.data.toString()).toBe(csv);
  });

  it('is binary safe: every byte value, CR and LF and delimiter-like bytes survive', () => {
    const binary = Buffer.from([...Array.from({ length: 256 }, (_, index) => index), 0x0d, 0x0a, 0x2d, 0x2d, 0x0d]);
    const trap = Buffer.from(`\r\n--${BOUNDARY}X not a delimiter`, 'latin1');
    const content = Buffer.concat([binary, trap, binary]);
    const raw = body([
      `--${BOUNDARY}\r\n`,
      'Content-Disposition: form-data; name="file"; filename="data.bin"\r\nContent-Type: application/octet-stream\r\n\r\n',
      content,
      `\r\n--${BOUNDARY}--`,
    ]);
    const [part] = parseMultipart(raw, CONTENT_TYPE);
    expect(part!.data.equals(content)).toBe(true);
  });

  it('reads an empty part, a quoted boundary, quoted names with escapes and UTF-8 file names', () => {
    const raw = body([
      '--abc\r\n',
      'Content-Disposition: form-data; name="we \\"quoted\\"; name"; filename="Tshwan\u00e9 loans.csv"\r\n\r\n',
      '\r\n--abc\r\n',
      "Content-Disposition: form-data; name=file; filename=\"fallback.csv\"; filename*=UTF-8''r%C3%A9vet.csv\r\n\r\n",
      'x\r\n--abc--\r\n',
    ]);
    const parts = parseMultipart(raw, 'Multipart/Form-Data; charset=utf-8; boundary="abc"');
    expect(parts[0]).toMatchObject({ name: 'we "quoted"; name', filename: 'Tshwan\u00e9 loans.csv' });
    expect(parts[0]!.data.length).toBe(0);
    expect(parts[1]).toMatchObject({ name: 'file', filename: 'r\u00e9vet.csv' });
    expect(parts[1]!.data.toString()).toBe('x');
  });

  it('accepts bare LF line ends', () => {
    const raw = body(['--b\n', 'Content-Disposition: form-data; name="a"\n\n', 'one\n', '--b\n', 'Content-Disposition: form-data; name="c"\n\n', 'two\n--b--\n']);
    expect(parseMultipart(raw, 'multipart/form-data; boundary=b').map((part) => [part.name, part.data.toString()])).toEqual([
      ['a', 'one'],
      ['c', 'two'],
    ]);
  });

  it('refuses a missing or invalid boundary and other content types', () => {
    expect(() => multipartBoundary('multipart/form-data')).toThrow(new MultipartError('Content-Type has no boundary'));
    expect(() => multipartBoundary('multipart/form-data; boundary=""')).toThrow(/no boundary/);
    expect(() => multipartBoundary(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toThrow(/invalid boundary/);
    expect(() => multipartBoundary('application/json')).toThrow(/not multipart/);
    expect(() => multipartBoundary(undefined)).toThrow(MultipartError);
    expect(() => parseMultipart(Buffer.from('--b\r\n\r\nx\r\n--b--'), 'multipart/form-data')).toThrow(/no boundary/);
  });

  it('refuses malformed bodies', () => {
    const type = 'multipart/form-data; boundary=b';
    expect(() => parseMultipart(Buffer.from('no delimiter here'), type)).toThrow(/No part delimiter/);
    expect(() => parseMultipart(Buffer.from('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx'), type)).toThrow(/Missing closing delimiter/);
    expect(() => parseMultipart(Buffer.from('--b\r\nContent-Disposition: form-data; name="a"'), type)).toThrow(/not terminated/);
    expect(() => parseMultipart(Buffer.from('--b\r\n\r\nx\r\n--b--'), type)).toThrow(/without Content-Disposition/);
    expect(() => parseMultipart(Buffer.from('--b\r\nContent-Type: text/plain\r\n\r\nx\r\n--b--'), type)).toThrow(/without Content-Disposition/);
    expect(() => parseMultipart(Buffer.from('--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--'), type)).toThrow(/without a name/);
    expect(() => parseMultipart(Buffer.from('--b\r\nContent-Disposition: attachment; name="a"\r\n\r\nx\r\n--b--'), type)).toThrow(/not form-data/);
    const many = Array.from({ length: 3 }, (_, index) => `--b\r\nContent-Disposition: form-data; name="f${index}"\r\n\r\nx\r\n`).join('') + '--b--';
    expect(() => parseMultipart(Buffer.from(many), type, { maxParts: 2 })).toThrow(/More than 2 parts/);
    expect(parseMultipart(Buffer.from(many), type)).toHaveLength(3);
  });
});

describe('parseHeaderParameters', () => {
  it('splits the value and lower-cases parameter names', () => {
    expect(parseHeaderParameters('form-data; Name="a;b"; filename=x.csv; ;flag')).toEqual({ value: 'form-data', params: { name: 'a;b', filename: 'x.csv' } });
    expect(parseHeaderParameters('text/csv')).toEqual({ value: 'text/csv', params: {} });
  });
});
