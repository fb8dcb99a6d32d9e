/**
 * The relabelling pages' work (functions/core/relabels.ts has the file, the pattern and the
 * pages): finding any organisation's account by id, searching descriptions across every analysed
 * account within a budget, turning an uploaded file into the operator's pending changes, and
 * applying them once. Only Khanya's operators reach these (services/operators.ts): they read
 * across organisations by design, and every batch they apply is audited.
 */
import type { LabelledTransaction } from '#core/bank-data';
import { REVIEW_THRESHOLD } from '#core/labelling/review';
import { newObjectId } from '#core/ids';
import type { Principal } from '#core/principal';
import {
  byConfidence,
  changesFromRows,
  readRelabelFile,
  relabelFile,
  SEARCH_BUDGET,
  type AccountView,
  type Draft,
  type RelabelChange,
  type RelabelRow,
  type SearchOutcome,
} from '#core/relabels';
import { DomainError } from '#schemas/errors';
import type { StoredAccount } from '#core/bank-connection-out';
import { getLabelled } from '../aws/bank-data-store.ts';
import { putRelabelCorpus } from '../aws/relabel-corpus.ts';
import { logger } from '../logger.ts';
import { getBankConnection, listBankConnections, type BankConnectionItem } from '../repositories/bank-connections.ts';
import { allOrganisations, getOrganisation } from '../repositories/organisations.ts';
import { deleteDraft, getAccountReference, getDraft, putRelabelAudit, saveDraft } from '../repositories/relabels.ts';
import { nowIso } from '../repositories/table.ts';
import { commitManualLabels } from './manual-labels.ts';

/** A connection that has been labelled at least once (its labelled document exists). */
const isLabelled = (connection: BankConnectionItem) => Boolean(connection.labelled_run_id) || connection.analysed_generation > 0;

interface HeldAccount {
  connection: BankConnectionItem;
  account: StoredAccount;
}

/** The analysed account with this id, in whichever organisation holds it, or null. */
async function heldAccount(accountId: string): Promise<HeldAccount | null> {
  const reference = await getAccountReference(accountId);
  if (!reference) return null;
  const connection = await getBankConnection(reference.organisation, reference.application);
  const account = connection?.accounts.find((candidate) => candidate.id === accountId);
  return connection && account && isLabelled(connection) ? { connection, account } : null;
}

const labelledOf = async (connection: BankConnectionItem) => (await getLabelled(connection.organisation, connection.application, connection)).transactions;

export async function accountView(accountId: string): Promise<AccountView | null> {
  const held = await heldAccount(accountId);
  if (!held) return null;
  const { connection, account } = held;
  const [organisation, transactions] = await Promise.all([getOrganisation(connection.organisation), labelledOf(connection)]);
  const own = transactions.filter((transaction) => transaction.account_id === accountId);
  return {
    account_id: accountId,
    organisation: connection.organisation,
    organisation_name: organisation?.company_name ?? '(unknown)',
    application: connection.application,
    bank_slug: account.bank_slug,
    account_name: account.account_name,
    account_number_tail: account.account_number.slice(-4),
    transactions: own.length,
    below_review: own.filter((transaction) => transaction.label_confidence < REVIEW_THRESHOLD).length,
  };
}

/** The account's transactions as the file to relabel; 404 `resource_not_found` when Khanya holds no such analysed account. */
export async function accountFile(accountId: string): Promise<string> {
  const held = await heldAccount(accountId);
  if (!held) throw new DomainError('resource_not_found');
  const transactions = (await labelledOf(held.connection)).filter((transaction) => transaction.account_id === accountId);
  return relabelFile(transactions.sort(byConfidence));
}

/**
 * Every analysed account's descriptions against `test`, the most recently analysed first, until
 * the budget (matches, applications read, time) is spent. Reads a few documents at a time.
 */
