/**
 * A small multipart/form-data reader (RFC 7578 over RFC 2046), binary safe: the body is a Buffer
 * and every part's content is returned as the exact bytes between its headers and the next
 * delimiter. No I/O, no dependencies.
 *
 * - The boundary comes from the Content-Type's `boundary` parameter (quoted or not; 1-70
 *   characters as RFC 2046 allows).
 * - Delimiter lines end with CRLF; a bare LF is accepted too (some hand-written clients), in
 *   which case a CR before the delimiter is not part of the content either way.
 * - Each part needs `Content-Disposition: form-data; name="..."`; `filename` (and RFC 5987
 *   `filename*=UTF-8''...`) is read when present. Quoted names may contain escaped quotes.
 * - The preamble before the first delimiter and the epilogue after the closing one are ignored;
 *   a body without a closing delimiter is malformed.
 */

export interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  data: Buffer;
}

export class MultipartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartError';
  }
}

export interface MultipartLimits {
  /** Most parts accepted (default 20). */
  maxParts?: number;
  /** Largest header block of one part, in bytes (default 8 KiB). */
  maxHeaderBytes?: number;
}

/** Splits a header value into its first token and its `;`-separated parameters (names lower case). */
export function parseHeaderParameters(value: string): { value: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  let i = value.indexOf(';');
  const first = (i < 0 ? value : value.slice(0, i)).trim();
  if (i < 0) return { value: first, params };
  while (i < value.length) {
    // i points at ';'
    i += 1;
    while (i < value.length && /\s/.test(value[i]!)) i += 1;
    const eq = value.indexOf('=', i);
    const semi = value.indexOf(';', i);
    if (eq < 0 || (semi >= 0 && semi < eq)) {
      // A parameter without a value (e.g. a stray ';'): skip it.
      if (semi < 0) break;
      i = semi;
      continue;
    }
    const name = value.slice(i, eq).trim().toLowerCase();
    i = eq + 1;
    while (i < value.length && /[ \t]/.test(value[i]!)) i += 1;
    let paramValue = '';
    if (value[i] === '"') {
      i += 1;
      while (i < value.length && value[i] !== '"') {
        if (value[i] === '\\' && i + 1 < value.length) i += 1;
        paramValue += value[i];
        i += 1;
      }
      i += 1; // closing quote
      const next = value.indexOf(';', i);
      i = next < 0 ? value.length : next;
    } else {
      const next = value.indexOf(';', i);
      paramValue = (next < 0 ? value.slice(i) : value.slice(i, next)).trim();
      i = next < 0 ? value.length : next;
    }
    if (name) params[name] = paramValue;
  }
  return { value: first, params };
}

