/**
 * What raster image the bytes really are: file-type reads the signature; the checks below add
 * what a signature cannot say, that the file is whole and nothing rides along after its end (a
 * PNG with an HTML tail is a polyglot, not a logo). Raster images are stored byte for byte and
 * served with the sniffed Content-Type, so a browser never executes them.
 *
 *   PNG  a well-formed IHDR first (length 13, CRC, sane fields), ends with IEND;
 *   JPEG an EOI (FF D9) at the end, followed by nothing but 0x00/0xFF padding;
 *   WebP the RIFF size matches the file and the first chunk is VP8/VP8L/VP8X.
 */
import { crc32 } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type/core';

export type RasterKind = 'png' | 'jpeg' | 'webp';

const PNG_IEND = Buffer.from([0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
/** Bit depths allowed per colour type (PNG spec, table 11.1). */
const PNG_DEPTHS: Record<number, readonly number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

function pngIsWhole(bytes: Buffer): boolean {
  if (bytes.length < 8 + 25 + PNG_IEND.length) return false;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return false;
  if (crc32(bytes.subarray(12, 29)) !== bytes.readUInt32BE(29)) return false;
  const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  if (width === 0 || height === 0 || width > 0x7fffffff || height > 0x7fffffff) return false;
  if (!PNG_DEPTHS[bytes[25]!]?.includes(bytes[24]!)) return false;
  if (bytes[26] !== 0 || bytes[27] !== 0 || bytes[28]! > 1) return false; // compression, filter, interlace
  return bytes.subarray(bytes.length - PNG_IEND.length).equals(PNG_IEND);
}

function jpegIsWhole(bytes: Buffer): boolean {
  let end = bytes.length;
  while (end > 4 && (bytes[end - 1] === 0x00 || bytes[end - 1] === 0xff)) end--;
  return end >= 6 && bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9;
}

function webpIsWhole(bytes: Buffer): boolean {
  if (bytes.length < 20 || bytes.readUInt32LE(4) + 8 !== bytes.length) return false;
  return ['VP8 ', 'VP8L', 'VP8X'].includes(bytes.toString('latin1', 12, 16));
}

const WHOLE: Record<RasterKind, (bytes: Buffer) => boolean> = { png: pngIsWhole, jpeg: jpegIsWhole, webp: webpIsWhole };
// An animated PNG is a PNG to a browser (image/png), and file-type names it apng.
const KINDS: Record<string, RasterKind> = { png: 'png', apng: 'png', jpg: 'jpeg', webp: 'webp' };

/** PNG, JPEG or WebP when the bytes are a whole file of that type; otherwise undefined. */
export async function sniffRaster(bytes: Buffer): Promise<RasterKind | undefined> {
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? KINDS[detected.ext] : undefined;
  return kind && WHOLE[kind](bytes) ? kind : undefined;
}