export async function searchDescriptions(test: (text: string) => boolean, budget: typeof SEARCH_BUDGET = SEARCH_BUDGET): Promise<SearchOutcome> {
  const started = Date.now();
  const organisations = await allOrganisations();
  const connections = (await Promise.all(organisations.map((organisation) => listBankConnections(organisation.id))))
    .flat()
    .filter(isLabelled)
    .sort((a, b) => (b.analysed_at ?? '').localeCompare(a.analysed_at ?? '') || b.application.localeCompare(a.application));
  const outcome: SearchOutcome = { matches: [], applicationsSearched: 0, transactionsSearched: 0, stoppedBecause: null };
  const PARALLEL = 8;
  for (let start = 0; start < connections.length; start += PARALLEL) {
    if (outcome.applicationsSearched >= budget.maxApplications) {
      outcome.stoppedBecause = 'applications';
      break;
    }
    if (Date.now() - started > budget.maxMilliseconds) {
      outcome.stoppedBecause = 'time';
      break;
    }
    const batch = connections.slice(start, Math.min(start + PARALLEL, start + budget.maxApplications - outcome.applicationsSearched));
    const documents = await Promise.all(batch.map(labelledOf));
    for (const transactions of documents) {
      outcome.applicationsSearched += 1;
      outcome.transactionsSearched += transactions.length;
      for (const transaction of transactions) {
        if (!test(transaction.description)) continue;
        outcome.matches.push(transaction);
        if (outcome.matches.length >= budget.maxMatches) {
          outcome.stoppedBecause = 'matches';
          return outcome;
        }
      }
    }
  }
  return outcome;
}

export type DraftAnswer = { ok: true; draft: Draft } | { ok: false; errors: string[] };

/**
 * A file's rows checked against the transactions as they are now, kept as the operator's pending
 * changes when every row is good. `onlyAccount`: the file must be that account's (the account
 * page's upload).
 */
export async function draftFromFile(principal: Principal, bytes: Uint8Array, source: Draft['source'], onlyAccount?: string): Promise<DraftAnswer> {
  const reading = readRelabelFile(bytes);
  if (!reading.ok) return reading;
  const accountIds = [...new Set(reading.rows.map((row) => row.account_id))];
  const held = new Map<string, { held: HeldAccount | null; byId: Map<string, LabelledTransaction> }>();
  const documents = new Map<string, Promise<LabelledTransaction[]>>();
  await Promise.all(
    accountIds.map(async (accountId) => {
      const found = accountId === onlyAccount || !onlyAccount ? await heldAccount(accountId) : null;
      if (!found) {
        held.set(accountId, { held: null, byId: new Map() });
        return;
      }
      // Accounts of one application share its document: read once.
      const documentKey = `${found.connection.organisation}|${found.connection.application}`;
      if (!documents.has(documentKey)) documents.set(documentKey, labelledOf(found.connection));
      const transactions = (await documents.get(documentKey)!).filter((transaction) => transaction.account_id === accountId);
      held.set(accountId, { held: found, byId: new Map(transactions.map((transaction) => [transaction.id, transaction])) });
    }),
  );
  const checked = changesFromRows(reading.rows, (row: RelabelRow) => {
    if (onlyAccount && row.account_id !== onlyAccount) return { error: 'the row is of another account than the one this page is for.' };
    const entry = held.get(row.account_id);
    if (!entry?.held) return { error: 'Khanya holds no analysed account with that account_id.' };
    return { organisation: entry.held.connection.organisation, application: entry.held.connection.application, bank: entry.held.account.bank_slug, transaction: entry.byId.get(row.transaction_id) };
  });
  if (!checked.ok) return checked;
  const draft: Draft = { id: newObjectId(), source, created_at: nowIso(), changes: checked.changes };
  await saveDraft(principal.userId, draft);
  return { ok: true, draft };
}

export async function pendingDraft(principal: Principal): Promise<Draft | null> {
  return (await getDraft(principal.userId)) ?? null;
}

