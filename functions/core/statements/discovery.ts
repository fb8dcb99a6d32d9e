/**
 * Discovery Bank.
 *
 * App / online "transaction history" export [seen first-hand: a holder's real export committed to
 * Sneakypoke/Budget at b79d168, input/Discovery/DiscoveryBank_<account>_<from>_<to>.csv]:
 *
 *     "Value Date","Value Time","Type","Description","Beneficiary or CardHolder","Amount"
 *     2024-06-10,22:04:15,"Debit order","DISC INVT 1110509344-298966400","",-4000.00
 *
 * Newest first, signed amounts, no balance, no preamble: the account number is only in the file's
 * name, which the bank writes DiscoveryBank_<account>_<from yyyymmdd>_<to yyyymmdd>.csv
 * (accountFromDiscoveryFileName; statement-files.ts reads it from the uploaded file's name).
 * `Type` says what kind of entry it is (Apple Pay, Online, POS Purchase, Card on file, Fee, Debit
 * order, EFT, Transfer, Interest, Reward, Adjustment) and marks a card authorisation not posted yet
 * as `Pending`: such a row is left out (NotPostedRow),
 * its posted row comes in a later export. The fifth column holds the card holder's own name on
 * card lines (not a counterparty: not kept), and on an EFT the payee ("S C SITHOLE") and on a
 * transfer the other account ("From: 14210120469"), which are kept as the reference.
 */
import type { Row } from './text.ts';
import { extractColumns, findHeaderNames, type Layout } from './layout.ts';

const HEADER = ['valuedate', 'valuetime', 'type', 'description', 'beneficiaryorcardholder', 'amount'];
/** Types whose fifth column names the other party. */
const COUNTERPARTY_TYPES = /^(?:eft|transfer)$/i;

export const discoveryLayout: Layout = {
  bank: 'discovery',
  format: 'discovery_transaction_history',
  strong: true,
  detect(rows) {
    const header = findHeaderNames(rows);
    return header && HEADER.every((name) => header.names.includes(name)) ? 100 : 0;
  },
  extract(rows) {
    const header = findHeaderNames(rows)!;
    const { names } = header;
    const [date, time, type, party] = ['valuedate', 'valuetime', 'type', 'beneficiaryorcardholder'].map((name) => names.indexOf(name)) as [number, number, number, number];
    // The time joins the date (one datetime per row), and the fifth column stays only where it names the other party.
    const read: Row[] = rows.map((row, index) => {
      if (index <= header.index) return row;
      const fields = [...row.fields];
      if (fields[time]) fields[date] = `${fields[date] ?? ''} ${fields[time]}`;
      if (!COUNTERPARTY_TYPES.test((fields[type] ?? '').trim())) fields[party] = '';
      return { ...row, fields };
    });
    return extractColumns(read, {
      bank: 'discovery',
      format: 'discovery_transaction_history',
      headerIndex: header.index,
      map: { ...header.map, reference: party },
      includeFee: false,
      pendingMarker: /^pending$/i,
      pendingColumn: type,
    });
  },
};

/**
 * The account number in the name Discovery gives its export: "DiscoveryBank_17275813806_20200523_20240611.csv",
 * also as a browser saves a second copy ("... (1).csv"); null for any other name. Only this
 * scheme: digits in another file's name are not an account number.
 */
export function accountFromDiscoveryFileName(filename: string): string | null {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const match = /^DiscoveryBank_(\d{6,16})_(\d{8})_(\d{8})(?: ?\(\d+\))?\.csv$/i.exec(base.trim());
  return match ? match[1]! : null;
}
