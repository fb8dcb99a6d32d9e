/**
 * What a statement says beside the application it joins, as authenticity signals the lender
 * reads with the file (schemas/authenticity.ts): whose account it is, and when. The statement
 * is still merged (a joint account, a business account, an old account are all real), but an
 * applicant can raise their assessed income with a relative's or a stranger's statement, or an
 * old one from better days, and the lender must see that before lending on the averages.
 */
import type { Authenticity, AuthenticitySignal, AuthenticitySignalCode } from '#schemas/authenticity';
import { verdictOf } from './pdf/authenticity.ts';
import { addDays } from './statement-merge.ts';

/** Days between a statement and the application's other data before they read as apart (a month and a bit: one missing statement is a gap, not another time). */
export const PERIOD_APART_DAYS = 45;

/** Forms of address and honours before a name on a statement or in an applicant's record. */
const TITLES: ReadonlySet<string> = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'PROF', 'REV', 'ADV', 'MNR', 'MEV', 'MEJ', 'ME', 'DS', 'SIR', 'MADAM', 'MX']);
/**
 * Words many unrelated names share, which prove no kinship: surname particles (VAN, DU, DE, LE),
 * the joiners of a joint account and a business's words. Still read inside a name written joined
 * (VANDERMERWE), see nameKeys.
 */
const SHARED_WORDS: ReadonlySet<string> = new Set([
  'VAN', 'DER', 'DEN', 'DE', 'DU', 'LE', 'LA', 'VON', 'TER', 'TEN', 'DA', 'DOS', 'DI', 'EL', 'AL',
  'AND', 'EN', 'THE', 'LATE', 'ESTATE',
  'PTY', 'LTD', 'CC', 'INC', 'NPC', 'TRADING', 'HOLDINGS', 'INVESTMENTS', 'ENTERPRISES', 'SERVICES', 'TRUST', 'GROUP', 'PROJECTS', 'CONSULTING',
]);
/** Letters NFKD does not take apart. */
const FOLDED: Readonly<Record<string, string>> = { Ł: 'L', ł: 'L', Ø: 'O', ø: 'O', Æ: 'AE', æ: 'AE', Đ: 'D', đ: 'D', ß: 'SS', Œ: 'OE', œ: 'OE' };

