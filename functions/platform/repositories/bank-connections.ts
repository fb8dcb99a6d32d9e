/**
 * An application's bank connection: one item that says which data version is current, which
 * analysis generation was asked for and which was completed. Every change is conditional on
 * what the writer read (`version`), so two uploads or an upload and a relabel cannot lose each
 * other's work; a stale worker cannot overwrite a newer analysis (`requested_generation`).
 */
import { GetCommand, PutCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { ApplicationStatus } from '#schemas/applications';
import { DomainError } from '#schemas/errors';
import type { StoredAccount } from '#core/bank-connection-out';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { billableEventPut, conditionFailedAt, getItem, nowIso, queryAllInRange, tableName, transactIf, updateIf } from './table.ts';

export type BankConnectionStatus = 'not_ready' | 'analysing' | 'complete' | 'failed';

export interface BankConnectionItem {
  pk: string;
  sk: string;
  type: 'bank_connection';
  id: string;
  organisation: string;
  application: string;
  status: BankConnectionStatus;
  /** How many uploads were accepted; 0 before any data. */
  data_version: number;
  /**
   * The upload whose data document (bank-data-store.ts: data/<id>.json.gz) is current. Every
   * upload writes its own document; pointing this at it, in the write conditional on `version`,
   * is what accepts the upload. Absent on items written before it existed (data-v<N> then).
   */
  data_upload_id?: string | null;
  /** The analysis run whose labelled document is current (set when a generation completes). */
  labelled_run_id?: string | null;
  /** Analysis generations: every new data version, recrunch or relabel asks for a new one. */
  requested_generation: number;
  analysed_generation: number;
  /** As the connection item stores them (one definition, in core, over schemas/bank-connections.ts). */
  accounts: StoredAccount[];
  /** sha256 of every accepted upload file, to refuse the same file twice. */
  file_fingerprints: string[];
  /** Manual relabels by transaction id: they survive re-analysis. */
  manual_labels: Record<string, string>;
  failure: string | null;
  created_at: string;
  updated_at: string;
  analysed_at: string | null;
  version: number;
}

export interface AnalysesItem {
  generation: number;
  data_version: number;
  /** The data document analysed (absent on items written before upload ids). */
  data_upload_id?: string | null;
  /** Whether the data spans at least one month (else the analyses answer 1_month_transaction_error). */
  enough_history: boolean;
  transaction_count: number;
  results: Record<string, unknown> | null;
  account_holder_email: string | null;
  computed_at: string;
}

export interface LabelRuleItem {
  key: string;
  label: string;
  direction: 'credit' | 'debit';
  /** The description taught (absent on rules saved before it was kept): the labeller derives the key from it again. */
  description?: string;
  created_from: string;
  created_at: string;
}

export function getBankConnection(organisationId: string, applicationId: string): Promise<BankConnectionItem | undefined> {
  return getItem<BankConnectionItem>(keys.bankConnection(organisationId, applicationId));
}

/** Every bank connection of an organisation (the operators' search visits each; pattern 44). */
export function listBankConnections(organisationId: string): Promise<BankConnectionItem[]> {
  return queryAllInRange<BankConnectionItem>(keys.bankConnectionsOf(organisationId));
}

export function newBankConnection(organisationId: string, applicationId: string, id: string): BankConnectionItem {
  const now = nowIso();
  return {
    ...keys.bankConnection(organisationId, applicationId),
    type: 'bank_connection',
    id,
    organisation: organisationId,
    application: applicationId,
    status: 'not_ready',
    data_version: 0,
    data_upload_id: null,
    labelled_run_id: null,
    requested_generation: 0,
    analysed_generation: 0,
    accounts: [],
    file_fingerprints: [],
    manual_labels: {},
    failure: null,
    created_at: now,
    updated_at: now,
    analysed_at: null,
    version: 0,
  };
}

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

function applicationStatusUpdate(organisationId: string, applicationId: string, status: ApplicationStatus, now: string, unlessCompleted = false): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.application(organisationId, applicationId),
      UpdateExpression: 'SET #status = :status, updated_at = :now, gsi1pk = :index',
      // One transaction may not touch an item twice: the "not completed" check rides on this update.
      ConditionExpression: unlessCompleted ? 'attribute_exists(pk) AND attribute_not_exists(completed_at)' : 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':now': now, ':index': keys.applicationStatusIndex(organisationId, status).gsi1pk },
    },
  };
}

/**
 * Saves a changed connection (new data, a relabel, a recrunch) that asks for analysis
 * generation `next.requested_generation`, and moves the application to `analysing`, in one
 * transaction conditional on the version that was read.
 */
export type ConnectionTransactItem = TransactItem;

/**
 * `alsoWrite`: further writes that must happen exactly when this one does (a statement file
 * becoming `parsed`); a failed condition on any of them refuses the whole commit as well.
 * `unlessCompleted`: refused too (409 `concurrent_update`, the caller tells which) once the
 * applicant has completed (an applicant's change racing POST complete).
 */
export async function saveConnectionForAnalysis(
  next: BankConnectionItem,
  readVersion: number | null,
  alsoWrite: readonly TransactItem[] = [],
  unlessCompleted = false,
): Promise<BankConnectionItem> {
  const now = nowIso();
  const item: BankConnectionItem = { ...next, status: 'analysing', failure: null, updated_at: now, version: (readVersion ?? 0) + 1 };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: item,
              ...(readVersion === null
                ? { ConditionExpression: 'attribute_not_exists(pk)' }
                : { ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': readVersion } }),
            },
          },
          applicationStatusUpdate(next.organisation, next.application, 'analysing', now, unlessCompleted),
          ...alsoWrite,
        ],
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error)) throw new DomainError('concurrent_update');
    throw error;
  }
  return item;
}

