/**
 * Khanya's documented GENERIC format (spec: ./README.md) and the fallback column reader.
 *
 * Generic: header `date,description,amount,balance` with an optional `reference` column,
 * ISO dates (YYYY-MM-DD), signed amounts (credits positive, debits negative) with a dot
 * decimal. The parser reads it as liberally as any bank export, but this is the shape we
 * publish.
 *
 * Fallback ("columns"): any export whose header names a date column and an amount (or
 * debit/credit) column, under any preamble, with any of the accepted delimiters, date and
 * amount spellings. Used when no bank signature is found; the bank is the one the upload
 * names, else "generic".
 */
import type { Row } from './text.ts';
import { extractColumns, findHeader, headerNames, type Layout } from './layout.ts';

export const genericLayout: Layout = {
  bank: 'generic',
  format: 'generic',
  strong: false,
  detect(rows: Row[]) {
    const header = findHeader(rows);
    if (!header) return 0;
    const names = headerNames(rows[header.index]).filter((n) => n !== '');
    const base = names.slice(0, 4).join(',') === 'date,description,amount,balance';
    const extra = names.slice(4);
    if (!base || !(extra.length === 0 || (extra.length === 1 && extra[0] === 'reference'))) return 0;
    const firstData = rows.slice(header.index + 1).find((r) => r.fields.some((f) => f !== ''));
    return /^\d{4}-\d{2}-\d{2}/.test(firstData?.fields[header.map.date!] ?? '') ? 85 : 40;
  },
  extract(rows) {
    const header = findHeader(rows)!;
    return extractColumns(rows, { bank: 'generic', format: 'generic', headerIndex: header.index, map: header.map, includeFee: false });
  },
};

export const columnsLayout: Layout = {
  bank: 'generic',
  format: 'columns',
  strong: false,
  detect(rows) {
    return findHeader(rows) ? 10 : 0;
  },
  extract(rows) {
    const header = findHeader(rows)!;
    return extractColumns(rows, { bank: 'generic', format: 'columns', headerIndex: header.index, map: header.map, includeFee: true });
  },
};
