/**
 * Transaction labelling: every transaction gets exactly one label of labels.csv, a confidence in
 * [0, 1] and where the label came from. Pure: the model is passed in as data (the JSON file of the
 * labelling-model Lambda layer, see layers/labelling-model/README.md), nothing here reads files.
 *
 * Order of decision for one transaction:
 *   1. organisation rules: exact match of merchantKey(description) and the transaction's direction
 *      (source 'organisation_rule', confidence 0.99);
 *   2. hard rules: bank grammar + knowledge base + sign (source 'rule', fixed confidence per rule
 *      class, RULE_CONFIDENCE in rules.ts);
 *   3. the linear model, restricted to labels whose direction fits the sign (source 'model',
 *      confidence = softmax probability). A soft rule (generic transfer, generic debit order,
 *      unknown card purchase) is used instead when the model's probability is below the
 *      model's `softRuleThreshold`;
 *   4. otherwise, when the top probability is below the model's `uncategorisedThreshold`,
 *      'Uncategorised' (source 'model', confidence 1 - top probability, capped at 0.5).
 * Both thresholds are tuned by train.ts on a validation slice of the training corpus.
 */
import type { Transaction, LabelSource } from '../bank-data.ts';
import { isLabel, labelDirection, labelGroup, type Label, type LabelGroup } from '#schemas/labels';
import { calibrate, decodeModel, scoreLine, type DecodedModel, type LabellingModel } from './model.ts';
import { passesLuhn } from '#schemas/sa-id';
import { brandCutBehindACollector, compileMatcher, decide, matchAt, INCOME_CREDITS, SCHOOL_PURPOSE_WORDS, MAX_COVERED, NOT_WAGES_CREDITS, RULE_CONFIDENCE, scan, gluedWordsApart, starSplitApart, codeGluedApart, misspelledApart, compoundsApart, bareWordLine, namesBeyondGrammar, cardCredit, incomeEvidence, plainTransferIn, privatePersonPaysIn, loanNotedOnAPeoplesApp, unknownPayerOnPersonalChannel, onlyASendingBank, streetAddress, businessPaysIn, schoolNamedByItsKind, publicBodyOrKnownNamePays, personOpensThePayer, opensWithAPerson, isPublicBodyWord, shopNamedByAPersonOnly, namesACardMachine, opensWithACardMachine, namesAnOnlineGateway, onlyAPaidInDeposit, GIG_APP_WORDS, GIG_PAYOUT_WORDS, lineSays, referenceNamesAnEmployer, feeOnlyInThePayersNote, operatorsWagesNoWinnings, lendingBankPaysOutItsLoan, takenOff, TRADING_AS_RE, clubLendsToItsMember, employeeNumberIn, moneySendNamed, STAFF_BEFORE_PAY_RE, STAFF_WORDS, LOAN_PAYOUT_WORDING_RE, onAPeoplesChannel, personInTheReferenceAlone, capitalWordsOf, type LineFacts, type Matcher, type Phrase, type RuleDecision, type RuleKind, type ScanResult } from './rules.ts';
import { F, PAYEES_ACCOUNT_REFUSED_RE } from './grammar.ts';
import { PAYER_FIELD_END_ONLY_PHRASES } from './knowledge-base.ts';
import { labelEvidenceShown } from './evidence.ts';
import { REVIEW_THRESHOLD } from './review.ts';
import { labelOfBankCategory } from './bank-categories.ts';
import { PERSONAL_NOTE_WORDS, isCompanyOrSectorWord, isFamilyWord, isFirstName, isMunicipalWord, isPersonalName, isTitle, namesABusiness, namesANickname, wageWordAt } from './people.ts';

import { CELLPHONE_NUMBER_RE, LINE_MARK, ampersandToken, capitalsApart, normalise, normaliseKeepingAccents, tokenise, webAddressShown, withoutRepeatedDetail, type DetailFields } from './text.ts';
import { TOWNS, endsAsACardDescriptor, townFrom } from './towns.ts';

export type { Calibration, LabellingModel } from './model.ts';
export { decodeModel, encodeModel } from './model.ts';
export { normalise, normaliseLine, hashFeatures } from './text.ts';
export { RULE_CONFIDENCE } from './rules.ts';

export type LabelInput = Pick<Transaction, 'description' | 'reference' | 'amount_cents'> & { bank_category?: string | null | undefined };

export interface LabelResult {
  label: Label;
  label_confidence: number;
  label_source: LabelSource;
}

/** A relabel the organisation made, applied to every future transaction of the same merchant key. */
export interface OrganisationRule {
  /** merchantKey of the description taught, as the engine derived it when the rule was saved. */
  key: string;
  /** An exact label of labels.csv; rules with an unknown label or a label of the other direction are ignored. */
  label: string;
  direction: 'credit' | 'debit';
  /**
   * The description the rule was taught from. When present the labeller derives the key from it
   * again, so a rule keeps matching its merchant after the engine changes how keys are derived
   * (a word read as bank wording, an accent read as its letter); rules saved without it match by key.
   */
  description?: string;
}

export interface LabellerOptions {
  /** In the order they were taught: a later rule for the same merchant and direction wins. */
  organisationRules?: OrganisationRule[];
  /** Skip the knowledge-base/grammar rules (evaluation of the model alone). */
  disableRules?: boolean;
  /** Skip the model (evaluation of the rules alone): unsure lines become Uncategorised. */
  disableModel?: boolean;
}

export interface Labeller {
  label(tx: LabelInput): LabelResult;
  labelAll(txs: readonly LabelInput[]): LabelResult[];
  /** The decision before calibration (train.ts fits the calibration on it). */
  explain(tx: LabelInput): { label: Label; raw_confidence: number; calibration_key: string; label_source: LabelSource };
}

export const ORGANISATION_RULE_CONFIDENCE = 0.99;
/**
 * A purchase labelled from the bank's own category (bank-categories.ts): how often that label is
 * right: 14 of the 17 tuning-split Capitec lines it labelled (BENCHMARKS.md §5, session 26).
 */
export const BANK_CATEGORY_CONFIDENCE = 0.8;
const SPENDING_GROUPS: ReadonlySet<LabelGroup> = new Set(['discretionary', 'non_discretionary']);

/** Below this softmax probability the model does not give a strict income label (README). */
export const INCOME_MIN_PROBABILITY = 0.6;
const MAX_UNCATEGORISED_CONFIDENCE = 0.5;
/** The income labels other than pay (INCOME_CREDITS but wages): what keepIncomeOnlyFromAPayer guards. */
const INCOME_OTHER_THAN_WAGES: ReadonlySet<Label> = new Set<Label>([...INCOME_CREDITS].filter((label) => label !== 'Salaries and Wages'));
/** Income labels a payment to a supplier is not (decideReadingTheReference). */
const NOT_A_SUPPLIERS_LABELS: ReadonlySet<Label> = new Set<Label>(['Salaries and Wages', 'Pension', 'Social Security Income', 'UIF', 'Other Income']);
/** A supplier's, a vendor's, a creditor's or a tender's payment, in the description or the reference. */
const SUPPLIER_WORDS_RE = /\b(?:SUPPLIERS?|VENDORS?|CREDITORS?|TENDERS?|VERSKAFFERS?|KREDITEURE)\b/i;
/**
 * A remittance advice: a payer's notice of what it pays, a supplier's invoice as often as a wage or a
 * pension, so it shows an invoice settled only where nothing else says what the money is
 * (organisationSettlesAnInvoice), never vetoes an income the rules read.
 */
const REMITTANCE_ADVICE_RE = /\bREMIT(?:TANCE)?\s+ADV(?:ICE)?\b/i;
/**
 * An invoice paid: INVOICE spelled out, not INV, a code's prefix ("INV123456") that means nothing
 * (issue 12's reference noise).
 */
const INVOICE_PAID_RE = /\b(?:INVOICES?|INVOICED|FAKTUUR)\b/i;
/**
 * A contractor's payment or fee: CONTRACTOR only before what it is paid, since a firm's name ends in
 * it ("MABENA BUILDING CONTRACTOR", "MASHABA BLDG CONTRACTORS").
 */
const CONTRACTOR_PAID_RE = /\bCONTRACTOR\s+(?:PAYMENTS?|PMT|FEES?)\b/i;
/** Rent's words: a letting agent's "Rental invoice" pays the landlord's rent, other income. */
const RENT_WORDS_RE = /\b(?:RENT|RENTAL|RENTALS|HUUR|LEASE)\b/i;
/** A word (one of `words`, alternatives of a regular expression) and a number after it as their own words: "INV 0409", "Quote-118", "INV NO. 22". */
function numberInTheDescriptionAfter(words: string): RegExp {
  return new RegExp(`\\b(?:${words})(?:\\s+NO)?[\\s.#:-]+\\d`, 'i');
}
/**
 * INV and the invoice's number as their own words in the description ("Payment Received: Msunduzi
 * Municipality Inv 0409 Verge Cutting"): the payer's own wording of an invoice settled, against the
 * model's guess of income only. (A payer the rules name keeps its income: INV is an investment's
 * short form too, "ACB CREDIT ALLAN GRAY INV 40012 ANNUITY". Glued to its digits, "INV123456", or in
 * the reference, it is a code: issue 12's reference noise.)
 */
const INVOICE_NUMBER_IN_DESCRIPTION_RE = numberInTheDescriptionAfter('INV');
/**
 * Work done, as a customer notes it in a payment's reference (organisationPaysForAJob). (Session 95:
 * a freelancer's words: a day rate, editing, rigging, styling; not a locum's or a sessional fee, which
 * graders split between wages and a business's takings.)
 */
const JOB_DONE_RE = /\b(?:DESIGN|DESIGNS|REPAIRS?|REPLACEMENT|REPLACE|INSTALL|INSTALLS|INSTALLATION|INSTALLED|SERVICING|RETAINER|PHOTOS|PHOTOGRAPHY|SHOOT|UPGRADE|CONSULTING|CONSULTANCY|LABOUR|CALL[\s-]?OUT|COACHING|LESSONS|TUTORING|CLEANING|WELDING|PAINTING|TILING|PLUMBING|WIRING|FITTING|CATERING|DETAILING|BRANDING|SIGNAGE|PRINTING|SUBCONTRACT|CAMPAIGN|WEBSITE|HOSTING|TRANSLATION|RESPRAY|REGAS|GARDEN SERVICE|SOUND HIRE|DJ|HIRE|SUPPLY|SUPPLIES|DELIVERY|SERVICES|RENDERED|TRANSPORT|SHUTTLE|WRITING|FLOWERS|PHYSIO|HERSTEL|HERSTELWERK|DIENSTE|PAVING|FENCING|DRILLING|TOWING|FELLING|SCAFFOLDING|DAY RATE|DAYRATE|DAGTARIEF|COPYWRITING|EDITING|RIGGING|STYLIST|STYLING|GRAPHIC|VOICEOVER|(?:SPEAKER|ARTIST|PERFORMANCE|UMPIRE|UMPIRING|REFEREE|REFEREEING|SCORER|CONDUCTOR|EXAMINER|ADJUDICATOR|FACILITATOR|FACILITATION|MODERATOR|MODERATION)\s+FEES?)\b/i;
/** A claim, a refund, money paid back, a loan, an allowance, owner's drawings or a grant: no job paid for (organisationPaysForAJob). */
const NOT_A_JOB_RE = /\b(?:DRAWINGS?|ONTTREKKINGS?|CLAIMS?|CLM|REFUNDS?|REFUNDED|REIMB[A-Z]*|OVERPAID|OVERPAYMENT|REVERSAL|GRANT|BURSARY|STIPEND|DONATION|SPONSORSHIP|PRIZE|WINNINGS|BACK|RETURNED|CANCEL[A-Z]*|LOAN|LOANS|ADVANCE|COMPENSATION|ALLOWANCE|ALLOW|SETTLEMENT|EXCESS|(?:NOT IN|OUT OF|NO) STOCK|GRANTS|STIPENDS|BURSARIES|SUBSID[A-Z]*|TOELAE|BEURS|LEARNERSHIP|EPWP|MAINTENANCE|LOSS OF SUPPORT|(?:WATER|ELEC|ELECTRICITY|SUPPLY|CONSUMER|HIRE|BREAKAGE|DAMAGE) DEP(?:OSIT)?|RELEASE|RETURNS?|RTN|CREDIT NOTE|REBATE|CASHBACK|SHORT DELIVERED|PAY|PAYOUT|MBR|MEMBER|EMPLOYEE|WORKER|LESS)\b/i;
/** A note's words after SALARY, which name no employer (salaryRunOpensTheLine): what the money is for, or for whom. */
const SALARY_NOTE_WORDS: ReadonlySet<string> = new Set(['FOR', 'VIR', 'SHARE', 'HELP', 'FARE', 'FOOD', 'SCHOOL', 'SCHOOLS', 'HOSPITAL', 'TRANSPORT', 'TAXI', 'FEES', 'UNIFORM', 'GOGO', 'MOM', 'MAMA']);
/** Words after SALARY that make it no payroll's run (salaryRunOpensTheLine): a transfer, an account, money back. (An advance's or a loan's word anywhere is NO_PAYROLL_RUN_RE's.) */
const NOT_AN_EMPLOYER_AFTER_SALARY: ReadonlySet<string> = new Set(['TRANSFER', 'TRF', 'OORPLASING', 'FROM', 'TO', 'VAN', 'NA', 'SAVINGS', 'ACCOUNT', 'ACC', 'REVERSAL', 'REFUND', 'BACK']);
/** An advance or a loan against the salary (a lender's, an employer's), a stipend, a bursary or a learnership, anywhere on the line: no payroll's run (salaryRunOpensTheLine). */
const NO_PAYROLL_RUN_RE = /\b(?:ADVANCE|ADV|LOAN|LENING|VOORSKOT|EARNED WAGE|EWA|STIPEND|BURSARY|BEURS|LEARNERSHIP|GRANT|TOELAAG)\b/i;
/** Either field says no job was paid for (NOT_A_JOB_RE) or a rent's word makes it a landlord's rent (RENT_WORDS_RE). */
function noJobNoted(tx: LabelInput): boolean {
  return lineSays(tx, NOT_A_JOB_RE) || lineSays(tx, RENT_WORDS_RE);
}
/** A note's words that speak of a salary as the sender's own money or a need of it (decideReadingTheReference). */
const SALARY_SPOKEN_OF_RE = /\b(?:MY|YOUR|HIS|HER|OUR|OWED|OWE|OWING|BACK|PORTION|GAP|SPLIT|BORROW(?:ED)?|LEND|LENT)\b/i;
/** What the description alone reads as where its payer is no employer: a person, the holder's own account, an investment. */
const NOT_AN_EMPLOYERS_READING: ReadonlySet<Label> = new Set<Label>(['Bank Transfer', 'Savings Transfer', 'Investments']);
/** Pay owed for past work, which an employer notes with BACK: arrears, no one's own money. */
const BACK_PAY_RE = /\bBACK\s*PAY\b|\bBACKPAY\b/i;
/** MONEY in the payer's note: a job is paid by its name, and "transport money" beside a person's name ("Ntombi Shoprite") is their note of what the money is for. */
const MONEY_NOTED_RE = /\b(?:MONEY|MALI|IMALI)\b/i;
/**
 * Money back or a return on shares, in either field: a refund, an overpayment repaid, a reversal, a
 * claim (not an employer's travel or expense claim, paid with the pay) or an expense reimbursed, a
 * dividend or a share sale's proceeds ("ACB CREDIT CITY OF CAPE TOWN" with "CCT TRAFFIC FINE RFND",
 * "... ROYAL BAFOKENG PLAT" with "RBP SHARE DIV"). The model's guess of pay or takings from such a
 * line's payer is abstained from (a wrong income label costs more than a missed one).
 */
