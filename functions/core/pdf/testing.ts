/**
 * Test helpers (pure). Builds PdfDocumentText by hand: text placed at x (left edge) or right-aligned
 * at x, on baselines measured from the top, with a width of 5 points per character at size 10.
 */
import type { PdfDocumentText, PdfPageText, PdfTextItem } from './document.ts';
import { StatementFileError } from './errors.ts';

/** The StatementFileError a read refuses with (any other outcome fails the test). */
export async function refusal(promise: Promise<unknown>): Promise<StatementFileError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof StatementFileError) return error;
    throw error;
  }
  throw new Error('expected a StatementFileError');
}

/** The StatementFileError a synchronous read throws (any other outcome fails the test). */
export function refusalOf(fn: () => unknown): StatementFileError {
  try {
    fn();
  } catch (error) {
    if (error instanceof StatementFileError) return error;
    throw error;
  }
  throw new Error('expected a StatementFileError');
}

export const CHAR_WIDTH = 5;

export interface PlacedText {
  text: string;
  x: number;
  /** Right-aligned: `x` is the right edge. */
  right?: boolean;
}

/** Left-aligned text at x. */
export const at = (x: number, text: string): PlacedText => ({ text, x });
/** Right-aligned text ending at x. */
export const ra = (x: number, text: string): PlacedText => ({ text, x, right: true });

export function item(text: string, x: number, y: number, size = 10, font = 'g_d0_f1'): PdfTextItem {
  return { str: text, x, y, width: text.length * CHAR_WIDTH * (size / 10), height: size, fontName: font, fontFamily: 'sans-serif' };
}

/** One page from lines of placed text, the first line at y = 60, `pitch` points apart. */
export function page(number: number, lines: readonly (readonly PlacedText[])[], options: { top?: number; pitch?: number } = {}): PdfPageText {
  const top = options.top ?? 60;
  const pitch = options.pitch ?? 14;
  const items: PdfTextItem[] = [];
  lines.forEach((line, i) => {
    for (const p of line) {
      const width = p.text.length * CHAR_WIDTH;
      items.push(item(p.text, p.right ? p.x - width : p.x, top + i * pitch));
    }
  });
  return { number, width: 595, height: 842, items };
}

export function documentOf(pages: readonly PdfPageText[], producer: string | null = 'Statement engine'): PdfDocumentText {
  return {
    info: {
      pageCount: pages.length,
      encrypted: false,
      producer,
      creator: producer,
      creationDate: null,
      modificationDate: null,
      incrementalUpdates: 0,
      hasJavaScript: false,
    },
    pages: [...pages],
  };
}

/** A table column for tablePage. */
export interface Col {
  header: string;
  x: number;
  /** Right-aligned column: x is the right edge. */
  right?: boolean;
}

/** A page: title lines, then a table (header + rows, '' = empty cell), then footer lines. */
export function tablePage(n: number, title: string[], cols: Col[], rows: string[][], footer: string[] = []): PdfPageText {
  const place = (c: Col, text: string): PlacedText => (c.right ? ra(c.x, text) : at(c.x, text));
  const lines: PlacedText[][] = [
    ...title.map((t) => [at(40, t)]),
    [],
    cols.map((c) => place(c, c.header)),
    ...rows.map((r) => r.map((cell, i) => (cell === '' ? null : place(cols[i]!, cell))).filter((p): p is PlacedText => p !== null)),
    [],
    ...footer.map((t) => [at(40, t)]),
  ];
  return page(n, lines);
}
