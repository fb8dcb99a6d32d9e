/**
 * What a line must show before the model may give it certain labels (issue 12: the mistakes that
 * matter for credit are rare). The model reads letters, so a word that shares letters with a
 * label's lines leaks that label onto lines that say nothing of it: "PORT ELIZABET" read as
 * betting (BET), "FILM AFRIKA" and "DISCBANK" as a loan paid out, "AIRPORTS COMPANY SOUTH AFRICA"
 * as tax. For the labels a lender reads as risk, tax, interest or cash, the line has to carry the
 * label's own evidence: the bank's grammar for the kind of entry, the revenue service's name, or
 * the trade's words and the names of the businesses in it, whole, cut or respelled. Without it the
 * model's label is not given and the line falls back to what its grammar shows.
 */
import type { Label } from '#schemas/labels';
import { F } from './grammar.ts';
import { webAddressShown } from './text.ts';
import { KNOWLEDGE_BASE } from './knowledge-base.ts';
import { namesABusiness } from './people.ts';
import { revenueServiceNamed, type LineFacts, type ScanResult } from './rules.ts';

/**
 * A word's letters without the vowels after the first letter and without doubled letters: the form
 * that survives the ways banks and people shorten and respell a name ("HOLLYWOO", "PLYABETS",
 * "Lttostar", "MNTECASINO", "Btxchange" all keep their brand's skeleton or its start).
 */
export function skeleton(word: string): string {
  return extendSkeleton('', word);
}

/** `run` (a skeleton) followed by `word`'s letters, as the skeleton of the words run together: the next word's first letter is no name's first letter. */
function extendSkeleton(run: string, word: string): string {
  let out = run;
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    if (out.length > 0 && 'AEIOU'.includes(c)) continue;
    if (out.length > 0 && out[out.length - 1] === c) continue;
    out += c;
  }
  return out;
}

/** Fewer skeleton letters than this say too little to stand for a name (BT is BET, BAT and BUT). */
const SHORTEST_SKELETON = 4;
/** A name's words run on into more letters ("HOLLYWOODBETSZA") only for names this long: a short one is the start of other words (SLTS of SLOTS in "SALT SHOP"). */
const SHORTEST_GLUED_ON = 6;

interface NameForm {
  /** Skeleton of the whole name, words run together. */
  whole: string;
  /** Some spelling is one word: a cut of it counts where a field width cuts, at the end of the line's words. */
  cutAtEnd: boolean;
  /**
   * The shortest skeleton of the first word of its spellings in two or more words (Infinity without
   * one): a start of the name counts past it ("AFRICAN B"); "AFRICAN" alone is not AFRICAN BANK.
   */
  firstWordLength: number;
}

/**
 * The names the knowledge base gives `label` (debit or credit side), as skeletons long enough to be
 * read fuzzily (spellings with the same skeleton merged), by their first letter: a run of a line's
 * words is compared only with the names it can be (hundreds of lenders' names, read on every line
 * the model gives a loan paid out, cost more than the rest of the line).
 */
function nameFormsByInitial(label: Label): ReadonlyMap<string, readonly NameForm[]> {
  const byInitial = new Map<string, NameForm[]>();
  for (const form of nameForms(label)) {
    const initial = form.whole[0]!;
    const same = byInitial.get(initial);
    if (same) same.push(form);
    else byInitial.set(initial, [form]);
  }
  return byInitial;
}

/** The names the knowledge base gives `label` (debit or credit side), as skeletons long enough to be read fuzzily; spellings with the same skeleton merged. */
function nameForms(label: Label): NameForm[] {
  const forms = new Map<string, NameForm>();
  for (const group of KNOWLEDGE_BASE) {
    if (group.debit !== label && group.credit !== label) continue;
    for (const phrase of group.phrases.split('|')) {
      const words = phrase.split(' ').filter((word) => word.length > 0);
      const whole = skeleton(words.join(''));
      if (whole.length < SHORTEST_SKELETON) continue;
      const form = forms.get(whole) ?? { whole, cutAtEnd: false, firstWordLength: Infinity };
      if (words.length === 1) form.cutAtEnd = true;
      else form.firstWordLength = Math.min(form.firstWordLength, skeleton(words[0]!).length);
      forms.set(whole, form);
    }
  }
  return [...forms.values()];
}

/**
 * Whether the line names one of `forms`, whole, cut or respelled: from some word on, up to three
 * words run together have the name's skeleton (or, for a long name, start with it:
 * "HOLLYWOODBETSZA"), or are its start, which for a name of two or more words must reach past its
 * first word ("AFRICAN B", "SPNA ZONKE") and for a one-word name must be the last of the line's own
 * words, before any bank wording ("ELECTRONIC PAYMENT RECEIVED HOLLYWOO", "C*HOLLYWOODB ... CHEQUE
 * CARD PURCHASE": a field width cuts there; a word inside a name that starts like a brand is
 * another word, SILVER of SILVERSTAR).
 */
