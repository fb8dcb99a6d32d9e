/**
 * Linking a bank (connect flow, authorised by the proxy id): the OAuth code exchange through the
 * bank's connector (functions/platform/connectors/), a FORM challenge (OTP), and the linked
 * accounts committed through bank-ingest's one commit point (`commitBankData`: the same
 * validated → label → analyse path as uploads). The bank's grant stays on the link item
 * (repositories/bank-links.ts), never in an answer. The rules are core's
 * (functions/core/bank-linking/). The bank choice, the step and completion are bank-step.ts;
 * the lender's fetch again is rethread.ts.
 *
 * Races: an OAuth code is claimed before it is exchanged (two calls with one code: one link);
 * every write of a link is conditioned on the version read (a rethread never undoes a relink, a
 * failed attempt never deletes a link another request wrote since); a challenge moves
 * challenge → fetching conditionally (two answers: one fetch); the data commits in one
 * transaction with the link's move (committed ⇔ linked) and its timeline event waits on the link
 * until recorded (once, by id); a commit that loses to another change of the bank data re-reads
 * and merges again, and transaction ids come from the bank's own ids, so nothing is held twice
 * (two rethreads at once, linking twice). Grants no longer used are revoked at the bank.
 */
import { createHash } from 'node:crypto';
import { DomainError } from '#schemas/errors';
import { newObjectId } from '#core/ids';
import { applicationEvent } from '#core/application-events';
import { bankById, type Selection } from '#core/bank-linking/banks';
import { BankLinkError, type BankConnector, type BankGrant } from '#core/bank-linking/connector';
import { mergeLinkedAccounts, type FetchedAccount } from '#core/bank-linking/linked-data';
import { connectionStep, ERROR_OF_LINK_CODE, errorOfOAuthRedirect, pendingAutomaticBank, recordableOAuthError, STALE_FETCH_MS, stepError, type ConnectionStep, type LinkErrorCode } from '#core/bank-linking/step';
import { storedAccountsOf } from '#core/bank-connection-out';
import { toRand } from '#core/bank-data';
import { toSastDateTime } from '#core/ingest';
import { daysSpanning, TRUSTED_SOURCES } from '#core/statement-context';
import { checkBankConfigured } from '#core/bank-connection-state';
import { checkConsentGiven } from '#core/connect-session';
import type { ApplicationEvent } from '#core/applications';
import { getBankData } from '../aws/bank-data-store.ts';
import { connectorFor } from '../connectors/index.ts';
import { logger } from '../logger.ts';
import { getApplicationConfig } from '../repositories/application-configs.ts';
import { appendApplicationEvents, appendEventOnce, getApplication, type ApplicationItem } from '../repositories/applications.ts';
import { getBankConnection, newBankConnection, type BankConnectionItem } from '../repositories/bank-connections.ts';
import { claimOAuthCode, clearPendingEvent, deleteBankLink, getBankLink, getBankSelection, listBankLinks, moveBankLink, moveBankLinkTransactItem, putBankLink, setStepError, type BankLinkItem, type LinkedAccountRecord } from '../repositories/bank-links.ts';
import { nowIso } from '../repositories/table.ts';
import { commitBankData } from './bank-ingest.ts';

export type Application = Pick<ApplicationItem, 'organisation' | 'id' | 'redirect_url'>;

export const record = (application: Application, events: ApplicationEvent[]) => appendApplicationEvents(application.organisation, application.id, events);

export async function selectionOf(application: Application): Promise<Selection[]> {
  return (await getBankSelection(application.organisation, application.id))?.selection ?? [];
}

/** The connection step the connect UI follows (core's connectionStep over what is held). */
export async function currentStep(application: Application): Promise<ConnectionStep> {
  const [selection, links, connection] = await Promise.all([
    getBankSelection(application.organisation, application.id),
    listBankLinks(application.organisation, application.id),
    getBankConnection(application.organisation, application.id),
  ]);
  // A link whose request died after its commit still owes the timeline its event: the UI asks for the step next.
  for (const link of links) await recordPendingEvent(application, link);
  return connectionStep({
    applicationId: application.id,
    connectionId: connection?.id ?? null,
    selection: selection?.selection ?? [],
    links: links.map((link) => ({ bank_id: link.bank_id, status: link.status, challenge: link.challenge, updated_at: link.updated_at })),
    error: selection?.error ?? null,
    authorizationFor: (bankId) => connectorFor(bankById(bankId).bank_slug)?.authorization(),
  });
}

