/**
 * Seeded corpus generator: `npx tsx layers/labelling-model/corpus/generate.ts` rewrites
 * corpus/train.csv and corpus/heldout.csv from this script (seed fixed below) plus the
 * hand-written lines in corpus/hand-written.csv. Same script, same seed, same files.
 *
 * How lines are made: for every label, counterparties (chains with their statement spellings,
 * abbreviations and typos, and independent businesses/people built from name parts + trade
 * words) are combined with bank templates (how FNB, Standard Bank, Absa, Nedbank, Capitec,
 * TymeBank, Discovery Bank, African Bank and Investec print that kind of entry: card purchase,
 * debit order, app payment, credit, fee, ...), then noise is applied: card masks, embedded dates
 * and times, branch/city suffixes, reference numbers, upper/title case, truncation to the bank's
 * field width (32/36/40 characters), and signed amounts in cents drawn per label.
 *
 * Split (deterministic, by merchant AND template): a line is held out when its counterparty's
 * name hashes into the held-out fifth OR its template variant hashes into the held-out sixth;
 * otherwise it is training. So held-out contains merchants and phrasings training never saw.
 * Hand-written lines are split by a hash of the description (30% held out).
 */
import { readFileSync } from 'node:fs';
import type { Label } from '#schemas/labels';
import { HAND_FILE, HELD_OUT_FILE, TRAIN_FILE, parseCorpus, writeCorpus, type CorpusLine } from '../lib/corpus.ts';
import { mulberry32 } from '../lib/random.ts';

const SEED = 20250611;

// ── deterministic randomness and hashing ──────────────────────────────────────────────────────
const rnd = mulberry32(SEED);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const chance = (p: number) => rnd() < p;
const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
const digits = (n: number) => Array.from({ length: n }, () => String(int(0, 9))).join('');
export function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
const heldOutMerchant = (name: string) => fnv(`m:${name.toUpperCase()}`) % 5 === 0;
const heldOutTemplate = (id: string) => fnv(`t:${id}`) % 6 === 0;

// ── noise ─────────────────────────────────────────────────────────────────────────────────────
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const CITIES = ['SANDTON', 'SOWETO', 'TEMBISA', 'MENLYN', 'CENTURION', 'DURBAN', 'UMLAZI', 'PINETOWN', 'CAPE TOWN', 'BELLVILLE', 'KHAYELITSHA', 'MITCHELLS PLAIN', 'POLOKWANE', 'MBOMBELA', 'RUSTENBURG', 'BLOEMFONTEIN', 'GQEBERHA', 'EAST LONDON', 'KIMBERLEY', 'PIETERMARITZBURG', 'MIDRAND', 'BOKSBURG', 'ROODEPOORT', 'JHB', 'PTA', 'CPT', 'DBN', 'GEORGE', 'MTHATHA', 'WITBANK', 'SECUNDA', 'KLERKSDORP', 'MAMELODI', 'SOSHANGUVE', 'ALEXANDRA', 'MALL OF AFRICA', 'CANAL WALK', 'GATEWAY', 'EASTGATE', 'MAPONYA MALL', 'JABULANI MALL', 'MIEDERPARK', 'EMSLIES', 'HATFIELD', 'PAROW', 'WELKOM', 'THOHOYANDOU', 'TZANEEN', 'BRITS', 'VOSLOORUS', 'KATLEHONG'];
const FIRST = ['THABO', 'SIPHO', 'LERATO', 'NOMSA', 'PALESA', 'KAGISO', 'ZANELE', 'BONGANI', 'AYANDA', 'LINDIWE', 'MPHO', 'TSHEPO', 'NALEDI', 'SIBUSISO', 'JOHAN', 'PIETER', 'ANNA', 'FATIMA', 'YUSUF', 'PRIYA', 'KEVIN', 'MICHELLE', 'THANDI', 'LUNGILE', 'KHANYISILE', 'REFILWE', 'OUPA', 'GOGO', 'MAMA', 'SIPHIWE', 'NKOSI', 'LWAZI'];
const SURNAMES = ['MOKOENA', 'DLAMINI', 'NDLOVU', 'KHUMALO', 'NKOSI', 'ZULU', 'MTHEMBU', 'MOLOI', 'NAIDOO', 'PILLAY', 'VAN DER MERWE', 'BOTHA', 'DU TOIT', 'PATEL', 'MOOSA', 'SITHOLE', 'MAHLANGU', 'MABASO', 'SHABALALA', 'RADEBE', 'MOLEFE', 'MASEKO', 'NGCOBO', 'BALOYI', 'MASHABA', 'MOTAUNG', 'LE ROUX', 'JACOBS', 'ADAMS', 'FORTUIN', 'PETERSEN', 'MAKHUBELE'];
const BIZ_PREFIX = ['MOTHEO', 'SIYABONGA', 'UBUNTU', 'BOITUMELO', 'LUCKY STAR', 'NEW DAWN', 'GOLDEN', 'SUNRISE', 'AL NOOR', 'BISMILLAH', 'ZAMA ZAMA', 'THEMBA', 'SIBONGILE', 'LESEDI', 'NALEDI', 'TSHEPO', 'PALESA', 'MOLO', 'DAVIDS', 'PATEL', 'NAIDOO', 'MOOSA', 'EBRAHIM', 'BOTHA', 'MOKOENA', 'DLAMINI', 'KHUMALO', 'RANA', 'ASANDA', 'IMPILO', 'KWANELE', 'THUTHUKA', 'VUKANI', 'MASAKHANE', 'AMANDLA', 'REAL', 'ROYAL', 'EXCEL', 'PRIME', 'SUPREME', 'EAGLE', 'LION', 'DIAMOND', 'STAR', 'GRACE', 'HOPE', 'ZION', 'OCEAN', 'MOUNTAIN', 'VALLEY', 'KASI', 'EKASI', 'MZANSI', 'AFRIKA', 'MAMELODI', 'TEMBISA', 'SOWETO', 'ORLANDO', 'DIEPKLOOF', 'JOZI', 'VAAL', 'KAROO', 'BOLAND', 'HIGHVELD', 'LOWVELD', 'MIDVAAL', 'NTOMBI', 'SISONKE', 'OLWETHU', 'KHULA', 'PHAKAMA'];

function card(bank: string): string {
  const last4 = digits(4);
  switch (bank) {
    case 'fnb':
      return `${digits(6)}*${last4}`;
    case 'standard_bank':
      return `${digits(4)}*${last4}`;
    case 'capitec':
      return `(Card ${last4})`;
    default:
      return chance(0.5) ? `${digits(6)}******${last4}` : `CARD ${last4}`;
  }
}
const dayMon = () => `${String(int(1, 28)).padStart(2, '0')} ${pick(MONTHS)}`;
const isoStamp = () => `2025-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}T${String(int(6, 22)).padStart(2, '0')}:${String(int(0, 59)).padStart(2, '0')}:${String(int(0, 59)).padStart(2, '0')}`;
const ref = () => (chance(0.5) ? digits(int(6, 12)) : `${pick(['REF', 'R', 'INV', 'POL', 'ACC', 'CTR', 'MND'])}${digits(int(5, 10))}`);
const title = (s: string) => s.toLowerCase().replace(/\b([a-z])/g, (m) => m.toUpperCase());
const phone = () => `0${pick(['6', '7', '8'])}${digits(8)}`;

/** Bank-specific casing and truncation to the description field width. */
const MERCHANT_WIDTH: Record<string, number> = { standard_bank: 13, fnb: 22, absa: 22, nedbank: 22, capitec: 25, tymebank: 25, discovery: 22, african_bank: 22, investec: 22 };
const WIDTH: Record<string, number> = { fnb: 40, standard_bank: 40, absa: 40, nedbank: 36, capitec: 50, tymebank: 40, discovery: 40, african_bank: 36, investec: 40 };
/**
 * `laidOut` is `text` with a bank's layout words added (absaLayout): the field is cut as `text`
 * would have been, losing no more of the payee, and the draws are the ones `text` would take, so
 * every other line of the corpus stays as it was.
 */
function finish(bank: string, text: string, laidOut = text): string {
  let s = laidOut.replace(/\s+/g, ' ').trim();
  if (bank === 'fnb' || bank === 'capitec' || bank === 'tymebank' || bank === 'discovery') {
    s = chance(0.8) ? title(s).replace(/\bFnb\b/g, 'FNB').replace(/\bPos\b/g, 'POS').replace(/\bAtm\b/g, 'ATM') : s.toUpperCase();
  } else if (chance(0.9)) s = s.toUpperCase();
  const w = WIDTH[bank] ?? 40;
  const plainLength = text.replace(/\s+/g, ' ').trim().length;
  if (plainLength > w && chance(0.5)) s = s.slice(0, w + Math.max(0, s.length - plainLength)).trim();
  return s;
}

/**
 * Absa's statements print SETTLEMENT after most entries' type, and often the sending or receiving
 * bank's name and a card's number in words of their own (real lines in corpus/real-world.csv:
 * "ACB CREDIT SETTLEMENT <payer>", "DIGITAL TRANSF CR SETTLEMENT 6406281117 ABSA BANK <note>",
 * "DIGITAL PAYMENT DT SETTLEMENT ABSA BANK <payee>", "ACB DEBIT:EXTERNAL SETTLEMENT <collector>",
 * "POS PURCHASE SETTLEMENT CARD NO. 5444 <shop>", "POS PURCHASE (EFFEC 17082020) <shop> CARD NO.
 * 0123", "ARCHIVE STMT ENQ SETTLEMENT"). About half the generated Absa lines are laid out so. Why:
 * with SETTLEMENT only ever beside a card machine's payout, the model read the word as business
 * income on every Absa credit (a salary, a person's transfer, a company's payment).
 * Draws come from a stream of their own, so the lines of other banks are the same as before.
 */
const absaRnd = mulberry32(SEED + 1);
const absaPick = <T>(xs: readonly T[]): T => xs[Math.floor(absaRnd() * xs.length)]!;
const absaDigits = (n: number) => Array.from({ length: n }, () => String(Math.floor(absaRnd() * 10))).join('');
const SENDING_BANKS = ['ABSA BANK', 'ABSA BANK', 'ABSA BANK', 'CAPITEC', 'FIRSTRAND BANK', 'STD BANK', 'NEDBANK'];
/** What the generic templates print after a purchase's shop: the card, a date, ONLINE (Absa's layout prints its own). */
const PURCHASE_TRAILERS = /(?: (?:\d{6}\*{6}\d{4}|CARD \d{4}|\d{2} [A-Z]{3}|ONLINE))+$/;
function absaLayout(text: string, kind: Kind): string {
  if (absaRnd() >= 0.5 || /SETTLEMENT|STLMNT/.test(text)) return text;
  const settled = (prefix: string, rest: string) => `${prefix} SETTLEMENT ${rest}`;
  const bankAndNote = (rest: string) => `${absaRnd() < 0.4 ? `${absaDigits(10)} ` : ''}${absaPick(SENDING_BANKS)} ${rest}`;
  const cardNo = () => `CARD NO. ${absaDigits(4)}`;
  let m: RegExpMatchArray | null;
  switch (kind) {
    case 'pos':
    case 'online': {
      if (!(m = text.match(/^(?:POS|CARD) PURCHASE (.*)$/))) return text;
      const shop = m[1]!.replace(PURCHASE_TRAILERS, '');
      const effective = `(EFFEC ${String(1 + Math.floor(absaRnd() * 28)).padStart(2, '0')}${String(1 + Math.floor(absaRnd() * 12)).padStart(2, '0')}2025)`;
      return absaPick([`POS PURCHASE SETTLEMENT ${cardNo()} ${shop}`, `POS PURCHASE SETTLEMENT T ${cardNo()} ${shop}`, `POS PURCHASE ${effective} ${shop} ${cardNo()}`]);
    }
    case 'debit_order':
      if ((m = text.match(/^(ACB DEBIT:(?:EXTERNAL|INTERNAL)) (.*)$/))) return settled(m[1]!, m[2]!);
      if ((m = text.match(/^DEBIT ORDER (.*)$/))) return `DIRECT DEBIT ${m[1]!}`;
      return text;
    case 'pay_out':
      if ((m = text.match(/^DIGITAL PAYMENT DT (.*)$/))) return absaRnd() < 0.6 ? settled('DIGITAL PAYMENT DT', bankAndNote(m[1]!)) : `DIGITAL PAYMENT DT ${absaPick(SENDING_BANKS)} ${m[1]!}`;
      if ((m = text.match(/^IB PAYMENT (.*)$/))) return absaPick([`IBANK PAYMENT TO ${absaPick(SENDING_BANKS)} ${m[1]!}`, `INTERNET PAYMENT DEBIT ${absaPick(SENDING_BANKS)} ${m[1]!}`]);
      if ((m = text.match(/^CASHSEND MOBILE (.*)$/))) return `CASHSEND DIGITAL SETTLEMENT ${m[1]!}`;
      return text;
    case 'pay_in':
    case 'xfer_in':
      if ((m = text.match(/^(ACB CREDIT|IMMEDIATE TRF CR) (.*)$/))) return settled(m[1]!, m[2]!);
      if ((m = text.match(/^(DIGITAL TRANSF CR|DIGITAL PAYMENT CR) (.*)$/))) return settled(m[1]!, absaRnd() < 0.6 ? bankAndNote(m[2]!) : m[2]!);
      return text;
    case 'xfer_out':
      if ((m = text.match(/^DIGITAL TRANSF DT (.*)$/))) return settled('DIGITAL TRANSF DT', bankAndNote(m[1]!));
      return text;
    case 'refund':
      if ((m = text.match(/^REFUND (.*)$/))) return `POS CARD REFUND SETTLEMENT ${m[1]!}`;
      return text;
    case 'fee':
      return /\d$/.test(text) ? text : `${text} ${absaPick(['SETTLEMENT', 'SETTLEMENT', 'HEADOFFICE', 'SEE CHARGE STATEMENT DETAIL'])}`;
    case 'cash_dep':
      if ((m = text.match(/^(?:CASH DEPOSIT|ATM CASH DEPOSIT) (.*)$/))) return `CASH ACCEPTOR DEP ${m[1]!} ${cardNo()}`;
      return text;
    default:
      return text;
  }
}

