/**
 * Bills, the invoice counter, the prepaid balance, cards, card payments and the payment
 * processor's references (table-design.ts patterns 31–36 and 47). Money is integer cents.
 *
 * Every write two requests, two bill runs or two notifications could make at once is
 * conditional: a bill is put once per organisation and period, in the same transaction as the
 * invoice counter's step (so numbers have no gaps and no duplicates) and the month's management
 * fee; a payment moves pending → succeeded/failed once, and only the writer of that move
 * credits the bill or the balance.
 */
import { TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { BillLine } from '#core/billing';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from './table-design.ts';
import { billableEventPut, conditionFailedAt, getItem, queryAll, queryAllInRange, tableName, transactIf, updateIf } from './table.ts';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface BillPaymentRecord {
  /** `to_balance`: what payments paid beyond the total, moved to the prepaid balance (a negative amount). */
  method: 'balance' | 'card' | 'xero' | 'to_balance';
  amount_cents: number;
  at: string;
  payment_id: string | null;
}

export interface BillItem {
  pk: string;
  sk: string;
  type: 'bill';
  id: string;
  organisation: string;
  period: string;
  sequence: number;
  invoice_number: string;
  created_at: string;
  lines: BillLine[];
  subtotal_cents: number;
  vat_cents: number;
  total_cents: number;
  paid_cents: number;
  status: 'UNPAID' | 'PAID';
  paid_at: string | null;
  payments: BillPaymentRecord[];
  /** A card payment running for this bill: its id and until when it holds the bill. */
  payment_lock?: string;
  payment_lock_until?: string;
  /** In Khanya's Xero (services/xero.ts): the invoice, and the payment pushed (`xero` when Xero told us it was paid). */
  xero_invoice_id?: string;
  xero_payment_id?: string;
  xero_sync_until?: string;
}

export interface CardItem {
  pk: string;
  sk: string;
  type: 'card';
  id: string;
  organisation: string;
  name: string;
  is_linked: boolean;
  deleted: boolean;
  last_four: string | null;
  brand: string | null;
  /** The processor's stored-card token: used to charge, never answered. */
  registration_id: string | null;
  /** The hosted card page waiting to be filled in (create or relink). */
  pending_checkout_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentItem {
  pk: string;
  sk: string;
  type: 'payment';
  id: string;
  organisation: string;
  kind: 'bill' | 'topup';
  bill: string | null;
  card: string;
  amount_cents: number;
  status: 'pending' | 'succeeded' | 'failed';
  provider_id: string | null;
  result_code: string | null;
  result_description: string | null;
  created_at: string;
  updated_at: string;
  /** The settling job's first run that found no transaction for it at Peach (it fails it only on a later one). */
  unfound_since?: string;
  /** Failed as unknown to Peach, then reported charged: its amount went to the prepaid balance. */
  credited_to_balance?: boolean;
  /** While pending only (pattern 47): the settling job finds it by age. */
  gsi1pk?: string;
  gsi1sk?: string;
}

/** A payment as the use cases hold it (without its table keys). */
export type PaymentRecord = Omit<PaymentItem, 'pk' | 'sk' | 'type' | 'gsi1pk' | 'gsi1sk'>;

/** What a processor reference (merchantTransactionId) belongs to: the notification's only way back to an organisation. */
export interface ProcessorReferenceItem {
  pk: string;
  sk: string;
  organisation: string;
  kind: 'card' | 'payment';
  id: string;
}

// ------------------------------------------------------------------ bills

export function getBill(organisationId: string, billId: string): Promise<BillItem | undefined> {
  return getItem<BillItem>(keys.bill(organisationId, billId));
}

/** The organisation's bills, newest period first. */
export async function listBills(organisationId: string): Promise<BillItem[]> {
  const bills = await queryAllInRange<BillItem>(keys.billsOf(organisationId));
  return bills.sort((a, b) => b.period.localeCompare(a.period));
}

export async function lastInvoiceSequence(organisationId: string): Promise<number> {
  const counter = await getItem<{ last: number }>(keys.invoiceCounter(organisationId));
  return counter?.last ?? 0;
}

export async function balanceCents(organisationId: string): Promise<number> {
  const balance = await getItem<{ balance_cents: number }>(keys.balance(organisationId));
  return balance?.balance_cents ?? 0;
}

function counterStep(organisationId: string, previous: number): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.invoiceCounter(organisationId),
      UpdateExpression: 'SET #last = :next',
      ConditionExpression: previous === 0 ? 'attribute_not_exists(#last)' : '#last = :previous',
      ExpressionAttributeNames: { '#last': 'last' },
      ExpressionAttributeValues: { ':next': previous + 1, ...(previous === 0 ? {} : { ':previous': previous }) },
    },
  };
}