/** The bank an OAuth answer is for: the step's bank, else (linking again) the first automatic bank chosen. */
async function bankForLinking(application: Application): Promise<string> {
  const [selection, links] = await Promise.all([selectionOf(application), listBankLinks(application.organisation, application.id)]);
  const states = links.map((link) => ({ bank_id: link.bank_id, status: link.status, challenge: link.challenge }));
  const bankId = pendingAutomaticBank(selection, states) ?? selection.find((entry) => entry.upload_method === 'automatic')?.bank_id;
  if (!bankId) throw new DomainError('no_bank_selected');
  return bankId;
}

export function connectorOf(bankId: string): BankConnector {
  const connector = connectorFor(bankById(bankId).bank_slug);
  if (!connector) throw new DomainError('bank_unavailable');
  return connector;
}

/** Records a failed attempt (step error and `link_failed`) and answers the error to throw. */
async function failLink(application: Application, bankId: string, code: LinkErrorCode, detail: Record<string, string> = {}): Promise<DomainError> {
  await setStepError(application.organisation, application.id, stepError(code));
  await record(application, [applicationEvent('link_failed', nowIso(), { bank: bankId, code, ...detail })]);
  return new DomainError(code);
}

export function linkErrorCode(error: unknown): LinkErrorCode | undefined {
  if (error instanceof BankLinkError && error.code !== 'otp_required') return ERROR_OF_LINK_CODE[error.code];
  return undefined;
}

// ------------------------------------------------------------------ linking

/** Another request wrote the link while this one fetched: this one gives way (its data is not committed). */
export class LinkSuperseded extends Error {
  constructor() {
    super('The bank link was changed by another request');
    this.name = 'LinkSuperseded';
  }
}

/**
 * Revokes a grant Khanya no longer uses (replaced by a relink, or of a failed attempt), so it
 * does not stay live at the bank for its whole lifetime. Best effort: a failure is logged (never
 * the grant), the request goes on.
 */
async function revokeQuietly(connector: BankConnector, grant: BankGrant, context: { application: string; bank: string; why: string }): Promise<void> {
  try {
    await connector.revoke(grant);
  } catch (error) {
    logger.warn('Could not revoke a bank grant', { ...context, error: error instanceof Error ? error.message : String(error) });
  }
}

/** Puts a link's pending event (committed with its data) on the timeline, once, then takes it off the link. */
export async function recordPendingEvent(application: Application, link: BankLinkItem | undefined): Promise<void> {
  const pending = link?.pending_event;
  if (!link || !pending) return;
  await appendEventOnce(application.organisation, application.id, pending.id, pending.event);
  await clearPendingEvent(link, pending.id);
}

export const isStale = (link: BankLinkItem, now = Date.now()) => now - Date.parse(link.updated_at) > STALE_FETCH_MS;

/**
 * POST oauth/code: exchanges the code once, then fetches and commits the accounts (or asks the
 * bank's challenge). Linking again:
 * - with another bank login (another subject) than the linked one is refused (409
 *   `different_bank_login`, its grant revoked). Replacing would mix two people's transactions in
 *   one application's data, or silently drop the first person's; a lender who wants another
 *   person's account sends a new link (one applicant, one application);
 * - while another request is still fetching this bank's data is refused (409 `concurrent_update`)
 *   unless that fetch is stale (its request died);
 * - replaces the earlier grant, which is revoked once the new link is in (or waits for its
 *   challenge); a failure puts the earlier link back and revokes the new grant.
 */
