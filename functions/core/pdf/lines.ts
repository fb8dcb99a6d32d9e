/**
 * A page's text items → visual lines of fragments with their x-extents.
 *
 * - Items on the same baseline (within a third of the font size) form one line; lines are
 *   returned top to bottom, fragments left to right.
 * - Whitespace-only items are dropped (pdf.js emits them for gaps, with meaningless widths);
 *   leading/trailing spaces of an item are trimmed and its x-extent narrowed by the average
 *   character width.
 * - Items pdf.js splits mid-word (no visible gap) are merged into one fragment; so are the
 *   pieces of one amount printed as several items (`1` `234.50`, `R` `50.00`, `500.00` `Dr`).
 *   Words separated by an ordinary space stay separate fragments: the table reader assigns
 *   each fragment to a column and joins a column's fragments with one space.
 */
import { DR_CR_MARKER } from '../statements/values.ts';
import type { PdfPageText, PdfTextItem } from './document.ts';

export interface LineFragment {
  text: string;
  x0: number;
  x1: number;
  /** Font size of the fragment's first item. */
  size: number;
  items: PdfTextItem[];
}

export interface TextLine {
  page: number;
  /**
   * Estimated text widths calibrated on the page's single-word items: lets a fragment that
   * pdf.js merged across table cells be split with good estimates of each word's position.
   */
  measure: Measure;
  /** Baseline (from the top of the page) of the line's first item. */
  y: number;
  /** Typical font size of the line. */
  size: number;
  fragments: LineFragment[];
  /** The fragments joined by one space. */
  text: string;
}

const MARKER = new RegExp(`^${DR_CR_MARKER}\\.?$`);
const AMOUNT = new RegExp(`^[-+(]?(?:R|ZAR)?\\s?[-+]?\\d{1,3}(?:[ ,]\\d{3})*[.,]\\d{2}(?:\\s?(?:${DR_CR_MARKER}|-))?\\)?$`);