const MONEY_BACK_NOTED_RE = /\b(?:RFND|REFUNDS?|REFUNDED|OVERPAY|OVERPAID|OVERPAYMENT|REVERSAL|REVERSED|REIMB[A-Z]*)\b|(?<!\b(?:S&T|S T|TRAVEL|EXP|EXPENSES?|SUBSISTENCE|KM|MILEAGE)\s)\b(?:CLAIMS?|CLMS?)\b/i;
const DIVIDEND_NOTED_RE = /\b(?:DIVIDENDS?|SHARE\s+DIV|DIV\s+PMT)\b/i;
const SHARES_SOLD_NOTED_RE = /\bSHARES?\s+(?:SALE|SOLD|DISPOSAL)\b|\bSHARES?\b.*\bPROC(?:EEDS)?\b/i;
/** What a line noting money back or a return on shares is instead of income (labels.ts's meanings), or null. */
function notedAsNoEarnings(tx: LabelInput): Label | null {
  if (lineSays(tx, MONEY_BACK_NOTED_RE)) return 'Refund';
  if (lineSays(tx, DIVIDEND_NOTED_RE)) return 'Interest Received';
  if (lineSays(tx, SHARES_SOLD_NOTED_RE)) return 'Investments';
  return null;
}
/** The reasons a receiving bank gives for sending a payment back (an account that does not exist, is closed or frozen), or the return itself in words. */
const PAYMENT_SENT_BACK_RE = new RegExp(`${PAYEES_ACCOUNT_REFUSED_RE.source}|\\b(?:PAYMENT RETURNED|RETURNED PAYMENT|PAYMENT REJECTED|REJECTED PAYMENT)\\b`, 'i');
/** A practice's or a provider's payment from a medical scheme: its number's words (a remittance alone is a member's claim's too). */
const PROVIDER_PAID_RE = /\b(?:PRAC|PRACT|PRACTICE|PROVIDER|PROV PMT|PROV PAYMENT|PR NO)\b/i;
/** A member's own claim's words: the scheme refunds its member, whatever else the line notes. */
const MEMBERS_CLAIM_RE = /\b(?:CLAIM|CLAIMS|MEMBER|MEMBERS|MBR|EIS)\b/i;
/** An invoice's or a quote's number written in the description ("Kovsie Catering inv 88", "QUOTE 118 DEPOSIT" written there). */
const QUOTE_OR_INVOICE_NUMBER_IN_DESCRIPTION_RE = numberInTheDescriptionAfter('INV|QUOTE|QUOTATION|KWOTASIE');
/** The letters every such word starts with (INV as a word of its own, not INVESTEC's), asked first: one pass over each field turns most credits away. */
const INVOICE_OR_SUPPLIER_START_RE = /INV(?:OICE|\b|[\s.#:-])|FAKTU|QUOT|KWOTA|SUPPL|VENDOR|CREDITOR|TENDER|VERSKAF|KREDITEUR|REMIT/i;
/** An invoice settled: INVOICE spelled out, a supplier's payment or a remittance advice in either field, or an invoice's or a quote's number in the description. */
function invoiceSettled(tx: LabelInput): boolean {
  if (!lineSays(tx, INVOICE_OR_SUPPLIER_START_RE)) return false;
  return lineSays(tx, INVOICE_PAID_RE) || lineSays(tx, SUPPLIER_WORDS_RE) || lineSays(tx, REMITTANCE_ADVICE_RE) || QUOTE_OR_INVOICE_NUMBER_IN_DESCRIPTION_RE.test(tx.description ?? '') || invoiceNumberInAWordedNote(tx.reference);
}
/**
 * An invoice's number in a reference that also says something in words ("CRED PMT INV 2024-017",
 * "Pikitup contract inv 0982", "Order 22914 inv 6"): the payer's remittance. An invoice's code alone
 * ("INV 482913", "INV482913") is the reference noise issue 12 says moves nothing, and so are the
 * codes' other prefixes beside it.
 */
function invoiceNumberInAWordedNote(reference: string | null | undefined): boolean {
  if (!reference || !INVOICE_NUMBER_RE.test(reference)) return false;
  return referenceHasWords(reference);
}
/** INV or INVOICE before a number, as a word of its own. */
const INVOICE_NUMBER_RE = /\bINV(?:OICE)?\.?\s*(?:NO\.?\s*)?#?\s*\d/i;
/** A reference with a word of three letters or more that is no code's prefix (CODE_PREFIX_WORDS): more than a code and its number. */
function referenceHasWords(reference: string): boolean {
  for (const word of reference.toUpperCase().match(/[A-Z]{3,}/g) ?? []) if (!CODE_PREFIX_WORDS.has(word)) return true;
  return false;
}
/** A code's prefixes, which say nothing of what the money is for (reference-noise.test.ts's prefixes). */
const CODE_PREFIX_WORDS: ReadonlySet<string> = new Set(['INV', 'INVOICE', 'REF', 'ACC', 'ACCT', 'POL', 'CUST', 'ORD', 'TXN', 'NO', 'NR', 'NUM', 'NUMBER']);
/** An invoice paid, unless a rent's word makes the payer's Other Income a landlord's rent (decideReadingTheReference). */
function invoicePaid(tx: LabelInput, label: Label, guessed: boolean): boolean {
  return (lineSays(tx, INVOICE_PAID_RE) || (guessed && INVOICE_NUMBER_IN_DESCRIPTION_RE.test(tx.description ?? ''))) && !(label === 'Other Income' && lineSays(tx, RENT_WORDS_RE));
}

let sharedMatcher: Matcher | null = null;
function matcher(): Matcher {
  sharedMatcher ??= compileMatcher();
  return sharedMatcher;
}

// ---------------------------------------------------------------------------------------------
// merchantKey
// ---------------------------------------------------------------------------------------------

/** Grammar-only phrases (channel, type and fee words) are noise for a merchant key. */
const GRAMMAR_NOISE_FLAGS =
  F.POS | F.DEBIT_ORDER | F.TRANSFER | F.PAYMENT | F.CREDIT_IN | F.ONLINE | F.PREPAID | F.ATM | F.CASH_DEPOSIT | F.DEPOSIT;

/** Place names, company suffixes and card words that banks append to merchant names. */
const PLACE_AND_SUFFIX_NOISE = new Set([
  ...'ZA ZAF RSA SA SOUTH AFRICA GP GAU KZN WC EC NC FS NW LP MP PTY LTD LIMITED CC INC NPC'.split(' '),
  ...'CARD CARDS REF REFERENCE NO NR TRAN TXN AT FROM TO THE BRANCH BR CITY MALL CENTRE CENTER SQUARE PLAZA CROSSING'.split(' '),
  ...TOWNS.flatMap((town) => town.split(' ')),
  ...'NORTH SOUTH EAST WEST CBD CENTRAL'.split(' '),
]);

function keyFromTokens(m: Matcher, tokens: string[]): string {
  // Drop grammar-only phrases and noise, keeping knowledge-base phrases intact.
  const kept: string[] = [];
  const n = tokens.length;
  let i = 0;
  let firstKbLen = 0;
  while (i < n) {
    const p = matchAt(m, tokens, i);
    const matched = p ? p.tokens.length : 0;
    const isKb = p !== null && p.kb !== null && p.kb.priority >= 2;
    const isNoise = p !== null && p.kb === null && (p.flags & GRAMMAR_NOISE_FLAGS) !== 0;
    if (matched > 0 && isNoise) {
      i += matched;
      continue;
    }
    if (matched > 0 && isKb && kept.length === 0) {
      for (let k = 0; k < matched; k++) kept.push(tokens[i + k]!);
      firstKbLen = matched;
      i += matched;
      continue;
    }
    const t = tokens[i]!;
    if (!PLACE_AND_SUFFIX_NOISE.has(t)) kept.push(t);
    i++;
  }
  // A known merchant at the start is the key by itself (its branch, city and till vary);
  // otherwise the first two remaining words name the counterparty.
  if (firstKbLen > 0) return kept.slice(0, firstKbLen).join(' ');
  return kept.slice(0, 2).join(' ');
}

/** Prefix words of reference codes ("INV123456", "ACC 12345", "POL-99812"): never meaning on their own. */
const CODE_WORDS: ReadonlySet<string> = new Set(['INV', 'INVOICE', 'REF', 'REFERENCE', 'ACC', 'ACCT', 'ACCOUNT', 'POL', 'POLICY', 'NO', 'NR', 'NUM', 'NUMBER', 'ID', 'CUST', 'CUSTOMER', 'CLIENT', 'MEMBER', 'MEM', 'MBR', 'ORDER', 'ORD', 'TXN', 'TRN', 'TRX', 'DOC', 'CONTRACT', 'CNTR', 'QUOTE', 'QTE', 'BILL', 'RCPT', 'RECEIPT', 'PMT', 'PAY', 'PAYMENT', 'DEP', 'DEPOSIT', 'CODE', 'SEQ', 'BATCH', 'TERM', 'CARD']);

/**
 * Words the rules read that no phrase holds: a loan named in the reference ("LOAN 316321" beside
 * "DEBIT ORDER ABSA BANK") is the loan paid, as it is in the description; the rules still read a
 * loan between people as a transfer. The model reads the reference without them (meaningfulReference),
 * as it was trained: its confidence is calibrated on that text.
 */
/**
 * Reference words the rules read only on a debit order, or on a payment to an insurer or an
 * investment house the description names (session 63): a loan ("LOAN 316321") and the cover a
 * group is paid for ("ACB DEBIT:EXTERNAL OLD MUTUAL" with "LIFE 5511029381", "SANLAM" with "RA
 * 40077123", "... OUTSURANCE" with "OUT 4412093 CAR"): the product decides over the group's
 * best-known one (issue 12). Beside a payment to anyone else, a transfer or money in they are a note
 * between people, and the line is read without them.
 */
/**
 * Short phrases a reference says in full meaning (most three-letter words there are codes' prefixes):
 * SAL is how payrolls abbreviate a salary in the payer's reference ("SIBANYE GOLD SAL", "SAL 0325"),
 * SRD the grant of social relief ("SRD R370").
 */
const SHORT_REFERENCE_PHRASES: ReadonlySet<string> = new Set(['SAL', 'SRD']);
/** A short phrase (SHORT_REFERENCE_PHRASES) the reference prints standing apart: SAL at its end (SAL_ENDS_THE_REFERENCE_RE), SRD as a word of its own ("SRD R370"). */
function shortPhraseStandsApart(text: string, reference: string): boolean {
  if (!SHORT_REFERENCE_PHRASES.has(text)) return false;
  return text === 'SAL' ? SAL_ENDS_THE_REFERENCE_RE.test(reference) || SAL_BEFORE_ITS_MONTH_RE.test(reference) : SRD_APART_RE.test(reference);
}
const SHAP_ID_AT_DISCOVERY_RE = /([\w.]+)@discovery(?![A-Za-z])/gi;
/**
 * The "@" of TFG's homeware chain's name ("@HOME GATEWAY"), which the tokens lose: read as its AT. Only
 * that name: an "@" opening another word is a PayShap handle's ("PayShap Payment: @thabo.m").
 */
const AT_OPENING_A_WORD_RE = /(^|[\s*])@(?=HOME(?![\w.@]))/gi;
const PAYSHAP_RE = /PAY\s?SHAP/i;
const SRD_APART_RE = /(?:^|[^A-Z0-9])SRD(?![A-Z0-9])/i;
/**
 * SAL standing apart at the reference's end, or before only a date or a number after a separator
 * ("SIBANYE GOLD SAL", "SAL 0325", "SAL-0325", "SAL MAR25", "SAL FEB 25"), its balance ("SAL BAL FEB
 * 25"), an employee's number after it, lettered or bare ("SAL MAR2025 E0412", "NHG SAL 2505
 * 0004471"), and after a date the employee's initials and surname ("SAL 14/02 L MABASO 4471"): not a
 * name (SAL NAIDOO), an Afrikaans word (SAL = will), nor a code's prefix (SAL00452, SAL123).
 */
const SAL_ENDS_THE_REFERENCE_RE = /(?:^|[^A-Z0-9])SAL(?:\s+BAL(?:ANCE)?)?(?:[\s\-/]+(?:\d[\d\-/]*|(?:JAN|FEB|MAR|APR|MAY|MEI|JUN|JUL|AUG|SEP|OCT|OKT|NOV|DEC|DES)[A-Z]*\s?\d*)(?:\s+[A-Z]{1,2}(?:\s+[A-Z])?\s+[A-Z]{3,})?)?(?:\s+[A-Z]{0,3}\d{3,})?\s*$/i;
/**
 * SAL before the month it pays (a month's name, a month and its year, a day glued to its month,
 * four digits), or an employee's number, whatever follows ("SAL JUN EMP 118452", "SAL 25MAR", "SAL 06/24 EMP 552381", "SAL 06 2024 7712", "SAL
 * JUN NURSE E66120", "SAL EMP 0332145"): a payroll's reference; not a name that starts with a month's
 * letters (SAL MARAIS, SAL JANSE VAN RENSBURG) nor Afrikaans "SAL 2 WEKE" (will, two weeks).
 */
const SAL_BEFORE_ITS_MONTH_RE = /(?:^|[^A-Z0-9])SAL[\s\-/]+(?:(?:JAN|JANUARY|FEB|FEBRUARY|MAR|MARCH|MAART|APR|APRIL|MAY|MEI|JUN|JUNE|JUNIE|JUL|JULY|JULIE|AUG|AUGUST|AUGUSTUS|SEP|SEPT|SEPTEMBER|OCT|OCTOBER|OKT|OKTOBER|NOV|NOVEMBER|DEC|DECEMBER|DES|DESEMBER)(?:\s*'?\d{2,4})?(?![A-Z0-9])|\d{1,2}[\s\-/]+(?:\d{2,4}|JAN|FEB|MAR|APR|MAY|MEI|JUN|JUL|AUG|SEP|OCT|OKT|NOV|DEC|DES)(?![A-Z0-9])|\d{1,2}(?:JAN|FEB|MAR|APR|MAY|MEI|JUN|JUL|AUG|SEP|OCT|OKT|NOV|DEC|DES)[A-Z]*(?:\d{2,4})?(?![A-Z0-9])|\d{4}(?![A-Z0-9])|EMP\s*\d)/i;
const LOAN_NOTE_WORDS: ReadonlySet<string> = new Set(['LOAN', 'LOANS', 'LENING']);
/** The products a debit order's reference names whole after a rule-read word ("LIFE COVER", "MEDICAL AID", "CAR INS"); not a funeral's (its society and policy words are read in the raw text) nor a trade's ("CAR REPAIRS"). */
const COVER_OR_LOAN_PRODUCTS: ReadonlySet<Label> = new Set<Label>(['Auto Insurance', 'Home Insurance', 'Life Insurance', 'Health Insurance', 'General Insurance', 'Auto Loan Repayment', 'Home Loan Repayment', 'General Loan Repayment']);
/**
 * The state's payroll named in the reference beside a pay word ("SAL PERSAL 0325", "PERSAL BACKPAY"):
 * a department's staff paid. PERSAL alone beside a fund's or a lender's payout is its deduction's
 * number ("ACB CREDIT GEPF" with "MNTHLY PENSION PERSAL 81234567"), no wage.
 */
const PERSAL_PAY_NOTED_RE = /\bPERSAL\b.*\b(?:SAL|SALARY|SALARIS|WAGES|BACKPAY|BACK PAY)\b|\b(?:SAL|SALARY|SALARIS|WAGES)\b.*\bPERSAL\b/i;
/** A fund's words: a municipality's own fund ("MUNIC GRATUITY FUND") pays pensions, not wages (decideReadingTheReference). */
const FUND_WORDS: ReadonlySet<string> = new Set(['FUND', 'FONDS', 'PENSION', 'PENSIOEN', 'PROVIDENT', 'RETIREMENT', 'GRATUITY', 'BENEFIT', 'BENEFITS', 'ANNUITY']);
const RULE_READ_REFERENCE_WORDS: ReadonlySet<string> = new Set(['LOAN', 'LOANS', 'LENING', 'LIFE', 'RISK', 'MYRIAD', 'INDIE', 'GREENLIGHT', 'FUNERAL', 'FUN', 'BURIAL', 'CAR', 'MOTOR', 'VEHICLE', 'VEH', 'HOME', 'CONTENTS', 'HOMEOWNERS', 'HOC', 'HOUSEHOLD', 'BUILDINGS', 'RA', 'TFSA', 'ENDOWMENT', 'HOSPITAL', 'HEALTH', 'MEDICAL', 'GAP', 'DISABILITY',
  // Afrikaans covers a reference names ("OUT 1182734 HUIS+MOTOR", "LEWE 44019283"): a life, a house, its contents, a vehicle.
  'LEWE', 'LEWENS', 'HUIS', 'HUISEIENAARS', 'HUISHOUDELIK', 'HUISHOUDELIKE', 'INHOUD', 'VOERTUIG']);

/** Scratch tokens of meaningfulReference, reused: it runs to completion before it is called again. */
const referenceTokens: string[] = [];
/** The reference's tokens when an income's veto asks whether it names pay (referenceNamesPay). */
const payWordTokens: string[] = [];
/** An employer's wage word (people.ts wageWordAt) or its payroll among `tokens`. */
function namesPay(tokens: readonly string[]): boolean {
  for (let i = 0; i < tokens.length; i++) if (wageWordAt(tokens, i) || tokens[i] === 'PAYROLL') return true;
  return false;
}

/**
 * The part of a reference that carries meaning, or '' when it is only a number, account, policy or
 * invoice code or an arbitrary token. Why: references from BYOD payloads and bank exports are often
 * codes ("INV123456", "ACC123456"); letting their letter fragments into the features moved about one
 * label in a hundred. Only the phrases of the grammar or the knowledge base of four or more letters
 * that it contains are kept ("SALARY", "RENT", "SCHOOL FEES", a merchant), so a code next to a
 * word changes nothing either; code prefix words and fragments shorter than three letters never count.
 */
export function meaningfulReference(reference: string | null | undefined): string {
  const words: string[] = [];
  meaningfulReferenceWords(reference, words);
  return words.join(' ');
}

/**
 * meaningfulReference's words appended to `out` (the labeller's line tokens after the
 * description's), and how many: the line is read as tokens, so no joined text is built and split again.
 */
const COURT_ORDER_WORDS: ReadonlySet<string> = new Set(['EAO', 'GARNISHEE', 'EMOLUMENT', 'EMOLUMENTS']);
/** Whether the reference meaningfulReferenceWords read last names a court's order (COURT_ORDER_WORDS; rules.ts LineFacts.courtOrderNoted). */
let referenceNotesACourtOrder = false;
/**
 * For each word meaningfulReferenceWords appended last, whether the line read without the rule-read
 * words drops it: a rule-read word, or a staff word of the phrase that joins it to a loan's ("STAFF
 * LOAN", "PERSONEEL LENING"). Why: STAFF left alone from a person's "staff loan" note read as an employer
 * the note never named. Other phrases keep their other words ("PERSONAL LOAN", "DISCOVERY HEALTH").
 */
const ruleReadWordAt: boolean[] = [];
/** A phrase of two words or more with a label for money in only ("CAR ALLOWANCE", "PHONE ALLOWANCE"): its rule-read word is its own. */
function moneyInsOwnPhrase(phrase: Phrase): boolean {
  return phrase.tokens.length > 1 && phrase.kb !== null && phrase.kb.debit === null && phrase.kb.credit !== null;
}
/** Whether the reference meaningfulReferenceWords read last notes a staff loan (a staff word's phrase with a loan's word: "STAFF LOAN"). */
let referenceNotesAStaffLoan = false;
/**
 * A code's shape: digits, letters and digits again ("4REWE3Q"), or letters and digits twice over
 * ("AB12CD34"). The tokeniser drops the digits and would leave the letters between them as words, a
 * brand's ("REWE") by chance: issue 12's reference noise. (A word glued to one number keeps its
 * meaning: "RENT0324", "SAL0324EMP", "10X"; so does one glued to a date, whose letters between its
 * digits are a month's: "SALARY31MAR24", "WAGES12MAR24".)
 */
const CODE_SHAPED_RE = /(?<![A-Z0-9])(?:\d+(?!(?:JAN|FEB|MAR|APR|MAY|MEI|JUN|JUL|AUG|SEP|OCT|OKT|NOV|DEC|DES)[A-Z]*\d)[A-Z]+\d|[A-Z]+\d+(?!(?:JAN|FEB|MAR|APR|MAY|MEI|JUN|JUL|AUG|SEP|OCT|OKT|NOV|DEC|DES)[A-Z]*\d)[A-Z]+\d)[A-Z0-9]*(?![A-Z0-9])/gi;
function meaningfulReferenceWords(reference: string | null | undefined, out: string[], withRuleWords = false): number {
  if (!reference) return 0;
  const tokens = referenceTokens;
  tokenise(reference.replace(CODE_SHAPED_RE, ' '), tokens);
  const m = matcher();
  const n = tokens.length;
  const before = out.length;
  referenceNotesACourtOrder = false;
  ruleReadWordAt.length = 0;
  referenceNotesAStaffLoan = false;
  for (let i = 0; i < n; i++) {
    const t = tokens[i]!;
    // A court's order for a debt (an emoluments attachment order, whose short form the phrases below
    // drop as three letters; a garnishee order).
    if (COURT_ORDER_WORDS.has(t)) referenceNotesACourtOrder = true;
    const ruleRead = RULE_READ_REFERENCE_WORDS.has(t);
    // (Not a loan's word: LOAN alone is read as the holder's note between people, "Lucky loan repayment".)
    // A product's phrase that opens with a rule-read word is read whole ("LIFE COVER", "MEDICAL AID",
    // "CAR INS"): its other words alone are no phrase.
    const whole = ruleRead && !LOAN_NOTE_WORDS.has(t) ? matchAt(m, tokens, i) : null;
    // So is money in's own phrase ("CAR ALLOWANCE": an employer's allowance, no car).
    if (ruleRead && !(whole !== null && moneyInsOwnPhrase(whole)) && (whole === null || whole.tokens.length === 1 || whole.kb === null || whole.kb.debit === null || !COVER_OR_LOAN_PRODUCTS.has(whole.kb.debit))) {
      // A product's short form (RA, a retirement annuity) is read before short words are dropped.
      if (withRuleWords) {
        out.push(t);
        ruleReadWordAt.push(true);
      }
      continue;
    }
    // A short word counts only as the first of a longer phrase ("SA REVENUE SERVICE", "SA HOME LOANS").
    const short = !ruleRead && t.length < 3;
    if (!ruleRead && CODE_WORDS.has(t)) continue;
    // The longest phrase here; a shorter one from the same word would have a shorter text still.
    const p = whole ?? matchAt(m, tokens, i);
    if (short && (p === null || p.tokens.length < 2)) continue;
    if (p === null || (p.text.length < 4 && !shortPhraseStandsApart(p.text, reference))) continue;
    // (A word read only where it ends the payer's own field is no meaning of the reference: PROVIDENT.)
    if (p.tokens.length === 1 && PAYER_FIELD_END_ONLY_PHRASES.has(p.text)) continue;
    // What the note says was taken off is no reason for the money (rules.ts takenOff: "rent Mar
    // less commission").
    if (takenOff(tokens, i)) {
      i += p.tokens.length - 1;
      continue;
    }
    // A one-word brand that is also a given name in the payer's note is the person the note names
    // ("Kgomotso Mar" beside a crèche's fee is the child's name, not the funeral insurer KGOMOTSO).
    // (Not a brand alone in the reference, nor one before a company's word: "LEWIS STORES".)
    if (p.tokens.length === 1 && p.kb !== null && n >= 2 && isFirstName(t) && !isCompanyOrSectorWord(tokens[i + 1] ?? '')) continue;
    // (A loan's word, not any rule-read word: GOVT EMPLOYEES MEDICAL is a medical scheme's name.)
    let holdsALoanWord = false;
    for (let k = 0; k < p.tokens.length; k++) holdsALoanWord ||= LOAN_NOTE_WORDS.has(tokens[i + k]!);
    // (Money in's own phrase keeps its rule-read word for every reader: CAR of CAR ALLOWANCE.)
    const ofAnIncomePhrase = moneyInsOwnPhrase(p);
    for (let k = 0; k < p.tokens.length; k++) {
      const word = tokens[i + k]!;
      out.push(word);
      const staffWordOfALoan = holdsALoanWord && STAFF_WORDS.has(word);
      referenceNotesAStaffLoan ||= staffWordOfALoan;
      ruleReadWordAt.push((RULE_READ_REFERENCE_WORDS.has(word) && !ofAnIncomePhrase) || staffWordOfALoan);
    }
    i += p.tokens.length - 1;
    // A person or a relative the note names right before an app's name is who passes its money on
    // ("KAGISO UBER EATS SHARE", "MAMA BOLT PAYOUT"): kept beside it, so the rules read a person's
    // transfer, not the app paying its driver or courier (rules.ts gigAppPaysOut).
    // (i is the phrase's last word here: the word before the phrase is tokens[i - length], and the
    // phrase's words are the last `length` of `out`, so the name goes in before them.)
    const beforeTheApp = GIG_APP_WORDS.has(p.tokens[0]!) && i - p.tokens.length >= 0 ? tokens[i - p.tokens.length]! : '';
    if (beforeTheApp.length >= 3 && (isPersonalName(beforeTheApp) || isFamilyWord(beforeTheApp)) && !CODE_WORDS.has(beforeTheApp) && out[out.length - p.tokens.length - 1] !== beforeTheApp) {
      out.splice(out.length - p.tokens.length, 0, beforeTheApp);
      ruleReadWordAt.splice(ruleReadWordAt.length - p.tokens.length, 0, false);
    }
    // An app's company or payout word after its name ("UBER SA PAYOUT", "BOLT EARNINGS") says it
    // pays its driver out (rules.ts gigAppPaysOut); alone such a word is no phrase.
    if (p.tokens.length === 1 && GIG_APP_WORDS.has(p.text)) {
      while (i + 1 < n && GIG_PAYOUT_WORDS.has(tokens[i + 1]!)) {
        out.push(tokens[++i]!);
        ruleReadWordAt.push(false);
      }
    }
    // What a child's SCHOOL money buys stays beside it ("school trip", "school shoes"): the rules
    // read it as a note, not the school's fees (rules.ts schoolBeforeAPurpose).
    if ((p.text === 'SCHOOL' || p.text === 'SKOOL') && i + 1 < n && SCHOOL_PURPOSE_WORDS.has(tokens[i + 1]!)) {
      out.push(tokens[++i]!);
      ruleReadWordAt.push(false);
    }
  }
  return out.length - before;
}

/** The normalised text the rules and the model read: the description, then a meaningful reference. */
export function lineText(description: string, reference: string | null | undefined): string {
  const descText = normalise(withoutRepeatedDetail(description));
  const ref = meaningfulReference(reference);
  return ref ? (descText ? `${descText} ${ref}` : ref) : descText;
}

/**
 * A masked card number ("406172*3391", "5326*4474", "541282XXXXXX9066"): the line is a card
 * transaction even where the bank prints no purchase word (FNB prints "AE GRIFFITHS 406172*3391
 * 13 DEC"). Tokens drop digits, so it is read from the raw description. A masked account number
 * has no digits before its stars ("*****5453569") and is not one.
 */
const CARD_MASK_RE = /\d{4,6}(?:\*{1,8}|X{4,8})\d{4}\b/;
/**
 * The card's last four digits in brackets after the shop's name: Capitec prints every card
 * transaction so ("Checkers Durbanville (Card 4449)", in its statements and CSV exports), with no
 * purchase word. A bare name before it is a shop, never a person paid.
 */
const CARD_IN_BRACKETS_RE = /\(CARD \d{4}\)/i;

/**
 * A whole card number at the end of the line: Nedbank's business exports print the shop's name
 * in 14 characters and the card's full number glued after it ("SASOL KOMMETJI4606...",
 * "RAILWAY 4606..."). Visa and Mastercard numbers (16 digits, starting 4 or 5) whose check digit
 * holds (passesLuhn, the check South African ID numbers use too): a reference number of 16 digits
 * passes it only one time in ten. Read backwards from the line's end without a regex: most lines
 * end in a letter and cost one look.
 */
function endsInCardNumber(description: string): boolean {
  let end = description.length - 1;
  while (end >= 0 && description.charCodeAt(end) === 32) end--;
  let start = end;
  while (start >= 0 && isDigit(description.charCodeAt(start))) start--;
  // start is now the character before the digits (or -1): exactly 16 digits, starting 4 or 5.
  if (end - start !== 16) return false;
  const first = description.charCodeAt(start + 1);
  return (first === 52 || first === 53) && passesLuhn(description.slice(start + 1, end + 1));
}

const isDigit = (c: number) => c >= 48 && c <= 57;

/** The line is a card transaction by its card number alone (CARD_MASK_RE, CARD_IN_BRACKETS_RE, endsInCardNumber). */
function cardNumberShown(description: string): boolean {
  return ((description.includes('*') || description.includes('XXXX')) && CARD_MASK_RE.test(description)) || (description.includes('(') && CARD_IN_BRACKETS_RE.test(description)) || endsInCardNumber(description);
}
/** An account number in brackets or after "to"/"from" ("Transfer to Thabo (1234567890)", "Transfer to 1234509876:"). */
const ACCOUNT_IN_BRACKETS_RE = /\(\s*\d{6,}\s*\)|\b(?:TO|FROM|NA|VAN)\s+\d{6,}\s*(?::|$)/i;

/** A "##" standing alone (not part of a longer run of marks): Standard Bank's and Nedbank's charge mark. */
const STANDALONE_FEE_MARK_RE = /(?:^|\s)##(?:\s|$)/;
/** A reference that opens with the account the money came from: "From: 10480273315", "FROM 1234567890 INV-22". */
const FROM_ACCOUNT_RE = /^\s*(?:FROM|VAN)\s*:?\s*\d{6,}\b/i;

/**
 * A line with no fee wording and no fee mark that the bank's grammar shows to be a payment,
 * transfer, debit order or card purchase, or that takes R500 or more, is not the bank's fee: the
 * model's fee label there is read from the payee's words or the holder's note ("SERVICE AGREEMENT
 * <collector>", "<account> - ACCOUNT PAYMENT", "International POS Pu ... bookwore.com", "Deposit for
 * car"). A fee row says it is one (FEE, CHARGE, DECLINED, UNPAID, ...) except where a field cuts it
 * ("MONTHLY MA", "CASH DE"), and then it is small: no fee in the corpora without its wording reaches
 * R350, and a bank's charges run to tens of rands.
 */
function feeNotShown(label: Label, flags: number, amount: number, feeMark: boolean, description: string, tokens: readonly string[]): boolean {
  return labelGroup(label) === 'fees' && ((flags & PAYMENT_KINDS) !== 0 || (amount <= -LARGEST_UNWORDED_FEE_CENTS && label !== 'Interest Repayment')) && (flags & FEE_GRAMMAR) === 0 && !feeMark && !MARKED_WORD_RE.test(description) && !tokens.some((token) => FEE_NOUNS.has(token));
}
/** From this debit up (R500), a fee row must say it is one. */
const LARGEST_UNWORDED_FEE_CENTS = 50_000;
/** Words that name what a bank charges for, without FEE or CHARGE ("PAYMENT NOTIFICATION SMS", "EFT ADMIN", "INTERNATIONAL COMMISSION"). */
const FEE_NOUNS: ReadonlySet<string> = new Set(['NOTIFICATION', 'NOTIFICATIONS', 'NOTIFIC', 'NOTIFY', 'SMS', 'ADMIN', 'ADMINISTRATION', 'COMMISSION', 'COMM', 'LEDGER', 'STMT', 'STATEMENT', 'CONFIRMATION', 'CONFIRM', 'ENQUIRY', 'ENQ']);
/** A word marked with "#" ("CHEQUE CARD PURCHASE #INTERNATIONAL"): Standard Bank's and FNB's fee rows. */
const MARKED_WORD_RE = /(?:^|\s)#[A-Z]/i;
const PAYMENT_KINDS = F.PAYMENT | F.TRANSFER | F.DEBIT_ORDER | F.POS | F.CREDIT_IN | F.ONLINE;
const FEE_GRAMMAR = F.FEE | F.FEE_STRONG | F.DECLINED | F.UNPAID | F.RETURNED | F.LIMIT | F.OVERDRAFT | F.INSUFFICIENT | F.ATM | F.CASH_DEPOSIT;

/** Label groups whose labels a bank's grammar alone can show (fees, cash, returned debit orders, transfers). */
const GRAMMAR_KIND_GROUPS: ReadonlySet<LabelGroup> = new Set<LabelGroup>(['fees', 'cash', 'risk', 'transfer']);

/** Tax form numbers in a description (ITA34 assessment, ITR12 return, EMP201 PAYE, VAT201, IRP6 provisional). */
const TAX_FORM_RE = /\b(?:ITA\s?34|IT\s?34|ITR\s?12|IT\s?12|EMP\s?201|EMP\s?501|VAT\s?201|IRP\s?6|IT\s?88)\b/i;

/**
 * The merchant (or counterparty) of a description without bank grammar noise: dates, times, card
 * numbers and masks, reference and branch numbers, channel words (POS PURCHASE, DEBIT ORDER,
 * FNB APP PAYMENT TO, CHEQUE CARD PURCHASE, ...), company suffixes and city/suburb names. The same
 * merchant from different days, branches and banks gives the same key:
 *   "POS Purchase Woolworths Sandton 412752*6823 31 Oct"      -> "WOOLWORTHS"
 *   "WOOLWORTHS MENLYN 4278*6153 19 FEB CHEQUE CARD PURCHASE" -> "WOOLWORTHS"
 * Empty string when nothing identifying is left.
 */
export function merchantKey(description: string): string {
  return keyOfNormalised(normalise(withoutRepeatedDetail(description)));
}

/** merchantKey as it was made before session 74, an accented letter splitting its word ("CR CHE LESEDI"). */
function legacyMerchantKey(description: string): string {
  return keyOfNormalised(normaliseKeepingAccents(withoutRepeatedDetail(description)));
}
function keyOfNormalised(text: string): string {
  return text ? keyFromTokens(matcher(), text.split(' ')) : '';
}
const NON_ASCII_RE = /[^ -~\t\r\n]/;
/** Words that name a payer who lends (organisationPaysOutALoan): a bank, a fund, a lender, a finance or credit house, South Africa's development funders (SEFA, NEF, IDC, NYDA, the Land Bank). */
const LENDING_PAYER_WORDS: ReadonlySet<string> = new Set(['BANK', 'BANKS', 'LANDBANK', 'LANDBOUBANK', 'FUND', 'FUNDS', 'FONDS', 'FINANCE', 'FINANCIAL', 'FIN', 'CREDIT', 'KREDIET', 'MUTUAL', 'LENDER', 'LENDERS', 'LENDING', 'LOANS', 'CAPITAL', 'COOP', 'COOPERATIVE', 'SEFA', 'NEF', 'IDC', 'NYDA']);
/** The holder's own account in a note ("CREDIT TRANSFER" with "FROM MY OTHER ACC"). */
const OWN_ACCOUNT_NOTE_WORDS: ReadonlySet<string> = new Set(['MY', 'OWN', 'MYSELF']);
/** A co-operative's name, written apart ("Siyaphambili Co-op": CO OP). */
function coOperativeNamed(words: readonly string[]): boolean {
  for (let k = 0; k + 1 < words.length; k++) if (words[k] === 'CO' && words[k + 1] === 'OP') return true;
  return false;
}

/** An organisation rule from a manual relabel: same merchant key, same direction. */
export function organisationRuleFromRelabel(tx: LabelInput, label: Label): OrganisationRule | null {
  const key = merchantKey(tx.description);
  if (!key) return null;
  const direction: 'credit' | 'debit' = tx.amount_cents > 0 ? 'credit' : 'debit';
  const allowed = labelDirection(label);
  if (allowed !== 'either' && allowed !== direction) return null;
  return { key, label, direction, description: tx.description };
}

// ---------------------------------------------------------------------------------------------
// Labeller
// ---------------------------------------------------------------------------------------------

export function createLabeller(model: LabellingModel | DecodedModel, options: LabellerOptions = {}): Labeller {
  const decoded: DecodedModel = 'offsets' in model ? model : decodeModel(model);
  const m = matcher();
  const orgRules = new Map<string, OrganisationRule>();
  for (const rule of options.organisationRules ?? []) {
    if (!isLabel(rule.label)) continue;
    const allowed = labelDirection(rule.label);
    if (allowed !== 'either' && allowed !== rule.direction) continue; // never a credit label on a debit
    // The stored key is the engine's of its day; the description taught gives today's.
    const key = (rule.description !== undefined && merchantKey(rule.description)) || rule.key;
    orgRules.set(`${rule.direction}|${key}`, rule);
  }
  const useRules = !options.disableRules;
  const useModel = !options.disableModel;
  const scores = new Float64Array(decoded.labels.length);
  /** The description's tokens, refilled for every line (read only while that line is decided). */
  const descTokens: string[] = [];
  /** Where the line's last " - " is (withoutRepeatedDetail), and the detail's tokens before it (detailEnd). */
  const detailFields: DetailFields = { dash: -1 };
  const detailTokens: string[] = [];
  /** The description's tokens and then a meaningful reference's, refilled for every line that has a reference. */
  const referenceLineTokens: string[] = [];
  /** A reference's meaningful words (meaningfulReferenceWords), refilled for every line that has a reference. */
  const referenceWords: string[] = [];
  const prob = new Float64Array(1);
  /** Whether the description as last read is only a card purchase's wording (onlyTheChannelDescribed), for decideLine. */
  let channelOnly = false;
  const lineFacts: LineFacts = { feeMark: false, taxForm: false, accountInBrackets: false, streetAddress: false, fromAccount: false, lettersOnDigits: false, courtOrderNoted: false, tradingAs: false, description: '', reference: null, descriptionEnd: 0 };
  const scanResult: ScanResult = { flags: 0, covered: new Uint8Array(MAX_COVERED), entryType: new Uint8Array(MAX_COVERED), kbNamed: 0, kb: null, kbText: '', kbPos: -1, kbLen: 0, shopKb: null, shopPos: -1, laterShopKb: null, laterShopText: '', notWagesKb: null, fieldEnd: 0, settlementWord: false, savingsNamed: false, houseEnd: -1, firstHouseEnd: -1, insurerNamed: false, shopNamed: false, ampersandAt: -1 };
  /** How many of the reference's meaningful words end the line's words (lineFieldEnd): the description ends before them. */
  let referenceWordCount = 0;
  /** The words scanResult was last filled from (scanLine), or null where decideReadingTheReference cleared it and no scan ran. */
  let scannedWords: readonly string[] | null = null;
  const uncategorisedIndex = decoded.labels.indexOf('Uncategorised');
  // An organisation rule is the lender's own decision: its confidence is not re-calibrated.
  const calibration = decoded.calibration ? { ...decoded.calibration, keys: { ...decoded.calibration.keys, organisation_rule: ORGANISATION_RULE_CONFIDENCE } } : null;

  // Every calibration key the decision can take, resolved once against this labeller's calibration.
  const kind = (key: string): DecisionKind => ({ key, confidence: key === 'model' ? NaN : round3(calibrate(calibration, key, NaN)) });
  const MODEL = kind('model');
  const INCOME_ABSTAIN = kind('income_abstain');
  const UNCATEGORISED = kind('uncategorised');
  const ORGANISATION_RULE = kind('organisation_rule');
  const BANK_CATEGORY = kind('bank_category');
  const ruleKinds = Object.fromEntries(Object.entries(RULE_KEYS).map(([k, key]) => [k, kind(key)])) as Record<RuleKind, DecisionKind>;
  const softKinds = Object.fromEntries(Object.entries(SOFT_KEYS).map(([k, key]) => [k, kind(key)])) as Record<RuleKind, DecisionKind>;

  // One reused record per labeller: the hot path allocates nothing but the result.
  const d: { label: Label; raw: number; kind: DecisionKind; source: LabelSource } = { label: 'Uncategorised', raw: 0, kind: UNCATEGORISED, source: 'rule' };
  const set = (label: Label, raw: number, kind: DecisionKind, source: LabelSource) => {
    d.label = label;
    d.raw = raw;
    d.kind = kind;
    d.source = source;
  };

  /**
   * Where the detail ends in a line written "<detail> - <entry type>" (Standard Bank's exports:
   * "LERATO SALARY - credit transfer"), as a position among the rules' tokens; `lineLength` (no
   * boundary) for other lines. `dash`: where the description's last " - " is, or -1. The detail is
   * read alone as the rules read it (glued bank words apart): a few lines in a hundred have a
   * dash, so this costs less than keeping every token's offset on the hot path.
   */
  function detailEnd(description: string, dash: number, lineLength: number, splitsLettersByStar: boolean): number {
    if (dash <= 0) return lineLength;
    const detail = description.slice(0, dash);
    tokenise(detail, detailTokens);
    const words = gluedWordsApart(m, detailTokens) ?? detailTokens;
    // Wording before the dash is no detail: the payee or the payer follows it ("Payment - Baloyi
    // Panelbeaters", "Payment Received - KFC WEEK 14"; "Payment to Kea - airtime" keeps its payee
    // before the dash). Money in once kept the dash's field ("Money In - <payer>" read as the payer's
    // own reference), which read an employer's pay week as a person's note; a person's name and note
    // after the dash are still read as a person's (session 102).
    if (onlyBankWording(words)) return lineLength;
    return ((splitsLettersByStar ? starSplitApart(m, words, detail) : null) ?? words).length;
  }

  /** Every word is the bank's grammar (no knowledge-base phrase, no free word). */
  function onlyBankWording(words: readonly string[]): boolean {
    if (words.length === 0) return false;
    for (let i = 0; i < words.length; i++) {
      const phrase = matchAt(m, words, i);
      if (phrase === null || phrase.kb !== null) return false;
      i += phrase.tokens.length - 1;
    }
    return true;
  }

  /**
   * Where the phrases of the description's detail end among the rules' tokens (detailEnd), and
   * never past the description: the reference's words are read after it, not as one phrase with
   * it ("ACB CREDIT FNB" with the reference "LOAN BACK" names the sending bank and a note, not "FNB
   * LOAN"). The reference's words are lineTokens' last (they are phrases' or rule words, which the
   * glued-word reading leaves whole).
   */
  function lineFieldEnd(description: string, tokens: readonly string[], lineTokens: readonly string[], splitsLettersByStar: boolean): number {
    const detail = detailEnd(description, detailFields.dash, tokens.length, splitsLettersByStar);
    referenceWordCount = lineTokens.length - descTokens.length;
    return lineTokens === descTokens ? detail : Math.min(detail, tokens.length - referenceWordCount);
  }

  /**
   * The scan of a line's words into scanResult. A function of the labeller, not a closure made per
   * line: a closure made per line cost the corpus mix 17-26 % of its speed (its allocation, and
   * under tsx the name esbuild sets on every function made).
   */
  function scanLine(words: readonly string[], amount: number, shownOnDebit: number, fieldEnd: number): void {
    scannedWords = words;
    scan(m, words, scanResult, amount, shownOnDebit, fieldEnd);
    // A line of no bank wording that ends in a town is a card purchase: read its shop as one. Not a
    // kin word or a form of address and the town alone: a relative where they live ("Gogo Giyani",
    // "Mkhulu QwaQwa"; "MAMA AFRICA PRETORIA" is a restaurant's).
    if (amount < 0 && scanResult.flags === 0 && endsAsACardDescriptor(words) && !((isFamilyWord(words[0]!) || isTitle(words[0]!)) && townFrom(words, 1))) scan(m, words, scanResult, amount, F.POS, fieldEnd);
  }

  /**
   * The rules' decision on the line read as `words` (its tokens, or another reading of them: a
   * glued code cut off, a misspelling read as the word); scanResult then holds that reading.
   */
  function decideAs(words: readonly string[], amount: number, shownOnDebit: number, fieldEnd: number): RuleDecision | null {
    scanLine(words, amount, shownOnDebit, fieldEnd);
    // (The reading's own description end: its words are the line's read apart, the reference's after them.)
    lineFacts.descriptionEnd = words.length - referenceWordCount;
    return decide(scanResult, words, amount, lineFacts);
  }

  /** The kinds of a firm reading: a hard rule's, or the organisation's own rule. */
  const firmKinds: ReadonlySet<DecisionKind> = new Set([...Object.values(ruleKinds), ORGANISATION_RULE]);

  /**
   * The decision before calibration (decideLineAsWritten). A line with no firm reading whose words
   * a bank's export glued together, keeping their capitals (capitalsApart: "Smart-ApOorplasingNaPayment"
   * is FNB's Afrikaans app payment), is read again with the words apart; that reading stands where
   * it is firm, or where it is the rules' and the line as written was only the model's guess under
   * the soft rules' threshold, or unknown (a brand's inner capitals split, "MyCiTi", read as the
   * model knows the brand). Otherwise the line is decided again as written (so every reading's
   * state is the line's).
   */
  function decideLine(tx: LabelInput): void {
    channelOnly = false;
    decideLineAsWritten(tx);
    // A card purchase or a debit order (debitOrderOnly) whose description is only the bank's wording
    // for it ("CHEQUE CARD PURCHASE", "POS PURCHASE", "DEBIT ORDER") with the payee and its details in
    // the reference: Standard Bank prints its entries on two lines and exports and BYOD payloads put
    // the second in the reference ("CHEQUE CARD PURCHASE" with "KFC GREENSTON13:14 489537*4410 28
    // MAR"). The reference is then the description's own field, read whole, as the bank printed it.
    // Only a reference with words (a code's prefix and its number alone stay noise: issue 12); not a
    // payment's or money in's, whose reference is the payer's own note and is read as one (a person's
    // "groceries" is no shop).
    // (Only where that reading is firm, a shop or a trade named: an unknown shop's name is left to the
    // line as written, whose reference is then noise, not given to the model to guess from.)
    if (useRules && channelOnly && tx.reference && tx.description && referenceHasWords(tx.reference)) {
      const debitOrder = (scanResult.flags & F.POS) === 0;
      decideLineAsWritten({ description: `${tx.description} ${tx.reference}`, reference: null, amount_cents: tx.amount_cents, bank_category: tx.bank_category });
      // (A debit order's collector is named, not only a trade's word: "DEBIT ORDER" with "PRINT 0012
      // ADT" or "BEAN COUNTERS 2211" is no print shop's or coffee's store account.)
      if (firmKinds.has(d.kind) && !(debitOrder && (scanResult.kb === null || scanResult.kb.priority < 2))) return;
      decideLineAsWritten(tx);
    }
    if (!useRules || firmKinds.has(d.kind) || !tx.description) return;
    const apart = capitalsApart(tx.description);
    if (apart === null) return;
    const writtenUnsure = d.source !== 'rule' && (d.label === 'Uncategorised' || d.raw < decoded.softRuleThreshold);
    decideLineAsWritten({ description: apart, reference: tx.reference, amount_cents: tx.amount_cents });
    if (firmKinds.has(d.kind) || (d.source === 'rule' && writtenUnsure)) return;
    decideLineAsWritten(tx);
  }

  /** The decision before calibration on the line as written: label, raw confidence, and the kind the calibration keys on. */
  function decideLineAsWritten(tx: LabelInput): void {
    const raw = tx.description ?? '';
    let description = raw;
    detailFields.dash = -1;
    // Only a line with a " - " can print its detail twice (withoutRepeatedDetail): tokenise says
    // whether it has one, and the line is read again only when a repeated detail was dropped.
    let marks = tokenise(raw, descTokens);
    if ((marks & LINE_MARK.dash) !== 0) {
      description = withoutRepeatedDetail(raw, detailFields);
      if (description !== raw) marks = tokenise(description, descTokens);
    }
    const amount = tx.amount_cents;
    // A lender's own relabel first, by the merchant key of the description as written (merchantKey's,
    // which the readings below do not change: a ShapID's bank, an "@" read as AT).
    if (orgRules.size > 0 && descTokens.length > 0) {
      const key = keyFromTokens(m, descTokens);
      const direction = amount > 0 ? 'credit' : 'debit';
      // A rule saved before accents were read as their letters has the key an accent split then.
      const rule = orgRules.get(`${direction}|${key}`) ?? (NON_ASCII_RE.test(raw) ? orgRules.get(`${direction}|${legacyMerchantKey(raw)}`) : undefined);
      if (rule) return set(rule.label as Label, ORGANISATION_RULE_CONFIDENCE, ORGANISATION_RULE, 'organisation_rule');
    }

    // A PayShap ShapID names the bank that holds the payee's account after the payee's number
    // ("0711234567@capitec"), read as the bank it is: Discovery's is its bank, no insurer paid
    // ("PayShap to 0734451122@discovery").
    if (description.includes('@')) {
      // ("@HOME GATEWAY": the "@" is the name's AT, which the tokens lose: "AT HOME", the homeware chain, not a home's insurance.)
      // (Not on a PayShap line, whose "@" is a handle's: "PayShap Payment to @home".)
      const shopsAt = PAYSHAP_RE.test(description) ? description : description.replace(AT_OPENING_A_WORD_RE, '$1AT ');
      const bankNamed = shopsAt.replace(SHAP_ID_AT_DISCOVERY_RE, '$1 DISCOVERY BANK');
      if (bankNamed !== description) {
        description = bankNamed;
        marks = tokenise(description, descTokens);
      }
    }
    // Only such lines can hold a name with a reference code glued to it (codeGluedApart), or a
    // name a descriptor's star cut in two (starSplitApart).
    const gluesLetterToDigit = (marks & LINE_MARK.letterBeforeDigit) !== 0;
    const splitsLettersByStar = (marks & LINE_MARK.starBetweenLetters) !== 0;
    // The reference's words follow the description's, so an "&" of the description keeps its place.
    scanResult.ampersandAt = (marks & LINE_MARK.ampersand) !== 0 ? ampersandToken() : -1;

    // The description decides; the reference joins it only when it carries words (meaningfulReference).
    // Without a meaningful reference the description's tokens are the line's; the joined text is
    // built only when the model needs it (most lines are decided by the rules on tokens alone).
    let lineTokens: string[] = descTokens;
    /** What the model reads: lineTokens, unless the reference held words only the rules read. */
    let modelTokens: string[] = descTokens;
    // Most references are numbers and codes: the description's tokens are copied only for one with words.
    if (tx.reference) {
      referenceWords.length = 0;
      if (meaningfulReferenceWords(tx.reference, referenceWords, true) > 0) {
        referenceLineTokens.length = 0;
        for (let k = 0; k < descTokens.length; k++) referenceLineTokens.push(descTokens[k]!);
        for (let k = 0; k < referenceWords.length; k++) referenceLineTokens.push(referenceWords[k]!);
        lineTokens = referenceLineTokens;
        modelTokens = ruleReadWordAt.includes(true) ? referenceLineTokens.filter((_, k) => k < descTokens.length || !ruleReadWordAt[k - descTokens.length]) : lineTokens;
      }
    }
    let soft: RuleDecision | null = null;
    /** A firm reading of the line with its misspellings read as the words they misspell. */
    let respelled: RuleDecision | null = null;
    let tokens: string[] | null = null;
    if (useRules && lineTokens.length > 0) {
      // The rules read glued bank words apart; the model reads the line as it was trained on it.
      tokens = gluedWordsApart(m, lineTokens) ?? lineTokens;
      if (splitsLettersByStar) tokens = starSplitApart(m, tokens, description) ?? tokens;
      // A card number shown makes a debit a purchase even with no purchase word (the scan reads a
      // purchase's shop name differently, so it is known before the scan, which then runs once).
      const shownOnDebit = amount < 0 ? (cardNumberShown(description) || opensWithACardMachine(description) ? F.POS : 0) | (webAddressShown(description) ? F.ONLINE : 0) : 0;
      let fieldEnd = lineFieldEnd(description, tokens, lineTokens, splitsLettersByStar);
      scanLine(tokens, amount, shownOnDebit, fieldEnd);
      // (A card purchase's wording, not a cash machine's, a fee's or a refund's beside the card: "ATM Cash 824702 961172*1013".)
      channelOnly = amount < 0 && ((scanResult.flags & F.POS) !== 0 || debitOrderOnly(scanResult.flags)) && (scanResult.flags & NOT_A_PURCHASE_ONLY) === 0 && onlyTheChannelDescribed(scanResult, fieldEnd);
      // A loan the reference names (RULE_READ_REFERENCE_WORDS) is the instalment a debit order
      // collects ("ACB DEBIT:EXTERNAL ABSA BANK" with "LOAN 316321"), and a product the reference
      // names is what an insurer or an investment house the description pays is paid for, by any
      // channel ("SANTAM" with "Commercial vehicle 22019", "INSURANCE PREMIUM OUTSURANCE" with "OUT
      // 4412093 CAR"); beside a payment to anyone else, a transfer or money in it is a note between
      // people, and the line is read without it.
      // A staff loan noted beside a business the line names, or paid in by a payroll's bulk run
      // ("ACB CREDIT KOPANANG COAL" with "STAFF LOAN"), is a loan from (or repaid to) the employer
      // ("Internet payment to Sundowner Farms" with "Staff loan repay"): read whole. (The
      // description's own words only, read as the bank wrote them: a company's word left in the note
      // is no payee, "Payment Received: Sipho Dube" with "Staff loan Shoprite".)
      const staffLoanOfABusiness = referenceNotesAStaffLoan && tokens === lineTokens && (namesABusiness(descTokens, scanResult.covered) || (amount > 0 && (scanResult.flags & F.PAYROLL) !== 0));
      if (modelTokens !== lineTokens && !staffLoanOfABusiness && (scanResult.flags & F.DEBIT_ORDER) === 0 && !theNoteIsTheNamedHouses(tokens, scanResult, amount, fieldEnd, tokens.length - referenceWordCount, tx.reference ?? null) && !(amount < 0 && onlyTheChannelDescribed(scanResult, fieldEnd) && !loanToAPersonNoted(referenceTokens))) {
        lineTokens = modelTokens;
        tokens = gluedWordsApart(m, lineTokens) ?? lineTokens;
        if (splitsLettersByStar) tokens = starSplitApart(m, tokens, description) ?? tokens;
        fieldEnd = lineFieldEnd(description, tokens, lineTokens, splitsLettersByStar);
        scanLine(tokens, amount, shownOnDebit, fieldEnd);
      }
      const first = description.charCodeAt(0);
      // Standard Bank and Nedbank print "##" beside every charge ("<shop> 14H07 <card> ## - debit card
      // purchase fee", "OORTREKKING-DIENSGELD ##"): the row is the bank's fee, not the shop it names.
      lineFacts.feeMark = first === 35 /* # */ || (tokens[0] === 'FEE' && /^\s*FEE\s*[:-]/i.test(description)) || (description.includes('##') && STANDALONE_FEE_MARK_RE.test(description));
      lineFacts.taxForm = (scanResult.flags & F.TAX_FORM) !== 0 && TAX_FORM_RE.test(description);
      lineFacts.accountInBrackets = (scanResult.flags & F.TRANSFER) !== 0 && ACCOUNT_IN_BRACKETS_RE.test(description);
      lineFacts.streetAddress = scanResult.kb === null && streetAddress(tokens, description);
      lineFacts.fromAccount = tx.reference != null && FROM_ACCOUNT_RE.test(tx.reference);
      lineFacts.lettersOnDigits = gluesLetterToDigit;
      lineFacts.courtOrderNoted = Boolean(tx.reference) && referenceNotesACourtOrder;
      // (Most lines have neither a slash nor AS: the expression is asked only of those that do.)
      lineFacts.tradingAs = (description.includes(' AS') || description.includes(' as') || description.includes(' As') || SLASH_BEFORE_A_RE.test(description)) && TRADING_AS_RE.test(description);
      lineFacts.description = description;
      lineFacts.reference = tx.reference ?? null;
      lineFacts.descriptionEnd = tokens.length - referenceWordCount;
      const decision = decide(scanResult, tokens, amount, lineFacts);
      // A merchant's name the shop-name field cut right after a collector's star ("PAYPAL *NETFL")
      // is the merchant (brandCutBehindACollector): read whole, it decides over the collector's
      // own reading.
      // (A collector prints a star before the merchant: most lines have none and are not read again.)
      const behindACollector = amount < 0 && description.includes('*') ? brandCutBehindACollector(m, tokens, scanResult, description, tokens.length - referenceWordCount) : null;
      if (behindACollector !== null) {
        const whole = decideAs(behindACollector, amount, shownOnDebit, fieldEnd);
        if (whole && !whole.soft && scanResult.kb !== null && scanResult.kb.priority === 2) return set(whole.label, whole.confidence, ruleKinds[whole.kind], 'rule');
        scanLine(tokens, amount, shownOnDebit, fieldEnd); // what follows reads the line as written
      }
      if (decision && !decision.soft) {
        // A named payee the line goes on with past a glued reference code ("PICK N PAYX25619557" is
        // the grocer, not PICK alone) is the longer name; never a person's or a payer's reading,
        // and only on a debit (codeGluedApart).
        const longerName = gluesLetterToDigit && amount < 0 && scanResult.kb !== null ? codeGluedApart(m, tokens, scanResult, description, true) : null;
        if (longerName !== null) {
          const longer = decideAs(longerName, amount, shownOnDebit, fieldEnd);
          if (longer && !longer.soft && scanResult.kb !== null) return set(longer.label, longer.confidence, ruleKinds[longer.kind], 'rule');
        }
        return set(decision.label, decision.confidence, ruleKinds[decision.kind], 'rule');
      }
      // A named payee glued to the reference code after it ("GREENPEACEGPAN002337 - account
      // payment") is read as the payee where the line as written has no firm reading: the code must
      // not hide it (issue 12's reference noise, inside the description's own field). Only on a
      // debit: a payer read so would make income.
      const freed = gluesLetterToDigit && amount < 0 ? codeGluedApart(m, tokens, scanResult, description, false) : null;
      if (freed !== null) {
        const again = decideAs(freed, amount, shownOnDebit, fieldEnd);
        if (again && !again.soft && scanResult.kb !== null) return set(again.label, again.confidence, ruleKinds[again.kind], 'rule');
        scanLine(tokens, amount, shownOnDebit, fieldEnd); // what follows reads the line as written
      }
      // A word typed one letter wrong ("Kar Versekkering") is read as the word only where the line
      // as written has no firm reading, and only on a debit: the misspelling fills a gap, never
      // outranks a person, a shop or a payer the line spells right, and never makes income. A
      // bank word or a trade word read so decides; a named merchant's (WOOLWROTHS) waits for the
      // model below, which may know the line as written: one letter off a brand is also a place
      // or a surname ("FAIRMOUNT MOTORS" is no Fairmont hotel).
      // So is a shop's compound of its kind and its head ("DIE RUGBYWINKEL": compoundsApart), read
      // apart first: it is the word as written, where a misspelling is a guess ("STEAKHUIS DIE
      // BRANDERS" is a steakhouse, whatever BRANDERS is one letter from).
      const compoundTokens = amount < 0 ? compoundsApart(m, tokens) : null;
      const respelledTokens = amount < 0 ? (compoundTokens ?? misspelledApart(m, tokens)) : null;
      if (respelledTokens !== null) {
        const again = decideAs(respelledTokens, amount, shownOnDebit, fieldEnd);
        if (again && !again.soft && again.kind !== 'merchant') return set(again.label, again.confidence, ruleKinds[again.kind], 'rule');
        if (again && !again.soft) respelled = again;
        scanLine(tokens, amount, shownOnDebit, fieldEnd); // the model's guards below read the line as written
      }
      if (decision) soft = decision;
    }

    if (useModel) {
      const text = modelTokens.length === 1 ? modelTokens[0]! : modelTokens.join(' ');
      const best = scoreLine(decoded, text, amount, scores, prob, modelTokens);
      const p = prob[0]!;
      if (respelled !== null && (calibration === null || calibrate(calibration, 'model', p) < REVIEW_THRESHOLD)) return set(respelled.label, respelled.confidence, ruleKinds[respelled.kind], 'rule');
      // A wrong income label costs a lender more than a missed one: the model names an income label
      // only when it is sure; otherwise the credit is a transfer (abstaining), which the income
      // analysis can still count when it recurs.
      // INCOME_CREDITS (rules.ts): the income labels held to the stricter precision bar, UIF among
      // them (the model otherwise reads UIF into any "DEPT ..." credit).
      // (Not the UIF's: its benefits are paid on claims.)
      if (amount > 0 && INCOME_CREDITS.has(decoded.labels[best]!) && decoded.labels[best] !== 'UIF') {
        // (Not where only a person or a transfer's wording pays: "IMMEDIATE PAYMENT RECEIVED" with
        // "THULI FUNERAL CLAIM" is money between people, read below.)
        const noted = (tokens !== null && (plainTransferIn(scanResult, tokens) || privatePersonPaysIn(scanResult, tokens))) || referenceOpensWithAPerson(tx.reference) ? null : notedAsNoEarnings(tx);
        if (noted !== null) return set(noted, Math.max(0.3, 1 - p), INCOME_ABSTAIN, 'model');
      }
      if (amount > 0 && INCOME_CREDITS.has(decoded.labels[best]!) && (p < INCOME_MIN_PROBABILITY || (tokens !== null && (unknownPayerOnPersonalChannel(scanResult, tokens) || !incomeEvidence(scanResult, tokens, decoded.labels[best]!, lineFacts.descriptionEnd))))) {
        return set(insteadOfIncome(scanResult, tokens, lineFacts.descriptionEnd), Math.max(0.3, 1 - p), INCOME_ABSTAIN, 'model');
      }
      // A loan paid out names its lender or loan; the model reading a holder's note on a transfer
      // between accounts ("advance") or on money from a person by name as one is abstained from the same way,
      // and so is LOAN beside a payer of unknown words on a person's channel ("Payment Received: Wang Wei Loan"),
      // or sent by a channel only people pay by from no payer the rules know ("FNB App Payment From Loan").
      if (amount > 0 && decoded.labels[best] === 'Loan Disbursement' && tokens !== null && (plainTransferIn(scanResult, tokens) || privatePersonPaysIn(scanResult, tokens) || loanNotedOnAPeoplesApp(scanResult, tokens))) {
        return set('Bank Transfer', Math.max(0.3, 1 - p), INCOME_ABSTAIN, 'model');
      }
      // Labels the line must show its own evidence for (evidence.ts), and a fee the line does not show.
      // (A fee's word only in the payer's note is no bank's fee for the model either: "Thabiso" with "bank fees".)
      const evidenceMissing = tokens !== null && (!labelEvidenceShown(decoded.labels[best]!, scanResult, tokens, lineFacts) || feeNotShown(decoded.labels[best]!, scanResult.flags, amount, lineFacts.feeMark, description, tokens) || (labelGroup(decoded.labels[best]!) === 'fees' && feeOnlyInThePayersNote(scanResult, tokens, lineFacts, amount)));
      // A card purchase pays a shop: where the shop's name reads like a person's ("Thandeka Mokoena
      // Tergniet (Card 7316)", a sole trader's card machine) the model's transfer is no override;
      // nor where the line shows a business by its company word (softCompany).
      const transferOverABusiness = (soft?.kind === 'softPurchase' || soft?.kind === 'softCompany') && labelGroup(decoded.labels[best]!) === 'transfer';
      // The model's own calibrated confidence is under the review threshold: the guards below let
      // such a guess stand only where nothing better is known.
      const modelUnderReview = calibration !== null && calibrate(calibration, 'model', p) < REVIEW_THRESHOLD;
      // A business the line does not place (softCompany): the model names what it sells only when
      // it is sure. Its word features read a company's suffix ("PTY LTD") as whatever the few
      // training lines that had one were, which says nothing about this business.
      const unsureOfABusiness = soft?.kind === 'softCompany' && modelUnderReview;
      // A card purchase online (through a gateway, "OZOW*HAIRANDWIGS") or at a shop named by a
      // person's name alone ("IK*GUGU M", "POS Purchase Chq Card Pretorius"): the model reads a
      // trade from the shop's letters, so it names one only when it is sure; otherwise the purchase
      // keeps what its channel shows (an online purchase, or unknown).
      const unsureOfAPurchase = soft?.kind === 'softPurchase' && tokens !== null && modelUnderReview && (namesAnOnlineGateway(tokens) || shopNamedByAPersonOnly(m, tokens, scanResult.covered));
      // So with no bank wording at all and no star after the card machine's name (with the star the
      // line is a card purchase already: opensWithACardMachine), the machine before a person's name
      // ("SNAPSCAN J BOTHA VRYHEID"): a sole trader's till, where the model's transfer, read from the
      // name's letters, is never the answer however sure.
      const tillOfAPerson =
        amount < 0 && soft === null && tokens !== null && scanResult.flags === 0 && (modelUnderReview || labelGroup(decoded.labels[best]!) === 'transfer') && namesACardMachine(tokens) && shopNamedByAPersonOnly(m, tokens, scanResult.covered);
      // A payment to a nickname ("Rainy Day Fund", "Mom Bank"): unless the model knows the payee
      // (a charity's fund it was trained on), its other label is read from the nickname's letters
      // (FUND as a loan), and a loan or a bill read into a transfer is a commitment the applicant
      // does not have.
      const overANickname = soft?.kind === 'soft' && soft.label === 'Bank Transfer' && tokens !== null && modelUnderReview && labelGroup(decoded.labels[best]!) !== 'transfer' && namesANickname(tokens, scanResult.covered);
      // With a soft rule, the model overrides the line's generic label (Debit Order, Bank Transfer, a
      // purchase) only when the line names something beyond bank grammar (a counterparty word or a
      // knowledge-base phrase). Why: on a line that is all grammar ("Banking App Transfer to
      // 1234509876: Transfer") the model's specific label comes from the grammar words' priors alone
      // ("Credit Card Repayments" for an unknown debit): a guess, where the generic label is what the line shows.
      // Fees, cash and returned items are grammar themselves ("External Payment Fee"): the model may name them.
      const unsure = soft !== null && tokens !== null && !GRAMMAR_KIND_GROUPS.has(labelGroup(decoded.labels[best]!) ?? 'other') && !namesBeyondGrammar(tokens, scanResult.covered) && modelUnderReview;
      const bareWord = soft === null && tokens !== null && bareWordLine(scanResult, tokens);
      // The model's Uncategorised on a debit order says only that it knows no such collector; the
      // grammar shows a debit order, the label for an unknown collector ("Backdated S/Debit <name>").
      const unknownCollector = soft?.label === 'Debit Order' && best === uncategorisedIndex;
      // A debit order to a bank that names nothing but the bank ("Debit Order: NEDBANK" with "NED
      // 8812093") names no product: a bank sells loans, cards, cover and savings under one name, and
      // the issue's rule is Debit Order, not the model's guess of the bank's best-known product.
      const bankAlone = soft?.label === 'Debit Order' && tokens !== null && (scanResult.flags & F.BANK_NAME) !== 0 && !namesBeyondGrammar(tokens, scanResult.covered);
      if (!evidenceMissing && !transferOverABusiness && !overANickname && !unsure && !unsureOfABusiness && !unsureOfAPurchase && !tillOfAPerson && !unknownCollector && !bankAlone && (p >= (soft ? decoded.softRuleThreshold : decoded.uncategorisedThreshold) || (best === uncategorisedIndex && !soft)) && !(bareWord && best === uncategorisedIndex)) {
        return set(decoded.labels[best]!, p, MODEL, 'model');
      }
      // An online gateway before a person's name alone ("PAYFAST*ZANELE KHUMALO", "PAYU*DZ MAHLANGU"):
      // the person's own shop, or the person paid through the gateway, which the line does not tell
      // apart: Uncategorised, as a card machine before a person's name is (issue 12), not an online
      // purchase the channel alone suggests.
      if (soft?.kind === 'softPurchase' && soft.label === 'Online Purchase' && tokens !== null && namesAnOnlineGateway(tokens) && shopNamedByAPersonOnly(m, tokens, scanResult.covered)) return set('Uncategorised', Math.min(MAX_UNCATEGORISED_CONFIDENCE, 1 - p), UNCATEGORISED, 'model');
      if (soft) return set(soft.label, soft.confidence, softKinds[soft.kind], 'rule');
      if (bareWord) return amount < 0 ? set('Bank Transfer', RULE_CONFIDENCE.soft, softKinds.soft, 'rule') : set('Bank Transfer', RULE_CONFIDENCE.softCredit, softKinds.softCredit, 'rule');
      return set('Uncategorised', Math.min(MAX_UNCATEGORISED_CONFIDENCE, 1 - p), UNCATEGORISED, 'model');
    }
    if (respelled !== null) return set(respelled.label, respelled.confidence, ruleKinds[respelled.kind], 'rule');
    if (soft) return set(soft.label, soft.confidence, softKinds[soft.kind], 'rule');
    return set('Uncategorised', 0.2, UNCATEGORISED, 'rule');
  }

  /**
   * The reference is the payer's note: a salary word only it carries never turns a credit the
   * description shows is no wage (interest, winnings, a loan, a grant: NOT_WAGES_CREDITS) into
   * salary, nor one from no one but a bank's tag (onlyASendingBank: the holder's own money from
   * another bank). Decided again without the reference only when the reference made a credit salary.
   */
  function decideReadingTheReference(tx: LabelInput): void {
    decideLine(tx);
    // A payroll's run the bank prints before the employer's name ("SALARY SASSA HEAD OFFICE" with
    // "PERSAL", "SALARY GPAA" with "EMP 4412 MAR", "SALARY AFRICAN BANK LTD"): the employer's staff
    // paid, whatever else the employer pays out (a grant, a pension, a loan, a refund).
    if (tx.amount_cents > 0 && d.label !== 'Salaries and Wages' && d.source !== 'organisation_rule' && salaryRunOpensTheLine(tx)) {
      set('Salaries and Wages', RULE_CONFIDENCE.merchant, ruleKinds.merchant, 'rule');
      return;
    }
    // Money in that is the applicant's business paid: its takings, as a card machine's payout is.
    if (tx.amount_cents > 0 && (schemePaysAPractice(tx) || organisationSettlesAnInvoice(tx) || organisationPaysForAJob(tx))) {
      set('Business Income', RULE_CONFIDENCE.merchantGeneric, ruleKinds.merchantGeneric, 'rule');
      return;
    }
    if (tx.amount_cents > 0 && organisationPaysOutALoan(tx)) {
      set('Loan Disbursement', RULE_CONFIDENCE.merchantGeneric, ruleKinds.merchantGeneric, 'rule');
      return;
    }
    // A supplier paid (a payer's creditors' run, a tender, a vendor's payment) is the applicant's
    // customer settling an invoice, not a wage, grant or benefit of the payer's: "SASSA SUPPLIER
    // PAYMENT", a department's "Magtape Credit ..." with "SUPPLIER 88213". Words, not codes, so the
    // reference's INV/ACC codes move nothing.
    // A wage word beside the supplier's word is an employer's name holding it ("ACB CREDIT SAFETY
    // SUPPLIERS CC WAGES", "TENDER LOVING CARE WAGES"), or staff paid with a vendor number.
    // An organisation the line names settling its supplier's invoice is the applicant's business
    // paid, as any organisation's invoice settled is (organisationSettlesAnInvoice): "Magtape Credit
    // Dept Of Social Development" with "SUPPLIER PMT INV 0022 CATERING".
    if (tx.amount_cents > 0 && NOT_A_SUPPLIERS_LABELS.has(d.label) && lineSays(tx, SUPPLIER_WORDS_RE) && !descriptionNamesPay()) {
      if (invoiceSettled(tx) && !referenceNamesPay(tx.reference) && scannedWords !== null && organisationPays(scannedWords, lineFacts.descriptionEnd)) set('Business Income', RULE_CONFIDENCE.merchantGeneric, ruleKinds.merchantGeneric, 'rule');
      else set('Uncategorised', MAX_UNCATEGORISED_CONFIDENCE, UNCATEGORISED, 'rule');
      return;
    }
    // So is an invoice paid (unless the description names pay, or a rent's word makes it a
    // landlord's rent) or a contractor's fee (unless a pay word stands in either field: "TRANSNET"
    // with "CONTRACTOR WAGES WK14" pays its contract staff).
    // (The patterns are asked last, of the credits whose label they could change: each costs a pass over both fields.)
    if (tx.amount_cents > 0 && NOT_A_SUPPLIERS_LABELS.has(d.label) && (invoicePaid(tx, d.label, d.source === 'model') || (lineSays(tx, CONTRACTOR_PAID_RE) && !referenceNamesPay(tx.reference))) && !descriptionNamesPay()) {
      set('Uncategorised', MAX_UNCATEGORISED_CONFIDENCE, UNCATEGORISED, 'rule');
      return;
    }
    if (tx.amount_cents > 0 && tx.reference && INCOME_OTHER_THAN_WAGES.has(d.label) && d.source !== 'organisation_rule') {
      keepIncomeOnlyFromAPayer(tx);
      return;
    }
    if (d.label !== 'Salaries and Wages' || tx.amount_cents <= 0 || !tx.reference) return;
    const withReference = decideTheDescriptionAlone(tx);
    // (An employee's number beside the pay is a payroll's, whatever bank's tag sent it.)
    const fromABanksTag = scannedWords !== null && onlyASendingBank(scanResult, scannedWords) && !employeeNumberIn(tx.reference);
    // The model's guess of a fund or a grant for a municipality's name alone ("MANGAUNG METRO
    // MUNICIPALITY" read as a pension fund) is no evidence against the salary word the reference
    // adds: a municipality pays wages, never a grant or a pension (its fund pays those, by name).
    const descriptionWords = scannedWords as readonly string[] | null;
    const municipalityGuessed = d.source === 'model' && descriptionWords !== null && descriptionWords.some(isMunicipalWord) && !descriptionWords.some((word) => FUND_WORDS.has(word));
    // Nor is its unsure guess for a business's name alone ("SERENITY DAY SPA CC" read as savings, with
    // "Wages wk44"): the company's word names the employer the reference's pay word needs.
    const businessGuessed = d.source === 'model' && d.raw < INCOME_MIN_PROBABILITY && descriptionWords !== null && descriptionWords.some(isCompanyOrSectorWord);
    // Investec's "Deposit", the description's one word, says nothing of who pays (Discovery's "Deposit
    // - ISIZWE CX SOLUTIONS PTY LTD" names the employer): the reference is the payer's, and its
    // salary word stands only with an employer named in it ("Deposit" with "ANNE SMITH ARCHITECTS
    // BONUS"); with no employer beside it it stays no wage ("Deposit" with "SALARY").
    if (onlyAPaidInDeposit(scanResult.flags) && descTokens.length === 1) {
      if (referenceNamesAnEmployer(tx.reference)) setAgain(withReference);
      return;
    }
    // (A betting operator's payroll, its wages or its salary on a bulk run, with no winnings' word
    // anywhere, pays its staff: "ACB CREDIT HOLLYWOOD SPORTSBOOK" with "WAGES WK 45".)
    const descriptionLabel: string = d.label as string; // (decideLine just re-decided it: no longer the salary narrowed above)
    const operatorsStaffPaid = descriptionLabel === 'Gambling' && operatorsWagesNoWinnings(scanResult.flags, tx);
    // A payer that pays no wages keeps the reference's salary where the reference names its own staff
    // (not the UIF's, whose relief scheme pays employees on their employer's behalf: "ACB CREDIT UIF
    // TERS" with "STAFF WAGES") or the state's payroll beside a pay word ("SAL PERSAL 0325").
    // (Or its employee's number beside the pay: "SAL JUN EMP 11024 CROUPIER".)
    // (So does a payroll's run the bank prints before the employer's name: "SALARY SASSA HEAD OFFICE" with "PERSAL".)
    const ownStaffPaid = PERSAL_PAY_NOTED_RE.test(tx.reference) || salaryRunOpensTheLine(tx) || (descriptionLabel !== 'UIF' && (STAFF_BEFORE_PAY_RE.test(tx.reference) || employeeNumberIn(tx.reference)));
    // A remitter's or a money send's credit carries a person's money, whatever the note calls it
    // ("SHOPRITE MONEY TRANSFER" with "Wages", "HELLO PAISA" with "salary"): issue 12's salary needs an
    // employer, which a company's words must then name ("Mukuru Financial Services" paying its staff, "... MONEY
    // TRANSFER" with "SALARY ACME TRADING PTY").
    const personsMoneySent = personsMoneySentIn(descriptionWords) && !referenceNamesAnEmployer(tx.reference);
    const descriptionShowsNoWage = (NOT_WAGES_CREDITS.has(d.label) || personsMoneySent) && !municipalityGuessed && !businessGuessed && !operatorsStaffPaid && !ownStaffPaid;
    // A salary the note speaks of as the sender's own money is no payroll's: "PAYING BACK FROM MY
    // SALARY", "salary money owed", "salary portion", "Withdraw for salary gap". A payroll notes the
    // pay and its period, never whose or why (issue 12: no person's credit becomes salary).
    // Only where the description alone reads as a person, the holder's own account or an investment
    // (an employer writes OWED, YOUR or SPLIT too: "ACB CREDIT PICK N PAY RETAIL" with "SALARY OWED FEB").
    const payersOwnSalaryNoted = !ownStaffPaid && NOT_AN_EMPLOYERS_READING.has(d.label) && SALARY_SPOKEN_OF_RE.test(tx.reference) && !BACK_PAY_RE.test(tx.reference);
    // (Nor a payment the receiving bank sent back: paymentSentBackTo.)
    if (!descriptionShowsNoWage && !fromABanksTag && !payersOwnSalaryNoted && !paymentSentBackTo(tx, descriptionWords)) setAgain(withReference);
  }

  /**
   * A pension, a grant, a benefit, takings or other income only the reference names stands where the
   * description names a payer; a remitter's or a money send's credit (personsMoneySentIn: "Payment
   * Received: Mama Money" with "SASSA", "MUKURU PAYOUT" with "old age grant") carries a person's
   * money, and a payment the receiving bank sent back (paymentSentBackTo) the payer's own money,
   * whatever the note calls it: decided from the description alone (issue 12: a wrong income label
   * costs a lender more than a missed one). The salary reading holds the same two (above).
   */
  function keepIncomeOnlyFromAPayer(tx: LabelInput): void {
    const withReference = decideTheDescriptionAlone(tx);
    if (d.label === withReference.label) return;
    const descriptionWords = scannedWords as readonly string[] | null;
    if (!personsMoneySentIn(descriptionWords) && !paymentSentBackTo(tx, descriptionWords)) setAgain(withReference);
  }

  /**
   * Decides the line again from its description alone (scannedWords, scanResult and lineFacts then
   * the description's) and returns the decision the reference had given, for setAgain.
   */
  function decideTheDescriptionAlone(tx: LabelInput): typeof d {
    const withReference = { ...d };
    scannedWords = null;
    decideLine({ description: tx.description, reference: null, amount_cents: tx.amount_cents });
    return withReference;
  }
  /** Puts back a decision decideTheDescriptionAlone returned. */
  function setAgain(decision: typeof d): void {
    set(decision.label, decision.raw, decision.kind, decision.source);
  }

  /**
   * A remitter or a money send opens the description (moneySendNamed) with no company's words
   * beside it (companyBesideTheMoneySend: "Mukuru Financial Services" paying its own staff).
   */
  function personsMoneySentIn(descriptionWords: readonly string[] | null): boolean {
    return descriptionWords !== null && moneySendNamed(descriptionWords, lineFacts.descriptionEnd) && !companyBesideTheMoneySend(descriptionWords, lineFacts.descriptionEnd);
  }

  /**
   * A payment the receiving bank sent back ("Cr Trf" with "account frozen Salary From ...", "PAYMENT
   * RETURNED" with "ACCOUNT CLOSED SALARY"): the payer's own money returned, whoever it was meant for.
   * (Not where the description names the payer: "Magtape Credit ACME TRADING PTY" with "SALARY
   * RESENT PAYMENT RETURNED" is the pay paid again.)
   */
  function paymentSentBackTo(tx: LabelInput, descriptionWords: readonly string[] | null): boolean {
    return lineSays(tx, PAYMENT_SENT_BACK_RE) && !(descriptionWords !== null && organisationPays(descriptionWords.slice(0, lineFacts.descriptionEnd), lineFacts.descriptionEnd));
  }

  /** A purchase the engine cannot place takes the bank's own category where it names one (bank-categories.ts). */
  function decideWithBankCategory(tx: LabelInput): void {
    decideReadingTheReference(tx);
    // Over the model only where the model itself named a purchase: a transfer or a payment it read stays.
    const modelPurchase = d.source === 'model' && SPENDING_GROUPS.has(labelGroup(d.label) ?? 'other');
    if ((d.label !== 'Uncategorised' && !modelPurchase) || d.source === 'organisation_rule' || !tx.bank_category) return;
    const fromBank = labelOfBankCategory(tx.bank_category, tx.amount_cents);
    if (fromBank) set(fromBank, BANK_CATEGORY_CONFIDENCE, BANK_CATEGORY, 'rule');
  }

  /** The reference's first word is a person's (opensWithAPerson: a given name, a title, a kin word, an initial). */
  function referenceOpensWithAPerson(reference: string | null | undefined): boolean {
    if (!reference) return false;
    tokenise(reference, payWordTokens);
    return payWordTokens.length > 0 && opensWithAPerson(payWordTokens[0]!);
  }
  /** The reference names pay (namesPay over its words). */
  function referenceNamesPay(reference: string | null | undefined): boolean {
    if (!reference) return false;
    tokenise(reference, payWordTokens);
    return namesPay(payWordTokens);
  }
  /** The description just decided (descTokens) names pay. */
  /**
   * A medical scheme paying a practice, its practice's or provider's number noted ("GEMS" with
   * "PROVIDER PMT PR0481234", "DISCOVERY HEALTH" with "PRACT 0481234 REMITTANCE"): a doctor's
   * takings, no member's claim refunded (a claim's or a member's word keeps the refund).
   */
  function schemePaysAPractice(tx: LabelInput): boolean {
    return d.label === 'Refund' && scanResult.kb !== null && scanResult.kb.debit === 'Health Insurance' && lineSays(tx, PROVIDER_PAID_RE) && !lineSays(tx, MEMBERS_CLAIM_RE);
  }

  /**
   * An organisation settling an invoice: INVOICE or FAKTUUR in either field, an invoice's or a quote's
   * number written in the description, or a supplier's payment, from a payer the line shows is a
   * business or an organisation (businessPaysIn: "Payment from Outeniqua Lodge INV 552", "ACB CREDIT
   * DEPT OF HEALTH LP SUPPLIER INV 0912"). Outside graders label them so in every set; a person's
   * payment stays a transfer (issue 12), a pay word in the description keeps its pay, and an invoice's
   * code in the reference alone still moves nothing. (An income label the rules read from a payer they
   * name stays: "Magtape Credit GEPF PENSION INV 1123"; INV is an investment's short form too.)
   */
  function organisationSettlesAnInvoice(tx: LabelInput): boolean {
    const unproven = payerUnproven() || (d.source === 'model' && d.label === 'Refund');
    if (!unproven || scannedWords === null || d.source === 'organisation_rule') return false;
    // (The rules' Other Income stays with a grant's, an allowance's or a rent's word: "ACB CREDIT
    // NSFAS ALLOWANCE INV 2231", a letting agent's "Rental Inv 0412".)
    if (d.label === 'Other Income' && d.source === 'rule' && noJobNoted(tx)) return false;
    // (Not money back: "City of Cape Town" with "Traffic fine rfnd inv 3312" refunds a fine.)
    return invoiceSettled(tx) && !lineSays(tx, MONEY_BACK_NOTED_RE) && !descriptionNamesPay() && organisationPays(scannedWords, lineFacts.descriptionEnd);
  }

  /**
   * An organisation the description names (businessPaysIn: a company's, a trade's or an
   * organisation's word) paying in with a note of work done in words ("FNB OB PMT FROM KASI KITCHEN
   * CC" with "menu design", "... SUNBIRD GUEST LODGE" with "Geyser replacement Rm4", "ACB CREDIT
   * GREENPOINT MOTORS" with "INV 0331 VEHICLE DETAILING"): the holder's customer paying for the job,
   * where the rules found no payer's label of their own. Not a claim's, a refund's or pay's word; a
   * person's payment stays a transfer (issue 12), and a code alone in the reference moves nothing;
   * nor owner's drawings (the holder's own business paying the holder) nor MAINT (a child's
   * maintenance as often as upkeep), which are no job's words here.
   */
  function organisationPaysForAJob(tx: LabelInput): boolean {
    // (Nor a letting agent's rent less the repairs it paid: "RENT MAR LESS PLUMBING REPAIRS".)
    if (!payerUnproven() || d.source === 'organisation_rule' || !tx.reference || !JOB_DONE_RE.test(tx.reference) || (MONEY_NOTED_RE.test(tx.reference) && scannedWords !== null && personOpensThePayer(scanResult, scannedWords, lineFacts.descriptionEnd)) || noJobNoted(tx) || scannedWords === null || descriptionNamesPay() || referenceNamesPay(tx.reference)) return false;
    // (The description's words only: the note's trade word, "CLEANING", names no payer.)
    return organisationPays(scannedWords.slice(0, lineFacts.descriptionEnd), lineFacts.descriptionEnd);
  }

  /**
   * The description names an organisation as the payer (the invoice's and the job's readings): a
   * business (businessPaysIn), or, where no person opens the payer (personOpensThePayer), a school
   * by its kind, or a public body or a name the knowledge base knows opening the payer's field (publicBodyOrKnownNamePays: "ACB CREDIT BUFFALO CITY METRO",
   * "CREDIT TRANSFER JOBURG WATER", "INWARD EFT CREDIT SOUTH AFRICAN POLICE SERVICE").
   */
  function organisationPays(words: readonly string[], descriptionEnd: number): boolean {
    // (A remitter or a money send is the channel of a person behind it: "Payment from Mukuru" with "transport money".)
    if (moneySendNamed(words, descriptionEnd)) return false;
    return businessPaysIn(scanResult, words, descriptionEnd) || (!personOpensThePayer(scanResult, words, descriptionEnd) && (schoolNamedByItsKind(scanResult, words) || publicBodyOrKnownNamePays(m, scanResult, words, descriptionEnd)));
  }

  /**
   * A loan's payout in a lender's own words ("LOAN PAYOUT 4471203", "LOAN DISB 44120", "LOAN ADVANCE
   * 2231", "LENING UITBETALING") on money in the rules and the model left unplaced (payerUnproven),
   * from a payer named as a bank, a lender, a development fund, a co-op, a company or an insurer's
   * policy loan ("CREDIT TRANSFER SEFA" with "LOAN ADVANCE 0028173", "Payment Received: CAPITEC
   * CREDIT" with "LOAN PAYOUT 4471203"): new debt a lender must see. With a person's name, an initial,
   * a kin word or the holder's own account on the line it is money between people ("IB PAYMENT FROM
   * C JACOBS LOAN PAYOUT", "EFT CREDIT" with "LOAN ADVANCE FROM SISI"), and so it is by a channel only
   * people pay by (a banking app, PayShap, a money send). Lines the model already reads as a loan
   * paid out keep its reading.
   */
  function organisationPaysOutALoan(tx: LabelInput): boolean {
    if (!payerUnproven() || d.source === 'organisation_rule' || scannedWords === null || !lineSays(tx, LOAN_PAYOUT_WORDING_RE)) return false;
    if ((scanResult.flags & (F.REFUND | F.REVERSAL | F.MERCHANT_SETTLEMENT | F.CASH_DEPOSIT | F.PAYROLL)) !== 0) return false;
    if (personOpensThePayer(scanResult, scannedWords, lineFacts.descriptionEnd) || personInTheReferenceAlone(scanResult, lineFacts) || onAPeoplesChannel(scannedWords, scanResult.covered)) return false;
    // The payer must be named, as a lender, a bank, a fund or a company: a channel's words alone
    // ("CREDIT TRANSFER" with "LN ADV LERATO") or a surname ("CREDIT TRANSFER MOKOENA") may be anyone.
    const words = capitalWordsOf(tx.reference ?? null) ?? [];
    if (words.some((word) => isPersonalName(word) || isFamilyWord(word) || isTitle(word) || OWN_ACCOUNT_NOTE_WORDS.has(word))) return false;
    const description = scannedWords.slice(0, lineFacts.descriptionEnd);
    // (The payer's words, not the bank's grammar: CREDIT of "CREDIT TRANSFER" names no lender; a
    // grammar word after a name is the name's, "SIYAKHULA CREDIT".)
    const payerWords = description.filter((_, k) => k >= MAX_COVERED || scanResult.covered[k] !== 1 || (k > 0 && scanResult.covered[k - 1] === 0));
    if (payerWords.some((word) => OWN_ACCOUNT_NOTE_WORDS.has(word))) return false;
    return (scanResult.flags & F.BANK_NAME) !== 0 || scanResult.insurerNamed || [...payerWords, ...words].some((word) => LENDING_PAYER_WORDS.has(word)) || coOperativeNamed(payerWords) || organisationPays(description, lineFacts.descriptionEnd);
  }

  /**
   * The decision names no payer's own label a supplier's or a job's note could not change: unknown,
   * a transfer, the model's guess of income or a fund's payout, or the Other Income the rules read
   * from an organisation's name alone (a school's, a department's: "RTC CREDIT GREENFIELDS PRIMARY
   * SCHOOL" with "Netball coaching Term 2", "Payment Received: Inv 019 Siyaphambili Primary School").
   */
  function payerUnproven(): boolean {
    return d.label === 'Uncategorised' || d.label === 'Bank Transfer' || (d.source === 'model' && NOT_A_SUPPLIERS_LABELS.has(d.label)) || (d.source === 'rule' && d.label === 'Other Income');
  }

  /**
   * The description opens, past the bank's wording, with a salary's word and an employer's name
   * follows it ("SALARY SASSA HEAD OFFICE", "ACB CREDIT SALARY GPAA", "Salary from Sun
   * International"): the employer's name is the words right after it, before a note's word ("SALARY
   * SHARE FOR SCHOOL FEES", "SALARY FOOD MONEY" name no employer), and holds a company's or a public
   * body's word or opens with a name the knowledge base knows. Not a person's given name, an initial
   * or a title ("SALARY THABO"); not an advance's, a loan's, a stipend's, a bursary's, a
   * learnership's or a grant's word anywhere; not the holder's own account paying in ("From: <account>").
   */
  function salaryRunOpensTheLine(tx: LabelInput): boolean {
    const words = scannedWords ?? descTokens;
    const end = scannedWords !== null ? lineFacts.descriptionEnd : descTokens.length;
    let at = 0;
    if (scannedWords !== null) while (at < end && at < MAX_COVERED && scanResult.covered[at] === 1) at++;
    const first = words[at];
    if (first !== 'SALARY' && first !== 'SALARIS' && first !== 'SALARIES') return false;
    let from = at + 1;
    if (words[from] === 'PAYMENT' || words[from] === 'CREDIT') from++;
    if (words[from] === 'FROM' || words[from] === 'VAN') from++;
    const next = words[from];
    if (next === undefined || from >= end || NOT_AN_EMPLOYER_AFTER_SALARY.has(next) || opensWithAPerson(next) || lineSays(tx, NO_PAYROLL_RUN_RE) || (tx.reference != null && FROM_ACCOUNT_RE.test(tx.reference))) return false;
    for (let k = from; k < end && k < words.length; k++) {
      const word = words[k]!;
      if (PERSONAL_NOTE_WORDS.has(word) || SALARY_NOTE_WORDS.has(word)) break;
      if (isCompanyOrSectorWord(word) || isPublicBodyWord(word)) return true;
    }
    // (A known name before a person's is the person's note of whose pay it was: "FNB App Payment From
    // Salary Spar Sipho Dlamini".)
    const phrase = matchAt(m, words, from, end);
    if (phrase === null || phrase.kb === null || phrase.kb.priority < 2 || phrase.tokens.every((word) => PERSONAL_NOTE_WORDS.has(word) || SALARY_NOTE_WORDS.has(word))) return false;
    for (let k = from + phrase.tokens.length; k < end && k < words.length; k++) if (opensWithAPerson(words[k]!)) return false;
    return true;
  }

  function descriptionNamesPay(): boolean {
    return namesPay(descTokens);
  }

  function label(tx: LabelInput): LabelResult {
    decideWithBankCategory(tx);
    const fixed = d.kind.confidence;
    return { label: d.label, label_confidence: fixed >= 0 ? fixed : round3(calibrate(calibration, d.kind.key, d.raw)), label_source: d.source };
  }

  return {
    label,
    labelAll(txs) {
      const out = new Array<LabelResult>(txs.length);
      for (let i = 0; i < txs.length; i++) out[i] = label(txs[i]!);
      return out;
    },
    explain(tx) {
      decideWithBankCategory(tx);
      return { label: d.label, raw_confidence: d.raw, calibration_key: d.kind.key, label_source: d.source };
    },
  };
}

/**
 * The reference's product or loan is the business of the house the description names, so it is no
 * note between people: on money out an insurer or an investment house paid (paysAHouseItNames), on
 * money in a lending bank alone paying out its own loan (lendingBankPaysOutItsLoan), either way a
 * stokvel's or a savings club's loan to its member (clubLendsToItsMember).
 */
function theNoteIsTheNamedHouses(tokens: readonly string[], s: ScanResult, amount: number, fieldEnd: number, descriptionEnd: number, reference: string | null): boolean {
  // (Either way, a loan beside a stokvel or a savings club the description names: the club lends its pool.)
  if (clubLendsToItsMember(s, tokens, descriptionEnd, reference)) return true;
  return amount < 0 ? paysAHouseItNames(tokens, s, fieldEnd, reference) : amount > 0 && lendingBankPaysOutItsLoan(tokens, descriptionEnd, reference);
}
/**
 * A debit (the caller asks it of money out only) paying an insurer or an investment house the
 * description names (its reference's product decides what for). Not a house whose name is also a person's (LIBERTY, LEWIS): with a product's
 * word after it the rules would read a name and a payer's note ("FNB App Payment To Liberty" with
 * "Endowment 5512"), so its reference is read only on its debit order, or with no payment's or
 * transfer's wording and a policy's number in the reference (Nedbank's bare "LIBERTY" with "FUNERAL
 * 3310293": people note no policy numbers).
 */
function paysAHouseItNames(tokens: readonly string[], s: ScanResult, fieldEnd: number, reference: string | null): boolean {
  if (s.firstHouseEnd <= 0 || s.firstHouseEnd > fieldEnd) return false;
  for (let k = 0; k < s.firstHouseEnd && k < tokens.length && k < MAX_COVERED; k++) {
    if (s.covered[k] === 2 && isPersonalName(tokens[k]!)) return (s.flags & (F.PAYMENT | F.TRANSFER)) === 0 && reference !== null && policyNumberIn(reference);
  }
  return true;
}
/**
 * A run of six digits or more that is no date ("032025", "20250301", "010325") and no cellphone
 * number ("0821234567"): a policy's or a contract's number, which people do not note.
 */
function policyNumberIn(reference: string): boolean {
  for (const match of reference.matchAll(DIGIT_RUN_RE)) {
    const digits = match[0];
    if (!looksLikeADate(digits) && !CELLPHONE_NUMBER_RE.test(digits)) return true;
  }
  return false;
}
const DIGIT_RUN_RE = /\d{6,}/g;
/** YYYYMMDD, DDMMYYYY, MMYYYY, YYYYMM or DDMMYY with a month that exists and a year of this century or the last. */
function looksLikeADate(digits: string): boolean {
  const month = (at: number) => Number(digits.slice(at, at + 2)) >= 1 && Number(digits.slice(at, at + 2)) <= 12;
  const day = (at: number) => Number(digits.slice(at, at + 2)) >= 1 && Number(digits.slice(at, at + 2)) <= 31;
  const year = (at: number) => digits.startsWith('19', at) || digits.startsWith('20', at);
  if (digits.length === 8) return (year(0) && month(4) && day(6)) || (day(0) && month(2) && year(4));
  if (digits.length === 6) return (month(0) && year(2)) || (year(0) && month(4)) || (day(0) && month(2));
  return false;
}

/**
 * What TRADING_AS_RE's short forms (t/a, h/a) need: a slash before an A. A bare slash is no test: most
 * slashes are a date's ("12/03"), and the full expression on every such line cost 2 % of the corpus mix's time.
 */
const SLASH_BEFORE_A_RE = /\/\s?A/i;

/** Grammar beside a card's that makes the entry no plain purchase (decideLine's card purchase described in the reference). */
const NOT_A_PURCHASE_ONLY = F.ATM | F.FEE | F.CASH_DEPOSIT | F.DEPOSIT | F.REFUND | F.REVERSAL | F.PREPAID;
/**
 * A debit order's wording alone, no payment's or transfer's ("DEBIT ORDER", "ACB DEBIT:EXTERNAL"):
 * the collector writes the reference, so where the description names no one the reference is the
 * payee's own field, as Standard Bank's two-line entries export it ("DEBIT ORDER" with "CLEARSKY ISP
 * 2201", "ACB DEBIT:EXTERNAL" with "MOMENTUM MED 88123"; session 96). A payment's reference is the
 * holder's own note, read as one.
 */
function debitOrderOnly(flags: number): boolean {
  return (flags & F.DEBIT_ORDER) !== 0 && (flags & (F.TRANSFER | F.PAYMENT)) === 0;
}
/**
 * A payment whose description is only the bank's wording ("Payment to", Investec's and Bank Zero's
 * layout): the reference is where the payee stands ("SA HOME LOANS 4412", "ABSA HOME LOAN 80123"),
 * read whole like a description, not as the holder's note beside a payee (loanToAPersonNoted aside).
 */
function onlyTheChannelDescribed(s: ScanResult, fieldEnd: number): boolean {
  // A bank's name is the payee: the holder's account there ("IB PAYMENT TO NEDBANK" with "loan").
  if (fieldEnd <= 0 || fieldEnd > MAX_COVERED || (s.flags & F.BANK_NAME) !== 0) return false;
  for (let k = 0; k < fieldEnd; k++) if (s.covered[k] !== 1) return false;
  return true;
}

/**
 * The reference's words (as meaningfulReferenceWords read them last) open with a person's name and note a loan
 * ("SIZWE loan back"): a loan between people, not a lender paid, however the description reads.
 */
function loanToAPersonNoted(reference: readonly string[]): boolean {
  return isPersonalName(reference[0] ?? '') && reference.some((word) => LOAN_NOTE_WORDS.has(word));
}

/**
 * A company's or a sector's word in the description's first `end` words other than a retailer's
 * name before its MONEY TRANSFER ("SHOPRITE MONEY TRANSFER" is Shoprite's money send, not Shoprite
 * paying): the remitter's own company paying its staff ("Mukuru Financial Services" with "SALARY").
 */
function companyBesideTheMoneySend(words: readonly string[], end: number): boolean {
  for (let k = 0; k < end && k < words.length; k++) {
    if (isCompanyOrSectorWord(words[k]!) && !(words[k + 1] === 'MONEY' && words[k + 2] === 'TRANSFER')) return true;
  }
  return false;
}

/**
 * What a credit is when the model's income label is refused: a card credit is money coming back (a
 * refund or reversal); money from a business (businessPaysIn) is a client's payment, a refund or
 * pay, which the line does not tell apart; anything else unproven is a transfer.
 */
function insteadOfIncome(scanResult: ScanResult, tokens: readonly string[] | null, descriptionEnd: number): Label {
  if (tokens === null) return 'Bank Transfer';
  if (cardCredit(scanResult, tokens)) return 'Refund';
  return businessPaysIn(scanResult, tokens, descriptionEnd) ? 'Uncategorised' : 'Bank Transfer';
}

/**
 * Calibration keys per rule class, built once: a key built per line (`rule:${kind}`) is a new string
 * whose hash the calibration lookup computes again every time.
 */
const RULE_KEYS = Object.fromEntries(Object.keys(RULE_CONFIDENCE).map((k) => [k, `rule:${k}`])) as Record<RuleKind, string>;
const SOFT_KEYS = Object.fromEntries(Object.keys(RULE_CONFIDENCE).map((k) => [k, `soft:${k}`])) as Record<RuleKind, string>;

/**
 * A calibration key and, where the calibration gives the key one confidence whatever the raw one
 * (calibration.keys: every key but 'model'), that confidence calibrated and rounded, resolved once
 * per labeller; NaN where it is worked out per line (the model's map, a key the calibration lacks,
 * no calibration). Why: a per-line lookup of the key in calibration.keys cost about as much as
 * building the result.
 */
interface DecisionKind {
  key: string;
  confidence: number;
}

function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}