export async function exchangeOAuthCode(application: ApplicationItem, input: { code: string; code_verifier: string; redirect_uri: string; iss?: string | undefined }): Promise<{ success: boolean }> {
  checkConsentGiven(application);
  const bankId = await bankForLinking(application);
  checkBankConfigured(await getApplicationConfig(application.organisation, application.config));
  const connector = connectorOf(bankId);
  const codeHash = createHash('sha256').update(input.code).digest('hex');
  // A code is exchanged once: a second exchange would fail at the bank, and may revoke the first grant.
  if (!(await claimOAuthCode(application.organisation, application.id, codeHash))) throw new DomainError('invalid_oauth_code');
  await setStepError(application.organisation, application.id, null);
  let grant: BankGrant;
  try {
    grant = await connector.exchangeCode({ code: input.code, codeVerifier: input.code_verifier, redirectUri: input.redirect_uri, iss: input.iss });
  } catch (error) {
    throw await failedAttempt(application, bankId, error);
  }
  const context = { application: application.id, bank: bankId };
  const previous = await getBankLink(application.organisation, application.id, bankId);
  await recordPendingEvent(application, previous);
  if (previous?.status === 'fetching' && !isStale(previous)) {
    await revokeQuietly(connector, grant, { ...context, why: 'another request is linking' });
    throw new DomainError('concurrent_update');
  }
  // The login whose data is held (also while a relink waits for its challenge): none before the first link.
  const linkedSubject = previous?.linked_subject ?? (previous?.status === 'linked' ? (previous.subject ?? previous.grant.subject) : undefined);
  if (linkedSubject !== undefined && linkedSubject !== grant.subject) {
    await revokeQuietly(connector, grant, { ...context, why: 'different bank login' });
    throw await failLink(application, bankId, 'different_bank_login');
  }
  const link = await putBankLink(
    {
      organisation: application.organisation,
      application: application.id,
      bank_id: bankId,
      status: 'fetching',
      grant,
      subject: grant.subject,
      ...(linkedSubject === undefined ? {} : { linked_subject: linkedSubject }),
      challenge: null,
      accounts: previous?.accounts ?? [],
      linked_at: previous?.linked_at ?? null,
    },
    previous,
  );
  if (!link) {
    await revokeQuietly(connector, grant, { ...context, why: 'another request is linking' });
    throw new DomainError('concurrent_update');
  }
  // An abandoned challenge or a dead fetch: its grant is of no more use.
  if (previous && previous.status !== 'linked') await revokeQuietly(connector, previous.grant, { ...context, why: 'replaced' });
  // Linking again: a failure puts the earlier link (and its grant) back rather than losing it.
  const restore = previous?.status === 'linked' ? previous : undefined;
  await continueLink(application, link, connector, restore);
  // Linked, or waiting for the bank's challenge: either way nothing will use the earlier grant again.
  if (restore && restore.grant.accessToken !== grant.accessToken) await revokeQuietly(connector, restore.grant, { ...context, why: 'replaced by a relink' });
  return { success: true };
}

async function failedAttempt(application: Application, bankId: string, error: unknown): Promise<unknown> {
  const code = linkErrorCode(error);
  if (!code) return error;
  return failLink(application, bankId, code);
}

/**
 * Fetches the linked accounts and commits them together with the link's move to `linked` (one
 * transaction: data committed ⇔ link linked, whatever dies when). A bank that first asks a
 * challenge leaves the link waiting for the FORM step. A failure
 * puts back the earlier link (or drops this one) unless another request took the link over,
 * revokes this attempt's grant, and is recorded.
 */
async function continueLink(application: Application, link: BankLinkItem, connector: BankConnector, restore?: BankLinkItem): Promise<void> {
  const context = { application: application.id, bank: link.bank_id };
  let linked: BankLinkItem;
  try {
    ({ link: linked } = await fetchAndCommit(application, link, connector, 'link'));
  } catch (error) {
    const challenge = error instanceof BankLinkError && error.code === 'otp_required' ? error.challenge : undefined;
    if (challenge && (await moveBankLink(link, 'fetching', { status: 'challenge', challenge, grant: link.grant }))) return;
    // A challenge that cannot be kept because the link moved on is superseded too.
    if (challenge || error instanceof LinkSuperseded) {
      await revokeQuietly(connector, link.grant, { ...context, why: 'superseded' });
      throw new DomainError('concurrent_update');
    }
    if (restore) {
      const { pk: _pk, sk: _sk, type: _type, updated_at: _updated, version: _version, pending_event: _pending, ...fields } = restore;
      await putBankLink(fields, link);
    } else {
      await dropAttempt(link);
    }
    await revokeQuietly(connector, link.grant, { ...context, why: 'failed link' });
    const code = linkErrorCode(error);
    if (code) throw await failLink(application, link.bank_id, code);
    await record(application, [applicationEvent('link_failed', nowIso(), { bank: link.bank_id, code: error instanceof DomainError ? error.code : 'internal_server_error' })]);
    throw error;
  }
  await recordPendingEvent(application, linked);
}

