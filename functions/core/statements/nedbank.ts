/**
 * Nedbank.
 *
 * "Statement Enquiry" CSV from Nedbank online banking / Money app [verified: an ERPNext South
 * African bank-statement-import template shows it cell by cell; the PennyPilot app documents
 * its ddMMMyyyy dates ("25Jan2025"); a reconciliation tool's Nedbank transformer documents the
 * same preamble with a numbered variant]:
 *
 *     Statement Enquiry :
 *     Account Number :,1234567891
 *     Account Description :,CURRENT
 *     Statement Number :,3000
 *     01Mar2025,ROADCOVER 250301,-33,54676.77
 *     27Mar2025,VAT 25/02-26/03 = R15.22,,11373.78
 *     27Mar2025,SERVICE FEE 25/02 - 26/03,-41.6,11332.18
 *     27Mar2025,CARRIED FORWARD,,11257.18
 *     27Mar2025,BROUGHT FORWARD,,11257.18
 *     27Mar2025,PROVISIONAL STATEMENT,,
 *     31Mar2025,CASHFOCUS DIV,9106.98,20364.16
 *
 * No column header. Columns: date, description, signed amount, balance (trailing empty
 * columns). A numbered variant puts a transaction-list number first and uses dd/mm/yyyy:
 * `1935,03/01/2023,BROUGHT FORWARD,0,2647971.89,,`. Lines without an amount whose balance
 * does not move (the VAT notice) are information, not transactions; BROUGHT FORWARD gives the
 * opening balance, CARRIED FORWARD a period's closing balance, PROVISIONAL STATEMENT marks the
 * unstatemented tail. Amounts have no thousands separators and may drop trailing zeros ("-41.6").
 * If a Nedbank export does carry a header row (Excel re-saves), the column reader is used.
 */
import type { Row } from './text.ts';
import { isBlank } from './text.ts';
import {
  extractColumns,
  findHeader,
  readPreamble,
  topText,
  type Extraction,
  type Layout,
  type RawTransaction,
  type StatementProblem,
} from './layout.ts';
import { dateOrderFor, parseAmount, parseDate } from './values.ts';

const COMPACT = /^\d{1,2}[A-Za-z]{3}\d{4}$/;

/** Where the date sits in a data row: column 0, or 1 after a list number; -1 when not data. */
function dateColumn(row: Row): number {
  const f = row.fields;
  const isDate = (s: string | undefined) => s !== undefined && (COMPACT.test(s) || /^\d{1,2}\/\d{1,2}\/\d{4}$/.test(s) || /^\d{4}[-/]\d{2}[-/]\d{2}$/.test(s));
  if (isDate(f[0])) return 0;
  if (/^\d+$/.test(f[0] ?? '') && isDate(f[1])) return 1;
  return -1;
}

export const nedbankLayout: Layout = {
  bank: 'nedbank',
  format: 'nedbank_statement_enquiry',
  strong: true,
  detect(rows) {
    const top = topText(rows, 10);
    if (top.includes('STATEMENT ENQUIRY')) return 100;
    if (top.includes('NEDBANK')) return 95;
    const data = rows.slice(0, 40).filter((r) => COMPACT.test(r.fields[0] ?? ''));
    return data.length >= 2 && !findHeader(rows) ? 70 : 0;
  },
  extract(rows): Extraction {
    const header = findHeader(rows);
    if (header) {
      return extractColumns(rows, { bank: 'nedbank', format: 'nedbank_columns', headerIndex: header.index, map: header.map, includeFee: true });
    }
    const firstData = rows.findIndex((r) => dateColumn(r) >= 0);
    const preamble = readPreamble(rows.slice(0, firstData < 0 ? rows.length : firstData));
    const problems: StatementProblem[] = [];
    const transactions: RawTransaction[] = [];
    const out: Extraction = {
      format: 'nedbank_statement_enquiry',
      bank: 'nedbank',
      account_number: preamble.account_number,
      account_number_row: preamble.account_number_row,
      account_holder_name: preamble.account_holder_name,
      opening_balance_cents: preamble.opening_balance_cents,
      closing_balance_cents: null,
      transactions,
      not_posted: [],
      problems,
    };
    if (firstData < 0) return out;
    const body = rows.slice(firstData);
    const order = dateOrderFor(body.map((r) => r.fields[Math.max(dateColumn(r), 0)] ?? ''));
    let lastBalance: number | null = out.opening_balance_cents;
    for (const row of body) {
      if (isBlank(row)) continue;
      const at = dateColumn(row);
      const f = row.fields;
      if (at < 0) {
        const text = f.find((x) => x !== '') ?? '';
        const date = parseDate(f[0] ?? '', order);
        const date1 = parseDate(f[1] ?? '', order);
        if ((!date.ok && date.impossible) || (!date1.ok && date1.impossible)) {
          problems.push({ row: row.row, column: 'date', problem: `Unparseable row: ${!date.ok && date.impossible ? date.problem : !date1.ok ? date1.problem : ''}` });
        } else if (f.filter((x) => x !== '').length >= 3 && !/^(total|closing|opening|balance)/i.test(text)) {
          problems.push({ row: row.row, column: 'date', problem: `Unparseable row: "${text}" is not a date` });
        }
        continue;
      }
      const date = parseDate(f[at]!, order);
      if (!date.ok) {
        problems.push({ row: row.row, column: 'date', problem: `Unparseable row: ${date.problem}` });
        continue;
      }
      const description = (f[at + 1] ?? '').replace(/\s+/g, ' ').trim();
      const amountText = f[at + 2] ?? '';
      const balanceText = f[at + 3] ?? '';
      const amount = parseAmount(amountText);
      const balance = parseAmount(balanceText);
      if (balance.ok === false) {
        problems.push({ row: row.row, column: 'balance', problem: `Unparseable amount: ${balance.problem}` });
        continue;
      }
      const balanceCents = balance.ok === true ? balance.cents : null;
      const upper = description.toUpperCase();
      if (upper.startsWith('BROUGHT FORWARD')) {
        if (transactions.length === 0 && out.opening_balance_cents === null && balanceCents !== null) out.opening_balance_cents = balanceCents;
        if (balanceCents !== null) lastBalance = balanceCents;
        continue;
      }
      if (upper.startsWith('CARRIED FORWARD')) {
        if (balanceCents !== null) out.closing_balance_cents = balanceCents;
        continue;
      }
      if (upper.startsWith('PROVISIONAL STATEMENT')) continue;
      if (amount.ok === false) {
        problems.push({ row: row.row, column: 'amount', problem: `Unparseable amount: ${amount.problem}` });
        continue;
      }
      if (amount.ok === 'empty') {
        if (balanceCents === null || balanceCents === lastBalance) continue; // an information line (VAT notice)
        problems.push({ row: row.row, column: 'amount', problem: 'Missing amount: the row has a date but no amount' });
        continue;
      }
      transactions.push({
        row: row.row,
        date: date.date,
        time: date.time,
        amount_cents: amount.cents,
        balance_cents: balanceCents,
        description,
        reference: null,
      });
      if (balanceCents !== null) lastBalance = balanceCents;
    }
    // A CARRIED FORWARD in the middle closes an earlier period, not the file.
    const lastTx = transactions[transactions.length - 1];
    if (lastTx && out.closing_balance_cents !== null) {
      const carriedRow = body.filter((r) => /^CARRIED FORWARD/i.test(r.fields[Math.max(dateColumn(r), 0) + 1] ?? '')).pop();
      if (carriedRow && carriedRow.row < lastTx.row) out.closing_balance_cents = null;
    }
    return out;
  },
};
