/**
 * Uploaded images (white-label logos), without I/O: base64 → bytes within the size limit
 * (base64.ts) → the type the bytes really are (a data URL's declared type is ignored) → the
 * raster bytes as they came (sniff.ts: PNG, JPEG, WebP) or the sanitised SVG (svg.ts).
 * Anything else → invalid_image; too large → invalid_image_size.
 */
import { createHash } from 'node:crypto';
import { IMAGE_MAX_BYTES } from '#schemas/white-label';
import { DomainError } from '#schemas/errors';
import { decodeImageBase64 as decodeBase64 } from './base64.ts';
import { sniffRaster } from './sniff.ts';
import { sanitiseSvg, xmlRootName } from './svg.ts';

export { imageTooLarge } from './base64.ts';
export { isSafeCss, sanitiseSvg } from './svg.ts';

/** 2 MiB, decoded. */
export const MAX_IMAGE_BYTES = IMAGE_MAX_BYTES;

export type ImageKind = 'png' | 'jpeg' | 'webp' | 'svg';

export const IMAGE_FORMATS: Record<ImageKind, { contentType: string; extension: string }> = {
  png: { contentType: 'image/png', extension: 'png' },
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  svg: { contentType: 'image/svg+xml', extension: 'svg' },
};

export interface ValidatedImage {
  kind: ImageKind;
  contentType: string;
  extension: string;
  /** What is stored: the original bytes, or the sanitised SVG. */
  bytes: Buffer;
  /** SHA-256 of `bytes`, lower-case hex. */
  sha256: string;
}

export function decodeImageBase64(input: string, maxBytes = MAX_IMAGE_BYTES): Buffer {
  return decodeBase64(input, maxBytes);
}

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Strict UTF-8 → text, or undefined (an SVG is text; anything else is not one). */
function utf8Text(bytes: Buffer): string | undefined {
  try {
    return UTF8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** The type the bytes really are, or undefined. */
export async function sniffImageType(bytes: Buffer): Promise<ImageKind | undefined> {
  const raster = await sniffRaster(bytes);
  if (raster) return raster;
  const text = utf8Text(bytes);
  return text !== undefined && (await xmlRootName(text)) === 'svg' ? 'svg' : undefined;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * The whole check for an uploaded image: base64 → bytes (size limit) → sniffed type →
 * sanitised SVG or the raster bytes as they came. Throws invalid_image / invalid_image_size.
 */
export async function validateImage(base64: string, maxBytes = MAX_IMAGE_BYTES): Promise<ValidatedImage> {
  const decoded = decodeImageBase64(base64, maxBytes);
  const raster = await sniffRaster(decoded);
  const text = raster ? undefined : utf8Text(decoded);
  if (!raster && text === undefined) throw new DomainError('invalid_image');
  const kind: ImageKind = raster ?? 'svg';
  // sanitiseSvg refuses whatever is not a well-formed SVG document.
  const bytes = text === undefined ? decoded : Buffer.from(await sanitiseSvg(text), 'utf8');
  return { kind, ...IMAGE_FORMATS[kind], bytes, sha256: sha256Hex(bytes) };
}
