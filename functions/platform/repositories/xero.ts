/**
 * Khanya's Xero connection, the OAuth state, each organisation's Xero contact and the map from
 * Xero invoices back to bills (table-design.ts patterns 37 and 38).
 */
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { conditionFailedAt, getItem, nowSeconds, tableName } from './table.ts';
import type { BillItem } from './billing.ts';

export interface XeroConnectionItem {
  tenant_id: string;
  tenant_name: string | null;
  /** Sealed with the Xero token key (core/secrets.ts sealToken): never readable from the table alone. */
  access_token: string;
  refresh_token: string;
  expires_at: string;
  version: number;
  connected_by: { organisation: string; user: string };
  connected_at: string;
  refreshed_at: string;
}

export function getXeroConnection(): Promise<XeroConnectionItem | undefined> {
  return getItem<XeroConnectionItem>(keys.xeroConnection());
}

/** A (re)connection replaces the tokens whatever was there. */
export async function putXeroConnection(connection: XeroConnectionItem): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.xeroConnection(), ...connection } }));
}

/** Stores refreshed tokens if nobody else did since `version`; false: read again and use theirs. */
export async function replaceXeroTokens(version: number, tokens: { access_token: string; refresh_token: string; expires_at: string }, now: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.xeroConnection(),
        UpdateExpression: 'SET access_token = :access, refresh_token = :refresh, expires_at = :expires, version = :next, refreshed_at = :now',
        ConditionExpression: 'version = :version',
        ExpressionAttributeValues: { ':access': tokens.access_token, ':refresh': tokens.refresh_token, ':expires': tokens.expires_at, ':next': version + 1, ':version': version, ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error)) return false;
    throw error;
  }
}

export async function putXeroState(hash: string, owner: { organisation: string; user: string }, ttlSeconds: number): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.xeroState(hash), ...owner, expiresAt: nowSeconds() + ttlSeconds } }));
}

/** Consumes the state once; answers its owner if it was there and not expired. */
export async function takeXeroState(hash: string): Promise<{ organisation: string; user: string } | undefined> {
  try {
    const answer = await dynamo.send(
      new DeleteCommand({ TableName: tableName(), Key: keys.xeroState(hash), ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now', ExpressionAttributeValues: { ':now': nowSeconds() }, ReturnValues: 'ALL_OLD' }),
    );
    const item = answer.Attributes as { organisation: string; user: string } | undefined;
    return item ? { organisation: item.organisation, user: item.user } : undefined;
  } catch (error) {
    if (conditionFailedAt(error)) return undefined;
    throw error;
  }
}

export async function getXeroContact(organisationId: string): Promise<string | undefined> {
  return (await getItem<{ contact_id: string }>(keys.xeroContact(organisationId)))?.contact_id;
}

/** Keeps the first contact made for the organisation; answers the one that is kept. */
export async function putXeroContact(organisationId: string, contactId: string): Promise<string> {
  try {
    await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.xeroContact(organisationId), contact_id: contactId }, ConditionExpression: 'attribute_not_exists(pk)' }));
    return contactId;
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
    return (await getXeroContact(organisationId))!;
  }
}

export async function billOfXeroInvoice(invoiceId: string): Promise<{ organisation: string; bill: string } | undefined> {
  return getItem<{ organisation: string; bill: string }>(keys.xeroInvoice(invoiceId));
}

/** Holds the bill for one Xero sync until `until`; false when another sync holds it. */
export async function leaseBillForXero(bill: Pick<BillItem, 'organisation' | 'id'>, now: string, until: string): Promise<boolean> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.bill(bill.organisation, bill.id),
        UpdateExpression: 'SET xero_sync_until = :until',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(xero_sync_until) OR xero_sync_until < :now)',
        ExpressionAttributeValues: { ':until': until, ':now': now },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error)) return false;
    throw error;
  }
}

export async function releaseXeroLease(bill: Pick<BillItem, 'organisation' | 'id'>): Promise<void> {
  await dynamo.send(new UpdateCommand({ TableName: tableName(), Key: keys.bill(bill.organisation, bill.id), UpdateExpression: 'REMOVE xero_sync_until' }));
}

/** Records the bill's Xero invoice (once) and the way back from it. */
export async function setBillXeroInvoice(bill: Pick<BillItem, 'organisation' | 'id'>, invoiceId: string): Promise<void> {
  await dynamo.send(new PutCommand({ TableName: tableName(), Item: { ...keys.xeroInvoice(invoiceId), organisation: bill.organisation, bill: bill.id } }));
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.bill(bill.organisation, bill.id),
        UpdateExpression: 'SET xero_invoice_id = :invoice',
        ConditionExpression: 'attribute_not_exists(xero_invoice_id)',
        ExpressionAttributeValues: { ':invoice': invoiceId },
      }),
    );
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
}

export async function setBillXeroPayment(bill: Pick<BillItem, 'organisation' | 'id'>, paymentId: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.bill(bill.organisation, bill.id),
        UpdateExpression: 'SET xero_payment_id = :payment',
        ConditionExpression: 'attribute_not_exists(xero_payment_id)',
        ExpressionAttributeValues: { ':payment': paymentId },
      }),
    );
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
}

/**
 * Xero says the invoice is paid (finance recorded an EFT, say): the bill is PAID for what was due,
 * once, and no payment is pushed back (`xero_payment_id` = `xero`). Answers whether this call did it.
 */
export async function markBillPaidInXero(bill: BillItem, now: string): Promise<boolean> {
  const due = bill.total_cents - bill.paid_cents;
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.bill(bill.organisation, bill.id),
        UpdateExpression: 'SET #status = :paid, paid_cents = total_cents, paid_at = :now, payments = list_append(payments, :record), xero_payment_id = if_not_exists(xero_payment_id, :xero)',
        ConditionExpression: '#status = :unpaid AND paid_cents = :before',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':paid': 'PAID',
          ':unpaid': 'UNPAID',
          ':now': now,
          ':before': bill.paid_cents,
          ':xero': 'xero',
          ':record': [{ method: 'xero', amount_cents: due, at: now, payment_id: null }],
        },
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error)) return false;
    throw error;
  }
}