/** The boundary of a multipart/form-data Content-Type; throws MultipartError when absent. */
export function multipartBoundary(contentType: string | undefined): string {
  const { value, params } = parseHeaderParameters(contentType ?? '');
  if (value.toLowerCase() !== 'multipart/form-data') throw new MultipartError('Content-Type is not multipart/form-data');
  const boundary = params.boundary;
  if (!boundary) throw new MultipartError('Content-Type has no boundary');
  if (boundary.length > 70 || !/^[0-9A-Za-z'()+_,\-./:=? ]+$/.test(boundary) || boundary.endsWith(' ')) {
    throw new MultipartError('Content-Type has an invalid boundary');
  }
  return boundary;
}

function decodeExtendedValue(value: string): string | undefined {
  // RFC 5987: charset'language'percent-encoded
  const match = /^([\w!#$%&+^`{}~-]*)'[\w-]*'(.*)$/.exec(value);
  if (!match) return undefined;
  try {
    return decodeURIComponent(match[2]!);
  } catch {
    return undefined;
  }
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  // Header lines end with CRLF (or LF); folded continuation lines start with whitespace.
  const lines = block.split(/\r?\n/);
  for (const line of lines) {
    if (line === '') continue;
    if (/^[ \t]/.test(line)) {
      const names = Object.keys(headers);
      const last = names[names.length - 1];
      if (!last) throw new MultipartError('Malformed part header');
      headers[last] += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) throw new MultipartError('Malformed part header');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/**
 * Parses a multipart/form-data body. Throws MultipartError when the boundary is missing or the
 * body does not follow the format.
 */
export function parseMultipart(body: Buffer, contentType: string | undefined, limits: MultipartLimits = {}): MultipartPart[] {
  const boundary = multipartBoundary(contentType);
  const maxParts = limits.maxParts ?? 20;
  const maxHeaderBytes = limits.maxHeaderBytes ?? 8 * 1024;
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');

  /** Whether the bytes after a delimiter at `at` make it one: `--`, or spaces then a line break. */
  const endsDelimiter = (at: number): boolean => {
    let i = at + delimiter.length;
    if (body[i] === 0x2d && body[i + 1] === 0x2d) return true;
    while (body[i] === 0x20 || body[i] === 0x09) i += 1;
    return body[i] === 0x0a || (body[i] === 0x0d && body[i + 1] === 0x0a);
  };
  /** Index of the next delimiter line (at the body's start or after LF), or -1. */
  const findDelimiter = (from: number): number => {
    let at = body.indexOf(delimiter, from);
    while (at >= 0 && ((at !== 0 && body[at - 1] !== 0x0a) || !endsDelimiter(at))) at = body.indexOf(delimiter, at + 1);
    return at;
  };
  /** After a delimiter: `--` closes; otherwise optional spaces then a line break. Returns the next index. */
  const afterDelimiter = (at: number): { close: boolean; next: number } => {
    let i = at + delimiter.length;
    if (body[i] === 0x2d && body[i + 1] === 0x2d) return { close: true, next: i + 2 };
    while (body[i] === 0x20 || body[i] === 0x09) i += 1;
    if (body[i] === 0x0d && body[i + 1] === 0x0a) return { close: false, next: i + 2 };
    if (body[i] === 0x0a) return { close: false, next: i + 1 };
    throw new MultipartError('Malformed delimiter line');
  };

  let at = findDelimiter(0);
  if (at < 0) throw new MultipartError('No part delimiter found');
  let position = afterDelimiter(at);
  const parts: MultipartPart[] = [];
  while (!position.close) {
    if (parts.length >= maxParts) throw new MultipartError(`More than ${maxParts} parts`);
    const start = position.next;
    if (body[start] === 0x0a || (body[start] === 0x0d && body[start + 1] === 0x0a)) {
      // An empty header block: no Content-Disposition, so no field name.
      throw new MultipartError('Part without Content-Disposition');
    }
    // The header block ends with an empty line.
    const crlf = body.indexOf('\r\n\r\n', start, 'latin1');
    const lf = body.indexOf('\n\n', start, 'latin1');
    let headerEnd: number;
    let contentStart: number;
    if (crlf >= 0 && (lf < 0 || crlf <= lf)) {
      headerEnd = crlf;
      contentStart = crlf + 4;
    } else if (lf >= 0) {
      headerEnd = lf;
      contentStart = lf + 2;
    } else {
      throw new MultipartError('Part headers are not terminated');
    }
    if (headerEnd - start > maxHeaderBytes) throw new MultipartError('Part headers are too large');
    // Header values are UTF-8 in practice (browsers send UTF-8 file names unescaped).
    const headers = parseHeaders(body.subarray(start, headerEnd).toString('utf8'));

    at = findDelimiter(contentStart);
    if (at < 0) throw new MultipartError('Missing closing delimiter');
    // The line break before the delimiter belongs to the delimiter, not to the content.
    let contentEnd = at;
    if (contentEnd > contentStart && body[contentEnd - 1] === 0x0a) contentEnd -= 1;
    if (contentEnd > contentStart && body[contentEnd - 1] === 0x0d) contentEnd -= 1;
    if (contentEnd < contentStart) contentEnd = contentStart;

    const disposition = headers['content-disposition'];
    if (!disposition) throw new MultipartError('Part without Content-Disposition');
    const { value, params } = parseHeaderParameters(disposition);
    if (value.toLowerCase() !== 'form-data') throw new MultipartError('Part is not form-data');
    if (params.name === undefined) throw new MultipartError('Part without a name');
    const extended = params['filename*'] !== undefined ? decodeExtendedValue(params['filename*']) : undefined;
    const filename = extended ?? params.filename;
    parts.push({
      name: params.name,
      ...(filename !== undefined ? { filename } : {}),
      ...(headers['content-type'] ? { contentType: headers['content-type'] } : {}),
      headers,
      data: Buffer.from(body.subarray(contentStart, contentEnd)),
    });
    position = afterDelimiter(at);
  }
  return parts;
}
