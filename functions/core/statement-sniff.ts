/**
 * What an uploaded file is, from its bytes (never its name): a PDF, text (a CSV or text export),
 * or another kind named for the refusal. Its own module so that the upload routes, which only
 * check what they store, do not carry the PDF reader (pdf.js) in their bundles.
 */
import { fileTypeFromBuffer } from 'file-type/core';

function startsWithPdf(bytes: Uint8Array): boolean {
  // The PDF header may follow a little junk (the spec allows it within the first 1024 bytes).
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

const KINDS: Record<string, string> = {
  jpg: 'a JPEG image',
  png: 'a PNG image',
  gif: 'a GIF image',
  webp: 'a WebP image',
  heic: 'a HEIC photo',
  heif: 'a HEIF photo',
  avif: 'an AVIF image',
  tif: 'a TIFF image',
  bmp: 'a BMP image',
  xlsx: 'an Excel workbook',
  xls: 'an Excel workbook',
  cfb: 'an Office document (Excel or Word)',
  docx: 'a Word document',
  doc: 'a Word document',
  pptx: 'a PowerPoint presentation',
  odt: 'an OpenDocument text',
  ods: 'an OpenDocument spreadsheet',
  zip: 'a ZIP archive',
  gz: 'a gzip archive',
  rar: 'a RAR archive',
  '7z': 'a 7-Zip archive',
  tar: 'a TAR archive',
  eml: 'an e-mail message',
  msg: 'an Outlook message',
  rtf: 'an RTF document',
  xml: 'an XML file',
  html: 'an HTML page',
};

/** What the bytes are: 'pdf', 'text' or a description of another kind (for the refusal). */
export async function sniffStatementFile(bytes: Uint8Array): Promise<{ type: 'pdf' } | { type: 'text' } | { type: 'other'; kind: string }> {
  if (bytes.length === 0) return { type: 'other', kind: 'an empty file' };
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (detected?.ext === 'pdf' || (!detected && startsWithPdf(bytes))) return { type: 'pdf' };
  if (detected) return { type: 'other', kind: KINDS[detected.ext] ?? `a ${detected.ext.toUpperCase()} file (${detected.mime})` };
  const head = bytes.subarray(0, 4096);
  const utf16 = (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (!utf16 && head.includes(0)) return { type: 'other', kind: 'a binary file' };
  const text = new TextDecoder(utf16 ? (head[0] === 0xff ? 'utf-16le' : 'utf-16be') : 'utf-8').decode(head).replace(/^\uFEFF/, '').trimStart();
  if (/^<(!doctype\s+html|html|head|body|meta|table|div)\b/i.test(text)) return { type: 'other', kind: KINDS.html! };
  if (/^<\?xml|^<svg\b/i.test(text)) return { type: 'other', kind: /^<svg|<svg\b/i.test(text) ? 'an SVG image' : KINDS.xml! };
  if (/^(MIME-Version|Received|Return-Path|From|Delivered-To):/im.test(text) && /\n\s*\n/.test(text)) {
    return { type: 'other', kind: KINDS.eml! };
  }
  return { type: 'text' };
}