/** Statement spellings of a name: abbreviations, dropped vowels, truncation, missing spaces. */
function variant(name: string): string {
  const r = rnd();
  if (r < 0.7) return name;
  if (r < 0.8 && name.length > 9) return name.slice(0, int(7, name.length - 1)).trim();
  if (r < 0.88) return name.replace(/ /g, chance(0.5) ? '' : '-');
  if (r < 0.94) return name.replace(/([A-Z])[AEIOU]([A-Z])/, '$1$2');
  return name.replace(/ AND /g, ' & ').replace(/ N /g, " 'N ");
}

// ── bank templates ────────────────────────────────────────────────────────────────────────────
type Kind = 'pos' | 'online' | 'debit_order' | 'pay_out' | 'pay_in' | 'xfer_out' | 'xfer_in' | 'atm' | 'cash_dep' | 'prepaid' | 'unpaid' | 'refund' | 'fee' | 'interest_dr' | 'interest_cr' | 'plain';
type Template = (c: string, bank: string) => string;
const BANKS = ['fnb', 'standard_bank', 'absa', 'nedbank', 'capitec', 'tymebank', 'discovery', 'african_bank', 'investec'] as const;

const T: Record<Kind, Partial<Record<(typeof BANKS)[number], Template[]>>> = {
  pos: {
    fnb: [(c, b) => `POS Purchase ${c} ${card(b)} ${dayMon()}`, (c, b) => `POS Purchase ${pick(['S', 'C', 'KSA', 'MSA', 'PSA'])}${digits(3)} ${c} ${card(b)} ${dayMon()}`],
    standard_bank: [(c, b) => `${c} ${card(b)} ${dayMon()} CHEQUE CARD PURCHASE`, (c) => `DEBIT CARD PURCHASE FROM ${c} ${pick(CITIES)}`, (c, b) => `${c} ${card(b)} ${dayMon()} DEBIT CARD PURCHASE`],
    absa: [(c, b) => `POS PURCHASE ${c} ${pick(CITIES)} ${card(b)}`, (c) => `CARD PURCHASE ${c} ${pick(CITIES)} ${dayMon()}`, (c, b) => `${c} ${pick(CITIES)} ZA ${card(b)} PURCHASE`],
    nedbank: [(c) => `POS PURCHASE ${c} ${pick(CITIES)}`, (c, b) => `CARD PURCH ${c} ${card(b)} ${dayMon()}`],
    capitec: [(c, b) => `${c} ${pick(CITIES)} ${card(b)}`, (c, b) => `Card Purchase: ${c} ${pick(CITIES)} ${card(b)}`, (c, b) => `${c} ${pick(CITIES)} ZA ${card(b)}`],
    tymebank: [(c) => `Card Purchase - ${c} ${pick(CITIES)}`, (c) => `Purchase at ${c}`],
    discovery: [(c) => `${c} ${pick(CITIES)} ZA`, (c) => `Card purchase ${c} ${pick(CITIES)}`],
    african_bank: [(c) => `POS Purchase ${c} ${pick(CITIES)}`, (c, b) => `Purchase ${c} ${card(b)}`],
    investec: [(c) => `${c} ${pick(CITIES)} ZA`, (c) => `VISA PURCHASE ${c} ${pick(CITIES)}`],
  },
  online: {
    fnb: [(c, b) => `POS Purchase ${c}*${digits(6)} ${card(b)} ${dayMon()}`, (c, b) => `POS Purchase ${c} Internet ${card(b)}`],
    standard_bank: [(c, b) => `${c} ${card(b)} ${dayMon()} CHEQUE CARD PURCHASE`, (c) => `${c} ONLINE PURCHASE`],
    absa: [(c, b) => `CARD PURCHASE ${c} ${card(b)} ONLINE`, (c) => `ECOM PURCHASE ${c}`],
    nedbank: [(c) => `INTERNET PURCHASE ${c}`],
    capitec: [(c) => `Online Purchase: ${c} ${pick(['Amsterdam', 'Dublin', 'Cape Town', 'Johannesburg', 'London', 'San Francisco', 'Singapore'])}`, (c) => `Recurring Card Purchase: ${c} ${pick(['Amsterdam', 'Dublin', 'London', 'Cork', 'Luxembourg'])}`],
    tymebank: [(c) => `Online purchase ${c}`],
    discovery: [(c) => `${c} INTERNET ${pick(['ZA', 'IE', 'NL', 'GB', 'US'])}`],
    african_bank: [(c) => `Online Purchase ${c}`],
    investec: [(c) => `${c} ${pick(['DUBLIN', 'AMSTERDAM', 'LONDON', 'CAPE TOWN'])} ${pick(['IE', 'NL', 'GB', 'ZA'])}`],
  },
  debit_order: {
    fnb: [(c) => `Magtape Debit ${c} ${ref()}`, (c) => `DebiCheck ${c}${ref()}`, (c) => `Debit Order ${c} ${ref()}`, (c) => `Eft Debit Order ${c} ${ref()}`],
    standard_bank: [(c) => `${c} ${ref()} DEBICHECK DEBIT ORDER`, (c) => `${c} ${ref()} DEBIT ORDER`, (c) => `${c} NAEDO ${ref()}`],
    absa: [(c) => `ACB DEBIT:EXTERNAL ${c} ${ref()}`, (c) => `DEBIT ORDER ${c} ${ref()}`, (c) => `ACB DEBIT:INTERNAL ${c} ${ref()}`],
    nedbank: [(c) => `${c} ${ref()} DEBIT ORDER`, (c) => `NAEDO ${c} ${ref()}`, (c) => `DEBICHECK ${c} ${ref()}`],
    capitec: [(c) => `DebiCheck: ${c} ${ref()}`, (c) => `Debit Order: ${c} ${ref()}`, (c) => `External Debit Order: ${c}`],
    tymebank: [(c) => `Debit Order - ${c} ${ref()}`],
    discovery: [(c) => `Debit order ${c} ${ref()}`, (c) => `DebiCheck ${c}`],
    african_bank: [(c) => `DEBIT ORDER ${c} ${ref()}`, (c) => `DR ORDER ${c}`],
    investec: [(c) => `${c} ${ref()} DEBIT`, (c) => `DEBIT ORD ${c} ${ref()}`],
  },
  pay_out: {
    fnb: [(c) => `FNB App Payment To ${c}`, (c) => `Internet Pmt To ${c} ${ref()}`, (c) => `FNB OB Pmt ${c}`, (c) => `Send Money App Dr Send ${c}`, (c) => `FNB App Rtc Pmt To ${c}`],
    standard_bank: [(c) => `${c} IB PAYMENT TO`, (c) => `IB PAYMENT TO ${c}`, (c) => `${c} PAYSHAP PAYMENT TO`, (c) => `IB FUTURE-DATED PAYMENT TO ${c}`],
    absa: [(c) => `DIGITAL PAYMENT DT ${c}`, (c) => `IMDTE DIGITAL PMT ${c}`, (c) => `CASHSEND MOBILE ${c}`, (c) => `IB PAYMENT ${c}`],
    nedbank: [(c) => `ELECTRONIC PAYMENT ${c}`, (c) => `INTERNET BANKING PAYMENT TO ${c}`, (c) => `SEND-IMALI ${c}`, (c) => `INSTANT PAYMENT ${c}`],
    capitec: [(c) => `Banking App External Payment: ${c}`, (c) => `Banking App Immediate Payment: ${c}`, (c) => `Banking App External PayShap Payment: ${c}`, (c) => `Internet Banking Payment: ${c}`],
    tymebank: [(c) => `Send Money to ${c}`, (c) => `Payment to ${c}`],
    discovery: [(c) => `Payment to ${c}`, (c) => `PayShap payment to ${c}`],
    african_bank: [(c) => `PAYMENT TO ${c}`, (c) => `EFT ${c}`],
    investec: [(c) => `${c} ONLINE PAYMENT`, (c) => `PAYMENT ${c}`],
  },
  pay_in: {
    fnb: [(c) => `Magtape Credit ${c} ${ref()}`, (c) => `FNB App Payment From ${c}`, (c) => `Rtc Credit ${c}`, (c) => `ACB Credit ${c} ${ref()}`, (c) => `Payshap Credit ${c}`, (c) => `Int-Banking Pmt Frm ${c}`],
    standard_bank: [(c) => `${c} MAGTAPE CREDIT`, (c) => `IB PAYMENT FROM ${c}`, (c) => `REAL TIME TRANSFER FROM ${c}`, (c) => `ELECTRONIC BANKING PAYMENT FR ${c}`, (c) => `${c} TELETRANSMISSION INWARD`],
    absa: [(c) => `ACB CREDIT ${c} ${ref()}`, (c) => `IMMEDIATE TRF CR ${c}`, (c) => `DIGITAL TRANSF CR ${c}`, (c) => `DIGITAL PAYMENT CR ${c}`],
    nedbank: [(c) => `${c} ${ref()} CREDIT TRANSFER`, (c) => `ELECTRONIC PAYMENT RECEIVED ${c}`, (c) => `INWARD PAYMENT ${c}`],
    capitec: [(c) => `Payment Received: ${c}`, (c) => `PayShap Payment Received: ${c}`, (c) => `Payment Received: ${c} ${ref()}`],
    tymebank: [(c) => `Received from ${c}`, (c) => `Deposit from ${c}`],
    discovery: [(c) => `Payment from ${c}`, (c) => `${c} EFT CREDIT`],
    african_bank: [(c) => `CREDIT ${c} ${ref()}`, (c) => `PAYMENT RECEIVED ${c}`],
    investec: [(c) => `${c} ${ref()}`, (c) => `DEPOSIT ${c}`],
  },
  xfer_out: {
    fnb: [(c) => `FNB App Transfer To ${c}`, (c) => `Internet Trf To ${c}`],
    standard_bank: [(c) => `IB TRANSFER TO ${c}`, (c) => `${c} IB TRANSFER TO`],
    absa: [(c) => `DIGITAL TRANSF DT ${c}`, (c) => `TRANSFER TO ${c}`],
    nedbank: [(c) => `TRANSFER TO ${c}`, (c) => `INTER ACCOUNT TRANSFER ${c}`],
    capitec: [(c) => `Banking App Transfer to ${c}: Transfer`, (c) => `Transfer to ${c}`],
    tymebank: [(c) => `Transfer to ${c}`],
    discovery: [(c) => `Transfer to ${c}`],
    african_bank: [(c) => `TRANSFER TO ${c}`],
    investec: [(c) => `TRANSFER TO ${c}`],
  },
  xfer_in: {
    fnb: [(c) => `FNB App Transfer From ${c}`, (c) => `Internet Trf From ${c}`],
    standard_bank: [(c) => `IB TRANSFER FROM ${c}`, (c) => `${c} IB TRANSFER FROM`],
    absa: [(c) => `DIGITAL TRANSF CR ${c}`, (c) => `TRANSFER FROM ${c}`],
    nedbank: [(c) => `TRANSFER FROM ${c}`],
    capitec: [(c) => `Banking App Transfer Received from ${c}: Transfer`, (c) => `Transfer from ${c}`],
    tymebank: [(c) => `Transfer from ${c}`],
    discovery: [(c) => `Transfer from ${c}`],
    african_bank: [(c) => `TRANSFER FROM ${c}`],
    investec: [(c) => `TRANSFER FROM ${c}`],
  },
  atm: {
    fnb: [(c, b) => `ATM Cash ${digits(6)} ${card(b)} ${dayMon()}`, (c) => `Cash Withdrawal ${c}`, (c, b) => `Card Cashback Cashb ${c} ${card(b)}`],
    standard_bank: [(c, b) => `${digits(8)} ${isoStamp()} ${card(b)} AUTOBANK CASH WITHDRAWAL AT`, (c) => `${c} OTHER BANK ATM CASH WITHD AT`, (c) => `AUTOBANK CASH WITHDRAWAL AT ${c}`],
    absa: [(c) => `ATM WITHDRAWAL ${c} ${digits(6)}`, (c) => `CARDLESS CASH WITHDRAWAL ${c}`, (c) => `CASH WITHDRAWAL ${c}`],
    nedbank: [(c) => `ATM WITHDRAWAL ${c}`, (c) => `CASH WITHDRAWAL ${c} ${digits(6)}`],
    capitec: [(c) => `ATM Withdrawal: ${c}`, (c) => `Cash Withdrawal: ${c}`, (c) => `Cash Withdrawal at Till: ${c}`],
    tymebank: [(c) => `Cash Withdrawal - ${c}`, (c) => `Cash withdrawal at ${c}`],
    discovery: [(c) => `ATM withdrawal ${c}`],
    african_bank: [(c) => `ATM WITHDRAWAL ${c}`, (c) => `CASH WITHDRAWAL ${c}`],
    investec: [(c) => `ATM ${c}`, (c) => `CASH WITHDRAWAL ${c}`],
  },
  cash_dep: {
    fnb: [(c) => `ADT Cash Depo ${c} ${digits(6)}`, (c) => `Cash Deposit ${c}`, (c) => `ADT Cash Deposit ${c}`],
    standard_bank: [(c) => `AUTOBANK CASH DEPOSIT ${c} ${digits(9)}`, (c) => `${c} ${digits(4)}H${digits(2)} CASH DEPOSIT`],
    absa: [(c) => `CARDLESS CASH DEP ${c}`, (c) => `CASH DEPOSIT ${c}`, (c) => `ATM CASH DEPOSIT ${c}`],
    nedbank: [(c) => `CASH DEPOSIT ${c}`, (c) => `ATM DEPOSIT ${c}`],
    capitec: [(c) => `Cash Deposit: ${c}`, (c) => `ATM Cash Deposit: ${c}`],
    tymebank: [(c) => `Cash deposit at ${c}`],
    discovery: [(c) => `Cash deposit ${c}`],
    african_bank: [(c) => `CASH DEPOSIT ${c}`],
    investec: [(c) => `CASH DEPOSIT ${c}`],
  },
  prepaid: {
    fnb: [(c) => `FNB App Prepaid ${c} ${phone()}`, (c) => `Prepaid ${c} ${digits(11)}`],
    standard_bank: [(c) => `VAS${digits(11)} ${c}`, (c) => `PRE-PAID PAYMENT TO ${c} ${phone()}`],
    absa: [(c) => `PREPAID ${c} ${phone()}`, (c) => `${c} PURCHASE ${digits(10)}`],
    nedbank: [(c) => `PREPAID ${c} ${phone()}`],
    capitec: [(c) => `Banking App Prepaid Purchase: ${c}`, (c) => `Prepaid Purchase: ${c}`],
    tymebank: [(c) => `${c} purchase ${phone()}`],
    discovery: [(c) => `Prepaid ${c}`],
    african_bank: [(c) => `PREPAID ${c}`],
    investec: [(c) => `PREPAID ${c} ${digits(10)}`],
  },
  unpaid: {
    fnb: [(c) => `Unpaid Debit Order ${c} ${ref()}`, (c) => `Magtape Debit Unpaid ${c}`, (c) => `RD Debit Order ${c}`],
    standard_bank: [(c) => `${c} ${ref()} UNPAID DEBIT ORDER`, (c) => `DEBIT ORDER REVERSAL ${c}`, (c) => `${c} DEBICHECK UNPAID`],
    absa: [(c) => `RTD ${c} ${ref()}`, (c) => `UNPAID ACB DEBIT ${c}`, (c) => `ACB DEBIT:EXTERNAL ${c} RETURNED`],
    nedbank: [(c) => `RETURNED DEBIT ${c}`, (c) => `NAEDO UNPAID ${c} ${ref()}`],
    capitec: [(c) => `DebiCheck Insufficient Funds ${c}`, (c) => `Returned Debit Order: ${c}`, (c) => `Debit Order Reversal: ${c}`],
    tymebank: [(c) => `Debit Order Returned - ${c}`],
    discovery: [(c) => `Debit order unpaid ${c}`],
    african_bank: [(c) => `UNPAID DEBIT ORDER ${c}`],
    investec: [(c) => `${c} DEBIT RETURNED`],
  },
  refund: {
    fnb: [(c, b) => `Refund Chq Card Purchase ${c} ${card(b)}`, (c) => `Credit Voucher Vouch ${c}`, (c) => `POS Refund ${c}`],
    standard_bank: [(c, b) => `${c} ${card(b)} CARD PURCHASE REVERSAL`, (c) => `${c} REFUND`],
    absa: [(c) => `REFUND ${c} ${pick(CITIES)}`, (c) => `PURCHASE REVERSAL ${c}`],
    nedbank: [(c) => `REFUND ${c}`, (c) => `CARD REFUND ${c}`],
    capitec: [(c) => `Purchase Refund: ${c} ${pick(CITIES)}`, (c) => `Refund: ${c}`],
    tymebank: [(c) => `Refund from ${c}`],
    discovery: [(c) => `Refund ${c}`, (c) => `${c} REVERSAL`],
    african_bank: [(c) => `REFUND ${c}`],
    investec: [(c) => `${c} REFUND`],
  },
  fee: {
    fnb: [(c) => `#${c}`, (c) => c],
    standard_bank: [(c) => `FEE: ${c}`, (c) => `FEE-${c}`, (c) => c],
    absa: [(c) => c, (c) => `${c} ${digits(6)}`],
    nedbank: [(c) => c],
    capitec: [(c) => c, (c) => `${c} Fee`],
    tymebank: [(c) => c],
    discovery: [(c) => c],
    african_bank: [(c) => c],
    investec: [(c) => c],
  },
  interest_dr: {
    fnb: [(c) => c], standard_bank: [(c) => c], absa: [(c) => c], nedbank: [(c) => c], capitec: [(c) => c], tymebank: [(c) => c], discovery: [(c) => c], african_bank: [(c) => c], investec: [(c) => c],
  },
  interest_cr: {
    fnb: [(c) => c], standard_bank: [(c) => c], absa: [(c) => c], nedbank: [(c) => c], capitec: [(c) => c], tymebank: [(c) => c], discovery: [(c) => c], african_bank: [(c) => c], investec: [(c) => c],
  },
  plain: {
    fnb: [(c) => c], standard_bank: [(c) => c], absa: [(c) => c], nedbank: [(c) => c], capitec: [(c) => c], tymebank: [(c) => c], discovery: [(c) => c], african_bank: [(c) => c], investec: [(c) => c],
  },
};