/** Takes `amount` from the balance only if it is there (never below zero). */
function balanceCredit(organisationId: string, amountCents: number, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.balance(organisationId),
      UpdateExpression: 'SET balance_cents = if_not_exists(balance_cents, :zero) + :amount, updated_at = :now',
      ExpressionAttributeValues: { ':zero': 0, ':amount': amountCents, ':now': now },
    },
  };
}

function balanceDebit(organisationId: string, amountCents: number, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.balance(organisationId),
      UpdateExpression: 'SET balance_cents = balance_cents - :amount, updated_at = :now',
      ConditionExpression: 'balance_cents >= :amount',
      ExpressionAttributeValues: { ':amount': amountCents, ':now': now },
    },
  };
}

export interface NewBill {
  bill: Omit<BillItem, 'pk' | 'sk' | 'type'>;
  /** The invoice counter's value the bill's sequence follows (bill.sequence = previous + 1). */
  previousSequence: number;
  /** The month's management fee as a billable event, written with the bill. */
  managementFee: { id: string; title: string; price_cents: number } | null;
  /** Cents of the prepaid balance the bill takes (bill.paid_cents includes them). */
  fromBalanceCents: number;
}

/**
 * Writes the bill, steps the invoice counter, records the management fee and takes the balance,
 * all or nothing. Answers 'created', 'exists' (this period's bill is there: another run made it)
 * or 'retry' (the counter or the balance moved since they were read: read again and retry).
 */
export async function putBill(input: NewBill): Promise<'created' | 'exists' | 'retry'> {
  const { bill } = input;
  const items: TransactItem[] = [
    { Put: { TableName: tableName(), Item: { ...keys.bill(bill.organisation, bill.id), type: 'bill', ...bill }, ConditionExpression: 'attribute_not_exists(pk)' } },
    counterStep(bill.organisation, input.previousSequence),
  ];
  if (input.managementFee) items.push(billableEventPut(bill.organisation, { ...input.managementFee, type: 'MANAGEMENT FEE' }, bill.organisation, bill.created_at));
  if (input.fromBalanceCents > 0) items.push(balanceDebit(bill.organisation, input.fromBalanceCents, bill.created_at));
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: items }));
    return 'created';
  } catch (error) {
    const failed = conditionFailedAt(error);
    if (!failed) throw error;
    return failed.includes(0) ? 'exists' : 'retry';
  }
}

/**
 * Pays what the balance can of an unpaid bill: the balance debit and the bill's credit in one
 * transaction, conditioned on the amounts read and on no live card payment holding the bill (it
 * is charging the card for the whole amount due). Answers false when either moved (read again)
 * or the bill is held.
 */
