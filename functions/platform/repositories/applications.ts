/**
 * Applicants and applications. An application is written together with its proxy item (the
 * unguessable id in the applicant's connect link) and a condition that the applicant exists
 * in the same organisation, so an application can never point at a missing or foreign applicant.
 */
import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { ApplicationStatus } from '#schemas/applications';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { DomainError } from '#schemas/errors';
import type { Applicant, Application, ApplicationEvent, LegalAcceptance } from '#core/applications';
import { ESSENTIAL_EVENT_KINDS, eventKey, TIMELINE_LIMITS } from '#core/application-events';
import { billableEventPut, conditionFailedAt, getItem, queryAll, queryAllInRange, queryPage, tableName, transactIf, type IdBounds, type Page, type PageRequest } from './table.ts';

export type { LegalAcceptance, LoanDetails } from '#core/applications';

/** The records are core's (functions/core/applications.ts); the items add the table's keys. */
export interface ApplicantItem extends Applicant {
  pk: string;
  sk: string;
  type: 'applicant';
}

export interface ApplicationItem extends Application {
  pk: string;
  sk: string;
  type: 'application';
  gsi1pk: string;
  gsi1sk: string;
}

export type ApplicantFields = Applicant;
export type ApplicationFields = Application;

export function applicantItem(fields: ApplicantFields): ApplicantItem {
  return { ...keys.applicant(fields.organisation, fields.id), type: 'applicant', ...fields };
}

export function applicationItem(fields: ApplicationFields): ApplicationItem {
  return {
    ...keys.application(fields.organisation, fields.id),
    type: 'application',
    ...fields,
    ...keys.applicationStatusIndex(fields.organisation, fields.status),
    gsi1sk: fields.id,
  };
}

export async function createApplicant(fields: ApplicantFields): Promise<ApplicantItem> {
  const item = applicantItem(fields);
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(pk)' }));
  return item;
}

export function getApplicant(organisationId: string, applicantId: string): Promise<ApplicantItem | undefined> {
  return getItem<ApplicantItem>(keys.applicant(organisationId, applicantId));
}

export function listApplicants(organisationId: string, page: PageRequest): Promise<Page<ApplicantItem>> {
  return queryPage<ApplicantItem>(keys.applicantsOf(organisationId), page, { newestFirst: true });
}

export function getApplication(organisationId: string, applicationId: string): Promise<ApplicationItem | undefined> {
  return getItem<ApplicationItem>(keys.application(organisationId, applicationId));
}

/** A UUID is the same in either case (RFC 9562): ours are issued lower-case, a client may echo one upper-cased. */
export async function getApplicationByProxy(proxyId: string): Promise<ApplicationItem | undefined> {
  const pointer = await getItem<{ organisation: string; application: string }>(keys.proxy(proxyId.toLowerCase()));
  return pointer ? getApplication(pointer.organisation, pointer.application) : undefined;
}

/**
 * Newest first. With a status, through the status index (eventually consistent, like any
 * list); `keep` filters items after reading, paging on until the page is full.
 */
export function listApplications(
  organisationId: string,
  page: PageRequest,
  status?: ApplicationStatus,
  keep?: (application: ApplicationItem) => boolean,
  ids?: IdBounds,
): Promise<Page<ApplicationItem>> {
  const range = keys.applicationsOf(organisationId);
  return queryPage<ApplicationItem>(
    status ? { index: 'gsi1', gsi1pk: keys.applicationStatusIndex(organisationId, status).gsi1pk, ...range } : range,
    page,
    { newestFirst: true, ...(keep ? { keep } : {}), ...(ids ? { ids } : {}) },
  );
}

/**
 * Creates applications (and, where given, their new applicants) all or nothing: one
 * transaction of up to 100 items. Existing applicants are checked to exist in the organisation.
 */
/** A unique claim written with the applications (createApplications' `claims`) was already there. */
export class ClaimTaken extends Error {}

