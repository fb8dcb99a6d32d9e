/**
 * Khanya's relabelling pages (SPEC §2: /relabels/*), the pure part: the file an operator
 * downloads and uploads back, the search term's regular expression, and the pages.
 *
 * The flow. An operator opens an account (by id) or searches descriptions across every analysed
 * account; downloads the transactions as CSV; fills in `new_label` where a label is wrong;
 * uploads the file. A good file becomes the operator's pending changes (a draft), shown on the
 * confirmation page; confirming applies each as the transaction's manual label (the same as a
 * lender's relabel: it survives re-analysis and the analyses run again), teaches the
 * organisation's rules where the organisation learns from relabels, and keeps every change for
 * the labelling corpus. Nothing changes before the confirmation, and a file with any bad row
 * changes nothing at all.
 *
 * Search terms are regular expressions run by RE2 (re2js: a linear-time automaton, no
 * backtracking), so a pattern such as `(a+)+$` cannot stall the search the way it would stall
 * JavaScript's own engine.
 */
import { RE2JS } from 're2js';
import { LABELS, type Label } from '#schemas/labels';
import { MAX_RELABEL_CHANGES, MAX_SEARCH_TERM_LENGTH } from '#schemas/pages';
import type { LabelledTransaction } from './bank-data.ts';
import { CsvParseError, isBlankRecord, parseCsv, toCsv } from './csv.ts';
import { errorLine, escapeHtml, noticeLine, operatorPage, operatorPageCsp } from './operator-page.ts';

export { EXPIRED_FORM } from './operator-page.ts';

export const RELABELS_PATH = '/relabels';
export const RELABELS_PAGE_CSP = operatorPageCsp("'self'");

// ---------------------------------------------------------------------------------------------
// The file
// ---------------------------------------------------------------------------------------------

export const RELABEL_FILE_COLUMNS = ['account_id', 'transaction_id', 'date', 'description', 'reference', 'amount', 'label', 'label_confidence', 'label_source', 'new_label'] as const;

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as
 * a formula: text cells that could come from an applicant's bank data are defused with an
 * apostrophe. The upload reads only ids and `new_label`, so the change never travels back.
 */