// ── counterparties ────────────────────────────────────────────────────────────────────────────
const list = (s: string) => s.split('|');
/** Independent business names: name part + trade word(s). */
function independents(trades: string, n: number): string[] {
  const out = new Set<string>();
  const ts = list(trades);
  let guard = 0;
  while (out.size < n && guard++ < n * 20) out.add(`${pick(BIZ_PREFIX)} ${pick(ts)}`);
  return [...out];
}
function people(n: number): string[] {
  const out = new Set<string>();
  while (out.size < n) out.add(chance(0.5) ? `${pick(FIRST)} ${pick(SURNAMES)}` : `${pick(FIRST).charAt(0)} ${pick(SURNAMES)}`);
  return [...out];
}
const EMPLOYERS = [...list('SHOPRITE CHECKERS|TRANSNET|ESKOM HOLDINGS|DEPT OF EDUCATION|GAUTENG HEALTH|SAPS|SANDF|CITY OF JOHANNESBURG|PICK N PAY RETAILERS|WOOLWORTHS PTY|MTN GROUP|VODACOM PTY|SASOL MINING|ANGLO AMERICAN|IMPALA PLATINUM|SIBANYE STILLWATER|HARMONY GOLD|BIDVEST|TIGER BRANDS|BARLOWORLD|MULTICHOICE SA|NETCARE LTD|MEDICLINIC SA|G4S SECURE|FIDELITY SECURITY|BIDAIR SERVICES|SUPERGROUP|IMPERIAL LOGISTICS|AVI LTD|PEPKOR|MR PRICE GROUP|CLICKS GROUP|DISCOVERY LTD|CAPITEC BANK|STANDARD BANK SA|ABSA GROUP|NEDBANK LTD|FIRSTRAND|OLD MUTUAL LTD|SANLAM LTD|TELKOM SA|DEPT OF HEALTH|DEPT HOME AFFAIRS|LIMPOPO EDUCATION|KZN EDUCATION|WESTERN CAPE GOVT|EC HEALTH|UNISA PAYROLL|WITS UNIVERSITY'), ...independents('CONSTRUCTION|LOGISTICS|SECURITY|ENGINEERING|HOLDINGS|TRADING|CLEANING SERVICES|TRANSPORT|MINING|ATTORNEYS|MOTORS|INVESTMENTS PTY|PROJECTS|CONSULTING|CATERING', 60)];
const PEOPLE = people(220);

interface Spec {
  label: Label;
  /** -1 debit, 1 credit */
  sign: 1 | -1;
  kinds: Kind[];
  names: string[];
  /** surface text built from a name (purpose words around it) */
  wrap?: (name: string) => string;
  amount: [number, number];
  n: number;
  reference?: () => string;
}

const S = (label: Label, sign: 1 | -1, kinds: Kind[], names: string[], amount: [number, number], n: number, extra: Partial<Spec> = {}): Spec => ({ label, sign, kinds, names, amount, n, ...extra });

