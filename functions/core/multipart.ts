/**
 * multipart/form-data (RFC 7578) through busboy: the body streams through busboy's parser, which
 * stops at the first limit crossed; every part comes back with its exact bytes. No I/O.
 *
 * What busboy decides, and callers see:
 * - Delimiter lines end with CRLF, as RFC 2046 requires (a bare-LF body has no parts and is
 *   refused as incomplete). Preamble and epilogue are ignored; a body without its closing
 *   delimiter is malformed.
 * - `filename` and RFC 5987 `filename*=UTF-8''...` are read; unquoted-UTF-8 names (what browsers
 *   send) are decoded as UTF-8; a path in a file name is cut to its last segment.
 * - A part is a file when it has a non-empty filename or is application/octet-stream.
 * - contentType is the part's media type without parameters; text/plain when the part names none
 *   (RFC 7578 §4.4's default).
 * - A part without Content-Disposition: form-data is skipped (busboy's choice); a part without a
 *   name is refused here.
 * - The delimiter ends a part wherever CRLF--boundary occurs, even inside content: senders pick a
 *   boundary that does not occur in what they send (RFC 2046 §5.1.1; browsers use random ones).
 * - Each part's header block is limited to 16 KiB (larger: malformed) and 2000 header lines
 *   (further lines are dropped): busboy 1.6 fixes both, whatever `limits.headerPairs` says.
 */
import busboy from 'busboy';

export interface MultipartPart {
  name: string;
  /** Set for file parts; undefined for a file part without a name (application/octet-stream). */
  filename?: string;
  /** The media type without parameters, e.g. text/csv. */
  contentType: string;
  /** Set for file parts. */
  isFile: boolean;
  data: Buffer;
}

/** Which limit a refused body crossed (undefined: the body is malformed). */
export type MultipartLimit = 'parts' | 'files' | 'fields' | 'fileSize' | 'fieldSize';

export class MultipartError extends Error {
  constructor(
    message: string,
    readonly limit?: MultipartLimit,
  ) {
    super(message);
    this.name = 'MultipartError';
  }
}

export interface MultipartLimits {
  /** Most parts of any kind (default 20). */
  maxParts?: number;
  /** Most file parts (default 5). */
  maxFiles?: number;
  /** Most text fields (default 20). */
  maxFields?: number;
  /** Largest file, in bytes (default 10 MiB: API Gateway's payload cap; the body limit is usually lower). */
  maxFileBytes?: number;
  /** Largest text field, in bytes (default 64 KiB). */
  maxFieldBytes?: number;
}

export const DEFAULT_MULTIPART_LIMITS: Required<MultipartLimits> = {
  maxParts: 20,
  maxFiles: 5,
  maxFields: 20,
  maxFileBytes: 10 * 1024 * 1024,
  maxFieldBytes: 64 * 1024,
};

/**
 * Parses a multipart/form-data body. Rejects with MultipartError when the Content-Type has no
 * boundary, the body does not follow the format, or a limit is crossed (nothing is truncated).
 */
export function parseMultipart(body: Buffer, contentType: string | undefined, limits: MultipartLimits = {}): Promise<MultipartPart[]> {
  const { maxParts, maxFiles, maxFields, maxFileBytes, maxFieldBytes } = { ...DEFAULT_MULTIPART_LIMITS, ...limits };
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': contentType ?? '' },
        // Header parameters (file names) as browsers send them: raw UTF-8.
        defParamCharset: 'utf8',
        // busboy signals a limit when a count or size *reaches* it (a body of exactly maxParts
        // parts, or a file of exactly maxFileBytes, would be refused), so it is given one more.
        // Files and fields are counted when the next one starts, so those limits are exact.
        limits: { parts: maxParts + 1, files: maxFiles, fields: maxFields, fileSize: maxFileBytes + 1, fieldSize: maxFieldBytes + 1 },
      });
    } catch (error) {
      // "Multipart: Boundary not found", "Unsupported content type: ..."
      reject(new MultipartError(error instanceof Error ? error.message : 'Malformed Content-Type'));
      return;
    }
    // Parts in body order; a file's chunks are joined once the whole body has been read.
    const parts: { part: MultipartPart; chunks?: Buffer[] }[] = [];
    let failed = false;
    const fail = (message: string, limit?: MultipartLimit) => {
      if (failed) return;
      failed = true;
      parser.destroy();
      reject(new MultipartError(message, limit));
    };
    const named = (name: string | undefined): name is string => {
      if (name === undefined) fail('Part without a name');
      return name !== undefined;
    };

    parser.on('field', (name, value, info) => {
      if (!named(name)) return;
      if (info.valueTruncated) return fail(`Field "${name}" is larger than ${maxFieldBytes} bytes`, 'fieldSize');
      // busboy yields no value when the part names a charset it cannot decode (e.g. charset=utf-16).
      if (typeof value !== 'string') return fail(`Field "${name}" is in a charset that cannot be read; send UTF-8`);
      parts.push({ part: { name, contentType: info.mimeType, isFile: false, data: Buffer.from(value, 'utf8') } });
    });
    parser.on('file', (name, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => fail(`File "${name}" is larger than ${maxFileBytes} bytes`, 'fileSize'));
      stream.on('error', (error: Error) => fail(error.message));
      if (!named(name)) return void stream.resume();
      const part: MultipartPart = { name, contentType: info.mimeType, isFile: true, data: Buffer.alloc(0) };
      if (info.filename !== undefined) part.filename = info.filename;
      parts.push({ part, chunks });
    });
    parser.on('partsLimit', () => fail(`More than ${maxParts} parts`, 'parts'));
    parser.on('filesLimit', () => fail(`More than ${maxFiles} files`, 'files'));
    parser.on('fieldsLimit', () => fail(`More than ${maxFields} fields`, 'fields'));
    parser.on('error', (error: Error) => fail(error.message));
    parser.on('close', () => {
      if (!failed) resolve(parts.map(({ part, chunks }) => (chunks ? { ...part, data: Buffer.concat(chunks) } : part)));
    });
    parser.end(body);
  });
}