export async function payBillFromBalance(bill: BillItem, amountCents: number, now: string): Promise<boolean> {
  const paid = bill.paid_cents + amountCents;
  const status = paid >= bill.total_cents ? 'PAID' : 'UNPAID';
  return transactIf([
    balanceDebit(bill.organisation, amountCents, now),
    {
      Update: {
        TableName: tableName(),
        Key: keys.bill(bill.organisation, bill.id),
        UpdateExpression: 'SET paid_cents = :paid, #status = :status, paid_at = :paidAt, payments = list_append(payments, :record)',
        ConditionExpression: 'paid_cents = :before AND #status = :unpaid AND (attribute_not_exists(payment_lock) OR payment_lock_until < :paidNow)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':paidNow': now,
          ':paid': paid,
          ':status': status,
          ':paidAt': status === 'PAID' ? now : null,
          ':record': [{ method: 'balance', amount_cents: amountCents, at: now, payment_id: null } satisfies BillPaymentRecord],
          ':before': bill.paid_cents,
          ':unpaid': 'UNPAID',
        },
      },
    },
  ]);
}

/** Holds an unpaid bill for one card payment until `until`; false when it is paid or held by a live payment. */
export async function lockBillForPayment(bill: BillItem, paymentId: string, now: string, until: string): Promise<boolean> {
  return updateIf({
    Key: keys.bill(bill.organisation, bill.id),
    UpdateExpression: 'SET payment_lock = :payment, payment_lock_until = :until',
    ConditionExpression: '#status = :unpaid AND (attribute_not_exists(payment_lock) OR payment_lock_until < :now)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':payment': paymentId, ':until': until, ':now': now, ':unpaid': 'UNPAID' },
  });
}

export async function unlockBill(bill: Pick<BillItem, 'organisation' | 'id'>, paymentId: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.bill(bill.organisation, bill.id),
        UpdateExpression: 'REMOVE payment_lock, payment_lock_until',
        ConditionExpression: 'payment_lock = :payment',
        ExpressionAttributeValues: { ':payment': paymentId },
      }),
    );
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
}

// ------------------------------------------------------------------ cards

export function getCard(organisationId: string, cardId: string): Promise<CardItem | undefined> {
  return getItem<CardItem>(keys.card(organisationId, cardId));
}

export async function listCards(organisationId: string): Promise<CardItem[]> {
  return queryAllInRange<CardItem>(keys.cardsOf(organisationId));
}

/** The card and the processor's reference to it, together. */
export async function putCard(card: Omit<CardItem, 'pk' | 'sk' | 'type'>): Promise<void> {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        { Put: { TableName: tableName(), Item: { ...keys.card(card.organisation, card.id), type: 'card', ...card }, ConditionExpression: 'attribute_not_exists(pk)' } },
        { Put: { TableName: tableName(), Item: { ...keys.processorReference(card.id), organisation: card.organisation, kind: 'card', id: card.id } } },
      ],
    }),
  );
}

export async function setCardCheckout(card: CardItem, checkoutId: string, now: string): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.card(card.organisation, card.id),
      UpdateExpression: 'SET pending_checkout_id = :checkout, updated_at = :now',
      ConditionExpression: 'attribute_exists(pk) AND deleted = :false',
      ExpressionAttributeValues: { ':checkout': checkoutId, ':now': now, ':false': false },
    }),
  );
}

/**
 * The processor stored the card entered on checkout `checkoutId`: link it. Conditional on that
 * checkout still being the card's pending one, so a replayed or stale notification changes
 * nothing. Answers the card as it was before (for the old token to be deregistered) or undefined.
 */
export async function linkCard(
  organisationId: string,
  cardId: string,
  link: { checkoutId: string; registrationId: string; lastFour: string | null; brand: string | null },
  now: string,
): Promise<CardItem | undefined> {
  try {
    const answer = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.card(organisationId, cardId),
        UpdateExpression: 'SET is_linked = :true, registration_id = :registration, last_four = :last, brand = :brand, pending_checkout_id = :null, updated_at = :now',
        ConditionExpression: 'pending_checkout_id = :checkout AND deleted = :false',
        ExpressionAttributeValues: {
          ':true': true,
          ':false': false,
          ':registration': link.registrationId,
          ':last': link.lastFour,
          ':brand': link.brand,
          ':null': null,
          ':now': now,
          ':checkout': link.checkoutId,
        },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return answer.Attributes as CardItem;
  } catch (error) {
    if (conditionFailedAt(error)) return undefined;
    throw error;
  }
}