export async function createApplications(
  entries: { application: ApplicationFields; newApplicant?: ApplicantFields }[],
  /** Items that must not exist yet, written in the same transaction (a CRM deal's claim): ClaimTaken when one does. */
  claims: { pk: string; sk: string; [attribute: string]: unknown }[] = [],
): Promise<ApplicationItem[]> {
  const table = tableName();
  const created = entries.map((entry) => applicationItem(entry.application));
  const transactItems = entries.flatMap((entry, index) => {
    const application = created[index]!;
    const applicantStep = entry.newApplicant
      ? { Put: { TableName: table, Item: applicantItem(entry.newApplicant), ConditionExpression: 'attribute_not_exists(pk)' } }
      : { ConditionCheck: { TableName: table, Key: keys.applicant(application.organisation, application.applicant), ConditionExpression: 'attribute_exists(pk)' } };
    return [
      applicantStep,
      { Put: { TableName: table, Item: application, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Put: {
          TableName: table,
          Item: { ...keys.proxy(application.proxy_id), organisation: application.organisation, application: application.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ];
  });
  const claimItems = claims.map((claim) => ({ Put: { TableName: table, Item: claim, ConditionExpression: 'attribute_not_exists(pk)' } }));
  if (transactItems.length + claimItems.length > 100) throw new Error('createApplications: at most 33 applications per transaction');
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: [...transactItems, ...claimItems] }));
  } catch (error) {
    const failed = conditionFailedAt(error);
    if (failed?.some((index) => index >= transactItems.length)) throw new ClaimTaken();
    if (failed?.some((index) => index % 3 === 0 && !entries[index / 3]?.newApplicant)) throw new DomainError('applicant_not_found');
    throw error;
  }
  return created;
}

/** Moves the status only if it is still `from` (optimistic), keeping the status index in step. */
export async function updateApplicationStatus(application: ApplicationItem, to: ApplicationStatus, now: string): Promise<ApplicationItem> {
  try {
    const answer = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(application.organisation, application.id),
        UpdateExpression: 'SET #status = :to, updated_at = :now, gsi1pk = :index',
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':to': to,
          ':from': application.status,
          ':now': now,
          ':index': keys.applicationStatusIndex(application.organisation, to).gsi1pk,
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes as ApplicationItem;
  } catch (error) {
    if (conditionFailedAt(error)) throw new DomainError('concurrent_update');
    throw error;
  }
}

/**
 * Appends the acceptances not recorded yet (same document and version) and the `consented` event
 * naming them, in one UpdateItem conditional on the acceptances read being all there are: a
 * repeat (or the same acceptance twice at once) records nothing more, so the link cannot grow the
 * item. Answers the application as stored.
 */
export async function recordLegalAcceptances(application: ApplicationItem, acceptances: LegalAcceptance[], now: string): Promise<ApplicationItem> {
  let current = application;
  for (let attempt = 1; ; attempt += 1) {
    const held = current.legal_acceptances;
    const fresh = acceptances.filter(
      (acceptance, index) =>
        !held.some((known) => known.document_type === acceptance.document_type && known.version === acceptance.version) &&
        acceptances.findIndex((other) => other.document_type === acceptance.document_type && other.version === acceptance.version) === index,
    );
    if (fresh.length === 0) return current;
    const consented: ApplicationEvent = {
      kind: 'consented',
      at: now,
      detail: { documents: fresh.map((acceptance) => `${acceptance.document_type}@${acceptance.version}`).join(', ') },
    };
    try {
      const answer = await dynamo.send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.application(application.organisation, application.id),
          UpdateExpression: 'SET legal_acceptances = list_append(legal_acceptances, :new), updated_at = :now, events = list_append(if_not_exists(events, :empty), :events)',
          ConditionExpression: 'attribute_exists(pk) AND size(legal_acceptances) = :seen',
          ExpressionAttributeValues: { ':new': fresh, ':now': now, ':empty': [], ':events': [consented], ':seen': held.length },
          ReturnValues: 'ALL_NEW',
        }),
      );
      return answer.Attributes as ApplicationItem;
    } catch (error) {
      if (!conditionFailedAt(error) || attempt >= 5) throw conditionFailedAt(error) ? new DomainError('concurrent_update') : error;
    }
    const reread = await getApplication(application.organisation, application.id);
    if (!reread) throw new DomainError('application_not_found');
    current = reread;
  }
}

export type AppendOutcome = 'appended' | 'repeat' | 'truncated';

/**
 * Appends events to the application's timeline in one UpdateItem (list_append: events recorded
 * at once never overwrite each other), within the timeline's bounds (core/application-events.ts
 * TIMELINE_LIMITS), which the same UpdateItem checks as its condition, so requests at once cannot
 * pass them together: a repeat of the last event within the window is not appended but counted
 * on it ('repeat'),
 * and past the cap the events are dropped and one `timeline_truncated` recorded ('truncated').
 */