export async function discardDraft(principal: Principal, draftId: string): Promise<boolean> {
  return deleteDraft(principal.userId, draftId);
}

export interface AppliedOutcome {
  applied: number;
  skipped: number;
  applications: number;
}

const CONFLICT_RETRIES = 5;

/**
 * One application's share of a batch: each change whose transaction is still there becomes its
 * manual label. A change already made (the batch confirmed before, or twice at once) is no write;
 * a version conflict (an upload or a relabel at the same moment) reads again and retries.
 */
async function applyToApplication(changes: readonly RelabelChange[]): Promise<{ applied: RelabelChange[]; skipped: number }> {
  const { organisation, application } = changes[0]!;
  for (let attempt = 0; ; attempt += 1) {
    const connection = await getBankConnection(organisation, application);
    if (!connection || !isLabelled(connection)) return { applied: [], skipped: changes.length };
    const byId = new Map((await labelledOf(connection)).map((transaction) => [transaction.id, transaction]));
    const present = changes.filter((change) => byId.has(change.transaction_id));
    const toWrite = present.filter((change) => connection.manual_labels[change.transaction_id] !== change.new_label);
    const skipped = changes.length - present.length;
    if (toWrite.length === 0) return { applied: present, skipped };
    try {
      await commitManualLabels(
        connection,
        toWrite.map((change) => ({ transaction: byId.get(change.transaction_id)!, label: change.new_label })),
      );
      return { applied: present, skipped };
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'concurrent_update') || attempt >= CONFLICT_RETRIES) throw error;
    }
  }
}

/**
 * Applies the operator's draft `draftId` (null when it is no longer the pending one: already
 * applied, discarded or replaced). Applications are done one after another; the corpus object and
 * the audit are written after every application has its labels, and the draft is deleted last,
 * so a failure part-way leaves the draft to confirm again (what was done is not done twice).
 */
export async function applyDraft(principal: Principal, draftId: string): Promise<AppliedOutcome | null> {
  const draft = await getDraft(principal.userId);
  if (!draft || draft.id !== draftId) return null;
  const byApplication = new Map<string, RelabelChange[]>();
  for (const change of draft.changes) {
    const key = `${change.organisation}|${change.application}`;
    byApplication.set(key, [...(byApplication.get(key) ?? []), change]);
  }
  const applied: RelabelChange[] = [];
  let skipped = 0;
  for (const changes of byApplication.values()) {
    const outcome = await applyToApplication(changes);
    applied.push(...outcome.applied);
    skipped += outcome.skipped;
  }
  const confirmedAt = nowIso();
  const corpusKey = await putRelabelCorpus(
    draft.id,
    applied.map((change) => ({
      description: change.description,
      reference: change.reference,
      direction: change.amount_cents > 0 ? 'credit' : 'debit',
      amount_cents: change.amount_cents,
      label: change.new_label,
      previous_label: change.old_label,
      organisation: change.organisation,
      application: change.application,
      account_id: change.account_id,
      bank: change.bank,
      transaction_id: change.transaction_id,
      draft_id: draft.id,
      operator_user: principal.userId,
      confirmed_at: confirmedAt,
    })),
  );
  const first = await putRelabelAudit(draft.created_at, {
    draft_id: draft.id,
    source: draft.source,
    operator_organisation: principal.organisationId,
    operator_user: principal.userId,
    confirmed_at: confirmedAt,
    applied: applied.length,
    skipped,
    organisations: [...new Set(applied.map((change) => change.organisation))],
    applications: [...new Set(applied.map((change) => change.application))],
    corpus_key: corpusKey,
  });
  if (first) logger.info('Operator relabels applied', { draft: draft.id, operator: principal.userId, applied: applied.length, skipped });
  await deleteDraft(principal.userId, draft.id);
  return { applied: applied.length, skipped, applications: new Set(applied.map((change) => `${change.organisation}|${change.application}`)).size };
}