/** Marks the card deleted; answers it as it was (for its token to be deregistered), or undefined when already deleted. */
export async function deleteCard(organisationId: string, cardId: string, now: string): Promise<CardItem | undefined> {
  try {
    const answer = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.card(organisationId, cardId),
        UpdateExpression: 'SET deleted = :true, is_linked = :false, registration_id = :null, pending_checkout_id = :null, updated_at = :now',
        ConditionExpression: 'attribute_exists(pk) AND deleted = :false',
        ExpressionAttributeValues: { ':true': true, ':false': false, ':null': null, ':now': now },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return answer.Attributes as CardItem;
  } catch (error) {
    if (conditionFailedAt(error)) return undefined;
    throw error;
  }
}

// ------------------------------------------------------------------ payments

export function getPayment(organisationId: string, paymentId: string): Promise<PaymentItem | undefined> {
  return getItem<PaymentItem>(keys.payment(organisationId, paymentId));
}

export async function putPayment(payment: PaymentRecord): Promise<void> {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: { ...keys.payment(payment.organisation, payment.id), type: 'payment', ...payment, ...keys.pendingPaymentInIndex(payment.organisation, payment.id, payment.created_at) },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        { Put: { TableName: tableName(), Item: { ...keys.processorReference(payment.id), organisation: payment.organisation, kind: 'payment', id: payment.id } } },
      ],
    }),
  );
}

/**
 * Payments of every organisation still pending that were made before `createdBefore` (ISO),
 * oldest first (pattern 47). The index lags a little: re-read a payment before acting on it.
 */
export async function pendingPaymentsCreatedBefore(createdBefore: string): Promise<PaymentItem[]> {
  return queryAll<PaymentItem>({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pending AND gsi1sk < :before',
    ExpressionAttributeValues: { ':pending': keys.pendingPaymentsIndex().gsi1pk, ':before': createdBefore },
  });
}

export interface PaymentResult {
  providerId: string | null;
  resultCode: string | null;
  resultDescription: string | null;
}

/**
 * Settles a pending payment as succeeded, crediting what it paid for in the same transaction:
 * the bill (paid amount, status, the lock released) or the prepaid balance. Only the first of
 * several callers (the charge's answer and the processor's notification, in any order) moves it;
 * answers whether this call did.
 */
export async function settlePaymentSucceeded(payment: PaymentRecord, result: PaymentResult, now: string, bill: BillItem | undefined): Promise<boolean> {
  const items: TransactItem[] = [paymentMove(payment, 'succeeded', result, now)];
  if (payment.kind === 'bill' && bill) {
    items.push({
      Update: {
        TableName: tableName(),
        Key: keys.bill(payment.organisation, bill.id),
        UpdateExpression:
          'SET paid_cents = paid_cents + :amount, payments = list_append(payments, :record) REMOVE payment_lock, payment_lock_until',
        ExpressionAttributeValues: {
          ':amount': payment.amount_cents,
          ':record': [{ method: 'card', amount_cents: payment.amount_cents, at: now, payment_id: payment.id } satisfies BillPaymentRecord],
        },
      },
    });
  } else if (payment.kind === 'topup') {
    items.push(balanceCredit(payment.organisation, payment.amount_cents, now));
  }
  return transactIf(items);
}

/**
 * Notes that Peach's transaction report had nothing for this pending payment, unless a run noted
 * it before: answers when it was first noted, or null when the payment is no longer pending.
 */
export async function markPaymentUnfound(payment: Pick<PaymentRecord, 'organisation' | 'id'>, at: string): Promise<string | null> {
  try {
    const answer = await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.payment(payment.organisation, payment.id),
        UpdateExpression: 'SET unfound_since = if_not_exists(unfound_since, :at)',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': at, ':pending': 'pending' },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return (answer.Attributes?.unfound_since as string | undefined) ?? at;
  } catch (error) {
    if (conditionFailedAt(error)) return null;
    throw error;
  }
}

