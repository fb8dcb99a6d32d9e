/**
 * The applicant's bank selection and automatic bank links (table-design.ts patterns 26 and 27).
 * A link item keeps the bank's grant: it is read only by the linking service and never answered.
 */
import { randomInt } from 'node:crypto';
import { PutCommand, QueryCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { Selection } from '#core/bank-linking/banks';
import type { BankChallenge, BankGrant } from '#core/bank-linking/connector';
import type { LinkStatus, StepError } from '#core/bank-linking/step';
import type { ApplicationEvent } from '#core/applications';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { conditionFailedAt, deleteIf, getItem, nowIso, nowSeconds, putIf, tableName, updateIf } from './table.ts';

export interface BankSelectionItem {
  pk: string;
  sk: string;
  type: 'bank_selection';
  organisation: string;
  application: string;
  selection: Selection[];
  /** The last linking failure, shown on the step until the next attempt. */
  error: StepError | null;
  updated_at: string;
}

export interface LinkedAccountRecord {
  external_id: string;
  account_id: string;
  account_number: string;
  account_name: string;
  account_type: string | null;
  balance: number;
  currency: string;
  /** The newest transaction date held (YYYY-MM-DD): a rethread asks for what is on or after it. */
  newest_date: string | null;
}

export interface BankLinkItem {
  pk: string;
  sk: string;
  type: 'bank_link';
  organisation: string;
  application: string;
  bank_id: string;
  status: LinkStatus;
  grant: BankGrant;
  challenge: BankChallenge | null;
  accounts: LinkedAccountRecord[];
  linked_at: string | null;
  updated_at: string;
  /**
   * Bumped by every write of the link (a new link starts at random: firstVersion); each write is conditioned on the version it read, so a
   * request never overwrites what another did meanwhile (a rethread and a relink at once).
   * Absent on links stored before it: read as "no version yet".
   */
  version?: number;
  /** The bank login's subject (the grant's). */
  subject?: string;
  /**
   * The login whose data the application holds from this bank (set when linked, kept through a
   * relink that is still fetching or waiting for its challenge): a relink with another is refused.
   */
  linked_subject?: string;
  /**
   * An event committed together with the data (`linked`, `rethreaded`) that is not on the
   * timeline yet: recorded (once, by its id) right after the commit, or by the next request
   * that finds it, should the request that committed it have died in between.
   */
  pending_event?: { id: string; event: ApplicationEvent };
  /**
   * A link kept after a relink failed once its earlier grant was gone (revoked when the relink
   * reached the bank's challenge): the data and the login it came from stay (a link that held
   * data is never deleted), but there is no grant to fetch with (the lender's rethread answers
   * `bank_link_expired`). A successful link writes the item afresh without it.
   */
  grant_unusable?: boolean;
}

type LinkChanges = Partial<Pick<BankLinkItem, 'status' | 'challenge' | 'accounts' | 'linked_at' | 'grant' | 'subject' | 'linked_subject' | 'pending_event' | 'grant_unusable'>>;

/**
 * Where a new link's versions start: at random, not 0. A link can be deleted (a first attempt
 * that failed) and written again; were it to start from 1 again, a request still holding the
 * deleted link's version could write over the new one (its condition would hold again).
 */
function firstVersion(): number {
  return randomInt(1, 2 ** 40);
}

/** The condition that the link is still as read: its version (or none yet). */
function sameVersion(link: Pick<BankLinkItem, 'version'>): { expression: string; values: Record<string, unknown> } {
  return link.version === undefined ? { expression: 'attribute_not_exists(version)', values: {} } : { expression: 'version = :read', values: { ':read': link.version } };
}

export function getBankSelection(organisationId: string, applicationId: string): Promise<BankSelectionItem | undefined> {
  return getItem<BankSelectionItem>(keys.bankSelection(organisationId, applicationId));
}

/** Replaces the selection whole (and clears the last error): of two at once, the last one wins. */
export async function putBankSelection(organisationId: string, applicationId: string, selection: Selection[]): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.bankSelection(organisationId, applicationId),
      UpdateExpression: 'SET #type = :type, organisation = :org, application = :app, selection = :selection, #error = :null, updated_at = :now',
      ExpressionAttributeNames: { '#type': 'type', '#error': 'error' },
      ExpressionAttributeValues: { ':type': 'bank_selection', ':org': organisationId, ':app': applicationId, ':selection': selection, ':null': null, ':now': nowIso() },
    }),
  );
}

export async function setStepError(organisationId: string, applicationId: string, error: StepError | null): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.bankSelection(organisationId, applicationId),
      UpdateExpression: 'SET #error = :error, updated_at = :now',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#error': 'error' },
      ExpressionAttributeValues: { ':error': error, ':now': nowIso() },
    }),
  ).catch((failure: unknown) => {
    if (!conditionFailedAt(failure)) throw failure;
  });
}