/**
 * Completes generation `generation` if it is still the one asked for: the connection (now
 * pointing at run `runId`'s labelled document), its analyses, the application's status, the
 * domain event and (first time only) the billable event, all at once. Answers false when a
 * newer generation was requested meanwhile (its own message will finish the job) or this one
 * was already completed (a redelivered message, or the same message run twice at once).
 */
export async function completeAnalysis(input: {
  connection: BankConnectionItem;
  generation: number;
  runId: string;
  analyses: AnalysesItem;
  event: { id: string; type: string; payload: Record<string, unknown> };
  billable: { id: string; type: string; title: string; price_cents: number } | null;
}): Promise<boolean> {
  const { connection, generation } = input;
  const now = nowIso();
  const organisationId = connection.organisation;
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: keys.bankConnection(organisationId, connection.application),
        UpdateExpression:
          'SET #status = :complete, analysed_generation = :generation, labelled_run_id = :run, analysed_at = :now, updated_at = :now, failure = :null',
        ConditionExpression: 'requested_generation = :generation AND analysed_generation < :generation',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':complete': 'complete', ':generation': generation, ':run': input.runId, ':now': now, ':null': null },
      },
    },
    { Put: { TableName: tableName(), Item: { ...keys.bankAnalyses(organisationId, connection.application), ...input.analyses } } },
    applicationStatusUpdate(organisationId, connection.application, 'complete', now),
    {
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.domainEvent(organisationId, input.event.id),
          type: 'domain_event',
          id: input.event.id,
          event_type: input.event.type,
          payload: input.event.payload,
          created_at: now,
          delivery: 'pending',
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
  if (input.billable) items.push(billableEventPut(organisationId, input.billable, connection.application, now));
  return transactIf(items);
}

export interface BillableEventItem {
  id: string;
  title: string;
  billable_item: string;
  billed_price_cents: number;
  application: string;
  created_at: string;
}

/** Every billable event of the organisation, newest first. */
export async function listBillableEvents(organisationId: string): Promise<BillableEventItem[]> {
  const items = await queryAllInRange<BillableEventItem>(keys.billableEventsOf(organisationId));
  return items.sort((a, b) => (a.created_at === b.created_at ? a.id.localeCompare(b.id) : b.created_at.localeCompare(a.created_at)));
}

export async function billableEventExists(organisationId: string, eventId: string): Promise<boolean> {
  return (await getItem(keys.billableEvent(organisationId, eventId))) !== undefined;
}

/** Marks generation `generation` failed (only if it is still the one asked for). */
export async function failAnalysis(connection: BankConnectionItem, generation: number, reason: string): Promise<void> {
  const now = nowIso();
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.bankConnection(connection.organisation, connection.application),
              UpdateExpression: 'SET #status = :failed, failure = :reason, updated_at = :now',
              ConditionExpression: 'requested_generation = :generation',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':failed': 'failed', ':reason': reason, ':now': now, ':generation': generation },
            },
          },
          applicationStatusUpdate(connection.organisation, connection.application, 'failed', now),
        ],
      }),
    );
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
}

export function getAnalyses(organisationId: string, applicationId: string): Promise<AnalysesItem | undefined> {
  return getItem<AnalysesItem>(keys.bankAnalyses(organisationId, applicationId));
}

export async function listLabelRules(organisationId: string): Promise<LabelRuleItem[]> {
  return queryAllInRange<LabelRuleItem>(keys.labelRulesOf(organisationId));
}

export async function putLabelRule(organisationId: string, rule: LabelRuleItem): Promise<void> {
  // One rule per merchant and direction: a refund from a shop is not a purchase there.
  const sortKey = `${rule.direction}#${rule.key}`;
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.labelRule(organisationId, sortKey), type: 'label_rule', ...rule } }));
}

/**
 * Gives a rule saved without its description the one it was taught from. Answers false (and writes
 * nothing) when the rule has gone, already has one, or was taught again since it was read: a
 * relabel's newer rule is never overwritten by an older transaction's description.
 */
export async function setLabelRuleDescription(organisationId: string, rule: LabelRuleItem, description: string): Promise<boolean> {
  // (A hand-written item may lack created_at: the condition asks it stayed absent, as the value it
  // was read with would be dropped from the request and the update refused.)
  const createdAt = rule.created_at === undefined ? 'attribute_not_exists(created_at)' : 'created_at = :created_at';
  return updateIf({
    Key: keys.labelRule(organisationId, `${rule.direction}#${rule.key}`),
    UpdateExpression: 'SET description = :description',
    ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(description) AND ${createdAt} AND created_from = :created_from`,
    ExpressionAttributeValues: { ':description': description, ':created_from': rule.created_from, ...(rule.created_at === undefined ? {} : { ':created_at': rule.created_at }) },
  });
}

export async function organisationLearnsFromRelabels(organisationId: string): Promise<boolean> {
  const answer = await dynamo.send(
    new GetCommand({ TableName: tableName(), Key: keys.organisation(organisationId), ProjectionExpression: 'learn_from_relabels' }),
  );
  return answer.Item?.learn_from_relabels !== false;
}

export async function setConnectionStatus(connection: BankConnectionItem, status: BankConnectionStatus, failure: string | null): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.bankConnection(connection.organisation, connection.application),
      UpdateExpression: 'SET #status = :status, failure = :failure, updated_at = :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':failure': failure, ':now': nowIso() },
    }),
  );
}
