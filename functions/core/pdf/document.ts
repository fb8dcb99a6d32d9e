/**
 * What a PDF gives the statement reader: the text items pdf.js finds, with their positions, per
 * page, and the document facts the authenticity checks need. Produced by `read.ts` (pdf.js);
 * everything downstream is pure and works on these plain objects, so tests can build them by hand.
 *
 * Coordinates are PDF user space in points with the origin at the page's TOP-left (y grows
 * downwards, unlike raw PDF), so "the next line" is a larger y.
 */
export interface PdfTextItem {
  str: string;
  /** Left edge of the item. */
  x: number;
  /** Baseline, measured from the top of the page. */
  y: number;
  width: number;
  /** Font size (height of the glyph box) in points. */
  height: number;
  /** pdf.js font id of the item (e.g. `g_d0_f2`): the same id means the same embedded font. */
  fontName: string;
  /** The font's family name when the PDF names it (e.g. `Arial`), else null. */
  fontFamily: string | null;
  /**
   * The text runs at an angle on the page (a tilted stamp, a diagonal watermark, a vertical
   * margin note): never part of a statement's table. Absent means horizontal.
   */
  rotated?: boolean;
}

export interface PdfPageText {
  /** 1-based. */
  number: number;
  width: number;
  height: number;
  items: PdfTextItem[];
}

export interface PdfDocumentInfo {
  pageCount: number;
  encrypted: boolean;
  producer: string | null;
  creator: string | null;
  /** ISO 8601 or null when absent or unparseable. */
  creationDate: string | null;
  modificationDate: string | null;
  /** Revisions appended after the first (`%%EOF` markers with a later cross-reference section). */
  incrementalUpdates: number;
  /** The file carries JavaScript or launch actions (never run; noted for authenticity). */
  hasJavaScript: boolean;
  /**
   * A page draws text invisibly (`3 Tr`): a recognised (OCR) text layer over a scanned image,
   * as OCR tools make it. Absent when not seen (or the streams are encrypted).
   */
  invisibleText?: boolean;
}

export interface PdfDocumentText {
  info: PdfDocumentInfo;
  pages: PdfPageText[];
}
