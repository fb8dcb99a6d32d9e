/**
 * The counterparty behind a statement line, as a short key that groups one payer's (or payee's)
 * lines however the bank worded them: the first three words that are neither digits, month names
 * nor the bank's channel wording. The income analysis groups credits by it (recurring payers); the
 * affinity offers group debit orders by it. One list of channel words serves both, so they cannot drift.
 */
import { MONTH_NAMES } from './labelling/text.ts';

/** How banks name the channel a payment took, in either direction: never the counterparty. */
const CHANNEL_WORDS =
  'PAY PAYMENT PAYMENTS PMT CREDIT CR DEBIT DR ORDER DO TRANSFER TRF XFER EFT ACB DEPOSIT DEP REF REFERENCE FROM TO FOR THE AND ' +
  'INTERNET INT BANKING IB MAGTAPE IMMEDIATE RTC PAYSHAP POS PURCHASE CARD DEBICHECK NAEDO SETTLEMENT ' +
  // How banks say money came in ("Payment Received:", "INWARD EFT", "ELECTRONIC ... FROM").
  'RECEIVED RECEIPT INWARD INCOMING ELECTRONIC DIGITAL APP INSTANT REAL TIME';

function wordSet(...lists: string[]): ReadonlySet<string> {
  return new Set(lists.join(' ').split(' '));
}

const IGNORED: ReadonlySet<string> = new Set([...MONTH_NAMES, ...wordSet(CHANNEL_WORDS)]);

/**
 * `alsoIgnore`: words that say what the money is for on the caller's side (a credit's SALARY,
 * WAGES), which would otherwise split one payer's lines by how each month was described.
 */
export function counterpartyWords(alsoIgnore: ReadonlySet<string> = new Set()): (description: string) => string {
  return (description) =>
    description
      .toUpperCase()
      .replace(/[^A-Z]+/g, ' ')
      .split(' ')
      .filter((word) => word.length > 1 && !IGNORED.has(word) && !alsoIgnore.has(word))
      .slice(0, 3)
      .join(' ');
}

/** What a credit's money is for (pay), which says nothing of who sent it. */
export const PAY_WORDS: ReadonlySet<string> = wordSet('SALARY SALARIES SAL WAGES WAGE PAYROLL');