function namesOneOf(tokens: readonly string[], covered: Uint8Array, formsByInitial: ReadonlyMap<string, readonly NameForm[]>): boolean {
  const n = tokens.length;
  let lastFree = -1;
  for (let i = 0; i < n && i < covered.length; i++) if (covered[i] === 0) lastFree = i;
  for (let i = 0; i < n; i++) {
    let run = '';
    for (let j = i; j < n && j < i + 3; j++) {
      run = extendSkeleton(run, tokens[j]!);
      if (run.length < SHORTEST_SKELETON) continue;
      for (const form of formsByInitial.get(run[0]!) ?? []) {
        if (run === form.whole || (form.whole.length >= SHORTEST_GLUED_ON && run.startsWith(form.whole))) return true;
        if (form.whole.startsWith(run) && ((form.cutAtEnd && j >= lastFree) || run.length > form.firstWordLength)) return true;
      }
    }
  }
  return false;
}

/** The trade's own words: betting, lotteries, casinos (English and Afrikaans), whole or inside a word. */
const GAMBLING_WORD_RE = /^(?:BET|BETS|WEDDENSKAP|WEDDENSKAPPE)$|BETS$|BETTING|CASINO|KASINO|LOTTO|LOTTER|LOTERY|BINGO|JACKPOT|GAMBL|DOBBEL|SPORTSBOOK|POKER|ROULETTE|WINNINGS/;
/** A loan's own words: a loan, lending, an advance, a payout or disbursement, finance (English and Afrikaans). */
const LENDING_WORD_RE = /LOAN|^LEN[DI]|LENING|^ADV$|^ADVANCE|VOORSKOT|DISBURS|PAYOUT|UITBETA|FINANC|^FIN$/;

/**
 * The unemployment fund's own words, whole, cut or respelled: UIF (UF where a field drops the I),
 * unemployment, the department of labour or employment that pays it, its TERS scheme, uFiling (its
 * employers' portal) and Afrikaans WERKLOOSHEID.
 */
const UNEMPLOYMENT_FUND_WORD_RE = /UIF|^UF$|UNEMPLOY|EMPLOYME|WERKLOOS|LABOU|ARBEID|^TERS$|FILING/;

/**
 * A loan's instalment named by more than the holder's note: a lender's or a finance house's word, an
 * instalment, a credit or store account (LOAN and LENING alone are what people write on money lent
 * between themselves: "Send Money to Loan back").
 */
const LOAN_REPAID_WORD_RE = /LOANS|^LOA$|^LEND|LENINGS|FINANC|^FIN$|KREDIET|CREDIT|INSTAL|PAYDAY|MICRO|ACCOUNT|^ACC$|REKENING/;

/**
 * A card paid named by more than the transfer's wording: a card's or a credit facility's word
 * (CARD, CC, KK, CREDIT and their cuts, a scheme's or a card's name: AMEX, TITANIUM). "FNB App
 * Transfer To Inv" or "... To Car" is money to the holder's own account under its nickname, which
 * the model read as the card. Whole words, or a card word ending a glued one ("CREDITCARD",
 * "KREDIETKAART"): RICARDO, VISAGIE and CARDOSO are names.
 */
const CARD_WORD_RE = /^(?:CARDS?|KAART|CC|KK|CR|CRD|CRED|CREDI|CREDIT|VISA|MASTERCARD|MASTER|AMEX|AMX|DINERS|TITANIUM|TITANIU)$|CARD$|KAART$|^CREDIT/;

function tradeNamed(wordRe: RegExp, forms: ReadonlyMap<string, readonly NameForm[]>) {
  return (s: ScanResult, tokens: readonly string[], label: Label): boolean =>
    s.kb?.credit === label || s.kb?.debit === label || tokens.some((token) => wordRe.test(token)) || namesOneOf(tokens, s.covered, forms);
}

const loanRepaidNamed = tradeNamed(LOAN_REPAID_WORD_RE, nameFormsByInitial('General Loan Repayment'));

type Evidence = (s: ScanResult, tokens: readonly string[], label: Label, facts: LineFacts) => boolean;

/**
 * Money back's own words, whole or as banks and payers cut them: a refund, a return, a reversal, a
 * reimbursement, a claim, an adjustment, cashback, a waiver, rewards cashed out, Afrikaans TERUG.
 */
const MONEY_BACK_WORDS_RE = /\b(?:RFND|REFUNDS?|REFUNDED|RETURNS?|RETURNED|RTN|REVERSALS?|REVERSED|REV|RVSL|REIMB[A-Z]*|CLAIMS?|CLM|ADJ|ADJUSTMENT|CASHBACK|CASH BACK|WAIVED|WAIVER|MILES|EBUCKS|POINTS|REWARDS?|TERUG[A-Z]*|OORBETAAL[A-Z]*|OVERPAID|OVERPAYMENT)\b/i;

