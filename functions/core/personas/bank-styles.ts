/**
 * How each South African bank prints a transaction description: prefixes, upper or mixed case,
 * merchant field widths (descriptions are clipped, e.g. Standard Bank keeps 13 characters of the
 * merchant), card masks and transaction dates inside descriptions.
 *
 * Formats follow real statements and exports as they appear in public parsers and test fixtures
 * (found through code search of public repositories, 2025-2026):
 * - FNB: "POS Purchase <merchant> 412752*6823 24 Oct", "Magtape Debit <creditor> <ref>",
 *   "DebiCheck <creditor><ref>", "Magtape Credit", "FNB App Payment To/From", "FNB App Transfer
 *   From", "FNB App Prepaid Airtime 07…", "Payshap Credit", "Rtc Credit", "ADT Cash Deposit",
 *   "Electricity Prepaid", fees prefixed with "#" ("#Monthly Account Fee"). FNB online banking
 *   prints these in title case and its PDF statements in upper case; we use upper case.
 * - Standard Bank: two-line entries flattened as "<TYPE> <details>": "CHEQUE CARD PURCHASE ENGEN
 *   MIEDERP 4278*6153 19 FEB", "DEBIT CARD PURCHASE FROM", "AUTOBANK CASH WITHDRAWAL AT 00006497
 *   2025-02-15T11:03:48 4278*6153", "CASH WITHDRAWAL FEE", "IB PAYMENT TO", "IB TRANSFER TO",
 *   "REAL TIME TRANSFER FROM", "DEBICHECK DEBIT ORDER", "MAGTAPE CREDIT", "VAS… ELECTRICITY
 *   PURCHASE", "MONTHLY MANAGEMENT FEE", "EXCESS INTEREST".
 * - Absa: "ACB DEBIT:EXTERNAL", "ACB CREDIT", "ACB CREDIT MERCH/SERV", "DIGITAL PAYMENT DT ABSA
 *   BANK", "DIGITAL TRANSF CR ABSA BANK", "IMMEDIATE TRF CR", "IMDTE DIGITAL PMT", "CARDLESS CASH
 *   DEP", "NOTIFIC FEE SMS", double spaces between fields.
 * - Nedbank: "SALARY <EMPLOYER>", "INSTANT PAYMENT FEE", "POS PURCHASE".
 * - Capitec (mixed case, from its PDF/CSV exports): "Pick n Pay Bellville (Card 5581)",
 *   "Recurring Card Purchase: Netflix Amsterdam", "Online Purchase:", "Banking App External
 *   Payment: <payee>", "Banking App External PayShap Payment:", "Payment Received: <payer>",
 *   "Banking App Transfer to <pocket>: Transfer", "DebiCheck Insufficient Funds".
 * - TymeBank and Discovery Bank print short mixed-case descriptions ("Card purchase - …",
 *   "Money received - …", GoalSave pockets); their wording here is an approximation.
 * Unpaid debit orders: the returned entry is printed with "UNPAID" or "RD" (refer to drawer),
 * followed by the bank's unpaid / insufficient-funds fee.
 */
import { MONTHS_SHORT, toIso, ymd, type Day, type GrantType } from './calendar.ts';

export const BANK_SLUGS = ['fnb', 'standard_bank', 'absa', 'nedbank', 'capitec', 'tymebank', 'discovery'] as const;
export type BankSlug = (typeof BANK_SLUGS)[number];

export type AccountType = 'cheque' | 'savings' | 'credit_card' | 'transaction';

export interface Card {
  /** What the bank prints before the asterisk (FNB 6 digits, Standard Bank 4), or '' when only the last four show. */
  prefix: string;
  last4: string;
}

export type FeeKind =
  | 'monthly_fee'
  | 'notification_fee'
  | 'atm_fee'
  | 'cash_deposit_fee'
  | 'unpaid_fee'
  | 'overdraft_fee'
  | 'overdraft_interest'
  | 'declined_fee'
  | 'payment_fee';

export type TxSpec =
  | { kind: 'card'; merchant: string; place: string; card: Card; day: Day; mode?: 'pos' | 'online' | 'recurring' }
  | { kind: 'atm'; place: string; card: Card; day: Day; minute: number; terminal: string }
  | { kind: 'till_withdrawal'; merchant: string; place: string; card: Card; day: Day }
  | { kind: 'debit_order'; creditor: string; ref: string; debicheck: boolean }
  | { kind: 'debit_order_unpaid'; creditor: string; ref: string }
  | { kind: 'salary'; employer: string; ref: string; day: Day }
  | { kind: 'credit_in'; payer: string; ref: string; channel: 'eft' | 'payshap' | 'rtc' | 'magtape' }
  | { kind: 'payment_out'; payee: string; ref: string; channel: 'eft' | 'payshap' }
  | { kind: 'transfer_out'; to: string; toNumber: string }
  | { kind: 'transfer_in'; from: string; fromNumber: string }
  | { kind: 'cash_deposit'; place: string; ref: string }
  | { kind: 'prepaid'; product: 'airtime' | 'data' | 'electricity'; vendor: string; number: string }
  | { kind: 'fee'; fee: FeeKind; card?: Card }
  | { kind: 'interest_in' }
  | { kind: 'sassa'; grant: GrantType; ref: string }
  | { kind: 'settlement'; provider: string; merchantId: string; day: Day }
  | { kind: 'refund'; merchant: string; card: Card; day: Day };

