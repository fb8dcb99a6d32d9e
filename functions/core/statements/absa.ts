/**
 * Absa (formerly ABSA / Barclays Africa).
 *
 * Online banking "transaction history" CSV [verified: the sample export in the open-source
 * YNAB converter kdevnel/ynab-absa-csv-convert-js (`testing/input-sample.csv`) and an ERPNext
 * South African bank-statement template agree]:
 *
 *     Date,Description,Amount,Balance
 *     20200626,ACB CREDIT THE WORKPLACE PAYMENT,2000.00,22000.50
 *     20200720,"CARD REPLACE FEE    CANAL WALK(    140,00 ) CARD NO. 0123",0.00,21500.50
 *
 * No preamble, oldest first, CCYYMMDD dates, signed amounts with a dot decimal and no thousands
 * separator, a running balance. Descriptions keep Absa's fixed-width padding (runs of spaces)
 * and may hold commas (quoted) and a fee in brackets with a decimal comma; zero-amount
 * notification rows are real rows (the balance does not move). The header is the same as
 * Khanya's generic format: Absa is told apart by its CCYYMMDD dates (the generic format uses
 * ISO dates) or by "ABSA" in a preamble. Whitespace runs in descriptions are collapsed.
 */
import type { Row } from './text.ts';
import { extractColumns, findHeader, headerNames, topText, type Layout } from './layout.ts';

export const absaLayout: Layout = {
  bank: 'absa',
  format: 'absa_transaction_history',
  strong: false,
  detect(rows: Row[]) {
    const header = findHeader(rows);
    if (!header) return 0;
    if (/\bABSA\b/.test(topText(rows, header.index))) return 95;
    const names = headerNames(rows[header.index]).filter((n) => n !== '');
    const firstData = rows.slice(header.index + 1).find((r) => r.fields.some((f) => f !== ''));
    const compactDate = /^\d{8}$/.test(firstData?.fields[header.map.date!] ?? '');
    if (names.join(',') === 'date,description,amount,balance' && compactDate) return 80;
    return 0;
  },
  extract(rows) {
    const header = findHeader(rows)!;
    return extractColumns(rows, {
      bank: 'absa',
      format: 'absa_transaction_history',
      headerIndex: header.index,
      map: header.map,
      includeFee: false,
    });
  },
};
