/**
 * Storage for the per-user login throttle (policy in core/login-throttle.ts): one item per
 * username whose `attempts` counter is the window's guess slots. Every change is one
 * conditional DynamoDB write, so no two requests can take the same slot, however many arrive
 * at once.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { DomainError } from '#schemas/errors';
import { MAX_FAILURES, throttleState, WINDOW_SECONDS, type ThrottleRecord } from '#core/login-throttle';
import { conditionFailedAt, getItem, nowSeconds, tableName } from './table.ts';

/** A guess slot taken: the window it belongs to, so that its verdict lands in that window only. */
export interface GuessSlot {
  username: string;
  windowStartedAt: number;
}

export function getThrottle(username: string): Promise<ThrottleRecord | undefined> {
  return getItem<ThrottleRecord>(keys.loginThrottle(username));
}

/** One try at a slot: in the current window, or by opening a new one when there is none. */
async function tryTakeSlot(username: string, now: number): Promise<GuessSlot | ThrottleRecord | undefined> {
  const key = keys.loginThrottle(username);
  try {
    const answer = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD attempts :one SET lastReservedAt = :now',
        // An item written before slots existed has no `attempts`; its failures still lock it.
        ConditionExpression: 'windowStartedAt > :cutoff AND failures < :max AND (attempts < :max OR attribute_not_exists(attempts))',
        ExpressionAttributeValues: { ':one': 1, ':now': now, ':cutoff': now - WINDOW_SECONDS, ':max': MAX_FAILURES },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { username, windowStartedAt: (answer.Attributes as ThrottleRecord).windowStartedAt };
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
  try {
    await dynamo.send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...key, attempts: 1, failures: 0, windowStartedAt: now, lastReservedAt: now, expiresAt: now + WINDOW_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk) OR windowStartedAt <= :cutoff',
        ExpressionAttributeValues: { ':cutoff': now - WINDOW_SECONDS },
      }),
    );
    return { username, windowStartedAt: now };
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
  return getThrottle(username);
}

/** Gives back the slots of checks that died, keeping the failures (only if nothing moved since). */
async function freeStaleSlots(username: string, seen: ThrottleRecord): Promise<void> {
  if (seen.attempts === undefined || seen.lastReservedAt === undefined) return;
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginThrottle(username),
        UpdateExpression: 'SET attempts = failures',
        ConditionExpression: 'windowStartedAt = :started AND attempts = :attempts AND lastReservedAt = :last',
        ExpressionAttributeValues: { ':started': seen.windowStartedAt, ':attempts': seen.attempts, ':last': seen.lastReservedAt },
      }),
    );
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
}

const isSlot = (value: GuessSlot | ThrottleRecord | undefined): value is GuessSlot => value !== undefined && 'username' in value;

/**
 * Takes a guess slot for the username, waiting (until `waitUntilMs`) while every slot is held
 * by a check still running; throws 429 too_many_login_attempts with Retry-After once the
 * window's failures are used up, or when the wait runs out.
 */
export async function takeGuessSlot(username: string, waitUntilMs: number): Promise<GuessSlot> {
  for (;;) {
    const now = nowSeconds();
    const taken = await tryTakeSlot(username, now);
    if (isSlot(taken)) return taken;
    const state = throttleState(taken, now);
    if (state.kind === 'locked') {
      throw new DomainError('too_many_login_attempts', undefined, { 'retry-after': String(state.retryAfterSeconds) });
    }
    if (state.kind === 'stale' && taken) await freeStaleSlots(username, taken);
    // Checks still running hold every slot; a wait that runs out answers "try again in a second".
    if (Date.now() >= waitUntilMs) throw new DomainError('too_many_login_attempts', undefined, { 'retry-after': '1' });
    // Jittered, so that the waiters do not all come back in the same instant. 'open' (the window
    // ended or was cleared meanwhile) and 'stale' (just freed) try again at once.
    if (state.kind === 'busy') await sleep(50 + Math.floor(Math.random() * 100));
  }
}

/** A wrong password: the slot stays taken and counts a failure of its window. */
export async function recordFailure(slot: GuessSlot): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginThrottle(slot.username),
        UpdateExpression: 'ADD failures :one',
        ConditionExpression: 'windowStartedAt = :started',
        ExpressionAttributeValues: { ':one': 1, ':started': slot.windowStartedAt },
      }),
    );
  } catch (error) {
    // The window ended or a right password cleared it meanwhile; nothing to count against.
    if (!conditionFailedAt(error)) throw error;
  }
}

/** The check ended without a verdict (an unexpected error): the slot is given back. */
export async function releaseSlot(slot: GuessSlot): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginThrottle(slot.username),
        UpdateExpression: 'ADD attempts :minusOne',
        ConditionExpression: 'windowStartedAt = :started AND attempts > failures',
        ExpressionAttributeValues: { ':minusOne': -1, ':started': slot.windowStartedAt },
      }),
    );
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
}

/** A right password: the window and its failures are forgotten. */
export async function clearThrottle(username: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: tableName(), Key: keys.loginThrottle(username) }));
}
