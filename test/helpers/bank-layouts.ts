/**
 * The forms South African banks print an entry in, as functions of the counterparty's part: one
 * list per kind of entry, shared by the tests that generate lines (people.test.ts,
 * shop-formats.test.ts) and the probe benches (bench/labelling-probes.ts,
 * bench/labelling-shop-formats.ts), so a layout added for one is probed by all. Written from the
 * layouts the real-world corpus shows, with made-up parts; no corpus line is copied.
 */

/** Title case, as FNB, Capitec and Absa print a shop's or a person's name. */
export const titleCase = (name: string): string => name.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

/**
 * Money received by the channels people pay each other by (app, internet banking, PayShap, real-time
 * and electronic transfers), `p` the payer with any note.
 */
export const PERSON_CREDIT_LAYOUTS: ReadonlyArray<(p: string) => string> = [
  (p) => `FNB APP PAYMENT FROM ${p}`,
  (p) => `FNB App Payment From ${p}`,
  (p) => `Payment Received: ${p}`,
  (p) => `Payshap Payment Received: ${p}`,
  (p) => `Immediate Payment Received: ${p}`,
  (p) => `Banking App Transfer Received ${p}`,
  (p) => `IMMEDIATE TRF CR ${p}`,
  (p) => `DIGITAL TRANSF CR ${p}`,
  (p) => `RTC CREDIT ${p}`,
  (p) => `Real Time Transfer From ${p}`,
  (p) => `ELECTRONIC PAYMENT RECEIVED ${p}`,
  (p) => `INTERNET BANKING PAYMENT FROM ${p}`,
  (p) => `IB PAYMENT FROM ${p}`,
  (p) => `EFT FROM ${p}`,
  (p) => `CREDIT TRANSFER ${p}`,
  // Standard Bank's exports print the detail first and the entry's type after a dash: no phrase
  // runs across it ("LERATO SALARY - credit transfer" had read SALARY CREDIT, a payroll run).
  (p) => `${p} - credit transfer`,
];

/**
 * Payroll and batch channels: an employer's salary run comes this way, and the issue counts their
 * salary grammar as an employer's evidence, so a payer of unknown name with a salary word on them
 * may be pay (people.test.ts keeps to PERSON_CREDIT_LAYOUTS for that reason).
 */
export const PAYROLL_CREDIT_LAYOUTS: ReadonlyArray<(p: string) => string> = [(p) => `ACB CREDIT ${p}`, (p) => `Magtape Credit ${p}`];

/** Money received by any channel, `p` the payer with any note. */
export const CREDIT_LAYOUTS: ReadonlyArray<(p: string) => string> = [...PERSON_CREDIT_LAYOUTS, ...PAYROLL_CREDIT_LAYOUTS];

/** Money sent to a payee by app, internet banking or PayShap, `p` the payee with any note. */
export const PAYMENT_LAYOUTS: ReadonlyArray<(p: string) => string> = [
  (p) => `FNB App Payment To ${p}`,
  (p) => `Banking App External Payment: ${p}`,
  (p) => `Banking App Immediate Payment: ${p}`,
  (p) => `Immediate Payment: ${p}`,
  (p) => `IB PAYMENT TO ${p}`,
  (p) => `${p} - ib payment`,
  (p) => `${p} - IB PAYMENT TO`,
  (p) => `${p} - payshap payment`,
  (p) => `Internet Pmt To ${p}`,
  (p) => `DIGITAL PAYMENT DT ${p}`,
  (p) => `Send Money ${p}`,
  (p) => `Send Money To ${p}`,
];

/** A debit order to a collector, `p` the collector with any product words. */
export const DEBIT_ORDER_LAYOUTS: ReadonlyArray<(p: string) => string> = [
  (p) => `DEBIT ORDER ${p} 4812240034`,
  (p) => `Magtape Debit ${p}`,
  (p) => `${p} 4812240034 - debit order`,
  (p) => `DebiCheck Debit Order (5042533318): ${p}`,
  (p) => `ACB DEBIT:EXTERNAL ${p} 0123`,
];

/** A card purchase at `name` in each bank's layout. */
export const CARD_LAYOUTS: Readonly<Record<string, (name: string) => string>> = {
  'FNB': (n) => `POS Purchase ${titleCase(n)} 400974*4005 10 Jan`,
  'FNB cheque card': (n) => `POS Purchase Chq Card ${titleCase(n)} 400974*4005 10 Jan`,
  'Standard Bank cheque card': (n) => `${n} 5222*8530 13 DEC - cheque card purchase`,
  'Standard Bank debit card': (n) => `${n} 11H24 333545355 - debit card purchase`,
  'Standard Bank, wording first': (n) => `CHEQUE CARD PURCHASE ${n} 5222*8530 13 DEC`,
  'Capitec': (n) => `Card Purchase: ${titleCase(n)} Pretoria (Card 0604)`,
  'Absa': (n) => `Pos Purchase Settlement Card No. 5444 ${titleCase(n)} Pretoria`,
  'Nedbank': (n) => `${n} 541282XXXXXX9066`,
  'Discovery Bank': (n) => `${n} PRETORIA`,
  'Bank Zero / export': (n) => titleCase(n),
  'card network (town, country)': (n) => `${n} SANDTON ZA`,
  'Yoco card machine': (n) => `YOCO *${n}`,
  'TymeBank': (n) => `Purchase at ${titleCase(n)}`,
  'Investec': (n) => `${n} JOHANNESBURG ZAF`,
};