export async function listBankLinks(organisationId: string, applicationId: string): Promise<BankLinkItem[]> {
  const range = keys.bankLinksOf(organisationId, applicationId);
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.skPrefix },
      ConsistentRead: true,
    }),
  );
  return (answer.Items ?? []) as BankLinkItem[];
}

export function getBankLink(organisationId: string, applicationId: string, bankId: string): Promise<BankLinkItem | undefined> {
  return getItem<BankLinkItem>(keys.bankLink(organisationId, applicationId, bankId));
}

/**
 * Writes the link item whole (a new grant replaces an older one of the same bank), only if the
 * link is still `replacing` as read (none: only if there is none). Answers the stored item, or
 * undefined when another request wrote the link since.
 */
export async function putBankLink(
  item: Omit<BankLinkItem, 'pk' | 'sk' | 'type' | 'updated_at' | 'version' | 'pending_event'>,
  replacing: Pick<BankLinkItem, 'version'> | undefined,
): Promise<BankLinkItem | undefined> {
  const stored: BankLinkItem = {
    ...keys.bankLink(item.organisation, item.application, item.bank_id),
    type: 'bank_link',
    ...item,
    updated_at: nowIso(),
    version: (replacing?.version ?? firstVersion()) + 1,
  };
  const condition = replacing ? sameVersion(replacing) : { expression: 'attribute_not_exists(pk)', values: {} };
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: stored,
        ConditionExpression: condition.expression,
        ...(Object.keys(condition.values).length > 0 ? { ExpressionAttributeValues: condition.values } : {}),
      }),
    );
    return stored;
  } catch (error) {
    if (conditionFailedAt(error)) return undefined;
    throw error;
  }
}

function moveInput(link: BankLinkItem, from: LinkStatus, changes: LinkChanges, now: string) {
  const names: Record<string, string> = { '#status': 'status' };
  const version = sameVersion(link);
  const values: Record<string, unknown> = { ':from': from, ':now': now, ':next': (link.version ?? 0) + 1, ...version.values };
  const sets = ['updated_at = :now', 'version = :next'];
  for (const [key, value] of Object.entries(changes)) {
    names[`#${key}`] = key;
    values[`:${key}`] = value;
    sets.push(`#${key} = :${key}`);
  }
  return {
    TableName: tableName(),
    Key: keys.bankLink(link.organisation, link.application, link.bank_id),
    UpdateExpression: `SET ${sets.join(', ')}`,
    ConditionExpression: `#status = :from AND ${version.expression}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * Moves a link from `from` to `to` (with the other fields given) if it is still as read (status
 * and version); answers the link as written, or undefined when it was not.
 */
export async function moveBankLink(link: BankLinkItem, from: LinkStatus, changes: LinkChanges): Promise<BankLinkItem | undefined> {
  const now = nowIso();
  try {
    await dynamo.send(new UpdateCommand(moveInput(link, from, changes, now)));
    return { ...link, ...changes, updated_at: now, version: (link.version ?? 0) + 1 };
  } catch (error) {
    if (conditionFailedAt(error)) return undefined;
    throw error;
  }
}

/** The same move as one item of a transaction (the commit of the link's data), and the link as it will be. */
export function moveBankLinkTransactItem(
  link: BankLinkItem,
  from: LinkStatus,
  changes: LinkChanges,
): { item: NonNullable<TransactWriteCommandInput['TransactItems']>[number]; moved: BankLinkItem } {
  const now = nowIso();
  return { item: { Update: moveInput(link, from, changes, now) }, moved: { ...link, ...changes, updated_at: now, version: (link.version ?? 0) + 1 } };
}

/** Takes the pending event off the link once it is on the timeline (any version: nothing else depends on it). */
export async function clearPendingEvent(link: Pick<BankLinkItem, 'organisation' | 'application' | 'bank_id'>, eventId: string): Promise<void> {
  await updateIf({
    Key: keys.bankLink(link.organisation, link.application, link.bank_id),
    UpdateExpression: 'REMOVE pending_event',
    ConditionExpression: 'pending_event.id = :id',
    ExpressionAttributeValues: { ':id': eventId },
  });
}

/** Deletes the link if it is still as read; false when another request wrote it since. */
export async function deleteBankLink(link: BankLinkItem): Promise<boolean> {
  const version = sameVersion(link);
  return deleteIf({
    Key: keys.bankLink(link.organisation, link.application, link.bank_id),
    ConditionExpression: version.expression,
    ...(Object.keys(version.values).length > 0 ? { ExpressionAttributeValues: version.values } : {}),
  });
}

const CODE_CLAIM_SECONDS = 24 * 60 * 60;

/** Claims an OAuth code for one exchange; false when it was claimed before (also at the same moment). */
export async function claimOAuthCode(organisationId: string, applicationId: string, codeHash: string): Promise<boolean> {
  return putIf({
    Item: { ...keys.oauthCodeClaim(organisationId, applicationId, codeHash), type: 'oauth_code_claim', created_at: nowIso(), expiresAt: nowSeconds() + CODE_CLAIM_SECONDS },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}
