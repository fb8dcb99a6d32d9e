/** Transactions as CSV (RFC 4180; a leading =, +, - or @ is quoted with a ' so spreadsheets never run it as a formula). */
import type { Transaction } from './types.ts';

const HEADER = ['id', 'date', 'account_number', 'description', 'reference', 'amount', 'balance', 'label', 'label_confidence', 'label_source'];

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function transactionsCsv(rows: readonly Transaction[]): string {
  const lines = [HEADER.join(',')];
  for (const tx of rows) {
    lines.push([tx.id, tx.datetime, tx.account_number, tx.description, tx.reference, tx.amount, tx.balance, tx.label, tx.label_confidence, tx.label_source].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