/**
 * Ends a failed attempt whose earlier link (if any) cannot be put back as it was: a link that
 * was never linked is deleted; one that was (`linked_at`) holds the application's data and the
 * login it came from, so it is kept, linked without a usable grant (its earlier grant was revoked
 * when the relink reached the challenge). Deleting it would forget `linked_subject` (another
 * person's login would then be accepted: two people's data in one application) and the
 * accounts (the lender's rethread would answer `no_linked_bank` instead of `bank_link_expired`).
 * False when another request wrote the link since (it is theirs now).
 */
async function dropAttempt(link: BankLinkItem): Promise<boolean> {
  if (link.linked_at === null) return deleteBankLink(link);
  const kept = await moveBankLink(link, link.status, {
    status: 'linked',
    challenge: null,
    subject: link.linked_subject ?? link.subject ?? link.grant.subject,
    grant_unusable: true,
  });
  return kept !== undefined;
}

/** POST step: the answers to the bank's challenge (e.g. the OTP), then the accounts are fetched. */
export async function answerChallenge(application: ApplicationItem, fields: Record<string, string>): Promise<ConnectionStep> {
  const links = await listBankLinks(application.organisation, application.id);
  const link = links.find((candidate) => candidate.status === 'challenge' && candidate.challenge);
  if (!link) {
    if ((await selectionOf(application)).length === 0) throw new DomainError('no_bank_selected');
    throw new DomainError('invalid_application_status', 'the bank has not asked for anything to fill in');
  }
  const connector = connectorOf(link.bank_id);
  // Of two answers at once, one takes the challenge (challenge → fetching) and answers it; the other answers the step as it is.
  const taken = await moveBankLink(link, 'challenge', { status: 'fetching' });
  if (!taken) return currentStep(application);
  await setStepError(application.organisation, application.id, null);
  try {
    await connector.submitChallenge(taken.grant, taken.challenge!.id, fields);
  } catch (error) {
    const code = linkErrorCode(error);
    // A wrong OTP gives the challenge back: the applicant tries again. Anything else ends this link.
    if (code === 'invalid_otp') await moveBankLink(taken, 'fetching', { status: 'challenge', grant: taken.grant });
    else if (await dropAttempt(taken)) await revokeQuietly(connector, taken.grant, { application: application.id, bank: taken.bank_id, why: 'failed link' });
    throw await failedAttempt(application, taken.bank_id, error);
  }
  await continueLink(application, { ...taken, challenge: null }, connector);
  return currentStep(application);
}

/** POST oauth/error: what the bank sent back instead of a code, as the step's error and `link_failed`. */
export async function recordOAuthError(application: ApplicationItem, input: { error: string; error_description?: string | undefined }): Promise<ConnectionStep> {
  const bankId = await bankForLinking(application);
  const code = errorOfOAuthRedirect(input.error, input.error_description);
  // The redirect's `error` is the applicant's to write: the timeline keeps only a known OAuth code.
  await failLink(application, bankId, code, { error: recordableOAuthError(input.error) });
  return currentStep(application);
}

/**
 * Lists the accounts and their transactions (since each account's newest date held, for a
 * rethread) and commits them, merging with what the application holds, in one transaction with
 * the link's own move (`link`: fetching → linked; `rethread`: linked stays linked with the new
 * accounts) and its event, pending until it is on the timeline. The move is conditioned on the
 * link's version read: should another request have written the link meanwhile (a relink during a
 * rethread), nothing is committed and LinkSuperseded is thrown. Should another change of the
 * bank data have committed first, it re-reads and merges again.
 */