/**
 * A refund comes back from whoever was paid: the line names a business (a knowledge-base phrase or a
 * company's words), a web shop's address (text.ts webAddressShown), or a card's, a fee's or a reversal's entry or money back's own word. Read from
 * letters alone on a credit that shows none, the model's Refund is a person's money or a business's
 * payment ("FROM UNCLE JABU", "FLATMATE ELEC SHARE", "Khanyi Child Support"): issue 12 makes money
 * between people a transfer, not a refund.
 */
function moneyBackShown(s: ScanResult, tokens: readonly string[], _label: Label, facts: LineFacts): boolean {
  if ((s.flags & (F.REFUND | F.REVERSAL | F.RETURNED | F.POS | F.ONLINE | F.FEE | F.DECLINED | F.MERCHANT_SETTLEMENT)) !== 0 || s.kb !== null || s.kbNamed > 0 || s.shopNamed || s.shopKb !== null || webAddressShown(facts.description)) return true;
  return namesABusiness(tokens, s.covered) || MONEY_BACK_WORDS_RE.test(facts.description) || (facts.reference !== null && MONEY_BACK_WORDS_RE.test(facts.reference));
}
const grammarShows = (bits: number): Evidence => (s) => (s.flags & bits) !== 0;
const revenueService: Evidence = (s, tokens, _label, facts) => revenueServiceNamed(s, tokens, facts.taxForm);

/**
 * The evidence each label needs (labels not here need none beyond the model's own confidence).
 * Interest and cash name the KIND of bank entry: the bank always prints its grammar for them (a
 * word learned beside the grammar leaks otherwise: Afrikaans "KREDIET" from "KREDIETRENTE" made
 * "Krediet Oordrag" Interest Received). Tax needs the revenue service named (rules.ts
 * revenueServiceNamed). Gambling and a loan paid out need their trade's words or a business of the
 * trade named: both weigh on a lender's decision, and both were read from town and company names.
 * UIF needs the fund's words (it was read from "Domestic worker" and "Wedding contribution"), and a
 * loan's instalment more than the holder's LOAN note: a debit order, a named payee, a business or a
 * lender's word or name. A card's repayment needs a card's word (CARD_WORD_RE).
 */
const LABEL_EVIDENCE: ReadonlyMap<Label, Evidence> = new Map<Label, Evidence>([
  ['Interest Received', grammarShows(F.INTEREST | F.CREDIT_INTEREST | F.DEBIT_INTEREST)],
  ['Interest Repayment', grammarShows(F.INTEREST | F.CREDIT_INTEREST | F.DEBIT_INTEREST)],
  ['Cash Deposit', grammarShows(F.CASH_DEPOSIT | F.DEPOSIT | F.ATM)],
  ['ATM and Cash Withdrawal', grammarShows(F.ATM | F.CASH_DEPOSIT)],
  ['SARS', revenueService],
  ['Tax Payment', revenueService],
  ['Gambling', tradeNamed(GAMBLING_WORD_RE, nameFormsByInitial('Gambling'))],
  ['Loan Disbursement', tradeNamed(LENDING_WORD_RE, nameFormsByInitial('Loan Disbursement'))],
  ['UIF', tradeNamed(UNEMPLOYMENT_FUND_WORD_RE, nameFormsByInitial('UIF'))],
  ['General Loan Repayment', (s, tokens, label) => (s.flags & F.DEBIT_ORDER) !== 0 || s.kb !== null || namesABusiness(tokens, s.covered) || loanRepaidNamed(s, tokens, label)],
  ['Credit Card Repayments', (s, tokens) => (s.flags & F.DEBIT_ORDER) !== 0 || s.kb !== null || tokens.some((token) => CARD_WORD_RE.test(token))],
  // A debit order is the collector's pull: a line the bank prints as the holder's own payment or
  // transfer and not as a debit order is none, however its payee's words read (Absa's "Internet
  // payment debit <firm> PTY LTD" was one to the model, from DEBIT beside PAYMENT).
  ['Debit Order', (s) => (s.flags & F.DEBIT_ORDER) !== 0 || (s.flags & (F.PAYMENT | F.TRANSFER)) === 0],
  ['Refund', moneyBackShown],
]);

/** Whether the line carries what `label` needs before the model may give it (LABEL_EVIDENCE). */
export function labelEvidenceShown(label: Label, s: ScanResult, tokens: readonly string[], facts: LineFacts): boolean {
  const evidence = LABEL_EVIDENCE.get(label);
  return evidence === undefined || evidence(s, tokens, label, facts);
}