function defused(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Least sure first: the lines most worth a look lead the file. */
export function byConfidence(a: LabelledTransaction, b: LabelledTransaction): number {
  return a.label_confidence - b.label_confidence || a.datetime.localeCompare(b.datetime) || a.id.localeCompare(b.id);
}

export function relabelFile(transactions: readonly LabelledTransaction[]): string {
  const rows = transactions.map((transaction) => [
    transaction.account_id,
    transaction.id,
    transaction.datetime.slice(0, 10),
    defused(transaction.description),
    defused(transaction.reference ?? ''),
    (transaction.amount_cents / 100).toFixed(2),
    transaction.label,
    transaction.label_confidence.toFixed(2),
    transaction.label_source,
    '',
  ]);
  return toCsv([[...RELABEL_FILE_COLUMNS], ...rows]);
}

/** One row of an uploaded file that asks for a label. */
export interface RelabelRow {
  line: number;
  account_id: string;
  transaction_id: string;
  new_label: Label;
}

export type RelabelFileReading = { ok: true; rows: RelabelRow[] } | { ok: false; errors: string[] };

const CANONICAL_LABEL = new Map<string, Label>(LABELS.map(({ label }) => [label.toLowerCase(), label]));

/**
 * The rows of an uploaded file that name a new label, or every error found (a file with any
 * error is refused whole). The header may have the columns in any order and more columns than
 * these; `new_label` matches a label in any case.
 */
export function readRelabelFile(bytes: Uint8Array): RelabelFileReading {
  let records;
  try {
    records = parseCsv(new TextDecoder('utf-8', { fatal: false }).decode(bytes), { forgiving: true });
  } catch (error) {
    if (error instanceof CsvParseError) return { ok: false, errors: [`The file is not readable CSV: ${error.message}.`] };
    throw error;
  }
  const header = records.find((record) => !isBlankRecord(record));
  if (!header) return { ok: false, errors: ['The file is empty.'] };
  const names = header.fields.map((field) => field.trim().toLowerCase());
  const at = (name: string) => names.indexOf(name);
  const missing = ['account_id', 'transaction_id', 'new_label'].filter((name) => at(name) < 0);
  if (missing.length > 0) return { ok: false, errors: [`The header row lacks ${missing.join(', ')} (download the file again to see its columns).`] };
  const errors: string[] = [];
  const rows: RelabelRow[] = [];
  const seen = new Map<string, number>();
  for (const record of records) {
    if (record.record <= header.record || isBlankRecord(record)) continue;
    const cell = (name: string) => (record.fields[at(name)] ?? '').trim();
    const wanted = cell('new_label');
    if (!wanted) continue;
    const label = CANONICAL_LABEL.get(wanted.toLowerCase());
    const accountId = cell('account_id').toLowerCase();
    const transactionId = cell('transaction_id');
    if (!label) errors.push(`Line ${record.line}: "${wanted.slice(0, 60)}" is not a Khanya label.`);
    if (!/^[0-9a-f]{24}$/.test(accountId)) errors.push(`Line ${record.line}: the account_id is not an account id.`);
    if (!transactionId) errors.push(`Line ${record.line}: the transaction_id is empty.`);
    const key = `${accountId}|${transactionId}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) errors.push(`Line ${record.line}: the same transaction as line ${earlier}.`);
    seen.set(key, record.line);
    if (label && transactionId) rows.push({ line: record.line, account_id: accountId, transaction_id: transactionId, new_label: label });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (rows.length === 0) return { ok: false, errors: ['No row has a new_label: fill it in where a label is wrong.'] };
  return { ok: true, rows };
}

/** The errors as one line for the page's query (which shows at most 300 characters). */
export function errorSummary(errors: readonly string[], shown = 3): string {
  const head = errors.slice(0, shown).join(' ');
  return errors.length > shown ? `${errors.length} problems. ${head} …` : head;
}

// ---------------------------------------------------------------------------------------------
// Pending changes
// ---------------------------------------------------------------------------------------------

/** One pending label change, with what the confirmation page shows and the corpus keeps. */
export interface RelabelChange {
  organisation: string;
  application: string;
  account_id: string;
  /** The account's bank (the corpus reports per bank). */
  bank: string;
  transaction_id: string;
  description: string;
  reference: string | null;
  amount_cents: number;
  old_label: string;
  new_label: Label;
}

/** Characters of a description kept in a draft (enough to recognise the line; the item stays small). */
export const DRAFT_DESCRIPTION_LENGTH = 120;

/**
 * The changes a file's rows ask for, against the transactions as they are now: a row whose label
 * is already the one asked for is no change; a row naming a transaction the account does not
 * have is an error.
 */
export function changesFromRows(
  rows: readonly RelabelRow[],
  lookup: (row: RelabelRow) => { organisation: string; application: string; bank: string; transaction: LabelledTransaction | undefined } | { error: string },
): { ok: true; changes: RelabelChange[] } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const changes: RelabelChange[] = [];
  for (const row of rows) {
    const found = lookup(row);
    if ('error' in found) {
      errors.push(`Line ${row.line}: ${found.error}`);
      continue;
    }
    const { transaction } = found;
    if (!transaction) {
      errors.push(`Line ${row.line}: the account has no transaction ${row.transaction_id.slice(0, 40)}.`);
      continue;
    }
    if (transaction.label === row.new_label) continue;
    changes.push({
      organisation: found.organisation,
      application: found.application,
      account_id: row.account_id,
      bank: found.bank,
      transaction_id: transaction.id,
      description: transaction.description.slice(0, DRAFT_DESCRIPTION_LENGTH),
      reference: transaction.reference?.slice(0, DRAFT_DESCRIPTION_LENGTH) ?? null,
      amount_cents: transaction.amount_cents,
      old_label: transaction.label,
      new_label: row.new_label,
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (changes.length === 0) return { ok: false, errors: ['Every new_label in the file is already the label: nothing to change.'] };
  if (changes.length > MAX_RELABEL_CHANGES) return { ok: false, errors: [`The file asks for ${changes.length} changes; at most ${MAX_RELABEL_CHANGES} at a time.`] };
  return { ok: true, changes };
}

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

export type SearchPattern = { ok: true; test: (text: string) => boolean } | { ok: false; error: string };

/** The term as an RE2 pattern, case-insensitive; refused with the reason when RE2 cannot compile it. */
export function searchPattern(term: string): SearchPattern {
  if (term.length > MAX_SEARCH_TERM_LENGTH) return { ok: false, error: `A search term has at most ${MAX_SEARCH_TERM_LENGTH} characters.` };
  try {
    const pattern = RE2JS.compile(term, RE2JS.CASE_INSENSITIVE);
    return { ok: true, test: (text) => pattern.matcher(text).find() };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ok: false, error: `"${term.slice(0, 60)}" is not a pattern RE2 accepts (${reason.slice(0, 120)}); look-arounds and back-references are not supported.` };
  }
}

/** How much one search may read before it stops and says so. */
export const SEARCH_BUDGET = { maxMatches: 1000, maxApplications: 2000, maxMilliseconds: 20_000 } as const;

export interface SearchOutcome {
  matches: LabelledTransaction[];
  applicationsSearched: number;
  transactionsSearched: number;
  /** Why the search stopped before reading everything, or null when it read everything. */
  stoppedBecause: 'matches' | 'applications' | 'time' | null;
}

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
const csrf = (token: string) => hidden('csrf_token', token);
const nav = '<nav aria-label="Relabelling"><a href="/relabels/">Relabelling</a> · <a href="/relabels/assigned_account">An account</a> · <a href="/relabels/regex_search">Search</a> · <a href="/relabels/confirm">Pending changes</a></nav>';
const rand = (cents: number) => `${cents < 0 ? '−' : ''}R ${(Math.abs(cents) / 100).toFixed(2)}`;

export function relabelsHomePage(input: { csrfToken: string; message?: string | null; pending: number }): string {
  return operatorPage(
    'Relabelling',
    [
      nav,
      '<h1>Relabelling</h1>',
      noticeLine(input.message),
      '<p>Correct labels across every organisation\'s analysed accounts: download the transactions, fill in <code>new_label</code> where a label is wrong, upload the file, and confirm. Confirmed labels stay through re-analysis, teach the organisation\'s rules where it learns from relabels, and feed the labelling corpus.</p>',
      `<form method="post" action="${RELABELS_PATH}/">`,
      csrf(input.csrfToken),
      '<label for="account_id">Account id</label><input id="account_id" name="account_id" required pattern="[0-9a-fA-F]{24}" autocomplete="off" spellcheck="false">',
      '<div><button type="submit">Open the account</button></div>',
      '</form>',
      '<p><a class="button" href="/relabels/regex_search">Search descriptions</a></p>',
      input.pending > 0
        ? `<p><a class="button" href="/relabels/confirm">Review ${input.pending} pending change${input.pending === 1 ? '' : 's'}</a></p>`
        : '<p class="note">No pending changes.</p>',
    ].join('\n'),
  );
}

export interface AccountView {
  account_id: string;
  organisation_name: string;
  organisation: string;
  application: string;
  bank_slug: string;
  account_name: string;
  account_number_tail: string;
  transactions: number;
  below_review: number;
}

export function assignedAccountPage(input: { csrfToken: string; error?: string | null; account: AccountView | null; askedFor?: string | null }): string {
  const { account } = input;
  const about = account
    ? [
        '<table class="facts"><tbody>',
        `<tr><th scope="row">Organisation</th><td>${escapeHtml(account.organisation_name)} <span class="note">${escapeHtml(account.organisation)}</span></td></tr>`,
        `<tr><th scope="row">Application</th><td>${escapeHtml(account.application)}</td></tr>`,
        `<tr><th scope="row">Account</th><td>${escapeHtml(account.bank_slug)} · ${escapeHtml(account.account_name)} · …${escapeHtml(account.account_number_tail)}</td></tr>`,
        `<tr><th scope="row">Transactions</th><td>${account.transactions} (${account.below_review} below the review threshold)</td></tr>`,
        '</tbody></table>',
        `<p><a class="button" href="/relabels/assigned_account/${escapeHtml(account.account_id)}/file" download>Download its transactions (CSV)</a></p>`,
      ].join('\n')
    : input.askedFor
      ? '<p class="error" role="alert">Khanya holds no analysed account with that id.</p>'
      : '';
  return operatorPage(
    'Relabel an account',
    [
      nav,
      '<h1>Relabel an account</h1>',
      errorLine(input.error),
      '<form method="get" action="/relabels/assigned_account">',
      `<label for="find">Account id</label><input id="find" name="account_id" required pattern="[0-9a-fA-F]{24}" autocomplete="off" spellcheck="false" value="${escapeHtml(account?.account_id ?? input.askedFor ?? '')}">`,
      '<div><button type="submit">Show the account</button></div>',
      '</form>',
      about,
      account
        ? [
            '<h2>Upload the file back</h2>',
            '<form method="post" action="/relabels/assigned_account" enctype="multipart/form-data">',
            csrf(input.csrfToken),
            hidden('account_id', account.account_id),
            '<label for="file">The file with <code>new_label</code> filled in</label><input id="file" name="file" type="file" accept=".csv,text/csv" required>',
            '<div><button type="submit">Check the changes</button></div>',
            '</form>',
          ].join('\n')
        : '',
    ].join('\n'),
  );
}

const SEARCH_BUDGET_TEXT = {
  matches: `${SEARCH_BUDGET.maxMatches} matches`,
  applications: `${SEARCH_BUDGET.maxApplications} applications`,
  time: `${SEARCH_BUDGET.maxMilliseconds / 1000} seconds`,
};

/** The most matches the page lists (the download has them all). */
export const MATCHES_SHOWN = 200;

export function regexSearchPage(input: {
  csrfToken: string;
  errorSearch?: string | null;
  errorSubmit?: string | null;
  term?: string;
  outcome?: SearchOutcome;
}): string {
  const { outcome } = input;
  const stopped = {
    matches: `it stopped at ${SEARCH_BUDGET_TEXT.matches}`,
    applications: `it stopped after ${SEARCH_BUDGET_TEXT.applications}`,
    time: `it stopped after ${SEARCH_BUDGET_TEXT.time}`,
  };
  const results = outcome
    ? [
        '<h2 id="matches">Matches</h2>',
        `<p role="status">${outcome.matches.length} match${outcome.matches.length === 1 ? '' : 'es'} in ${outcome.transactionsSearched} transaction${outcome.transactionsSearched === 1 ? '' : 's'} of ${outcome.applicationsSearched} application${outcome.applicationsSearched === 1 ? '' : 's'}${outcome.stoppedBecause ? ` (${stopped[outcome.stoppedBecause]}: narrow the term to see the rest)` : ''}.</p>`,
        outcome.matches.length > 0
          ? [
              '<div class="table-scroll" tabindex="0" role="region" aria-labelledby="matches"><table><thead><tr><th scope="col">Date</th><th scope="col">Description</th><th scope="col">Amount</th><th scope="col">Label</th><th scope="col">Confidence</th></tr></thead><tbody>',
              ...outcome.matches
                .slice(0, MATCHES_SHOWN)
                .map(
                  (t) =>
                    `<tr><td>${escapeHtml(t.datetime.slice(0, 10))}</td><td>${escapeHtml(t.description)}</td><td class="num">${rand(t.amount_cents)}</td><td>${escapeHtml(t.label)}</td><td class="num">${t.label_confidence.toFixed(2)}</td></tr>`,
                ),
              '</tbody></table></div>',
              outcome.matches.length > MATCHES_SHOWN ? `<p class="note">The first ${MATCHES_SHOWN} are shown; the file has all ${outcome.matches.length}.</p>` : '',
              `<form method="post" action="/relabels/regex_search">${csrf(input.csrfToken)}${hidden('search_term', input.term ?? '')}${hidden('action', 'download')}<button type="submit">Download the matches (CSV)</button></form>`,
            ].join('\n')
          : '',
      ].join('\n')
    : '';
  return operatorPage(
    'Search descriptions',
    [
      nav,
      '<h1>Search descriptions</h1>',
      errorLine(input.errorSearch),
      '<form method="post" action="/relabels/regex_search">',
      csrf(input.csrfToken),
      `<label for="search_term">Regular expression (RE2, any case)</label><input id="search_term" name="search_term" required maxlength="${MAX_SEARCH_TERM_LENGTH}" autocomplete="off" spellcheck="false" value="${escapeHtml(input.term ?? '')}">`,
      '<p class="note">For example <code>^POS PURCHASE .*BUTCHERY</code> or <code>\\bSASSA\\b</code>. Every analysed account is searched, newest first.</p>',
      '<div><button type="submit" name="action" value="show">Search</button> <button type="submit" name="action" value="download">Search and download (CSV)</button></div>',
      '</form>',
      results,
      '<h2>Upload a search\'s file</h2>',
      errorLine(input.errorSubmit),
      '<form method="post" action="/relabels/submit_search_relabels" enctype="multipart/form-data">',
      csrf(input.csrfToken),
      '<label for="file">The file with <code>new_label</code> filled in</label><input id="file" name="file" type="file" accept=".csv,text/csv" required>',
      '<div><button type="submit">Check the changes</button></div>',
      '</form>',
    ].join('\n'),
  );
}

export interface Draft {
  id: string;
  source: 'account' | 'search';
  created_at: string;
  changes: RelabelChange[];
}

/** The most changes the confirmation page lists (all are applied). */
export const CHANGES_SHOWN = 500;

export function confirmPage(input: { csrfToken: string; draft: Draft | null; message?: string | null }): string {
  const { draft } = input;
  if (!draft) {
    return operatorPage('Pending changes', [nav, '<h1>Pending changes</h1>', noticeLine(input.message), '<p>No pending changes. Upload a file from <a href="/relabels/assigned_account">an account</a> or <a href="/relabels/regex_search">a search</a>.</p>'].join('\n'));
  }
  const applications = new Set(draft.changes.map((change) => `${change.organisation}|${change.application}`)).size;
  const organisations = new Set(draft.changes.map((change) => change.organisation)).size;
  const action = (value: 'confirm' | 'discard', text: string) =>
    `<form method="post" action="/relabels/confirm" class="inline">${csrf(input.csrfToken)}${hidden('draft_id', draft.id)}${hidden('action', value)}<button type="submit">${text}</button></form>`;
  return operatorPage(
    'Pending changes',
    [
      nav,
      '<h1>Pending changes</h1>',
      noticeLine(input.message),
      `<p>${draft.changes.length} change${draft.changes.length === 1 ? '' : 's'} in ${applications} application${applications === 1 ? '' : 's'} of ${organisations} organisation${organisations === 1 ? '' : 's'}, from ${draft.source === 'account' ? 'an account\'s file' : 'a search\'s file'} uploaded ${escapeHtml(draft.created_at.slice(0, 16).replace('T', ' '))} UTC. Nothing has changed yet.</p>`,
      '<div class="table-scroll" tabindex="0" role="region" aria-label="Changes"><table><thead><tr><th scope="col">Description</th><th scope="col">Amount</th><th scope="col">Now</th><th scope="col">Becomes</th><th scope="col">Application</th></tr></thead><tbody>',
      ...draft.changes
        .slice(0, CHANGES_SHOWN)
        .map(
          (change) =>
            `<tr><td>${escapeHtml(change.description)}</td><td class="num">${rand(change.amount_cents)}</td><td>${escapeHtml(change.old_label)}</td><td><strong>${escapeHtml(change.new_label)}</strong></td><td><span class="note">${escapeHtml(change.application)}</span></td></tr>`,
        ),
      '</tbody></table></div>',
      draft.changes.length > CHANGES_SHOWN ? `<p class="note">The first ${CHANGES_SHOWN} are listed; all ${draft.changes.length} are applied.</p>` : '',
      `<div class="actions">${action('confirm', `Apply ${draft.changes.length} change${draft.changes.length === 1 ? '' : 's'}`)} ${action('discard', 'Discard')}</div>`,
    ].join('\n'),
  );
}

/** What confirming did, for the home page's message. */
export function appliedMessage(outcome: { applied: number; skipped: number; applications: number }): string {
  const skipped = outcome.skipped > 0 ? ` ${outcome.skipped} skipped: their transactions changed since the file was uploaded (download again).` : '';
  return `Applied ${outcome.applied} label change${outcome.applied === 1 ? '' : 's'}; ${outcome.applications} application${outcome.applications === 1 ? ' is' : 's are'} being analysed again.${skipped}`;
}
