/**
 * What a statement says beside the application it joins, as authenticity signals the lender
 * reads with the file (schemas/authenticity.ts): whose account it is, and when. The statement
 * is still merged (a joint account, a business account, an old account are all real), but an
 * applicant can raise their assessed income with a relative's or a stranger's statement, or an
 * old one from better days, and the lender must see that before lending on the averages.
 */
import type { AuthenticitySignal } from '#schemas/authenticity';
import { addDays } from './statement-merge.ts';

/** Days between a statement and the application's other data before they read as apart (a month and a bit: one missing statement is a gap, not another time). */
export const PERIOD_APART_DAYS = 45;

/** Forms of address and honours before a name on a statement or in an applicant's record. */
const TITLES: ReadonlySet<string> = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'PROF', 'REV', 'ADV', 'MNR', 'MEV', 'MEJ', 'ME', 'DS', 'SIR', 'MADAM', 'MX']);

/** A name's words that identify someone: upper case, no titles, no initials (one letter). */
export function nameWords(name: string | null | undefined): Set<string> {
  const words = new Set<string>();
  for (const word of (name ?? '').toUpperCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').split(/[^A-Z]+/)) {
    if (word.length >= 2 && !TITLES.has(word)) words.add(word);
  }
  return words;
}

export interface StatementContext {
  /** The applicant's name as the lender gave it, if any. */
  applicantName: string | null;
  /** The holder names of the application's other accounts. */
  otherHolders: readonly (string | null)[];
  /** The first and last day (YYYY-MM-DD) of the application's other accounts' transactions, if any. */
  otherData: { start: string; end: string } | null;
}

/** The signals of a statement in its application: `holder_mismatch` and `period_apart` (both suspicious). */
export function contextSignals(
  statement: { account_holder_name: string | null; period_start: string; period_end: string },
  context: StatementContext,
): AuthenticitySignal[] {
  const signals: AuthenticitySignal[] = [];
  const holder = nameWords(statement.account_holder_name);
  const known = [context.applicantName, ...context.otherHolders].filter((name): name is string => nameWords(name).size > 0);
  if (holder.size > 0 && known.length > 0 && !known.some((name) => [...nameWords(name)].some((word) => holder.has(word)))) {
    signals.push({
      code: 'holder_mismatch',
      detail: `The statement's account holder, ${statement.account_holder_name}, shares no name with ${known.map((name) => `"${name}"`).join(', ')} (the applicant and the application's other accounts).`,
    });
  }
  const other = context.otherData;
  if (other && (statement.period_end < addDays(other.start, -PERIOD_APART_DAYS) || statement.period_start > addDays(other.end, PERIOD_APART_DAYS))) {
    signals.push({
      code: 'period_apart',
      detail: `The statement covers ${statement.period_start} to ${statement.period_end}, more than ${PERIOD_APART_DAYS} days from the application's other data (${other.start} to ${other.end}): its income and spending are averaged with months that are not its own.`,
    });
  }
  return signals;
}