/**
 * A payment failed because Peach's report had no transaction for it (`unfoundCode`) that Peach
 * reports as charged after all: succeeded, and its amount credited to the prepaid balance (its bill
 * was freed and may have been paid another way since), once: conditioned on that failure.
 */
export async function recoverUnfoundPayment(payment: PaymentRecord, result: PaymentResult, unfoundCode: string, now: string): Promise<boolean> {
  return transactIf([
    {
      Update: {
        TableName: tableName(),
        Key: keys.payment(payment.organisation, payment.id),
        UpdateExpression: 'SET #status = :succeeded, provider_id = :provider, result_code = :code, result_description = :description, updated_at = :now, credited_to_balance = :yes',
        ConditionExpression: '#status = :failed AND result_code = :unfound',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':succeeded': 'succeeded',
          ':failed': 'failed',
          ':unfound': unfoundCode,
          ':provider': result.providerId,
          ':code': result.resultCode,
          ':description': result.resultDescription,
          ':now': now,
          ':yes': true,
        },
      },
    },
    balanceCredit(payment.organisation, payment.amount_cents, now),
  ]);
}

/**
 * Moves what a bill's payments paid beyond its total to the prepaid balance (a card payment whose
 * answer was late, settling after the bill was paid another way), once: conditioned on the paid
 * amount read. Answers the rand moved, 0 when nothing was over or another call moved it.
 */
export async function moveOverpaymentToBalance(bill: BillItem, now: string): Promise<number> {
  const over = bill.paid_cents - bill.total_cents;
  if (over <= 0) return 0;
  const moved = await transactIf([
    {
      Update: {
        TableName: tableName(),
        Key: keys.bill(bill.organisation, bill.id),
        UpdateExpression: 'SET paid_cents = :total, payments = list_append(payments, :record)',
        ConditionExpression: 'paid_cents = :seen',
        ExpressionAttributeValues: {
          ':total': bill.total_cents,
          ':seen': bill.paid_cents,
          ':record': [{ method: 'to_balance', amount_cents: -over, at: now, payment_id: null } satisfies BillPaymentRecord],
        },
      },
    },
    balanceCredit(bill.organisation, over, now),
  ]);
  return moved ? over : 0;
}

/** A bill whose paid amount reached its total is PAID (a separate step: the credit above cannot compare two attributes' sum). */
export async function markBillPaidIfCovered(organisationId: string, billId: string, now: string): Promise<void> {
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.bill(organisationId, billId),
        UpdateExpression: 'SET #status = :paid, paid_at = :now',
        ConditionExpression: '#status = :unpaid AND paid_cents >= total_cents',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':paid': 'PAID', ':unpaid': 'UNPAID', ':now': now },
      }),
    );
  } catch (error) {
    if (!conditionFailedAt(error)) throw error;
  }
}

/** Settles a pending payment as failed (once); the bill's lock is released apart (unlockBill), and expires anyway. */
export async function settlePaymentFailed(payment: PaymentRecord, result: PaymentResult, now: string): Promise<boolean> {
  return transactIf([paymentMove(payment, 'failed', result, now)]);
}

function paymentMove(payment: PaymentRecord, to: 'succeeded' | 'failed', result: PaymentResult, now: string): TransactItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.payment(payment.organisation, payment.id),
      // Settled: out of the pending payments' index (pattern 47) in the same write.
      UpdateExpression: 'SET #status = :to, provider_id = :provider, result_code = :code, result_description = :description, updated_at = :now REMOVE gsi1pk, gsi1sk',
      ConditionExpression: '#status = :pending',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':to': to,
        ':pending': 'pending',
        ':provider': result.providerId,
        ':code': result.resultCode,
        ':description': result.resultDescription,
        ':now': now,
      },
    },
  };
}

export function getProcessorReference(reference: string): Promise<ProcessorReferenceItem | undefined> {
  return getItem<ProcessorReferenceItem>(keys.processorReference(reference));
}
