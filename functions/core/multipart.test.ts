import { DEFAULT_MULTIPART_LIMITS, MultipartError, parseMultipart } from './multipart.ts';

const BOUNDARY = '----khanyaBoundary7MA4YWxkTrZu0gW';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

function body(parts: (string | Buffer)[]): Buffer {
  return Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'utf8') : part)));
}

/** A body of text fields (name → value) and files (name → [filename, bytes]), CRLF throughout. */
function form(fields: [string, string][], files: [string, string, Buffer][] = [], boundary = 'b'): Buffer {
  return body([
    ...fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ...files.flatMap(([name, filename, data]) => [`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n\r\n`, data, '\r\n']),
    `--${boundary}--\r\n`,
  ]);
}

const refusal = async (promise: Promise<unknown>): Promise<string> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MultipartError);
  return (error as MultipartError).message;
};

describe('parseMultipart', () => {
  it('reads two fields and a file, with CRLF line ends', async () => {
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
      'Content-Type: text/csv; charset=utf-8\r\n\r\n',
      csv,
      `\r\n--${BOUNDARY}--\r\n`,
      'epilogue',
    ]);
    const parts = await parseMultipart(raw, CONTENT_TYPE);
    expect(parts.map((part) => [part.name, part.isFile])).toEqual([
      ['application_config_id', false],
      ['note', false],
      ['file', true],
    ]);
    expect(parts[0]!.data.toString()).toBe('5eb7cf5a86d9755df3a6c593');
    expect(parts[0]!.filename).toBeUndefined();
    expect(parts[1]!.data.toString()).toBe('two\r\nlines');
    // The media type without its parameters.
    expect(parts[2]).toMatchObject({ name: 'file', filename: 'revet.csv', contentType: 'text/csv' });
    // The file's own final CRLF is content; only the CRLF before the delimiter is not.
    expect(parts[2]!.data.toString()).toBe(csv);
  });

  it('is binary safe: every byte value, CR and LF and delimiter-like bytes survive', async () => {
    const binary = Buffer.from([...Array.from({ length: 256 }, (_, index) => index), 0x0d, 0x0a, 0x2d, 0x2d, 0x0d]);
    // The boundary minus its last character, after CRLF--: not a delimiter.
    const trap = Buffer.from(`\r\n--${BOUNDARY.slice(0, -1)} not a delimiter\r\n--\r\n`, 'latin1');
    const content = Buffer.concat([binary, trap, binary]);
    const raw = body([
      `--${BOUNDARY}\r\n`,
      'Content-Disposition: form-data; name="file"; filename="data.bin"\r\nContent-Type: application/octet-stream\r\n\r\n',
      content,
      `\r\n--${BOUNDARY}--`,
    ]);
    const [part] = await parseMultipart(raw, CONTENT_TYPE);
    expect(part!.data.equals(content)).toBe(true);
  });

  it('reads an empty part, a quoted boundary, quoted names with escapes and UTF-8 file names', async () => {
    const raw = body([
      '--abc\r\n',
      'Content-Disposition: form-data; name="we \\"quoted\\"; name"; filename="Tshwan\u00e9 loans.csv"\r\n\r\n',
      '\r\n--abc\r\n',
      "Content-Disposition: form-data; name=file; filename=\"fallback.csv\"; filename*=UTF-8''r%C3%A9vet.csv\r\n\r\n",
      'x\r\n--abc--\r\n',
    ]);
    const parts = await parseMultipart(raw, 'Multipart/Form-Data; charset=utf-8; boundary="abc"');
    expect(parts[0]).toMatchObject({ name: 'we "quoted"; name', filename: 'Tshwan\u00e9 loans.csv', isFile: true });
    expect(parts[0]!.data.length).toBe(0);
    expect(parts[1]).toMatchObject({ name: 'file', filename: 'r\u00e9vet.csv' });
    expect(parts[1]!.data.toString()).toBe('x');
  });

  it('defaults the media type to text/plain, treats octet-stream as a file, and keeps only the last segment of a path', async () => {
    const raw = body([
      '--b\r\nContent-Disposition: form-data; name="plain"; filename="C:\\\\Users\\\\thandi\\\\export.csv"\r\n\r\nx\r\n',
      '--b\r\nContent-Disposition: form-data; name="blob"\r\nContent-Type: application/octet-stream\r\n\r\ny\r\n',
      '--b--\r\n',
    ]);
    const parts = await parseMultipart(raw, 'multipart/form-data; boundary=b');
    expect(parts.map(({ name, filename, contentType, isFile }) => ({ name, filename, contentType, isFile }))).toEqual([
      { name: 'plain', filename: 'export.csv', contentType: 'text/plain', isFile: true },
      { name: 'blob', filename: undefined, contentType: 'application/octet-stream', isFile: true },
    ]);
  });

  it('refuses a field in a charset it cannot read (found by the fuzz test: it answered 500)', async () => {
    const raw = body(['--b\r\nContent-Disposition: form-data; name="file"; filename=""\r\nContent-Type: text/csv; charset=utf-16\r\n\r\nabc\r\n--b--\r\n']);
    expect(await refusal(parseMultipart(raw, 'multipart/form-data; boundary=b'))).toBe('Field "file" is in a charset that cannot be read; send UTF-8');
  });

  it('refuses bare LF line ends (RFC 2046 delimiters end with CRLF)', async () => {
    const raw = body(['--b\n', 'Content-Disposition: form-data; name="a"\n\n', 'one\n', '--b--\n']);
    expect(await refusal(parseMultipart(raw, 'multipart/form-data; boundary=b'))).toMatch(/Unexpected end of form|Malformed/);
  });

  it('refuses a missing boundary and other content types', async () => {
    expect(await refusal(parseMultipart(form([['a', 'x']]), 'multipart/form-data'))).toMatch(/Boundary not found/);
    expect(await refusal(parseMultipart(form([['a', 'x']]), 'application/json'))).toMatch(/Unsupported content type/);
    expect(await refusal(parseMultipart(form([['a', 'x']]), undefined))).toMatch(/content type/i);
  });

  it('refuses malformed bodies', async () => {
    const type = 'multipart/form-data; boundary=b';
    const refused = (text: string) => refusal(parseMultipart(Buffer.from(text), type));
    expect(await refused('no delimiter here')).toMatch(/Unexpected end of form/);
    expect(await refused('--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx')).toMatch(/Unexpected end of form/);
    expect(await refused('--b\r\nContent-Disposition: form-data; name="a"')).toMatch(/Malformed part header|Unexpected end/);
    expect(await refused('--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--')).toMatch(/without a name/);
    expect(await refused('--b\r\nContent-Disposition: form-data; filename="x.csv"\r\n\r\nx\r\n--b--')).toMatch(/without a name/);
    expect(await refused('--b\r\nNot a header line\r\n\r\nx\r\n--b--')).toMatch(/Malformed part header/);
    expect(await refused('--b\r\n\r\nx\r\n--b--')).toMatch(/Malformed part header/); // an empty header block
    expect(await refused(`--b\r\nContent-Disposition: form-data; name="a"\r\nX-Pad: ${'p'.repeat(17 * 1024)}\r\n\r\nx\r\n--b--`)).toMatch(/Malformed part header/);
  });

  it('skips parts that are not form-data (no Content-Disposition, or another disposition)', async () => {
    const raw = '--b\r\nContent-Type: text/plain\r\n\r\ny\r\n--b\r\nContent-Disposition: attachment; name="a"\r\n\r\nz\r\n' + '--b\r\nContent-Disposition: form-data; name="kept"\r\n\r\nk\r\n--b--';
    const parts = await parseMultipart(Buffer.from(raw), 'multipart/form-data; boundary=b');
    expect(parts.map((part) => [part.name, part.data.toString()])).toEqual([['kept', 'k']]);
  });
});