export interface Described {
  description: string;
  reference: string | null;
}

export interface BankProfile {
  slug: BankSlug;
  name: string;
  /** Card prefixes (BIN digits as printed) this bank's cards use. */
  cardPrefixes: readonly string[];
  accountNumberPrefix: string;
  accountNumberLength: number;
  accountNames: Record<AccountType, string>;
  /** Fees in rand. */
  fees: { monthly: number; /** Monthly fee of the basic transaction account. */ basicMonthly: number; notification: number; atmBase: number; atmPer100: number; depositPer100: number; unpaid: number; overdraftService: number; declined: number; payment: number };
}

export const BANKS: Record<BankSlug, BankProfile> = {
  fnb: {
    slug: 'fnb', name: 'FNB', cardPrefixes: ['412752', '419570', '405863', '465901'], accountNumberPrefix: '62', accountNumberLength: 11,
    accountNames: { cheque: 'Gold Cheque Account', savings: 'Savings Pocket', credit_card: 'Gold Credit Card', transaction: 'Easy Account' },
    fees: { monthly: 99, basicMonthly: 5.5, notification: 9.5, atmBase: 2, atmPer100: 1.65, depositPer100: 1.7, unpaid: 130, overdraftService: 74, declined: 5.5, payment: 0 },
  },
  standard_bank: {
    slug: 'standard_bank', name: 'Standard Bank', cardPrefixes: ['4278', '5196', '4451', '5221'], accountNumberPrefix: '0', accountNumberLength: 9,
    accountNames: { cheque: 'Prestige Current Account', savings: 'PureSave', credit_card: 'Titanium Credit Card', transaction: 'MyMo Plus' },
    fees: { monthly: 130, basicMonthly: 7.5, notification: 6.75, atmBase: 10, atmPer100: 1.2, depositPer100: 1.6, unpaid: 120, overdraftService: 70, declined: 0, payment: 0 },
  },
  absa: {
    slug: 'absa', name: 'Absa', cardPrefixes: ['4101', '4901', '5229', '4786'], accountNumberPrefix: '40', accountNumberLength: 10,
    accountNames: { cheque: 'Gold Value Bundle', savings: 'Absa Depositor Plus', credit_card: 'Absa Gold Credit Card', transaction: 'Transact Account' },
    fees: { monthly: 125, basicMonthly: 7, notification: 7.2, atmBase: 9.5, atmPer100: 1.1, depositPer100: 1.65, unpaid: 110, overdraftService: 72, declined: 0, payment: 10 },
  },
  nedbank: {
    slug: 'nedbank', name: 'Nedbank', cardPrefixes: ['5247', '4590', '5404'], accountNumberPrefix: '1', accountNumberLength: 10,
    accountNames: { cheque: 'MiGoals Plus', savings: 'JustSave', credit_card: 'Nedbank Gold Credit Card', transaction: 'MiGoals' },
    fees: { monthly: 115, basicMonthly: 6.5, notification: 7.5, atmBase: 10, atmPer100: 1.15, depositPer100: 1.75, unpaid: 125, overdraftService: 69, declined: 0, payment: 8 },
  },
  capitec: {
    slug: 'capitec', name: 'Capitec', cardPrefixes: [''], accountNumberPrefix: '14', accountNumberLength: 10,
    accountNames: { cheque: 'Main Account', savings: 'Savings Account', credit_card: 'Capitec Credit Card', transaction: 'Global One' },
    fees: { monthly: 7.5, basicMonthly: 7.5, notification: 0.35, atmBase: 10, atmPer100: 0, depositPer100: 0.9, unpaid: 6, overdraftService: 60, declined: 1.5, payment: 2 },
  },
  tymebank: {
    slug: 'tymebank', name: 'TymeBank', cardPrefixes: [''], accountNumberPrefix: '51', accountNumberLength: 11,
    accountNames: { cheque: 'EveryDay Account', savings: 'GoalSave', credit_card: 'TymeBank Credit Card', transaction: 'EveryDay Account' },
    fees: { monthly: 0, basicMonthly: 0, notification: 0, atmBase: 10, atmPer100: 0, depositPer100: 0.5, unpaid: 10, overdraftService: 60, declined: 0, payment: 0 },
  },
  discovery: {
    slug: 'discovery', name: 'Discovery Bank', cardPrefixes: [''], accountNumberPrefix: '17', accountNumberLength: 11,
    accountNames: { cheque: 'Gold Transaction Account', savings: 'Discovery Savings Account', credit_card: 'Discovery Gold Card', transaction: 'Discovery Transaction Account' },
    fees: { monthly: 69, basicMonthly: 0, notification: 0, atmBase: 2, atmPer100: 1.1, depositPer100: 1.5, unpaid: 75, overdraftService: 65, declined: 0, payment: 0 },
  },
};