export async function appendApplicationEvents(organisationId: string, applicationId: string, events: ApplicationEvent[]): Promise<AppendOutcome> {
  const last = events.at(-1);
  if (!last) return 'appended';
  const essential = events.every((event) => ESSENTIAL_EVENT_KINDS.has(event.kind));
  const limit = TIMELINE_LIMITS.max + (essential ? TIMELINE_LIMITS.essentialHeadroom : 0);
  const key = eventKey(last);
  const since = new Date(Date.parse(last.at) - TIMELINE_LIMITS.repeatWindowMs).toISOString();
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(organisationId, applicationId),
        UpdateExpression: 'SET events = list_append(if_not_exists(events, :empty), :new), updated_at = :now, last_event_key = :key, last_event_at = :now',
        // One slot below the limit stays free for `timeline_truncated`.
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(events) OR size(events) <= :room)' + (essential ? '' : ' AND NOT (last_event_key = :key AND last_event_at > :since)'),
        ExpressionAttributeValues: {
          ':empty': [],
          ':new': events,
          ':now': last.at,
          ':key': key,
          ':room': limit - 1 - events.length,
          ...(essential ? {} : { ':since': since }),
        },
      }),
    );
    return 'appended';
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
  const application = await getApplication(organisationId, applicationId);
  if (!application) throw new DomainError('application_not_found');
  const count = application.events?.length ?? 0;
  if (count <= limit - 1 - events.length) {
    await countRepeat(organisationId, applicationId, count, key);
    return 'repeat';
  }
  await recordTruncation(organisationId, applicationId, last.at);
  return 'truncated';
}

/**
 * A repeat is counted on the last event (`detail.repeats`: how many more times it happened), so
 * the lender still sees that it happened again without the timeline growing. Only if the last
 * event is still that one; a count lost to an append at the same moment is not retried.
 */
async function countRepeat(organisationId: string, applicationId: string, count: number, key: string): Promise<void> {
  if (count === 0) return;
  const last = `events[${count - 1}]`;
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(organisationId, applicationId),
        UpdateExpression: `SET ${last}.detail.repeats = if_not_exists(${last}.detail.repeats, :zero) + :one`,
        ConditionExpression: `size(events) = :count AND last_event_key = :key AND attribute_exists(${last}.detail)`,
        ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':count': count, ':key': key },
      }),
    );
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
}

/** Once per application, in the slot kept free for it: the timeline stopped taking the applicant's events. */
async function recordTruncation(organisationId: string, applicationId: string, at: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(organisationId, applicationId),
        UpdateExpression: 'SET events = list_append(events, :new), timeline_truncated_at = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(timeline_truncated_at) AND size(events) < :hard',
        ExpressionAttributeValues: {
          ':new': [{ kind: 'timeline_truncated', at, detail: { kept: TIMELINE_LIMITS.max } }],
          ':at': at,
          ':hard': TIMELINE_LIMITS.max + TIMELINE_LIMITS.essentialHeadroom,
        },
      }),
    );
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
}

/**
 * Appends one event at most once by its id (kept in `recorded_event_ids`): the event committed
 * with a link's data may be recorded by the request that committed it or, should that one die,
 * by a later one, never twice. Within the timeline's hard cap, like any essential event.
 */
export async function appendEventOnce(organisationId: string, applicationId: string, eventId: string, event: ApplicationEvent): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(organisationId, applicationId),
        UpdateExpression: 'SET events = list_append(if_not_exists(events, :empty), :new), updated_at = :now ADD recorded_event_ids :ids',
        ConditionExpression: 'attribute_exists(pk) AND NOT contains(recorded_event_ids, :id) AND (attribute_not_exists(events) OR size(events) < :hard)',
        ExpressionAttributeValues: {
          ':empty': [],
          ':new': [event],
          ':now': event.at,
          ':ids': new Set([eventId]),
          ':id': eventId,
          ':hard': TIMELINE_LIMITS.max + TIMELINE_LIMITS.essentialHeadroom,
        },
      }),
    );
  } catch (error) {
    // Recorded before (or the timeline is full): nothing more to do.
    if (!conditionFailedAt(error)) throw error;
  }
}

/**
 * The applicant pressing done: `completed_at` and the `completed` event, in one UpdateItem
 * conditional on not being complete yet, so however often or at once it is called there is one
 * `completed`. Answers false when the application was complete already.
 */
export async function completeApplication(
  application: Pick<ApplicationItem, 'organisation' | 'id'>,
  now: string,
  billable: { id: string; type: string; title: string; price_cents: number } | null = null,
): Promise<boolean> {
  // The connect is billed in the same transaction that completes it: once per application, whoever completes first.
  const billed = billable ? [billableEventPut(application.organisation, billable, application.id, now)] : [];
  return transactIf([
    {
      Update: {
        TableName: tableName(),
        Key: keys.application(application.organisation, application.id),
        UpdateExpression: 'SET completed_at = :now, updated_at = :now, events = list_append(if_not_exists(events, :empty), :new)',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(completed_at)',
        ExpressionAttributeValues: { ':now': now, ':empty': [], ':new': [{ kind: 'completed', at: now }] },
      },
    },
    ...billed,
  ]);
}