export async function fetchAndCommit(application: Application, link: BankLinkItem, connector: BankConnector, purpose: 'link' | 'rethread'): Promise<{ link: BankLinkItem; added: number }> {
  const onlyNew = purpose === 'rethread';
  const listed = await connector.listAccounts(link.grant);
  const known = new Map(link.accounts.map((account) => [account.external_id, account]));
  const fetched: FetchedAccount[] = [];
  for (const account of listed) {
    // The contract's `since` is an instant: midnight (SAST) of the newest day held.
    const newest = onlyNew ? known.get(account.externalId)?.newest_date : undefined;
    const since = newest ? toSastDateTime(newest) : undefined;
    fetched.push({ account, transactions: await connector.listTransactions(link.grant, account.externalId, since) });
  }
  const slug = bankById(link.bank_id).bank_slug;
  for (let attempt = 1; ; attempt += 1) {
    const existing = await getBankConnection(application.organisation, application.id);
    const connection: BankConnectionItem = existing ?? newBankConnection(application.organisation, application.id, newObjectId());
    const previous = connection.data_version > 0 ? await getBankData(application.organisation, application.id, connection) : undefined;
    const merged = mergeLinkedAccounts(connection.id, slug, previous ?? { accounts: [], transactions: [] }, fetched);
    const linkedIds = new Set(Object.values(merged.accountIds));
    // The days the bank vouches for are its own rows (a statement of the same account merged
    // before is not), and a later fetch, which asks only for days since the newest held, widens them.
    const bankRows = fetched.flatMap(({ account, transactions: rows }) => rows.map((row) => ({ account_id: merged.accountIds[account.externalId]!, datetime: toSastDateTime(row.date) })));
    const linkedStored = storedAccountsOf(
      merged.accounts.filter((account) => linkedIds.has(account.id)),
      merged.transactions,
      'automatic',
      bankRows,
    ).map((account) => {
      const before = connection.accounts.find((held) => held.id === account.id);
      if (!before || !TRUSTED_SOURCES.has(before.source)) return account;
      // Linked before what it vouches for was kept: its earlier days are not known, so it stays unknown.
      if (before.vouched === undefined) return { ...account, vouched: undefined };
      return account.vouched ? { ...account, vouched: { ...account.vouched, days: daysSpanning([before.vouched?.days, account.vouched.days]) } } : account;
    });
    const accounts = [...connection.accounts.filter((account) => !linkedIds.has(account.id)), ...linkedStored];
    const linkAccounts: LinkedAccountRecord[] = fetched.map(({ account }) => ({
      external_id: account.externalId,
      account_id: merged.accountIds[account.externalId]!,
      account_number: account.accountNumber,
      account_name: account.accountName,
      account_type: account.accountType,
      // The balance the merge settled on (the bank may give none: connector.ts).
      balance: toRand(merged.accounts.find((held) => held.id === merged.accountIds[account.externalId])!.balance_cents),
      currency: account.currency,
      newest_date: merged.newestDates[account.externalId] ?? known.get(account.externalId)?.newest_date ?? null,
    }));
    const now = nowIso();
    const subject = link.grant.subject.slice(0, 128);
    // The connector may have refreshed the grant in place: keep the latest.
    const move =
      purpose === 'link'
        ? moveBankLinkTransactItem(link, 'fetching', {
            status: 'linked',
            challenge: null,
            accounts: linkAccounts,
            linked_at: now,
            grant: link.grant,
            subject: link.grant.subject,
            linked_subject: link.grant.subject,
            pending_event: { id: newObjectId(), event: applicationEvent('linked', now, { bank: link.bank_id, accounts: linkAccounts.length, transactions: merged.added, subject }) },
          })
        : moveBankLinkTransactItem(link, 'linked', {
            accounts: linkAccounts,
            grant: link.grant,
            // The lender's fetch may change the data after the applicant completed: the timeline says when and how much.
            pending_event: { id: newObjectId(), event: applicationEvent('rethreaded', now, { bank: link.bank_id, transactions: merged.added }) },
          });
    try {
      await commitBankData({
        existing,
        connection,
        document: { accounts: merged.accounts, transactions: merged.transactions },
        accounts,
        fileFingerprints: connection.file_fingerprints,
        alsoWrite: [move.item],
        // The applicant's link commits only before they complete (the lender's rethread may after).
        unlessCompleted: purpose === 'link',
      });
    } catch (error) {
      if (!(error instanceof DomainError && error.code === 'concurrent_update')) throw error;
      if (purpose === 'link' && (await getApplication(application.organisation, application.id))?.completed_at) throw new DomainError('application_completed');
      // Refused: by another change of the data (merge again), or because the link moved on.
      const current = await getBankLink(application.organisation, application.id, link.bank_id);
      if (current?.version !== link.version || current?.status !== link.status) throw new LinkSuperseded();
      if (attempt < 5) continue;
      throw error;
    }
    return { link: move.moved, added: merged.added };
  }
}
