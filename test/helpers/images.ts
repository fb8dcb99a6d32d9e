/** Minimal real image files for tests of the image checks (unit and integration). */
import { crc32, deflateSync } from 'node:zlib';

export function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1x1 RGBA PNG; `padTo` adds a private ancillary chunk until the file has exactly that size. */
export function png(rgba = [0xf2, 0xa9, 0x00, 0xff], padTo?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 6;
  const start = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header)]);
  const data = pngChunk('IDAT', deflateSync(Buffer.from([0, ...rgba])));
  const end = pngChunk('IEND', Buffer.alloc(0));
  const size = start.length + data.length + end.length;
  const padding = padTo ? [pngChunk('khNy', Buffer.alloc(padTo - size - 12, 0x20))] : [];
  return Buffer.concat([start, ...padding, data, end]);
}

/** A baseline 1x1 grey JPEG (flat quantisation, one-symbol Huffman tables). */
export function jpeg(): Buffer {
  const segment = (marker: number, data: number[]) => [0xff, marker, ((data.length + 2) >> 8) & 0xff, (data.length + 2) & 0xff, ...data];
  const table = (classAndId: number) => segment(0xc4, [classAndId, 1, ...new Array(15).fill(0), 0x00]);
  return Buffer.from([
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]),
    ...segment(0xdb, [0x00, ...new Array(64).fill(1)]),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...table(0x00),
    ...table(0x10),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff, 0xd9,
  ]);
}

/** A 1x1 lossless WebP. */
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
export const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10" fill="#F2A900"/></svg>';
export const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

