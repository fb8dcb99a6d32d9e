/**
 * Nedbank (Nedbank Limited) PDF statements.
 *
 * How Nedbank prints a current-account statement (sources below):
 * - Identity: "Nedbank Ltd Reg No 1951/000009/06. Authorised financial services and registered
 *   credit provider (NCRCP16)", the "see money differently" slogan, nedbank.co.za, "We subscribe
 *   to the Code of Banking Practice".
 * - Table: `Tran list no | Date | Description | Fees (R) | Debits (R) | Credits (R) | Balance (R)`
 *   (pdfplumber flattens it to `Tranlistno Date Description Fees(R) Debits(R) Credits(R)
 *   Balance(R)`); dates dd/mm/yyyy; the transaction-list number (e.g. `000259`) is printed on
 *   some rows only and is not part of the description; descriptions often carry a second line
 *   (card number, reference).
 * - Amounts: unsigned in Debits (R) / Credits (R), thousands with a comma; the balance carries a
 *   leading minus when overdrawn (`-20,294.46`).
 * - Fees (R): beside a transaction the fee is informational (the balance moves by the debit
 *   only: -17,372.88 − 2,921.58 = -20,294.46 with 85.50 in Fees, in the source sample); a fee-only row prints its
 *   amount in Fees (R) with a `*` (`65.00*`) and that row moves the balance. So the column is
 *   left to the balance chain (`detect`).
 * - Rows that are not transactions: "Opening balance" (dated) first, "Closing balance" last,
 *   "Balance carried forward" / "Balance brought forward" at page breaks, and the VAT notice
 *   printed with each fee run (`VAT 27/12-27/01 = R71.52` with 0.00 and an unchanged balance).
 * - Header: "Account number", "Statement period dd/mm/yyyy - dd/mm/yyyy", an account summary box
 *   (opening balance, total credits, total debits, closing balance).
 *
 * Sources:
 * - github.com/Ruan-iDev/StatementDigest `backend/app/services/parsers/nedbank_pdf.py` and
 *   `backend/tests/test_parser_regression.py` (`test_nedbank_personal_text_parser_debits_credits_fees`):
 *   the header line, the informational fee beside a debit (85.50 in Fees, balance moved by the
 *   debit only), the `65.00*` fee-only row, the VAT notice row, Opening/Closing balance rows,
 *   leading-minus overdrawn balances.
 * - github.com/AshtonFabby/bank_statement_parser `parsers/nedbank.py`: "Tran list no",
 *   "Opening balance", "Balance carried forward", BROUGHT/CARRIED FORWARD, 10-digit account numbers.
 * - A later version of that parser (same family, code-search index id 63252164872): "Statement
 *   Enquiry", the "Tran list no" business layout, VAT lines `VAT … = R…`, `PROVISIONAL STATEMENT`.
 * - github.com/QuentinLoader/youscan_bank-statement-csv-ui-backend
 *   `src/youscan2/extractor/nedbank/extractor.js`: "Tran list no | Date | Description | Fees (R) |
 *   Debits (R) | Credits (R) | Balance (R)", an optional list number before the date.
 * - scribd.com/document/439630555 (Nedbank pricing 2019): "Nedbank Ltd Reg No 1951/000009/06.
 *   Authorised financial …".
 * - functions/core/statements/nedbank.ts (the CSV export of the same statements).
 * Not seen first-hand: the exact page furniture (logo position, summary box labels) of the PDF.
 */
import type { PdfBankLayout } from '../layout.ts';

const AMOUNT = String.raw`(-?\s?R?\s?\d{1,3}(?:[ ,]?\d{3})*\.\d{2})`;

export const NEDBANK_STATEMENT: PdfBankLayout = {
  bank_slug: 'nedbank',
  format: 'nedbank_statement',
  display_name: 'Nedbank',
  // What Nedbank prints about itself; a bare "NEDBANK" also appears in other banks' transaction
  // descriptions (payments to Nedbank accounts), so it does not identify a statement.
  identify: [/\bNedbank\s+Ltd\s+Reg\s+No\b/i, /\b1951\/000009\/06\b/, /\bnedbank\.co\.za\b/i, /\bsee\s+money\s+differently\b/i],
  columns: {
    ignore: ['Tran list no', 'Tran list', 'Tranlistno', 'Tran list nr'],
    date: ['Date'],
    description: ['Description', 'Narrative description'],
    fee: ['Fees (R)', 'Fees(R)', 'Fees'],
    debit: ['Debits (R)', 'Debits(R)', 'Debits'],
    credit: ['Credits (R)', 'Credits(R)', 'Credits'],
    balance: ['Balance (R)', 'Balance(R)', 'Balance'],
  },
  dateFormats: ['dd/mm/yyyy'],
  feeColumn: 'detect',
  skipRows: [
    // The VAT notice of a fee run: "VAT 28/10-27/11 = R17.37", 0.00, balance unchanged.
    /\bVAT\s+\d{1,2}\/\d{1,2}\s*-\s*\d{1,2}\/\d{1,2}\s*=\s*R\s?\d/i,
    /\bPROVISIONAL\s+STATEMENT\b/i,
  ],
  fields: {
    accountNumber: [
      /\bAccount\s+number\s*:?\s*(\d{10,11})\b/i,
      // The statement enquiry printed from a browser wraps its labels over two lines around the
      // value: "Account" / "1656378434" / "number:" reads value first.
      /\b(\d{10,11})\s+Account\s+number\s*:/i,
    ],
    period: [/\bStatement\s+period\s*:?\s*(\d{2}\/\d{2}\/\d{4})\s*(?:-|–|to)\s*(\d{2}\/\d{2}\/\d{4})/i],
    openingBalance: [new RegExp(String.raw`\bOpening\s+balance\s*:?\s*${AMOUNT}`, 'i')],
    closingBalance: [new RegExp(String.raw`\bClosing\s+balance\s*:?\s*${AMOUNT}`, 'i')],
  },
};

export const layouts: readonly PdfBankLayout[] = [NEDBANK_STATEMENT];