/**
 * The applicant opening the link, once (`opened_at` marks it): the `opened` event and, from
 * `created`, the status `connecting`, in one conditional UpdateItem. An application whose data
 * the lender sent first has moved on from `created`; its applicant opening the link is still
 * the `opened` event, the status left as it is. Answers undefined when another request opened
 * it first (or the status moved between the read and this write: the caller reads it again).
 */
export async function openApplication(application: ApplicationItem, now: string): Promise<ApplicationItem | undefined> {
  const fromCreated = application.status === 'created';
  try {
    const answer = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(application.organisation, application.id),
        UpdateExpression: fromCreated
          ? 'SET #status = :to, updated_at = :now, opened_at = :now, gsi1pk = :index, events = list_append(if_not_exists(events, :empty), :new)'
          : 'SET opened_at = :now, updated_at = :now, events = list_append(if_not_exists(events, :empty), :new)',
        // Past created, the status is not written: any status but created will do (an analysis may be moving it meanwhile).
        ConditionExpression: fromCreated ? '#status = :created' : 'attribute_not_exists(opened_at) AND #status <> :created',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':now': now,
          ':empty': [],
          ':new': [{ kind: 'opened', at: now }],
          ':created': 'created',
          ...(fromCreated ? { ':to': 'connecting', ':index': keys.applicationStatusIndex(application.organisation, 'connecting').gsi1pk } : {}),
        },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return answer.Attributes as ApplicationItem;
  } catch (error) {
    if (conditionFailedAt(error)) return undefined;
    throw error;
  }
}

/**
 * An applicant's applications (table-design.ts pattern 28): the organisation's applications
 * read with a filter on the applicant, every page. Reads the organisation's whole application
 * range; a per-applicant key is the next step when organisations hold many thousands.
 */
export function listApplicationsOfApplicant(organisationId: string, applicantId: string): Promise<ApplicationItem[]> {
  return applicationsOfApplicants(organisationId, new Set([applicantId]));
}

/** Every applicant of the organisation, only what a search reads (pattern 46). */
export function applicantNames(organisationId: string): Promise<Array<Pick<ApplicantItem, 'id' | 'name' | 'email'>>> {
  const range = keys.applicantsOf(organisationId);
  return queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.skPrefix },
    ProjectionExpression: 'id, #name, email',
    ExpressionAttributeNames: { '#name': 'name' },
  });
}

/**
 * The organisation's applications of these applicants (pattern 46): the application range read
 * once, filtered on the applicant (by DynamoDB for up to 100 applicants, here above that).
 */
export async function applicationsOfApplicants(organisationId: string, applicantIds: ReadonlySet<string>): Promise<ApplicationItem[]> {
  const range = keys.applicationsOf(organisationId);
  if (applicantIds.size === 0) return [];
  if (applicantIds.size > 100) return (await queryAllInRange<ApplicationItem>(range)).filter((application) => applicantIds.has(application.applicant));
  const names = Object.fromEntries([...applicantIds].map((id, index) => [`:a${index}`, id]));
  return queryAll<ApplicationItem>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    FilterExpression: `applicant IN (${Object.keys(names).join(', ')})`,
    ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.skPrefix, ...names },
  });
}

/** The organisation's applications stored with one of `statuses` (gsi1, access pattern 14), read whole. */
export async function applicationsWithStatus(organisationId: string, statuses: readonly ApplicationStatus[]): Promise<ApplicationItem[]> {
  const lists = await Promise.all(
    statuses.map((status) =>
      queryAll<ApplicationItem>({
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :index',
        ExpressionAttributeValues: { ':index': keys.applicationStatusIndex(organisationId, status).gsi1pk },
      }),
    ),
  );
  return lists.flat();
}

/**
 * Stores a re-vet outcome decided on analysis `generation`, unless one from a newer generation is
 * there. The lender's own `reason_for_decline` (sent with the re-vet) is kept apart the first time.
 * Answers whether the outcome now stored is this generation's (true also when it already was).
 */
export async function recordRevetOutcome(application: Pick<ApplicationItem, 'organisation' | 'id'>, generation: number, outcome: 'RED' | 'AMBER' | 'GREEN', reason: string | null, now: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(application.organisation, application.id),
        UpdateExpression:
          'SET revet_outcome = :outcome, revet_generation = :generation, revet_decided_at = :now, updated_at = :now, ' +
          'submitted_reason_for_decline = if_not_exists(submitted_reason_for_decline, loan.reason_for_decline), loan.reason_for_decline = :reason',
        ConditionExpression: 'attribute_exists(loan) AND (attribute_not_exists(revet_generation) OR revet_generation <= :generation)',
        ExpressionAttributeValues: { ':outcome': outcome, ':generation': generation, ':now': now, ':reason': reason },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error)) return false;
    throw error;
  }
}