describe('parseMultipart limits (nothing is truncated: crossing one refuses the body)', () => {
  const type = 'multipart/form-data; boundary=b';

  it('has documented defaults', () => {
    expect(DEFAULT_MULTIPART_LIMITS).toEqual({ maxParts: 20, maxFiles: 5, maxFields: 20, maxFileBytes: 10 * 1024 * 1024, maxFieldBytes: 64 * 1024 });
  });

  it('refuses more parts, fields or files than allowed, and accepts exactly the limit', async () => {
    const fields = (count: number) => Array.from({ length: count }, (_, index): [string, string] => [`f${index}`, 'x']);
    const files = (count: number) => Array.from({ length: count }, (_, index): [string, string, Buffer] => [`file${index}`, `${index}.csv`, Buffer.from('a,b')]);
    expect(await parseMultipart(form(fields(3)), type, { maxParts: 3 })).toHaveLength(3);
    expect(await refusal(parseMultipart(form(fields(4)), type, { maxParts: 3 }))).toBe('More than 3 parts');
    expect(await parseMultipart(form(fields(15), files(5)), type)).toHaveLength(20);
    expect(await refusal(parseMultipart(form(fields(16), files(5)), type))).toBe('More than 20 parts');
    expect(await refusal(parseMultipart(form(fields(21)), type))).toBe('More than 20 fields');
    expect(await parseMultipart(form(fields(2)), type, { maxFields: 2 })).toHaveLength(2);
    expect(await refusal(parseMultipart(form(fields(3)), type, { maxFields: 2 }))).toBe('More than 2 fields');
    expect(await parseMultipart(form([], files(1)), type, { maxFiles: 1 })).toHaveLength(1);
    expect(await refusal(parseMultipart(form([], files(2)), type, { maxFiles: 1 }))).toBe('More than 1 files');
    expect(await refusal(parseMultipart(form([], files(6)), type))).toBe('More than 5 files');
  });

  it('refuses a file or a field larger than allowed, and accepts exactly the limit', async () => {
    const file = (size: number) => form([], [['file', 'big.csv', Buffer.alloc(size, 0x61)]]);
    expect((await parseMultipart(file(1000), type, { maxFileBytes: 1000 }))[0]!.data.length).toBe(1000);
    expect(await refusal(parseMultipart(file(1001), type, { maxFileBytes: 1000 }))).toBe('File "file" is larger than 1000 bytes');
    const field = (size: number) => form([['note', 'n'.repeat(size)]]);
    expect((await parseMultipart(field(100), type, { maxFieldBytes: 100 }))[0]!.data.length).toBe(100);
    expect(await refusal(parseMultipart(field(101), type, { maxFieldBytes: 100 }))).toBe('Field "note" is larger than 100 bytes');
    expect(await refusal(parseMultipart(field(64 * 1024 + 1), type))).toMatch(/larger than 65536 bytes/);
  });
});