/** True when two neighbouring fragments are pieces of one amount: "1" "234.50", "R" "50.00", "50.00" "Dr", "-" "50.00". */
function amountPieces(head: string, tail: string): boolean {
  if (MARKER.test(tail)) return AMOUNT.test(head);
  if (tail === '-') return AMOUNT.test(head);
  if (/^[-+(]?(?:R|ZAR)?$/.test(head)) return AMOUNT.test(`${head}${tail}`) || AMOUNT.test(`${head} ${tail}`);
  if (/^[-+(]?(?:R|ZAR)?\s?[-+]?\d{1,3}(?:[ ,]\d{3})*$/.test(head) && /^\d{3}/.test(tail)) return AMOUNT.test(`${head} ${tail}`);
  return false;
}

function trimmed(item: PdfTextItem): LineFragment | null {
  const text = item.str.replace(/[\u00a0\u202f\t]/g, ' ');
  const lead = text.length - text.trimStart().length;
  const core = text.trim();
  if (core === '') return null;
  const charWidth = text.length > 0 ? item.width / text.length : 0;
  const x0 = item.x + lead * charWidth;
  const x1 = Math.max(x0, x0 + core.length * charWidth);
  return { text: core.replace(/\s+/g, ' '), x0, x1, size: item.height || 10, items: [item] };
}

/** Helvetica/Arial advance widths in thousandths of an em (the fonts statements use most). */
const NARROW = new Set(["'", '|', 'i', 'j', 'l']);
function glyphWidth(ch: string): number {
  if (/[0-9]/.test(ch)) return 556;
  if (ch === ' ' || ch === '.' || ch === ',' || ch === ':' || ch === ';' || ch === '/' || ch === '!' || ch === 'I') return 278;
  if (NARROW.has(ch)) return 222;
  if (ch === '-' || ch === '(' || ch === ')' || ch === 'r' || ch === '`') return 333;
  if (ch === 'f' || ch === 't' || ch === '[' || ch === ']') return 278;
  if (ch === 'm') return 833;
  if (ch === 'w') return 722;
  if ('kscvxyz*'.includes(ch)) return 500;
  if (ch === 'M') return 833;
  if (ch === 'W') return 944;
  if ('OQGCDHNUR'.includes(ch)) return 722;
  if (ch === 'J') return 500;
  if ('LFTZ'.includes(ch)) return 611;
  if (ch === '%') return 889;
  if (ch === '@') return 1015;
  if (/[A-Z&]/.test(ch)) return 667;
  return 556;
}

/** Estimated advance of a text in em-thousandths (multiply by the page's widthScale for points). */
export function textWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += glyphWidth(ch);
  return w;
}

/** Estimated width in points of a text in a font at a size, calibrated on one page. */
export type Measure = (text: string, fontName: string, size: number) => number;

const isDigitish = (ch: string) => /[0-9.,/-]/.test(ch);

/**
 * Calibrates glyph-width estimates on the page's single-word items: per font, one scale for
 * digits and punctuation and one for letters (a substitute font's digits and letters differ from
 * Helvetica's by different ratios), falling back to the font's, then the page's median.
 */
export function calibrate(page: PdfPageText): Measure {
  const byFont = new Map<string, { digits: number[]; letters: number[] }>();
  const all: number[] = [];
  for (const item of page.items) {
    const t = item.str;
    if (t.length < 3 || /\s/.test(t) || item.width <= 0 || !(item.height > 0)) continue;
    const ratio = item.width / textWidth(t) / item.height;
    const digits = [...t].filter(isDigitish).length;
    const entry = byFont.get(item.fontName) ?? { digits: [], letters: [] };
    if (digits === t.length) entry.digits.push(ratio);
    else if (digits === 0) entry.letters.push(ratio);
    byFont.set(item.fontName, entry);
    all.push(ratio);
  }
  const median = (xs: number[]) => {
    if (xs.length === 0) return 0;
    const sorted = [...xs].sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  const pageScale = median(all) || 0.00105;
  const scales = new Map<string, { digits: number; letters: number }>();
  for (const [font, e] of byFont) {
    const both = median([...e.digits, ...e.letters]) || pageScale;
    scales.set(font, { digits: median(e.digits) || both, letters: median(e.letters) || both });
  }
  return (text, fontName, size) => {
    const sc = scales.get(fontName) ?? { digits: pageScale, letters: pageScale };
    let w = 0;
    for (const ch of text) w += glyphWidth(ch) * (isDigitish(ch) || ch === ' ' ? sc.digits : sc.letters);
    return w * size;
  };
}

/** Groups the page's items into lines, top to bottom. */
export function groupLines(page: PdfPageText): TextLine[] {
  const measure = calibrate(page);
  const frags = page.items
    .filter((item) => item.rotated !== true)
    .map((item) => ({ item, frag: trimmed(item) }))
    .filter((f): f is { item: PdfTextItem; frag: LineFragment } => f.frag !== null);
  frags.sort((a, b) => a.item.y - b.item.y || a.item.x - b.item.x);
  const rows: { y: number; size: number; frags: LineFragment[] }[] = [];
  for (const { item, frag } of frags) {
    const size = item.height || 10;
    const row = rows.length > 0 ? rows[rows.length - 1] : undefined;
    if (row && Math.abs(item.y - row.y) <= Math.max(1.5, Math.min(size, row.size) * 0.35)) {
      row.frags.push(frag);
    } else {
      rows.push({ y: item.y, size, frags: [frag] });
    }
  }
  return rows.map((row) => {
    const sorted = [...row.frags].sort((a, b) => a.x0 - b.x0);
    const merged: LineFragment[] = [];
    for (const f of sorted) {
      const prev = merged[merged.length - 1];
      if (prev) {
        const gap = f.x0 - prev.x1;
        const size = Math.min(prev.size, f.size);
        // Text over text in a much larger size is a stamp or a watermark over the row (Capitec's
        // branch stamp at 12 pt over 8 pt descriptions), not the rest of a word.
        const sameSize = Math.max(prev.size, f.size) <= size * 1.3;
        if (gap <= size * 0.08 && sameSize) {
          // Split mid-word (or overlapping items): no visible space between them.
          prev.text = /\s$/.test(prev.text) ? prev.text + f.text : prev.text + f.text;
          prev.x1 = Math.max(prev.x1, f.x1);
          prev.items.push(...f.items);
          continue;
        }
        if (gap <= size * 0.6 && amountPieces(prev.text, f.text)) {
          prev.text = `${prev.text} ${f.text}`;
          prev.x1 = Math.max(prev.x1, f.x1);
          prev.items.push(...f.items);
          continue;
        }
      }
      merged.push({ ...f, items: [...f.items] });
    }
    const sizes = merged.map((f) => f.size).sort((a, b) => a - b);
    return {
      page: page.number,
      measure,
      y: row.y,
      size: sizes[Math.floor(sizes.length / 2)] ?? row.size,
      fragments: merged,
      text: merged.map((f) => f.text).join(' '),
    };
  });
}