export const GRANT_NAMES: Record<GrantType, string> = {
  older_persons: 'OLD AGE GRANT',
  disability: 'DISABILITY GRANT',
  child_support: 'CHILD SUPPORT GRANT',
  foster_care: 'FOSTER CHILD GRANT',
  srd: 'SRD GRANT',
};

const upper = (text: string): string => text.toUpperCase();
/** Clip to a field width and drop a trailing space, as fixed-width statement fields do. */
export const clip = (text: string, width: number): string => text.slice(0, width).trimEnd();
const ddMon = (day: Day): string => `${String(ymd(day).day).padStart(2, '0')} ${MONTHS_SHORT[ymd(day).month - 1]}`;
const ddMonMixed = (day: Day): string => {
  const text = ddMon(day);
  return text.slice(0, 4) + text.slice(4).toLowerCase();
};
const ddmm = (day: Day): string => `${String(ymd(day).day).padStart(2, '0')}/${String(ymd(day).month).padStart(2, '0')}`;
const mask = (card: Card): string => `${card.prefix}*${card.last4}`;
const grantTitle = (grant: GrantType): string => titleCase(GRANT_NAMES[grant]).replace('Srd', 'SRD');
const hhmmss = (minute: number): string => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:${String((minute * 7) % 60).padStart(2, '0')}`;

export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s(/&-])([a-z])/g, (_, lead: string, letter: string) => lead + letter.toUpperCase());
}

function fnb(spec: TxSpec): Described {
  switch (spec.kind) {
    case 'card':
      return { description: upper(`POS PURCHASE ${clip(`${spec.merchant} ${spec.place}`, 16)} ${mask(spec.card)} ${ddMon(spec.day)}`), reference: null };
    case 'refund':
      return { description: upper(`REFUND CHQ CARD PURCHASE ${clip(spec.merchant, 16)} ${mask(spec.card)} ${ddMon(spec.day)}`), reference: null };
    case 'atm':
      return { description: upper(`ATM CASH ${clip(spec.place, 14)} ${mask(spec.card)} ${ddMon(spec.day)}`), reference: spec.terminal };
    case 'till_withdrawal':
      return { description: upper(`CARD CASHBACK ${clip(`${spec.merchant} ${spec.place}`, 16)} ${mask(spec.card)} ${ddMon(spec.day)}`), reference: null };
    case 'debit_order':
      return spec.debicheck
        ? { description: upper(`DEBICHECK ${clip(spec.creditor, 16)}${spec.ref}`), reference: spec.ref }
        : { description: upper(`MAGTAPE DEBIT ${clip(spec.creditor, 20)} ${spec.ref}`), reference: spec.ref };
    case 'debit_order_unpaid':
      return { description: upper(`UNPAID DEBIT ORDER ${clip(spec.creditor, 20)} ${spec.ref}`), reference: spec.ref };
    case 'salary':
      return { description: upper(`MAGTAPE CREDIT ${clip(spec.employer, 22)} SALARY ${MONTHS_SHORT[ymd(spec.day).month - 1]}`), reference: spec.ref };
    case 'credit_in':
      return {
        description: upper(
          spec.channel === 'payshap' ? `PAYSHAP CREDIT ${spec.payer}` : spec.channel === 'rtc' ? `RTC CREDIT ${spec.payer}` : spec.channel === 'magtape' ? `MAGTAPE CREDIT ${clip(spec.payer, 24)} ${spec.ref}` : `FNB APP PAYMENT FROM ${spec.payer}`,
        ),
        reference: spec.ref,
      };
    case 'payment_out':
      return { description: upper(spec.channel === 'payshap' ? `PAYSHAP ACCOUNT OFF-US ${spec.payee}` : `FNB APP PAYMENT TO ${spec.payee}`), reference: spec.ref };
    case 'transfer_out':
      return { description: upper(`FNB APP TRANSFER TO ${spec.to}`), reference: spec.toNumber };
    case 'transfer_in':
      return { description: upper(`FNB APP TRANSFER FROM ${spec.from}`), reference: spec.fromNumber };
    case 'cash_deposit':
      return { description: upper(`ADT CASH DEPOSIT ${clip(spec.place, 14)} ${spec.ref}`), reference: spec.ref };
    case 'prepaid':
      return {
        description: upper(spec.product === 'electricity' ? `ELECTRICITY PREPAID ${spec.number}` : `FNB APP PREPAID ${spec.product === 'data' ? 'DATA' : 'AIRTIME'} ${spec.number}`),
        reference: spec.vendor.toUpperCase(),
      };
    case 'fee':
      return {
        description: {
          monthly_fee: '#MONTHLY ACCOUNT FEE',
          notification_fee: '#INCONTACT SMS FEE',
          atm_fee: '#CASH WITHDRAWAL FEE',
          cash_deposit_fee: '#CASH DEP FEE',
          unpaid_fee: '#UNPAID DEBIT ORDER FEE',
          overdraft_fee: '#OVERDRAFT SERVICE FEE',
          overdraft_interest: '#INTEREST ON OVERDRAFT',
          declined_fee: '#DECLINED TRANSACTION FEE',
          payment_fee: '#PAYMENT FEE',
        }[spec.fee],
        reference: null,
      };
    case 'interest_in':
      return { description: 'CREDIT INTEREST', reference: null };
    case 'sassa':
      return { description: `MAGTAPE CREDIT SASSA ${GRANT_NAMES[spec.grant]}`, reference: spec.ref };
    case 'settlement':
      return { description: upper(`MAGTAPE CREDIT ${spec.provider} PAYOUT ${spec.merchantId} ${ddMon(spec.day)}`), reference: spec.merchantId };
  }
}

function standardBank(spec: TxSpec, accountType: AccountType): Described {
  const cardType = accountType === 'cheque' ? 'CHEQUE CARD PURCHASE' : accountType === 'credit_card' ? 'CREDIT CARD PURCHASE' : 'DEBIT CARD PURCHASE FROM';
  switch (spec.kind) {
    case 'card':
      return { description: upper(`${cardType} ${clip(`${spec.merchant} ${spec.place}`, 13)} ${mask(spec.card)} ${ddMon(spec.day)}`), reference: null };
    case 'refund':
      return { description: upper(`CARD PURCHASE REFUND ${clip(spec.merchant, 13)} ${mask(spec.card)} ${ddMon(spec.day)}`), reference: null };
    case 'atm':
      return { description: `AUTOBANK CASH WITHDRAWAL AT ${spec.terminal} ${toIso(spec.day)}T${hhmmss(spec.minute)} ${mask(spec.card)}`, reference: spec.terminal };
    case 'till_withdrawal':
      return { description: upper(`CASH WITHDRAWAL AT TILL ${clip(`${spec.merchant} ${spec.place}`, 13)} ${mask(spec.card)} ${ddMon(spec.day)}`), reference: null };
    case 'debit_order':
      return { description: upper(`${spec.debicheck ? 'DEBICHECK DEBIT ORDER' : 'DEBIT ORDER'} ${clip(spec.creditor, 18)} ${spec.ref}`), reference: spec.ref };
    case 'debit_order_unpaid':
      return { description: upper(`UNPAID DEBIT ORDER REVERSAL ${clip(spec.creditor, 18)} ${spec.ref}`), reference: spec.ref };
    case 'salary':
      return { description: upper(`CREDIT TRANSFER ${clip(spec.employer, 24)} SALARY`), reference: spec.ref };
    case 'credit_in':
      return {
        description: upper(
          spec.channel === 'payshap' ? `PAYSHAP PAYMENT FROM ${spec.payer}` : spec.channel === 'rtc' ? `REAL TIME TRANSFER FROM ${spec.payer}` : spec.channel === 'magtape' ? `MAGTAPE CREDIT ${clip(spec.payer, 24)}` : `IB PAYMENT FROM ${spec.payer}`,
        ),
        reference: spec.ref,
      };
    case 'payment_out':
      return { description: upper(spec.channel === 'payshap' ? `PAYSHAP PAYMENT TO ${spec.payee}` : `IB PAYMENT TO ${spec.payee}`), reference: spec.ref };
    case 'transfer_out':
      return { description: `IB TRANSFER TO ${spec.toNumber}`, reference: spec.toNumber };
    case 'transfer_in':
      return { description: `IB TRANSFER FROM ${spec.fromNumber}`, reference: spec.fromNumber };
    case 'cash_deposit':
      return { description: `AUTOBANK CASH DEPOSIT ${spec.ref}`, reference: spec.ref };
    case 'prepaid':
      return {
        description:
          spec.product === 'electricity'
            ? `VAS${spec.number} ELECTRICITY PURCHASE`
            : upper(`VAS ${clip(spec.vendor, 4)} ${spec.product === 'data' ? 'DATA' : 'AIRTIME'} ${spec.number}`),
        reference: null,
      };
    case 'fee':
      return {
        description: {
          monthly_fee: 'MONTHLY MANAGEMENT FEE',
          notification_fee: 'NOTIFICATION FEE',
          atm_fee: `CASH WITHDRAWAL FEE${spec.card ? ` ${mask(spec.card)}` : ''}`,
          cash_deposit_fee: 'CASH DEPOSIT FEE',
          unpaid_fee: 'DISHONOURED DEBIT ORDER FEE',
          overdraft_fee: 'OVERDRAFT SERVICE FEE',
          overdraft_interest: 'EXCESS INTEREST',
          declined_fee: 'DECLINED PURCHASE FEE',
          payment_fee: 'FEE: IB PAYMENT',
        }[spec.fee],
        reference: null,
      };
    case 'interest_in':
      return { description: 'CREDIT INTEREST', reference: null };
    case 'sassa':
      return { description: `CREDIT TRANSFER SASSA ${GRANT_NAMES[spec.grant]}`, reference: spec.ref };
    case 'settlement':
      return { description: upper(`CREDIT TRANSFER ${spec.provider} SETTLEMENT ${spec.merchantId}`), reference: spec.merchantId };
  }
}

function absa(spec: TxSpec): Described {
  switch (spec.kind) {
    case 'card':
      return {
        description: upper(`${spec.mode === 'online' || spec.mode === 'recurring' ? 'CARD PURCHASE INT' : 'POS PURCHASE'}  ${clip(`${spec.merchant} ${spec.place}`, 20)}  ${mask(spec.card)} ${ddmm(spec.day)}`),
        reference: null,
      };
    case 'refund':
      return { description: upper(`CARD REFUND  ${clip(spec.merchant, 20)}  ${mask(spec.card)}`), reference: null };
    case 'atm':
      return { description: upper(`ATM WITHDRAWAL  ${clip(spec.place, 16)}  ${mask(spec.card)}`), reference: spec.terminal };
    case 'till_withdrawal':
      return { description: upper(`CASH AT TILL  ${clip(spec.merchant, 20)}  ${mask(spec.card)}`), reference: null };
    case 'debit_order':
      return spec.debicheck
        ? { description: upper(`DEBIT ORDER  ${clip(spec.creditor, 20)} ${spec.ref}`), reference: spec.ref }
        : { description: upper(`ACB DEBIT:EXTERNAL  ${clip(spec.creditor, 20)} ${spec.ref}`), reference: spec.ref };
    case 'debit_order_unpaid':
      return { description: upper(`RD DEBIT ORDER REVERSAL  ${clip(spec.creditor, 20)} ${spec.ref}`), reference: spec.ref };
    case 'salary':
      return { description: upper(`ACB CREDIT  ${clip(spec.employer, 22)} SALARY`), reference: spec.ref };
    case 'credit_in':
      return {
        description: upper(
          spec.channel === 'payshap' || spec.channel === 'rtc' ? `IMMEDIATE TRF CR  ${spec.payer}` : spec.channel === 'magtape' ? `ACB CREDIT  ${clip(spec.payer, 24)}` : `DIGITAL TRANSF CR  ABSA BANK ${spec.payer}`,
        ),
        reference: spec.ref,
      };
    case 'payment_out':
      return { description: upper(spec.channel === 'payshap' ? `IMDTE DIGITAL PMT  ${spec.payee}` : `DIGITAL PAYMENT DT  ABSA BANK ${spec.payee}`), reference: spec.ref };
    case 'transfer_out':
      return { description: upper(`DIGITAL TRANSF DT  ${spec.to}`), reference: spec.toNumber };
    case 'transfer_in':
      return { description: upper(`DIGITAL TRANSF CR  ${spec.from}`), reference: spec.fromNumber };
    case 'cash_deposit':
      return { description: upper(`CARDLESS CASH DEP  ${clip(spec.place, 16)}`), reference: spec.ref };
    case 'prepaid':
      return { description: upper(`PREPAID ${spec.product === 'electricity' ? 'ELEC' : spec.product === 'data' ? 'DATA' : 'AIRTIME'}  ${clip(spec.vendor, 10)} ${spec.number}`), reference: null };
    case 'fee':
      return {
        description: {
          monthly_fee: 'MONTHLY ACC FEE',
          notification_fee: 'NOTIFIC FEE SMS NOTIFYME',
          atm_fee: 'ATM WITHDRAWAL FEE',
          cash_deposit_fee: 'CASH DEPOSIT FEE',
          unpaid_fee: 'UNPAID DEBIT ORDER FEE',
          overdraft_fee: 'OVERDRAFT SERVICE FEE',
          overdraft_interest: 'OVERDRAFT INTEREST',
          declined_fee: 'DECLINED TRANSACTION FEE',
          payment_fee: 'IMMEDIATE PAYMENT FEE',
        }[spec.fee],
        reference: null,
      };
    case 'interest_in':
      return { description: 'CREDIT INTEREST', reference: null };
    case 'sassa':
      return { description: `ACB CREDIT  SASSA ${GRANT_NAMES[spec.grant]}`, reference: spec.ref };
    case 'settlement':
      return { description: upper(`ACB CREDIT MERCH/SERV  ${spec.provider} ${spec.merchantId}`), reference: spec.merchantId };
  }
}

function nedbank(spec: TxSpec): Described {
  switch (spec.kind) {
    case 'card':
      return { description: upper(`POS PURCHASE ${clip(`${spec.merchant} ${spec.place}`, 22)} CARD ${spec.card.last4} ${ddmm(spec.day)}`), reference: null };
    case 'refund':
      return { description: upper(`POS REFUND ${clip(spec.merchant, 22)} CARD ${spec.card.last4}`), reference: null };
    case 'atm':
      return { description: upper(`ATM CASH WITHDRAWAL ${clip(spec.place, 16)} ${spec.terminal}`), reference: spec.terminal };
    case 'till_withdrawal':
      return { description: upper(`CASH WITHDRAWAL TILL ${clip(spec.merchant, 22)}`), reference: null };
    case 'debit_order':
      return { description: upper(`${spec.debicheck ? 'DEBICHECK' : 'DEBIT ORDER'} ${clip(spec.creditor, 20)} ${spec.ref}`), reference: spec.ref };
    case 'debit_order_unpaid':
      return { description: upper(`RD UNPAID DEBIT ORDER ${clip(spec.creditor, 20)}`), reference: spec.ref };
    case 'salary':
      return { description: upper(`SALARY ${spec.employer}`), reference: spec.ref };
    case 'credit_in':
      return { description: upper(spec.channel === 'payshap' || spec.channel === 'rtc' ? `INSTANT PAYMENT FROM ${spec.payer}` : spec.channel === 'magtape' ? `${spec.payer} ${spec.ref}` : `PAYMENT FROM ${spec.payer}`), reference: spec.ref };
    case 'payment_out':
      return { description: upper(spec.channel === 'payshap' ? `INSTANT PAYMENT TO ${spec.payee}` : `INTERNET PAYMENT TO ${spec.payee}`), reference: spec.ref };
    case 'transfer_out':
      return { description: upper(`TRANSFER TO ${spec.to}`), reference: spec.toNumber };
    case 'transfer_in':
      return { description: upper(`TRANSFER FROM ${spec.from}`), reference: spec.fromNumber };
    case 'cash_deposit':
      return { description: upper(`CASH DEPOSIT ${clip(spec.place, 16)}`), reference: spec.ref };
    case 'prepaid':
      return { description: upper(spec.product === 'electricity' ? `PREPAID ELECTRICITY ${spec.number}` : `PREPAID ${spec.product === 'data' ? 'DATA' : 'AIRTIME'} ${spec.vendor} ${spec.number}`), reference: null };
    case 'fee':
      return {
        description: {
          monthly_fee: 'MONTHLY MAINTENANCE FEE',
          notification_fee: 'SMS NOTIFICATION FEE',
          atm_fee: 'CASH WITHDRAWAL FEE',
          cash_deposit_fee: 'CASH DEPOSIT FEE',
          unpaid_fee: 'UNPAID DEBIT ORDER FEE',
          overdraft_fee: 'OVERDRAFT SERVICE FEE',
          overdraft_interest: 'OVERDRAFT INTEREST',
          declined_fee: 'DECLINED TRANSACTION FEE',
          payment_fee: 'INSTANT PAYMENT FEE',
        }[spec.fee],
        reference: null,
      };
    case 'interest_in':
      return { description: 'INTEREST ON CREDIT BALANCE', reference: null };
    case 'sassa':
      return { description: `SASSA ${GRANT_NAMES[spec.grant]}`, reference: spec.ref };
    case 'settlement':
      return { description: upper(`${spec.provider} MERCHANT SETTLEMENT ${spec.merchantId}`), reference: spec.merchantId };
  }
}

function capitec(spec: TxSpec): Described {
  switch (spec.kind) {
    case 'card':
      if (spec.mode === 'recurring') return { description: `Recurring Card Purchase: ${spec.merchant} (Card ${spec.card.last4})`, reference: null };
      if (spec.mode === 'online') return { description: `Online Purchase: ${spec.merchant} (Card ${spec.card.last4})`, reference: null };
      return { description: `${spec.merchant} ${spec.place} (Card ${spec.card.last4})`, reference: null };
    case 'refund':
      return { description: `Purchase Refund: ${spec.merchant} (Card ${spec.card.last4})`, reference: null };
    case 'atm':
      return { description: `ATM Cash Withdrawal: ${spec.place} (Card ${spec.card.last4})`, reference: spec.terminal };
    case 'till_withdrawal':
      return { description: `Cash Withdrawal at Till: ${spec.merchant} ${spec.place} (Card ${spec.card.last4})`, reference: null };
    case 'debit_order':
      return { description: `${spec.debicheck ? 'DebiCheck' : 'Debit Order'}: ${spec.creditor} ${spec.ref}`, reference: spec.ref };
    case 'debit_order_unpaid':
      return { description: `Unpaid Debit Order Reversal: ${spec.creditor} ${spec.ref}`, reference: spec.ref };
    case 'salary':
      return { description: `Payment Received: ${spec.employer} Salary`, reference: spec.ref };
    case 'credit_in':
      return { description: spec.channel === 'payshap' ? `PayShap Payment Received: ${titleCase(spec.payer)}` : `Payment Received: ${titleCase(spec.payer)}`, reference: spec.ref };
    case 'payment_out':
      return { description: spec.channel === 'payshap' ? `Banking App External PayShap Payment: ${spec.payee}` : `Banking App External Payment: ${spec.payee}`, reference: spec.ref };
    case 'transfer_out':
      return { description: `Banking App Transfer to ${spec.to}: Transfer`, reference: spec.toNumber };
    case 'transfer_in':
      return { description: `Banking App Transfer Received from ${spec.from}`, reference: spec.fromNumber };
    case 'cash_deposit':
      return { description: `Cash Deposit: ${spec.place}`, reference: spec.ref };
    case 'prepaid':
      return { description: `Prepaid ${spec.product === 'electricity' ? 'Electricity' : spec.product === 'data' ? 'Data' : 'Airtime'}: ${spec.vendor} ${spec.number}`, reference: null };
    case 'fee':
      return {
        description: {
          monthly_fee: 'Monthly Account Admin Fee',
          notification_fee: 'SMS Notification Fee',
          atm_fee: 'Cash Withdrawal Fee',
          cash_deposit_fee: 'Cash Deposit Fee',
          unpaid_fee: 'DebiCheck Insufficient Funds Fee',
          overdraft_fee: 'Overdraft Facility Fee',
          overdraft_interest: 'Overdraft Interest',
          declined_fee: 'Declined Transaction Fee',
          payment_fee: 'Immediate Payment Fee',
        }[spec.fee],
        reference: null,
      };
    case 'interest_in':
      return { description: 'Interest Received', reference: null };
    case 'sassa':
      return { description: `Payment Received: SASSA ${grantTitle(spec.grant)}`, reference: spec.ref };
    case 'settlement':
      return { description: `Payment Received: ${spec.provider} Payout ${spec.merchantId}`, reference: spec.merchantId };
  }
}

function tymebank(spec: TxSpec): Described {
  switch (spec.kind) {
    case 'card':
      return { description: `Card purchase - ${spec.merchant} ${spec.mode === 'pos' || !spec.mode ? spec.place : ''}`.trimEnd(), reference: spec.card.last4 };
    case 'refund':
      return { description: `Card refund - ${spec.merchant}`, reference: spec.card.last4 };
    case 'atm':
      return { description: `ATM withdrawal - ${spec.place}`, reference: spec.terminal };
    case 'till_withdrawal':
      return { description: `Cash withdrawal at till - ${spec.merchant} ${spec.place}`, reference: null };
    case 'debit_order':
      return { description: `Debit order - ${spec.creditor} ${spec.ref}`, reference: spec.ref };
    case 'debit_order_unpaid':
      return { description: `Returned debit order - ${spec.creditor} unpaid`, reference: spec.ref };
    case 'salary':
      return { description: `Money received - ${spec.employer} salary`, reference: spec.ref };
    case 'credit_in':
      return { description: `Money received - ${titleCase(spec.payer)}`, reference: spec.ref };
    case 'payment_out':
      return { description: `Payment - ${spec.payee}`, reference: spec.ref };
    case 'transfer_out':
      return { description: `Transfer to ${spec.to}`, reference: spec.toNumber };
    case 'transfer_in':
      return { description: `Transfer from ${spec.from}`, reference: spec.fromNumber };
    case 'cash_deposit':
      return { description: `Cash deposit - ${spec.place}`, reference: spec.ref };
    case 'prepaid':
      return { description: `${spec.product === 'electricity' ? 'Electricity' : spec.product === 'data' ? 'Data' : 'Airtime'} purchase - ${spec.vendor} ${spec.number}`, reference: null };
    case 'fee':
      return {
        description: {
          monthly_fee: 'Monthly fee',
          notification_fee: 'SMS fee',
          atm_fee: 'Cash withdrawal fee',
          cash_deposit_fee: 'Cash deposit fee',
          unpaid_fee: 'Unpaid debit order fee',
          overdraft_fee: 'Overdraft fee',
          overdraft_interest: 'Overdraft interest',
          declined_fee: 'Declined transaction fee',
          payment_fee: 'Instant payment fee',
        }[spec.fee],
        reference: null,
      };
    case 'interest_in':
      return { description: 'Interest earned', reference: null };
    case 'sassa':
      return { description: `Money received - SASSA ${grantTitle(spec.grant)}`, reference: spec.ref };
    case 'settlement':
      return { description: `Money received - ${spec.provider} payout`, reference: spec.merchantId };
  }
}

function discovery(spec: TxSpec): Described {
  switch (spec.kind) {
    case 'card':
      return { description: `${spec.mode === 'recurring' ? 'Recurring card payment' : spec.mode === 'online' ? 'Online card purchase' : 'Card purchase'}: ${spec.merchant}${spec.mode === 'pos' || !spec.mode ? ` ${spec.place}` : ''} (Card ending ${spec.card.last4}) ${ddMonMixed(spec.day)}`, reference: null };
    case 'refund':
      return { description: `Card refund: ${spec.merchant} (Card ending ${spec.card.last4})`, reference: null };
    case 'atm':
      return { description: `ATM withdrawal: ${spec.place} (Card ending ${spec.card.last4})`, reference: spec.terminal };
    case 'till_withdrawal':
      return { description: `Cash at till: ${spec.merchant} ${spec.place}`, reference: null };
    case 'debit_order':
      return { description: `Debit order: ${spec.creditor} ${spec.ref}`, reference: spec.ref };
    case 'debit_order_unpaid':
      return { description: `Unpaid debit order: ${spec.creditor} ${spec.ref}`, reference: spec.ref };
    case 'salary':
      return { description: `Salary: ${spec.employer}`, reference: spec.ref };
    case 'credit_in':
      return { description: `Payment from ${titleCase(spec.payer)}`, reference: spec.ref };
    case 'payment_out':
      return { description: `Payment to ${spec.payee}`, reference: spec.ref };
    case 'transfer_out':
      return { description: `Transfer to ${spec.to}`, reference: spec.toNumber };
    case 'transfer_in':
      return { description: `Transfer from ${spec.from}`, reference: spec.fromNumber };
    case 'cash_deposit':
      return { description: `Cash deposit: ${spec.place}`, reference: spec.ref };
    case 'prepaid':
      return { description: `Prepaid ${spec.product}: ${spec.vendor} ${spec.number}`, reference: null };
    case 'fee':
      return {
        description: {
          monthly_fee: 'Monthly account fee',
          notification_fee: 'Notification fee',
          atm_fee: 'ATM withdrawal fee',
          cash_deposit_fee: 'Cash deposit fee',
          unpaid_fee: 'Unpaid debit order fee',
          overdraft_fee: 'Overdraft facility fee',
          overdraft_interest: 'Overdraft interest',
          declined_fee: 'Declined transaction fee',
          payment_fee: 'Real-time payment fee',
        }[spec.fee],
        reference: null,
      };
    case 'interest_in':
      return { description: 'Interest earned', reference: null };
    case 'sassa':
      return { description: `Payment from SASSA ${grantTitle(spec.grant)}`, reference: spec.ref };
    case 'settlement':
      return { description: `Payment from ${spec.provider} settlement ${spec.merchantId}`, reference: spec.merchantId };
  }
}

/** The description and reference `bank` prints for a transaction. */
export function describe(bank: BankSlug, accountType: AccountType, spec: TxSpec): Described {
  const described = (() => {
    switch (bank) {
      case 'fnb':
        return fnb(spec);
      case 'standard_bank':
        return standardBank(spec, accountType);
      case 'absa':
        return absa(spec);
      case 'nedbank':
        return nedbank(spec);
      case 'capitec':
        return capitec(spec);
      case 'tymebank':
        return tymebank(spec);
      case 'discovery':
        return discovery(spec);
    }
  })();
  return { description: described.description.replace(/ {3,}/g, '  ').trim(), reference: described.reference };
}