/** A name's tokens: upper case, accents and apostrophes gone, titles dropped. */
function tokensOf(name: string | null | undefined): string[] {
  const plain = (name ?? '').replace(/[ŁłØøÆæĐđßŒœ]/g, (letter) => FOLDED[letter] ?? letter).normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/['’`]/g, '');
  return plain.toUpperCase().split(/[^A-Z]+/).filter((token) => token !== '' && !TITLES.has(token));
}

/** An initial or a pair of them (P, PJ: two letters without a vowel). */
const isInitials = (token: string) => token.length === 1 || (token.length === 2 && !/[AEIOUY]/.test(token));

/**
 * What identifies someone in a name: its words that are no initials and no shared word, and the
 * same name's runs of words written joined (VAN DER MERWE also as VANDERMERWE, O'BRIEN read as
 * OBRIEN), as statements print names without spaces.
 */
export function nameKeys(name: string | null | undefined): Set<string> {
  const tokens = tokensOf(name).filter((token) => !isInitials(token));
  const keys = new Set<string>();
  for (const token of tokens) if (!SHARED_WORDS.has(token)) keys.add(token);
  for (let start = 0; start < tokens.length; start++) {
    for (let end = start + 2; end <= Math.min(tokens.length, start + 4); end++) {
      const run = tokens.slice(start, end);
      if (!run.every((token) => SHARED_WORDS.has(token))) keys.add(run.join(''));
    }
  }
  return keys;
}

/**
 * The applicant's names a statement's holder may match: the lender's, and the name the applicant
 * typed in their personal info where it shares a name with the lender's (a married name, a second
 * surname) or the lender gave none. A personal-info name sharing nothing with the lender's would
 * let an applicant vouch for any stranger's statement by typing the stranger's name.
 */
export function applicantNamesFrom(lenderName: string | null, personalInfoName: string | null): (string | null)[] {
  const lender = nameKeys(lenderName);
  const typed = nameKeys(personalInfoName);
  const consistent = lender.size === 0 || [...typed].some((key) => lender.has(key));
  return [lenderName, consistent ? personalInfoName : null];
}

export interface StatementContext {
  /** The applicant's names as the lender and the applicant gave them (either may be missing). */
  applicantNames: readonly (string | null)[];
  /**
   * The holder names of the application's accounts that did not come from statements (the
   * lender's own data, a linked bank): statements do not vouch for one another, or a second
   * statement of the same stranger would pass.
   */
  trustedHolders: readonly (string | null)[];
  /** The first and last day (YYYY-MM-DD) of those accounts' transactions, if any. */
  trustedData: { start: string; end: string } | null;
}

/** The signals contextSignals gives: they say what the application knows, not what the file is. */
export const CONTEXT_SIGNAL_CODES: ReadonlySet<AuthenticitySignalCode> = new Set(['holder_mismatch', 'period_apart']);

/** Sources whose accounts vouch for the applicant: the lender's own data and a linked bank (a statement or an export does not vouch for another). */
export const TRUSTED_SOURCES: ReadonlySet<string> = new Set(['byod', 'automatic']);

/** The first and last day (YYYY-MM-DD) of an account's rows that the lender sent or a bank linked. */
export interface TrustedDays {
  first: string;
  last: string;
}

/**
 * What the lender's own data or a linked bank said of an account, kept apart from what statements
 * merged into it add later: the holder as they gave it (a statement fills an empty holder on the
 * account itself, which must not make a stranger's name vouch for itself), and the days of their
 * own rows (a statement's rows in the same account never widen them).
 */
export interface Vouched {
  holder_name: string | null;
  days: TrustedDays | null;
}

/** The days the rows span, each row's day as its datetime writes it (in South African time). */
export function trustedDaysOf(rows: Iterable<{ datetime: string }>): TrustedDays | null {
  return daysSpanning(
    (function* () {
      for (const row of rows) yield { first: row.datetime.slice(0, 10), last: row.datetime.slice(0, 10) };
    })(),
  );
}

/** The days from the first of `spans` to the last of them (null ones left out): several accounts', or a bank's later fetch beside what it gave before. */
export function daysSpanning(spans: Iterable<TrustedDays | null | undefined>): TrustedDays | null {
  let first: string | null = null;
  let last: string | null = null;
  for (const span of spans) {
    if (!span) continue;
    if (first === null || span.first < first) first = span.first;
    if (last === null || span.last > last) last = span.last;
  }
  return first !== null && last !== null ? { first, last } : null;
}

/** An account as statements are judged against it (the connection item's stored account). */
export interface JudgingAccount {
  id: string;
  account_holder_name: string | null;
  source: string;
  /** Absent on an account stored before what it vouches for was kept. */
  vouched?: Vouched | null;
}

/**
 * What the application's accounts say of the applicant, as statements are judged against it: what
 * the accounts the lender sent or a bank linked (TRUSTED_SOURCES) vouch for. An account stored
 * before `vouched` was kept is judged from its stored holder and `legacyRows`' days (the data
 * document's rows, which the statement worker holds); without them it cannot be judged now, and
 * the answer is null (the signals stored when each statement was read stand).
 */
export function trustedContextOf(
  accounts: readonly JudgingAccount[],
  applicantNames: readonly (string | null)[],
  legacyRows?: readonly { account_id: string; datetime: string }[],
): StatementContext | null {
  const vouchedFor: Vouched[] = [];
  for (const account of accounts) {
    if (!TRUSTED_SOURCES.has(account.source)) continue;
    if (account.vouched) vouchedFor.push(account.vouched);
    else if (account.vouched === undefined) {
      if (!legacyRows) return null;
      vouchedFor.push({ holder_name: account.account_holder_name, days: trustedDaysOf(legacyRows.filter((row) => row.account_id === account.id)) });
    }
  }
  const days = daysSpanning(vouchedFor.map((vouched) => vouched.days));
  return { applicantNames, trustedHolders: vouchedFor.map((vouched) => vouched.holder_name), trustedData: days && { start: days.first, end: days.last } };
}

/**
 * A statement's authenticity as the application stands now: the file's own signals as read, and
 * holder_mismatch and period_apart judged again against what the lender, the applicant and a
 * linked bank have said since (data sent after the statement, personal info given later), so an
 * old statement or a stranger's is flagged whichever arrived first. With no context (null: the
 * application cannot be judged now) the signals stored when the statement was read stand.
 */
export function authenticityNow(
  stored: Authenticity,
  statement: { account_holder_name: string | null; period_start: string; period_end: string },
  context: StatementContext | null,
): Authenticity {
  if (context === null) return stored;
  const signals = [...stored.signals.filter((signal) => !CONTEXT_SIGNAL_CODES.has(signal.code)), ...contextSignals(statement, context)];
  return { verdict: verdictOf(signals), signals };
}

/**
 * The signals of a statement in its application: `holder_mismatch` and `period_apart` (both
 * suspicious), against what the lender and a linked bank say, as known when the statement is read.
 */
export function contextSignals(
  statement: { account_holder_name: string | null; period_start: string; period_end: string },
  context: StatementContext,
): AuthenticitySignal[] {
  const signals: AuthenticitySignal[] = [];
  const holder = nameKeys(statement.account_holder_name);
  const known = [...context.applicantNames, ...context.trustedHolders].map(nameKeys).filter((keys) => keys.size > 0);
  if (holder.size > 0 && known.length > 0 && !known.some((keys) => [...keys].some((key) => holder.has(key)))) {
    signals.push({
      code: 'holder_mismatch',
      detail: `The statement's account holder, ${statement.account_holder_name}, shares no name with the applicant or with the holders of the accounts the lender sent or a bank linked.`,
    });
  }
  const other = context.trustedData;
  if (other && (statement.period_end < addDays(other.start, -PERIOD_APART_DAYS) || statement.period_start > addDays(other.end, PERIOD_APART_DAYS))) {
    signals.push({
      code: 'period_apart',
      detail: `The statement covers ${statement.period_start} to ${statement.period_end}, more than ${PERIOD_APART_DAYS} days from the data the lender sent or a bank linked (${other.start} to ${other.end}): its income and spending are averaged with months that are not its own.`,
    });
  }
  return signals;
}