const SPECS: Spec[] = [
  // Income
  S('Salaries and Wages', 1, ['pay_in'], EMPLOYERS, [1500, 65000], 260, { wrap: (e) => pick([`${e} SALARY`, `SALARY ${e}`, `${e} SAL`, `${e} SALARIES`, `${e} PAYROLL`, `${e} WAGES`, `SAL ${e} ${pick(MONTHS)}`, `${e} NET PAY`, `${e} SALARY ${pick(MONTHS)} ${int(2023, 2025)}`, `WEEKLY WAGES ${e}`, `${e} SLRY`, `${e} REMUNERATION`, `COMMISSION ${e}`]) }),
  S('Pension', 1, ['pay_in', 'plain'], list('GEPF|GPAA PENSION|GOVT EMPLOYEES PENSION|OLD MUTUAL ANNUITY|SANLAM ANNUITY|MOMENTUM ANNUITY|LIBERTY ANNUITY|ALLAN GRAY LIVING ANNUITY|ALEXANDER FORBES|TRANSNET PENSION FUND|ESKOM PENSION|EPPF|MINEWORKERS PROVIDENT|SENTINEL RETIREMENT|AKANI RETIREMENT|MUNICIPAL GRATUITY FUND|NBC PENSION FUND|MIBFA PENSION|10X LIVING ANNUITY|CORONATION ANNUITY|FUNDSATWORK UMBRELLA PENSION|SACCAWU PROVIDENT|DENEL PENSION|POST OFFICE RETIREMENT FUND|TELKOM PENSION FUND'), [1200, 40000], 150, { wrap: (e) => pick([`${e}`, `${e} PENSION`, `${e} MONTHLY PENSION`, `PENSION ${e}`, `${e} ANNUITY PAYMENT`, `${e} PAYOUT`]) }),
  S('Business Income', 1, ['pay_in', 'plain'], list('YOCO|IKHOKHA|SNAPSCAN|ZAPPER|PAYFAST|OZOW|PEACH PAYMENTS|PAYGATE|ADUMO|GETEPAY|NETCASH|KAZANG|FLASH|TAKEALOT SELLER|UBER DRIVER|BOLT DRIVER|MR D FOOD|PAYU|STITCH|SPEEDPOINT'), [150, 30000], 170, { wrap: (e) => pick([`${e} SETTLEMENT ${digits(6)}`, `${e} PAYOUT ${digits(8)}`, `${e} ${digits(7)}`, `SETTLEMENT ${e}`, `${e} MERCHANT SETTLEMENT`, `${e} STLMNT ${dayMon()}`, `MERCHANT ${digits(9)} ${e}`, `${e} PAYOUT`, `CARD SETTLEMENT ${e}`]) }),
  S('Social Security Income', 1, ['pay_in', 'plain'], list('SASSA|SASSA SRD|SOCIAL DEVELOPMENT|SASSA POSTBANK|DEPT SOCIAL DEVELOPMENT|SASSA GRANT'), [370, 2300], 170, { wrap: (e) => pick([`${e}`, `${e} ${digits(10)}`, `${e} OLD AGE GRANT`, `${e} CHILD SUPPORT GRANT`, `${e} DISABILITY GRANT`, `SRD GRANT ${digits(8)}`, `SOC RELIEF OF DISTRESS ${digits(6)}`, `${e} FOSTER CARE`, `SASSA PAYMENT ${pick(MONTHS)}`, `${e} R370 SRD`, `${e} GRANT PAYMENT`]) }),
  S('UIF', 1, ['pay_in', 'plain'], list('UIF|DEPT OF LABOUR|DEPT EMPLOYMENT AND LABOUR|UNEMPLOYMENT INSURANCE FUND|UIF TERS|DOL UIF'), [800, 12000], 90, { wrap: (e) => pick([`${e} BENEFIT ${digits(8)}`, `${e} PAYMENT`, `${e} ${digits(10)}`, `${e} CLAIM PAYMENT`, `UIF BENEFITS ${e}`]) }),
  S('UIF', -1, ['debit_order', 'pay_out'], list('UFILING|UIF CONTRIBUTION|DEPT OF LABOUR UIF|UIF DOMESTIC'), [20, 800], 60, { wrap: (e) => pick([`${e}`, `${e} ${ref()}`, `${e} DOMESTIC WORKER`, `${e} CONTRIBUTION`]) }),
  S('Interest Received', 1, ['interest_cr'], list('CREDIT INTEREST|INT ON CREDIT BALANCE|INTEREST CAPITALISED|INTEREST EARNED|INTEREST PAID TO YOU|CR INTEREST|INTEREST CREDIT|DIVIDEND|SATRIX DIVIDEND|INTEREST ON CREDIT BALANCE|KREDIETRENTE|SAVINGS INTEREST|INTEREST RECEIVED|NOTICE INTEREST|BONUS INTEREST|INTEREST'), [1, 2500], 150),
  S('Other Income', 1, ['pay_in'], list('NSFAS|NSFAS ALLOWANCE|BURSARY|LEARNERSHIP STIPEND|MAINTENANCE|CHILD MAINTENANCE|DEPT OF JUSTICE MAINTENANCE|RENTAL INCOME|FUNZA LUSHAKA|ISFAP|SETA STIPEND|YES PROGRAMME STIPEND|HARAMBEE STIPEND|INTERNSHIP STIPEND|POCKET MONEY|ALLOWANCE'), [300, 15000], 170, { wrap: (e) => pick([`${e}`, `${e} ${digits(8)}`, `${e} ${pick(MONTHS)}`]) }),
  S('SARS', 1, ['pay_in', 'plain'], list('SARS|SARS REFUND|SOUTH AFRICAN REVENUE SERVICE|SARS EFILING|SARS TAX REFUND|SA REVENUE SERVICE'), [100, 40000], 110, { wrap: (e) => pick([`${e}`, `${e} ${digits(10)}`, `${e} REFUND`, `TAX REFUND ${e}`, `${e} ITR12 REFUND`]) }),
  S('Loan Disbursement', 1, ['pay_in', 'plain'], list('AFRICAN BANK|CAPFIN|FINBOND|WONGA|LIME|FUNDI|BAYPORT|DIRECT AXIS|GETBUCKS|IZWE LOANS|BLUE FINANCIAL|FNB PLOAN|CAPITEC LOAN|ABSA PERSONAL LOAN|SBSA PERSONAL LOAN|BOODLE|LENDOR|SWIFT LOANS|ARCADIA FINANCE|LEGEND FINANCE|GREENWOOD CREDIT|MOMENTUM LOAN|OLD MUTUAL LOAN'), [500, 120000], 170, { wrap: (e) => pick([`${e} LOAN ${digits(8)}`, `${e} ADVANCE`, `${e} LOAN PAYOUT`, `${e} DISBURSEMENT`, `${e} ${digits(9)}`, `LOAN ADVANCE ${e}`, `${e} PERSONAL LOAN`, `${e} REVOLVING LOAN DRAWDOWN`]) }),
  S('Refund', 1, ['refund'], list('WOOLWORTHS|TAKEALOT|MR PRICE|PICK N PAY|CHECKERS|EDGARS|TRUWORTHS|INCREDIBLE CONNECTION|DIS-CHEM|CLICKS|BUILDERS WAREHOUSE|AMAZON|UBER|BOLT|NETFLIX|SUPERBALIST|ZANDO|SHOPRITE|SPAR|HI-FI CORP|GAME|MAKRO|PEP|ACKERMANS|CHICKEN LICKEN|KFC|SORBET|VIRGIN ACTIVE|FLYSAFAIR|BOOKING.COM').concat(independents('BOUTIQUE|HARDWARE|PHARMACY|ELECTRONICS|TRADING', 20)), [20, 6000], 220),
  S('Refund', 1, ['plain'], list('CASHBACK|EBUCKS REWARD|DISCOVERY MILES|VITALITY MONEY CASHBACK|FEE REVERSAL|CHARGEBACK|DR INTEREST REBATE|ADJUSTMENT: REFUND FOR INCORRECT DECLINE FEE|REFUND OF CHARGES|SERVICE FEE REFUND'), [2, 800], 60, { wrap: (e) => pick([e, `${e} ${digits(6)}`]) }),
  S('Cash Deposit', 1, ['cash_dep'], list('BRANCH|ATM|PICK N PAY|SHOPRITE|BOXER|CHECKERS|SPAR').concat(CITIES.slice(0, 25)), [50, 20000], 200),
  // Either
  S('Bank Transfer', -1, ['pay_out'], PEOPLE, [50, 8000], 300, { wrap: (p) => pick([p, p, `${p} ${pick(['LOAN', 'THANKS', 'GROCERIES MONEY', 'FOOD', 'TRANSPORT', 'OWED', 'BIRTHDAY', 'MAMA', 'MOM', 'DAD', 'SISTER', 'BRO', 'LUNCH', ''])}`]) }),
  // A private person's payment is a transfer whatever its note says (maintenance, rent, salary, a refund: issue 12).
  S('Bank Transfer', 1, ['pay_in'], PEOPLE, [50, 8000], 320, { wrap: (p) => pick([p, p, `${p} ${pick(['REPAY', 'THANKS', 'FOR YOU', 'MONEY', 'LOAN BACK', 'SHARE', '', 'CHILD MAINTENANCE', 'MAINTENANCE', 'RENT', 'SALARY', 'WAGES', 'REFUND', 'LOAN', 'SCHOOL FEES', 'ELECTRICITY'])}`, `${pick(['MAINTENANCE', 'RENT', 'SALARY', 'WAGES', 'REFUND'])} ${p}`]) }),
  S('Bank Transfer', -1, ['xfer_out', 'plain'], list('CHEQUE ACCOUNT|CURRENT ACCOUNT|MAIN ACCOUNT|OWN ACCOUNT|BUSINESS ACCOUNT|EWALLET|E-WALLET|INSTANT MONEY|CASHSEND|MOMO|MONEY TRANSFER|SEND MONEY|PAYSHAP'), [50, 10000], 150, { wrap: (e) => pick([e, `${e} ${phone()}`, `${e} ${digits(8)}`]) }),
  S('Bank Transfer', 1, ['xfer_in', 'plain'], list('CHEQUE ACCOUNT|CURRENT ACCOUNT|MAIN ACCOUNT|OWN ACCOUNT|BUSINESS ACCOUNT|CREDIT CARD|EWALLET'), [50, 10000], 120, { wrap: (e) => pick([e, `${e} ${digits(8)}`]) }),
  S('Savings Transfer', -1, ['xfer_out', 'pay_out'], list('SAVINGS|SAVINGS POCKET|TAX FREE SAVINGS|TFSA|NOTICE DEPOSIT|32 DAY NOTICE|FIXED DEPOSIT|MONEY MARKET|GOALSAVE|SAVINGS JAR|STOKVEL|MOTHEO STOKVEL|GROCERY STOKVEL|BURIAL STOKVEL|SAVE|JUST SAVE|PURESAVE|FLEXI SAVER|ACCESS SAVER|EMERGENCY FUND SAVINGS|HOLIDAY SAVINGS|LIVE BETTER SAVINGS|SPAARREKENING|POCKETS'), [20, 15000], 200),
  S('Savings Transfer', 1, ['xfer_in', 'pay_in'], list('SAVINGS|SAVINGS POCKET|TAX FREE SAVINGS|NOTICE DEPOSIT|FIXED DEPOSIT|MONEY MARKET|GOALSAVE|STOKVEL|SAVE|FLEXI SAVER|POCKETS|32 DAY NOTICE'), [20, 15000], 120),
  S('Savings Transfer', -1, ['plain'], list('LIVE BETTER INTEREST SWEEP TRANSFER|LIVE BETTER ROUND-UP|SAVE THE CHANGE|ROUND UP SAVINGS|AUTO SAVE TRANSFER'), [1, 300], 40),
  S('Investments', -1, ['debit_order', 'pay_out', 'online'], list('EASYEQUITIES|SATRIX|ALLAN GRAY|CORONATION|10X INVESTMENTS|SYGNIA|STANLIB|OLD MUTUAL UNIT TRUSTS|SANLAM INVESTMENTS|PSG WEALTH|NINETY ONE|PRUDENTIAL UNIT TRUSTS|FOORD|INVESTEC INVESTMENTS|LUNO|VALR|ETFSA|RETIREMENT ANNUITY|DISCOVERY INVEST|GLACIER|EASY CRYPTO|OUTVEST|SHYFT|ABSA STOCKBROKING|FNB SHARE INVESTING'), [100, 20000], 200, { wrap: (e) => pick([e, `${e} ${ref()}`, `${e} RA CONTRIBUTION`, `${e} SHARES`, `${e} UNIT TRUST`, `${e} INVESTMENT`]) }),
  S('Investments', 1, ['pay_in'], list('EASYEQUITIES|ALLAN GRAY|CORONATION|SATRIX|STANLIB|LUNO|VALR|SYGNIA|PSG WEALTH|INVESTEC SECURITIES'), [100, 50000], 90, { wrap: (e) => pick([`${e} WITHDRAWAL`, `${e} ${ref()}`, `${e} REDEMPTION`, `${e} SALE OF UNITS`]) }),
  S('Gambling', -1, ['pos', 'online', 'pay_out'], list('HOLLYWOODBETS|BETWAY|SUPABETS|SPORTINGBET|LOTTOSTAR|SUNBET|GBETS|WORLD SPORTS BETTING|PLAYABETS|ITHUBA NATIONAL LOTTERY|LOTTO|BETXCHANGE|TOPBET|YESPLAY|EASYBET|JACKPOT CITY|TAB GOLD|SUN INTERNATIONAL CASINO|MONTECASINO|GRANDWEST CASINO|EMPERORS PALACE|CARNIVAL CITY|GALAXY BINGO|BET.CO.ZA|10BET|PREMIERBET|JABULA BETS|DAFABET|LIMPOPO BETS|SPINA ZONKE'), [10, 3000], 230),
  S('Gambling', 1, ['pay_in'], list('HOLLYWOODBETS|BETWAY|SUPABETS|SPORTINGBET|LOTTOSTAR|SUNBET|GBETS|WORLD SPORTS BETTING|PLAYABETS|ITHUBA|BETXCHANGE|YESPLAY|EASYBET|10BET'), [50, 20000], 110, { wrap: (e) => pick([`${e} WITHDRAWAL`, `${e} ${digits(8)}`, `${e} PAYOUT`, `${e} WINNINGS`]) }),
  S('Returned Debit Order', -1, ['unpaid'], list('OLD MUTUAL|SANLAM|DISCOVERY|CLIENTELE|ASSUPOL|AVBOB|CAPFIN|AFRICAN BANK|VODACOM|MTN|DSTV|VIRGIN ACTIVE|KING PRICE|MIWAY|HOLLARD|LEWIS|RCS|EDGARS|TRUWORTHS|WESBANK|NETCASH|PAYU|HYPHEN|SIZWE HOSMED|METROPOLITAN|PAYJUSTNOW|MOBICRED|TELKOM'), [-0, 0], 140, { amount: [80, 4500] }),
  S('Returned Debit Order', 1, ['unpaid'], list('OLD MUTUAL|SANLAM|DISCOVERY|CLIENTELE|ASSUPOL|AVBOB|CAPFIN|AFRICAN BANK|VODACOM|MTN|DSTV|KING PRICE|HOLLARD|LEWIS|WESBANK|NETCASH|PAYU|METROPOLITAN|MOBICRED|TELKOM'), [80, 4500], 110),
  S('Uncategorised', -1, ['plain'], list('ADJUSTMENT|MISC DEBIT|SUNDRY DEBIT|JOURNAL ENTRY|BATCH|TRANSACTION|VARIOUS|OTHER|DEBIT|CORR ENTRY|SYSTEM ENTRY|ITEM|MANUAL DEBIT|GENERAL DEBIT'), [5, 3000], 80, { wrap: (e) => pick([e, `${e} ${digits(8)}`, `${e} ${ref()}`, `${digits(10)}`, `${e} ${digits(4)}`]) }),
  S('Uncategorised', 1, ['plain'], list('ADJUSTMENT|MISC CREDIT|SUNDRY CREDIT|JOURNAL ENTRY|BATCH|TRANSACTION|VARIOUS|OTHER|MANUAL CREDIT|GENERAL CREDIT|CORR ENTRY'), [5, 3000], 60, { wrap: (e) => pick([e, `${e} ${digits(8)}`, `${e} ${ref()}`, `${digits(10)}`]) }),
  // Debts and housing
  S('Rent', -1, ['pay_out', 'debit_order'], list('PAYPROP|RAWSON RENTALS|SEEFF RENTALS|PAM GOLDING RENTALS|TRAFALGAR|JOSHCO|AFHCO|MADULAMOHO|INDLUPLACE|INTERNATIONAL HOUSING SOLUTIONS|REDDAM RENTALS|LANDLORD').concat(PEOPLE.slice(0, 40)), [1500, 18000], 220, { wrap: (e) => pick([`${e} RENT`, `RENT ${e}`, `${e} RENTAL ${pick(MONTHS)}`, `${e} UNIT ${int(1, 60)} RENT`, `${e} FLAT RENT`, `${e} ROOM RENT`, `${e} HUUR`, `${e} LEVIES`, ...(PEOPLE.includes(e) ? [] : [`${e} ${ref()}`])]) }),
  S('Home Loan Repayment', -1, ['debit_order', 'pay_out', 'plain'], list('FNB HOMELOAN|FNB H LOAN|SBSA HOMELOAN|ABSA HOME LOAN|NEDBANK HOME LOAN|SA HOME LOANS|CAPITEC HOME LOAN|INVESTEC MORTGAGE|HOME LOAN|BOND REPAYMENT|NEDBANK BOND|ABSA BOND|STANDARD BANK BOND|SAHL'), [2500, 30000], 170, { wrap: (e) => pick([e, `${e} ${digits(11)}`, `${e} INSTALMENT`, `${e} ${ref()}`]) }),
  S('Auto Loan Repayment', -1, ['debit_order', 'pay_out'], list('WESBANK|MFC|NEDBANK MFC|ABSA VEHICLE FINANCE|AVAF|SBSA VAF|STANDARD BANK VAF|TOYOTA FINANCIAL SERVICES|VW FINANCIAL SERVICES|BMW FINANCIAL|MERCEDES BENZ FIN|FORD CREDIT|HYUNDAI FINANCE|SUZUKI FINANCE|FNB VEHICLE FINANCE|MOTORFIN|VEHICLE FINANCE'), [2000, 15000], 180, { wrap: (e) => pick([e, `${e} ${digits(10)}`, `${e} INSTALMENT`, `${e} ${ref()}`, `${e} CAR INSTALMENT`]) }),
  S('Credit Card Repayments', -1, ['pay_out', 'xfer_out', 'debit_order'], list('FNB CREDIT CARD|ABSA CREDIT CARD|NEDBANK CREDIT CARD|SBSA CREDIT CARD|DISCOVERY CREDIT CARD|INVESTEC CREDIT CARD|CAPITEC CREDIT CARD|TITANIUM CREDIT CARD|CREDIT CARD|FNBCC|CC PAYMENT|AFRICAN BANK CREDIT CARD|VIRGIN MONEY CARD|DINERS CLUB|AMEX'), [300, 20000], 170, { wrap: (e) => pick([e, `${e} ${digits(6)}`, `${e} REPAYMENT`, `${e} PAYMENT`]) }),
  S('General Loan Repayment', -1, ['debit_order', 'pay_out'], list('AFRICAN BANK|CAPFIN|MOBICRED|MRP MONEY|EDGARS ACC|EDCON|LEWIS STORES|RCS|BAYPORT|DIRECT AXIS|FINBOND|WONGA|LIME|FUNDI|FNB PLOAN|ABSA PERSONAL LOAN|CAPITEC LOAN|GETBUCKS|IZWE LOANS|BLUE FINANCIAL|TRUWORTHS ACC|FOSCHINI ACC|TFG ACC|JET ACCOUNT|HOMECHOICE|BEARES|OK FURNITURE|RUSSELLS|BOODLE|LENDOR|NSFAS LOAN|SOUTHERN FINANCE|ARCADIA FINANCE|PERSONAL LOAN'), [150, 12000], 260, { wrap: (e) => pick([e, `${e} ${digits(9)}`, `${e} LOAN`, `${e} INSTALMENT`, `${e} ${ref()}`, `${e} LOAN REPAYMENT`]) }),
  S('BNPL', -1, ['debit_order', 'online', 'pos'], list('PAYJUSTNOW|PAYFLEX|HAPPY PAY|SOFTYCOMP|FLOAT PAYMENTS|PAY JUST NOW|LAYBUY|PAYLATER'), [80, 3000], 150, { wrap: (e) => pick([e, `${e} ${digits(8)}`, `${e} INSTALMENT`, `${e} ${ref()}`, `${e}*${pick(['SUPERBALIST', 'ZANDO', 'TAKEALOT', 'YUPPIECHEF', 'SPORTSMANS'])}`]) }),
  S('Debt Review Payment', -1, ['debit_order', 'pay_out'], list('NDMA|DEBTBUSTERS|HYPHEN PDA|DCRS|DEBT REVIEW|DEBT COUNSELLING|NATIONAL DEBT MEDIATION|DEBTSAFE|DEBT RESCUE|PAYMENT DISTRIBUTION AGENCY|SYSTEMATIC PDA|INTERSOLVE|DC PARTNER'), [300, 9000], 150, { wrap: (e) => pick([e, `${e} ${digits(8)}`, `${e} PDA`, `${e} ${ref()}`, `${e} DEBT REVIEW PMT`]) }),
  S('Interest Repayment', -1, ['interest_dr'], list('INT ON DEBIT BALANCE|OVERDRAFT INTEREST|DEBIT INTEREST|EXCESS INTEREST|INTEREST ON DEBIT BALANCE|PENALTY INTEREST|INTEREST CHARGED|FINANCE CHARGES|BUDGET FINANCE CHARGE|DR INTEREST|LOAN INTEREST|DEBIETRENTE|INTEREST ON OVERDRAFT|ADJUST OF DR INTEREST|INTEREST ON ARREARS|INTEREST'), [1, 1500], 160),
  // Everyday spending (POS heavy)
  S('Groceries', -1, ['pos'], list('SHOPRITE|CHECKERS|CHECKERS HYPER|CHKRS|PICK N PAY|PNP FAM|PNP HYPER|PICK N PAY FAMILY|SPAR|SUPERSPAR|KWIKSPAR|WOOLWORTHS FOOD|WOOLWORTHS|WOOLIES|BOXER SUPERSTORE|BOXER|USAVE|OK FOODS|OK MINIMARK|FOOD LOVERS MARKET|FRUIT AND VEG CITY|CHECKERS SIXTY60|PNP EXPRESS|SAVEMOR|CAMBRIDGE FOOD|CHOPPIES|JWAYELANI|SELATI|PRESIDENT HYPER|GIANT HYPER|KIT KAT CASH AND CARRY|MEGASAVE|SUPERSAVE|BLUE ROSE CASH AND CARRY|FRUITFUL MARKET|ROOTS BUTCHERY|OVERSTRAND BUTCHERY|FRESH CHOICE|FOODWAYS|KWAMASHU FRESH').concat(independents('SUPERMARKET|SUPERETTE|SPAZA|MINI MARKET|CASH AND CARRY|BUTCHERY|GENERAL DEALER|FRUIT AND VEG|GROCERS|WHOLESALERS|FOODS|BAKERY|MEAT MARKET|FRESH PRODUCE|TUCKSHOP|SPAZA SHOP|FOOD STORE', 90)), [15, 3500], 420),
  S('Fuel', -1, ['pos'], list('FRESHSTOP|ENGEN|ENGEN QUICK SHOP|SHELL|SHELL ULTRA CITY|BP|BP EXPRESS|SASOL|SASOL DELIGHT|CALTEX|ASTRON ENERGY|TOTALENERGIES|TOTAL|PUMA ENERGY|GLOBAL OIL|ELEGANT FUEL|ENGEN ONE STOP|SHELL SELECT|TOTAL BONJOUR|ASTRON').concat(independents('MOTORS|FUEL STOP|SERVICE STATION|FILLING STATION|GARAGE|PETROLEUM|FUEL CENTRE|AUTO CENTRE', 50)), [100, 1800], 330),
  S('Transport', -1, ['pos'], list('INTERCAPE|GREYHOUND|CITILINER|TRANSLUX|UBER TRIP|UBER BV|BOLT|BOLT.EU|GAUTRAIN|PUTCO|MYCITI|REA VAYA|METROBUS|GOLDEN ARROW|PRASA|METRORAIL|SANRAL|E-TOLL|N3TC|BAKWENA|TRAC N4|TOLL PLAZA|INDRIVER|DIDI|YANGO|CITY OF JHB LICENSING|NATIS|DLTC|TRAFFIC DEPT|AARTO|PAYMENT OF TRAFFIC FINE').concat(independents('TAXI ASSOCIATION|TAXI RANK|TRANSPORT|SHUTTLE|BUS SERVICES|TAXIS|COACH LINES', 30)), [15, 1200], 240),
  S('Parking', -1, ['pos'], list('SANDTON CITY PARKING|ACSA PARKING|AIRPORT PARKING|MENLYN PARKING|PARKMOBILE|PAY AND DISPLAY|V AND A WATERFRONT PARKING|GATEWAY PARKING|CANAL WALK PARKING|PARKADE|CAR PARK|SECURE PARKING|PARKRITE|PARKING GARAGE').concat(independents('PARKING|PARKADE|CAR PARK', 25)), [5, 300], 170),
  S('Utilities - Electricity', -1, ['prepaid', 'debit_order', 'pay_out'], list('ESKOM|CITY POWER|PREPAID ELECTRICITY|ELECTRICITY|CONLOG|CITIQ PREPAID|RECHARGER|PROPERTY UTILITY|PREPAID ELEC|ELECTRICITY PURCHASE|BLUE LABEL ELEC|LIVEWIRE PREPAID|EZELEC|MUNICIPAL ELECTRICITY'), [50, 3500], 240, { wrap: (e) => pick([e, `${e} ${digits(11)}`, `${e} TOKEN`, `${e} ${ref()}`]) }),
  S('Utilities - Water', -1, ['debit_order', 'pay_out'], list('CITY OF JOHANNESBURG|CITY OF JHB|JOBURG WATER|CITY OF TSHWANE|CITY OF CAPE TOWN|ETHEKWINI MUNICIPALITY|EKURHULENI|NELSON MANDELA BAY|BUFFALO CITY|MANGAUNG|MSUNDUZI|POLOKWANE MUNIC|CITY OF MBOMBELA|RUSTENBURG LOCAL|EMFULENI|MOGALE CITY|STELLENBOSCH MUNIC|DRAKENSTEIN|GEORGE MUNIC|SOL PLAATJE|MATJHABENG|MIDVAAL|MADIBENG|LESEDI|GREATER TZANEEN|NEWCASTLE MUNIC|UMHLATHUZE|MUNICIPALITY|RATES AND TAXES|WATER AND LIGHTS|RAND WATER|MUNICIPAL ACCOUNT'), [150, 6000], 240, { wrap: (e) => pick([e, `${e} ${digits(10)}`, `${e} ACC ${digits(9)}`, `${e} RATES`, `${e} WATER`, `${e} ${ref()}`]) }),
  S('Utilities - Telephone', -1, ['debit_order', 'pay_out'], list('VODACOM|MTN|CELL C|TELKOM|TELKOM MOBILE|RAIN|AFRIHOST|VUMATEL|OPENSERVE|WEBAFRICA|COOL IDEAS|MWEB|HEROTEL|FROGFOOT|OCTOTEL|METROFIBRE|VOX TELECOM|AXXESS|LINK AFRICA|ZOOM FIBRE|EVOTEL|STARLINK|MTN SP|VODACOM SERVICE PROVIDER'), [99, 2500], 250, { wrap: (e) => pick([e, `${e} ${digits(9)}`, `${e} CONTRACT`, `${e} FIBRE`, `${e} ${ref()}`, `${e} ACC ${digits(8)}`]) }),
  S('Cellular Data Purchase', -1, ['prepaid'], list('AIRTIME VODACOM|AIRTIME MTN|AIRTIME CELL C|AIRTIME TELKOM|DATA VODACOM|DATA MTN|DATA BUNDLE|PREPAID AIRTIME|VODACOM|MTN|CELL C|TELKOM|RAIN DATA|VAS VODA AIRTIME|AIRTIME|DATA|LOTTO AIRTIME|VODACOM DATA BUNDLE|MTN DATA BUNDLE'), [5, 800], 260),
  S('Education', -1, ['pay_out', 'debit_order', 'pos'], list('UNISA|WITS UNIVERSITY|UNIVERSITY OF JOHANNESBURG|UNIVERSITY OF PRETORIA|TUT|CPUT|UKZN|NWU|UFS|RHODES UNIVERSITY|NELSON MANDELA UNIVERSITY|UWC|WALTER SISULU|UNIVEN|VUT|CURRO|ADVTECH|SPARK SCHOOLS|VARSITY COLLEGE|DAMELIN|BOSTON CITY CAMPUS|REGENT BUSINESS SCHOOL|MANCOSA|MILPARK|RICHFIELD|ROSEBANK COLLEGE|STADIO|EDUVOS|VAN SCHAIK|JUTA|GETSMARTER|COURSERA|UDEMY').concat(independents('HIGH SCHOOL|PRIMARY SCHOOL|HOERSKOOL|LAERSKOOL|COLLEGE|ACADEMY|SECONDARY SCHOOL|TVET COLLEGE|DRIVING SCHOOL|SCHOOL FEES|TUITION|EXTRA LESSONS', 70)), [100, 25000], 300, { wrap: (e) => pick([e, e, `${e} ${pick(['FEES', 'SCHOOL FEES', 'TUITION', 'STUDENT NO', 'LEARNER'])} ${digits(int(6, 9))}`]) }),
  S('Children and Dependents', -1, ['pay_out', 'debit_order'], list('MAINTENANCE|CHILD MAINTENANCE|MAINTENANCE PAID|DEPT OF JUSTICE MAINTENANCE').concat(independents('CRECHE|DAYCARE|AFTERCARE|EDUCARE|EARLY LEARNING CENTRE|PLAYSCHOOL|PRE-SCHOOL|KIDDIES ACADEMY|KINDERGARTEN|CHILD CARE|NANNY|AU PAIR|KIDZ CLUB|LITTLE STARS', 70)), [150, 6000], 230, { wrap: (e) => pick([e, `${e} ${pick(FIRST)}`, `${e} ${pick(MONTHS)} FEES`, `${e} ${ref()}`]) }),
  S('Children and Dependents', -1, ['pos'], list('BABY CITY|BABIES R US|KIDDIES|TOYS R US KIDS').concat(independents('BABY SHOP|KIDS|KIDZ|BABY', 15)), [50, 3000], 40),
  S('Health and Medical', -1, ['pos'], list('CLICKS|DIS-CHEM|DISCHEM PHARMACIES|MEDIRITE|ALPHA PHARM|LINK PHARMACY|SPAR PHARMACY|NETCARE|LIFE HEALTHCARE|MEDICLINIC|LANCET LABORATORIES|PATHCARE|AMPATH|MEDICROSS|INTERCARE|SPEC SAVERS|SPECSAVERS|EXECUTIVE OPTICAL|UNJANI CLINIC|DR M NAIDOO INC|DR P MOKOENA|DR SIBIYA PRACTICE|DR VAN WYK INC').concat(independents('PHARMACY|APTEEK|CHEMIST|MEDICAL CENTRE|DENTAL STUDIO|DENTIST|OPTOMETRIST|PHYSIOTHERAPY|CLINIC|HOSPITAL|RADIOLOGY|PATHOLOGY|MEDICAL PRACTICE|OPTICAL', 80)), [40, 8000], 330),
  S('Health Insurance', -1, ['debit_order'], list('DISCOVERY HEALTH|BONITAS|GEMS|MOMENTUM HEALTH|MEDSHIELD|BESTMED|FEDHEALTH|POLMED|MEDIHELP|KEYHEALTH|SIZWE HOSMED|PROFMED|MAKOTI|BANKMED|COMPCARE|GENESIS MEDICAL|CAMAF|PLATINUM HEALTH|AFFINITY HEALTH|DAY1 HEALTH|ESSENTIAL MED|MEDICAL AID|HOSPITAL PLAN|GAP COVER|TURNBERRY GAP|SIRAGO GAP|ZESTLIFE GAP|MEDIMED'), [300, 9000], 230, { wrap: (e) => pick([e, `${e} ${digits(9)}`, `${e} CONTRIBUTION`, `${e} ${ref()}`, `${e} PREMIUM`]) }),
  S('Life Insurance', -1, ['debit_order'], list('OLD MUTUAL LIFE|OM LIFE|SANLAM LIFE|SANLAM SKY|LIBERTY LIFE|MOMENTUM LIFE|MOMENTUM MYRITE|METROPOLITAN LIFE|DISCOVERY LIFE|ASSUPOL|PPS LIFE|BRIGHTROCK|FMI|ONELIFE|HOLLARD LIFE|CAPITEC LIFE|FNB LIFE|ABSA LIFE|STANLIB LIFE|NEDGROUP LIFE|LIFE COVER|BUDGET LIFE|VIRGIN LIFE|ALTRISK|OLDMUTUAL LIFE'), [80, 4000], 240, { wrap: (e) => pick([e, `${e} ${digits(10)}`, `${e} PREMIUM`, `${e} ${ref()}`, `${e} LIFE COVER`, `${e} POLICY ${digits(8)}`]) }),
  S('Funeral Cover', -1, ['debit_order', 'pay_out'], list('AVBOB|DOVES|CLIENTELE|NOMAKANJANI|SAFRICAN|OM FUNERAL|SANLAM FUNERAL|HOLLARD FUNERAL|CAPITEC FUNERAL|FNB FUNERAL|AFRICAN BANK FUNERAL|TYME FUNERAL|LION OF AFRICA|KGOMOTSO FUNERAL|THEMBA FUNERAL|UNITY FUNERAL|TWO MOUNTAINS').concat(independents('FUNERAL SERVICES|FUNERAL PARLOUR|BURIAL SOCIETY|FUNERAL SCHEME|BURIAL SOC|FUNERAL HOME', 40)), [50, 1500], 240, { wrap: (e) => pick([e, `${e} ${digits(8)}`, `${e} PREMIUM`, `${e} ${ref()}`, `${e} FUNERAL PLAN`]) }),
  S('Auto Insurance', -1, ['debit_order'], list('KING PRICE|MIWAY|DISCOVERY INSURE|DISCINSURE|DIAL DIRECT|BUDGET INSURANCE|AUTO AND GENERAL|NAKED INSURANCE|VIRSEKER|CAR INSURANCE|MOTOR INSURANCE|WOOLWORTHS CAR INSURANCE|INFINITI INSURANCE|UNITRANS INSURANCE'), [250, 4000], 200, { wrap: (e) => pick([e, `${e} ${digits(10)}`, `${e} PREMIUM`, `${e} ${ref()}`, `${e} MOTOR`]) }),
  S('Home Insurance', -1, ['debit_order'], list('HOMEOWNERS INSURANCE|HOME CONTENTS|HOUSEHOLD CONTENTS|BUILDINGS INSURANCE|HOC INSURANCE|GEYSER COVER|HOME INSURANCE|BOND INSURANCE|HOMELOAN INSURANCE|SANTAM HOME|OUTSURANCE HOME|ABSA HOMEOWNERS|FNB HOMEOWNERS|SBSA HOMEOWNERS|NEDBANK HOC'), [100, 2500], 170, { wrap: (e) => pick([e, `${e} ${digits(9)}`, `${e} PREMIUM`, `${e} ${ref()}`]) }),
  S('General Insurance', -1, ['debit_order'], list('OUTSURANCE|SANTAM|HOLLARD|TELESURE|OLD MUTUAL INSURE|PINEAPPLE|ABSA IDIRECT|FNB INSURE|STANDARD BANK INSURANCE|NEDBANK INSURANCE|BIDVEST INSURANCE|ZURICH|GUARDRISK|LEGALWISE|SCORPION LEGAL|LAW FOR ALL|INSURANCE PREMIUM|SHORT TERM INSURANCE|CELLPHONE INSURANCE|GADGET COVER|CENTRIQ|RENASA'), [80, 5000], 220, { wrap: (e) => pick([e, `${e} ${digits(9)}`, `${e} PREMIUM`, `${e} ${ref()}`, `${e} INS`]) }),
  S('Tax Payment', -1, ['pay_out', 'plain'], list('SARS|SARS EFILING|SARS PAYE|SARS VAT|SARS PROVISIONAL TAX|SOUTH AFRICAN REVENUE|SARS INCOME TAX|SARS ADMIN PENALTY'), [100, 60000], 150, { wrap: (e) => pick([e, `${e} ${digits(10)}`, `${e} ${ref()}`, `${e} PAYMENT`]) }),
  S('Debit Order', -1, ['debit_order'], list('OLD MUTUAL|OLDMUTUAL|SANLAM|MOMENTUM|METROPOLITAN|LIBERTY|DISCOVERY|NETCASH|PAYU|PAYM8|SAGEPAY|EFT COLLECT|DEBIT ORDER SERVICES|COLLECTIONS|PAYAT|NUPAY|INTELLIGENT DEBIT|EASYDEBIT|QUICKDEBIT|DPO|PEACH|IVERI|CALLPAY|INSTANT DEBIT|SMARTDEBIT|MAXDEBIT|SNAPDEBIT').concat(independents('HOLDINGS|GROUP|SOLUTIONS|PTY LTD|SERVICES|CC|ENTERPRISES', 50)), [50, 3000], 260, { wrap: (e) => pick([e, `${e} ${digits(10)}`, `${e} ${ref()}`, `${e}${digits(8)}`]) }),
  S('Eating Out', -1, ['pos'], list('TIGERS MILK|KFC|MCDONALDS|NANDOS|STEERS|DEBONAIRS PIZZA|WIMPY|SPUR STEAK RANCHES|MUGG AND BEAN|OCEAN BASKET|ROMANS PIZZA|CHICKEN LICKEN|FISHAWAYS|BURGER KING|PIZZA PERFECT|ROCOMAMAS|PANAROTTIS|GALITOS|HUNGRY LION|MR D FOOD|UBER EATS|BOLT FOOD|COLCACCHIO|JOHN DORYS|SIMPLY ASIA|SAUSAGE SALOON|BARCELOS|KAUAI|PIZZA HUT|DOMINOS|TASHAS|KING PIE|PIE CITY|BLACK STEER|FOURNOS|CAPPELLO|CARLUCCIS|DOPPIO ZERO|MOCHACHOS|BANGO').concat(independents('RESTAURANT|TAKEAWAYS|GRILL|SHISANYAMA|CHESANYAMA|PIZZERIA|SUSHI|BURGERS|FISH AND CHIPS|KOTA|EATERY|BISTRO|CHICKEN|DINER|CATERING|STEAKHOUSE|KITCHEN', 90)), [25, 1500], 420),
  S('Coffee', -1, ['pos'], list('VIDA E CAFFE|SEATTLE COFFEE CO|STARBUCKS|BOOTLEGGER COFFEE|MOTHERLAND COFFEE|WILD BEAN CAFE|TRUTH COFFEE|FATHER COFFEE|ORIGIN COFFEE|BEAN THERE|DOUBLESHOT|CAFFE SOCIALE|COFFEE LAB').concat(independents('COFFEE|COFFEE SHOP|COFFEE CO|ROASTERS|ESPRESSO BAR|BARISTAS|COFFEE ROASTERY', 45)), [20, 250], 220),
  S('Alcohol', -1, ['pos'], list('TOPS AT SPAR|TOPS|LIQUOR CITY|NORMAN GOODFELLOWS|ULTRA LIQUORS|PNP LIQUOR|CHECKERS LIQUORSHOP|SHOPRITE LIQUORSHOP|MAKRO LIQUOR|LIQUORLAND|LIQUOR WORLD').concat(independents('LIQUORS|LIQUOR STORE|BOTTLE STORE|DRANKWINKEL|WINE SHOP|LIQUOR|BOTTLESTORE|WINES|WINE CELLAR|LIQUOR MART|DISTILLERY', 70)), [30, 2500], 280),
  S('Nightlife & Entertainment', -1, ['pos'], list('KITCHENERS|KONKA|ALTITUDE BEACH').concat(independents('TAVERN|PUB|LOUNGE|SPORTS BAR|NIGHTCLUB|SHEBEEN|COCKTAIL BAR|TAPHOUSE|BREWERY|SHISHA LOUNGE|PUB AND GRILL|JAZZ CLUB|BEER HALL|CHILL SPOT|BAR', 110)), [30, 3000], 260),
  S('Entertainment', -1, ['pos'], list('STER KINEKOR|NU METRO|COMPUTICKET|TICKETPRO|WEBTICKETS|QUICKET|HOWLER|GOLD REEF CITY|USHAKA MARINE|BOWLING|PAINTBALL|ESCAPE ROOM|TRAMPOLINE PARK|MINI GOLF|PLAYSTATION STORE|STEAMGAMES|XBOX|NINTENDO|EPIC GAMES|ROBLOX|TIMEZONE|FUNWORLD|MUSICA|GO KARTING|LASER TAG|LION PARK|ZOO|AQUARIUM|MUSEUM').concat(independents('CINEMA|THEATRE|EVENTS|TICKETS|GAMING|ARCADE|HOBBIES|FESTIVAL|ADVENTURES', 40)), [30, 2500], 270),
  S('Sport', -1, ['pos', 'debit_order'], list('VIRGIN ACTIVE|PLANET FITNESS|SPORTSMANS WAREHOUSE|TOTALSPORTS|CAPE UNION MART|DUESOUTH|FIRST ASCENT|PARKRUN|RACETEC|ENTRYNINJA|PLAYTOMIC|ZONE FITNESS|EVOLVE GYM|BODYTEC|ORANGETHEORY|CROSSFIT|CITY ROCK|COMRADES MARATHON|TWO OCEANS MARATHON').concat(independents('GYM|FITNESS|GOLF CLUB|SPORTS CLUB|CYCLES|BIKE SHOP|SWIM SCHOOL|TENNIS CLUB|PADEL|KARATE|MARTIAL ARTS|BOXING CLUB|YOGA STUDIO|PILATES|RUGBY CLUB|CRICKET CLUB|DANCE STUDIO|SOCCER ACADEMY', 70)), [40, 3000], 280),
  S('Subscriptions', -1, ['online', 'debit_order'], list('NETFLIX|NETFLIX.COM|SHOWMAX|DSTV|MULTICHOICE|SPOTIFY|APPLE.COM/BILL|ITUNES|ICLOUD|GOOGLE PLAY|GOOGLE STORAGE|GOOGLE ONE|YOUTUBE PREMIUM|AMAZON PRIME|PRIME VIDEO|DISNEY PLUS|DEEZER|MICROSOFT 365|CANVA|OPENAI CHATGPT|ADOBE|DROPBOX|AUDIBLE|BRITBOX|BOX OFFICE|APPLE TV|TIDAL|CRUNCHYROLL|PATREON|LINKEDIN PREMIUM|DAILY MAVERICK|TRUECALLER|NORTON|MCAFEE|NOTION|ZOOM.US|GOTV|DSTV NOW'), [20, 1200], 300),
  S('Clothing', -1, ['pos'], list('MR PRICE|MRP|PEP|PEP STORES|ACKERMANS|EDGARS|TRUWORTHS|FOSCHINI|COTTON ON|JET|MARKHAM|IDENTITY|H&M|ZARA|SPORTSCENE|LEGIT|EXACT|STUDIO 88|FASHION WORLD|JAY JAYS|LEVIS|GUESS|PICK N PAY CLOTHING|FACTORIE|SHOE CITY|BATA|SPITZ|ALDO|NIKE|ADIDAS|SKECHERS|CROCS|PRIMARK|G-STAR|SHEIN|WOOLWORTHS CLOTHING|COUNTRY ROAD|TRENERY|OLD KHAKI|SUPERDRY|TOMMY HILFIGER|QUEENSPARK|DUNNS|UZZI|YDE|TOTALSPORTS APPAREL').concat(independents('BOUTIQUE|FASHIONS|CLOTHING|SHOES|SNEAKERS|APPAREL|UNIFORMS|TAILORS|DENIM', 60)), [50, 5000], 380),
  S('Electronics and Appliances', -1, ['pos'], list('INCREDIBLE CONNECTION|HIFI CORP|HI-FI CORP|ISTORE|CORE|DION WIRED|MATRIX WAREHOUSE|COMPUTER MANIA|EVETECH|WOOTWARE|SAMSUNG|HUAWEI STORE|XIAOMI|DEFY|RUSSELL HOBBS|SONY CENTRE|HISENSE|SINOTEC|GAME STORES|GAME|WESTPACK|CANON|LENOVO|CELLUCITY|MYCELLPHONE').concat(independents('ELECTRONICS|APPLIANCES|COMPUTERS|CELLPHONE SHOP|PHONE SHOP|GADGETS|ELECTRICAL|AUDIO|LAPTOPS|TECH SOLUTIONS|MOBILE REPAIRS', 60)), [100, 25000], 300),
  S('Home and Garden', -1, ['pos'], list('BUILDERS WAREHOUSE|BUILDERS EXPRESS|BUILDERS|LEROY MERLIN|CASHBUILD|MICA|BUCO|CHAMBERLAIN|PENNYPINCHERS|BUILD IT|TILE AFRICA|CTM|ITALTILE|PLANTLAND|STODELS|MR PRICE HOME|CORICRAFT|DIAL A BED|BED STORE|SLEEPMASTERS|SHEET STREET|WETHERLYS|WEYLANDTS|HOME ETC|PLASCON|DULUX|TIMBER CITY|BOARDMANS|@HOME|HOUSE OF BEDS').concat(independents('HARDWARE|FURNITURE|FURNISHERS|GARDEN CENTRE|NURSERY PLANTS|PAINTS|PLUMBING|TIMBER|BUILDING SUPPLIES|CURTAINS|BLINDS|POOL SHOP|GLASS|IRRIGATION|SOLAR', 70)), [40, 15000], 330),
  S('Online Purchase', -1, ['online'], list('SUPERBALIST|ZANDO|YUPPIECHEF|TAKEALOT|TAKEALOT.COM|AMAZON.CO.ZA|AMAZON MKTPL|AMZN MKTP|LOOT.CO.ZA|TEMU|ALIEXPRESS|BOB SHOP|BIDORBUY|MAKRO ONLINE|WISH.COM|ETSY|EBAY|PAYPAL *|PAYPAL|OZOW PAY|FARFETCH|ASOS|ROMWE|BASH.COM|CHECKERS ONLINE|PEP ONLINE|FACEBK ADS').concat(independents('ONLINE|ONLINE STORE|WEBSTORE|.CO.ZA|ONLINE SHOP|E-COMMERCE', 40)), [50, 12000], 280),
  S('General Purchases', -1, ['pos'], list('CNA|CRAZY STORE|THE CRAZY STORE|JUMBO|MAKRO|PNA|CHINA MALL|DRAGON CITY|POST OFFICE|POSTNET|BUDGET STORES|HALLMARK|AMERICAN SWISS|ARTHUR KAPLAN|STERNS|NWJ|PANDORA|SUNGLASS HUT|PETZONE|PET WORLD|PETHEAVEN|MR MINIT|FLORIST|WESTPACK STATIONERS|TOY KINGDOM|EXCLUSIVE BOOKS').concat(independents('TRADING|GENERAL TRADING|ENTERPRISES|STATIONERS|GIFT SHOP|PARTY SHOP|PET SHOP|VETERINARY CLINIC|JEWELLERS|FLOWERS|HAWKERS|VARIETY STORE|CHINA SHOP|DISCOUNT STORE|R5 SHOP|TOYS|BOOKSHOP', 80)), [10, 4000], 340),
  S('Personal Care', -1, ['pos'], list('SORBET|SORBET MAN|THE BODY SHOP|LUSH|MAC COSMETICS|RED SQUARE|ARC|SKIN RENEWAL|PERFUME HOLDINGS|ESSENCE OF BEAUTY|CARRIE NAILS').concat(independents('SALON|HAIR SALON|BARBER|BARBERSHOP|NAIL BAR|NAILS|SPA|DAY SPA|BEAUTY|BEAUTY SALON|HAIR STUDIO|BRAIDS|WIGS|COSMETICS|PERFUMES|LASHES|SKINCARE|MASSAGE', 110)), [30, 3000], 330),
  S('Tobacco & Smoking', -1, ['pos'], list('VAPE KING|SIR JUICE|TWISP|WORLD OF TOBACCO|HEADSHOP|SMOKESHOP|ELFBAR|IQOS').concat(independents('TOBACCONIST|VAPE SHOP|VAPE|HUBBLY|HOOKAH|SMOKE SHOP|TOBACCO|CIGARS|VAPOUR|SMOKERS', 60)), [20, 1500], 220),
  S('Holidays and Travel', -1, ['pos'], list('FLYSAFAIR|LIFT AIRLINE|AIRLINK|SAA|SOUTH AFRICAN AIRWAYS|KULULA|BRITISH AIRWAYS|EMIRATES|QATAR AIRWAYS|ETHIOPIAN AIRLINES|AIRBNB|BOOKING.COM|TRAVELSTART|FLIGHT CENTRE|PROTEA HOTEL|CITY LODGE|TOWN LODGE|ROAD LODGE|SOUTHERN SUN|HOLIDAY INN|RADISSON|HILTON|AVIS|HERTZ|EUROPCAR|TEMPEST CAR HIRE|BIDVEST CAR RENTAL|FIRST CAR RENTAL|SANPARKS|CAPENATURE|EZEMVELO|EXPEDIA|AGODA|MSC CRUISES|CLUB MED|VFS GLOBAL').concat(independents('GUEST HOUSE|LODGE|GAME LODGE|B AND B|HOTEL|RESORT|CHALETS|TRAVEL|TOURS|SAFARIS|CARAVAN PARK|BNB', 70)), [150, 30000], 320),
  S('Donation', -1, ['pay_out', 'debit_order', 'pos'], list('ZCC|NG KERK|METHODIST CHURCH|CATHOLIC CHURCH|ANGLICAN CHURCH|RHEMA BIBLE CHURCH|GRACE BIBLE CHURCH|SHOFAR|HILLSONG|CRC CHURCH|GIFT OF THE GIVERS|SPCA|CANSA|HOSPICE|SA HARVEST|BACKABUDDY|GIVENGAIN|CHILDLINE|NELSON MANDELA CHILDRENS FUND|SOS CHILDRENS VILLAGES|FOOD FORWARD|JAMIAT|WWF SA|UNICEF|RED CROSS').concat(independents('CHURCH|MINISTRIES|TABERNACLE|ASSEMBLY|MOSQUE|FOUNDATION|CHARITY|NPO|WELFARE|ORPHANAGE|FEEDING SCHEME|PARISH|CONGREGATION|GOSPEL CHURCH|APOSTOLIC CHURCH', 70)), [20, 5000], 260, { wrap: (e) => pick([e, e, `${e} ${pick(['TITHE', 'OFFERING', 'DONATION', 'TIENDE', 'ZAKAAT', 'PLEDGE'])}`]) }),
  S('ATM and Cash Withdrawal', -1, ['atm'], list('PICK N PAY|SHOPRITE|BOXER|SPAR|CHECKERS|BRANCH').concat(CITIES), [50, 5000], 300, { wrap: (e) => e }),
  // Fees
  S('Bank Charges and Fees', -1, ['fee'], list('MONTHLY ACCOUNT FEE|SERVICE FEE|SERVICE FEES|ADMIN FEE|SMS NOTIFICATION FEE|NOTIFIC FEE SMS|PROOF OF PMT EMAIL|PROOF OF PAYMT SMS|ARCHIVE STMT ENQ|STAMPED STATEMENT|BANK CHARGES|MONTHLY FEE|FIXED MONTHLY FEE|MONTHLY MANAGEMENT FEE|ACCOUNT MAINTENANCE FEE|CARD REPLACEMENT FEE|STATEMENT COSTS|PAYMENT CONFIRM - EMAIL|FEE ELECTRONIC ACCOUNT PAYMENT|EFT CHARGE-FNB TO OTHER|IMMEDIATE PAYMENT FEE|INSTANT PAYMENT FEE|PAYSHAP FEE|FEE PREPAID MOBILE PURCHASE|INT PYMT FEE-1.23 APPL|INTERNATIONAL TRANSACTION FEE|CROSS BORDER FEE|BALANCE ENQUIRY FEE|MINI STATEMENT FEE|MAANDELIKSE DIENSFOOI|TRANSACTION CHARGE|LEDGER FEE|DEBIT ORDER FEE|STOP PAYMENT FEE|INCONTACT FEE|CARD DELIVERY FEE|VALUE ADDED SERVICES FEE|BUNDLE FEE'), [1, 350], 330),
  S('Cash Deposit Fee', -1, ['fee'], list('CASH DEPOSIT FEE|CASH DEP FEE|ADT CASH DEPOSIT FEE|CASH DEPOSIT CHARGE|ATM CASH DEPOSIT FEE|BRANCH CASH DEPOSIT FEE|CARDLESS CASH DEP FEE|CASH HANDLING DEPOSIT FEE|CASH HANDLING FEE|NOTES DEPOSIT FEE|KONTANTDEPOSITO FOOI|FEE CASH DEPOSIT'), [2, 120], 170),
  S('Cash Withdrawal Fee', -1, ['fee'], list('CASH WITHDRAWAL FEE|ATM WITHDRAWAL FEE|NON FNB ATM CASH WITHDRAWAL FEES|OTHER BANK ATM FEE|ATM FEE|CASH WITHDRAWAL CHARGE|CARDLESS WITHDRAWAL FEE|CASH AT TILL FEE|AUTOBANK CASH WITHDRAWAL FEE|KONTANTONTTREKKINGSFOOI|SASWITCH ATM FEE|ATM CASH FEE|BRANCH WITHDRAWAL FEE'), [2, 80], 190),
  S('Overdraft Fee', -1, ['fee'], list('OVERDRAFT SERVICE FEE|OVERDRAFT FACILITY FEE|OVERDRAFT LEDGER FEE|OVERDRAFT ADMIN FEE|OD FEE|OVERDRAFT FEE|OORTREKKING DIENSGELD|OVERDRAFT MONTHLY FEE|OVERDRAFT INITIATION FEE'), [10, 150], 160),
  S('Insufficient Funds Fee', -1, ['fee'], list('UNPAID DEBIT ORDER FEE|UNPAID ITEM CHARGE|HONOURING FEE|DISHONOURED DEBIT FEE|INSUFFICIENT FUNDS FEE|DEBICHECK INSUFFICIENT FUNDS|RD FEE|RETURNED DEBIT FEE|DISHONOUR FEE|RECURRING TRANSFER INSUFFICIENT FUNDS|UNPAID DO FEE|NSF FEE|ONVOLDOENDE FONDSE FOOI|RETURNED ITEM FEE'), [10, 200], 190),
  S('Transaction Declined Fee', -1, ['fee'], list('DECLINED TRANSACTION FEE|DEBIT CARD POS UNSUCCESSFUL F #FEE DECLINED PURCH TRAN|DECLINE FEE|POS DECLINED FEE|DECLINED PURCHASE FEE|UNSUCCESSFUL TRANSACTION FEE|CARD DECLINED FEE|DECLINED ATM FEE|FEE DECLINED INSUFFICIENT FUNDS PURCH'), [1, 20], 150),
  S('Spend Limit Exceeded Fee', -1, ['fee'], list('LIMIT EXCEEDED FEE|OVER LIMIT FEE|OVERLIMIT FEE|EXCESS LIMIT FEE|SPEND LIMIT EXCEEDED FEE|CARD LIMIT EXCEEDED FEE|EXCEEDED LIMIT CHARGE|LIMIET OORSKRY FOOI|CREDIT LIMIT EXCEEDED FEE'), [10, 150], 140),
];

// ── generation ────────────────────────────────────────────────────────────────────────────────
function amountCents(spec: Spec): number {
  const [lo, hi] = spec.amount;
  const rand = Math.exp(Math.log(Math.max(lo, 1)) + rnd() * (Math.log(hi) - Math.log(Math.max(lo, 1))));
  let cents = Math.round(rand * 100);
  if (chance(0.3)) cents = Math.round(cents / 10000) * 10000 || 10000; // round rand amounts
  return spec.sign * Math.max(cents, 1);
}

function generate(): CorpusLine[] {
  const out: CorpusLine[] = [];
  for (const spec of SPECS) {
    for (let i = 0; i < spec.n; i++) {
      const kind = pick(spec.kinds);
      const bank = pick(BANKS);
      const templates = T[kind][bank] ?? T[kind].fnb!;
      const variantIndex = Math.floor(rnd() * templates.length);
      const template = templates[variantIndex]!;
      const name = pick(spec.names);
      let surface = spec.wrap ? spec.wrap(variant(name)) : variant(name);
      // Card acquirers truncate the merchant name field (Standard Bank prints 13 characters:
      // "ENGEN MIEDERP", "CHICKEN LICKE"); other banks cut around 22-25.
      const merchantWidth = MERCHANT_WIDTH[bank] ?? 25;
      if ((kind === 'pos' || kind === 'online' || kind === 'refund') && surface.length > merchantWidth && chance(0.8)) surface = surface.slice(0, merchantWidth).trim();
      const text = template(surface, bank);
      let description = bank === 'absa' ? finish(bank, text, absaLayout(text, kind)) : finish(bank, text);
      if (spec.label === 'Fuel' && bank === 'fnb' && chance(0.4)) description = finish(bank, `Fuel Purchase ${surface} ${card(bank)} ${dayMon()}`);
      const reference = kind === 'pay_out' && chance(0.25) ? pick(['', ref(), pick(['RENT', 'GROCERIES', 'SCHOOL', 'LOAN', 'FEES', 'THANKS'])]) : '';
      out.push({
        description,
        reference,
        amount_cents: amountCents(spec),
        bank,
        label: spec.label,
        merchant: name,
        template: `${bank}:${kind}:${variantIndex}`,
        origin: 'generated',
      });
    }
  }
  return out;
}

function isHeldOut(line: CorpusLine): boolean {
  if (line.origin === 'hand') return fnv(`h:${line.description}`) % 10 < 3;
  const [, , variantIndex] = line.template.split(':');
  // Keep variant 0 of every bank/kind in training so every phrasing family is learnable.
  return heldOutMerchant(line.merchant) || (variantIndex !== '0' && heldOutTemplate(line.template));
}

function main(): void {
  const generated = generate();
  const hand = parseCorpus(readFileSync(HAND_FILE, 'utf8')).map((l) => ({ ...l, origin: 'hand', merchant: l.merchant || l.description, template: l.template || `${l.bank}:hand` }));
  const all = [...generated, ...hand];
  const train = all.filter((l) => !isHeldOut(l));
  // A held-out line that is character-for-character a training line (short fee lines, round
  // amounts) would leak: drop it from the held-out side.
  const seen = new Set(train.map((l) => `${l.description}|${l.amount_cents}`));
  const candidates = all.filter((l) => isHeldOut(l));
  const heldOut = candidates.filter((l) => !seen.has(`${l.description}|${l.amount_cents}`));
  if (candidates.length !== heldOut.length) console.log(`dropped ${candidates.length - heldOut.length} held-out lines identical to a training line`);
  writeCorpus(TRAIN_FILE, train);
  writeCorpus(HELD_OUT_FILE, heldOut);
  const labels = new Set(all.map((l) => l.label));
  console.log(`corpus: ${all.length} lines (${generated.length} generated, ${hand.length} hand-written), ${labels.size} labels, ${BANKS.length} bank styles`);
  console.log(`train ${train.length}, held-out ${heldOut.length} (${((100 * heldOut.length) / all.length).toFixed(1)}%)`);
}

main();
