/**
 * Cards, card payments and the prepaid balance, through Peach Payments (connectors/peach.ts).
 *
 * - A card is added on Peach's hosted page (CreateCardOut.redirect_url); Peach's notification
 *   links it (last four digits, brand, the stored-card token). Khanya never sees the number.
 * - Paying a bill takes the prepaid balance first, then charges the card for the rest. The bill
 *   is held for one card payment at a time, so two pay requests at once charge once.
 * - A charge is settled by whichever comes first, the charge's answer or Peach's notification
 *   (the payment's id is the merchantTransactionId); the other finds it settled and does nothing.
 * - A top-up credits the balance, which then pays unpaid bills, oldest first.
 * - A charge neither answered nor notified (Peach never got it, or both were lost) is settled by a
 *   job every 10 minutes once it is 30 minutes old, from Peach's transaction report (settleStalePayments).
 */
import { DomainError } from '#schemas/errors';
import { toCents, toRand } from '#core/bank-data';
import { newObjectId } from '#core/ids';
import { centsFromPeachAmount, decryptPeachNotification, PeachNotificationRefused, peachOutcome, type PeachNotification } from '#core/peach';
import { splitPayment } from '#core/billing';
import { config } from '../config.ts';
import { logger } from '../logger.ts';
import { peachCredentials } from '../aws/provider-secrets.ts';
import { chargeStoredCard, createCardCheckout, deleteStoredCard, findCharge, PEACH_TRANSACTION_NOT_FOUND, PeachUnavailable, type ChargeAnswer, type ChargeReport } from '../connectors/peach.ts';
import {
  balanceCents,
  deleteCard as markCardDeleted,
  getBill,
  getCard,
  getPayment,
  getProcessorReference,
  linkCard,
  listBills,
  markPaymentUnfound,
  recoverUnfoundPayment,
  listCards,
  lockBillForPayment,
  markBillPaidIfCovered,
  moveOverpaymentToBalance,
  payBillFromBalance,
  pendingPaymentsCreatedBefore,
  putCard,
  putPayment,
  setCardCheckout,
  settlePaymentFailed,
  settlePaymentSucceeded,
  unlockBill,
  type BillItem,
  type CardItem,
  type PaymentRecord,
} from '../repositories/billing.ts';
import { nowIso } from '../repositories/table.ts';
import { billOf, presentBill, publishBillPaid } from './billing.ts';
import { pushBill } from './xero.ts';

/** How long a card payment holds a bill: well beyond Peach's answer time, short enough to retry soon after a crash. */
const PAYMENT_LOCK_MS = 2 * 60 * 1000;

// ------------------------------------------------------------------ cards

export function presentCard(card: CardItem) {
  return { id: card.id, name: card.name, is_linked: card.is_linked, deleted: card.deleted, last_four: card.last_four, brand: card.brand };
}

async function cardOf(organisationId: string, cardId: string): Promise<CardItem> {
  const card = await getCard(organisationId, cardId);
  if (!card || card.deleted) throw new DomainError('card_not_found');
  return card;
}

/** Where Peach sends the lender back after the card page: the console's billing page (CONSOLE_URL is the console's base, e.g. …/console). */
const shopperResultUrl = (cardId: string) => `${config.consoleUrl.replace(/\/+$/, '')}/billing?card=${encodeURIComponent(cardId)}`;

async function checkout(cardId: string) {
  try {
    return await createCardCheckout({ merchantTransactionId: cardId, shopperResultUrl: shopperResultUrl(cardId) });
  } catch (error) {
    if (error instanceof PeachUnavailable) throw new DomainError('payment_provider_unavailable');
    throw error;
  }
}

/** The checkout first, then the card: if Peach is down nothing is written. */
export async function createCard(organisationId: string, name: string) {
  const id = newObjectId();
  const { checkoutId, redirectUrl } = await checkout(id);
  const now = nowIso();
  await putCard({ id, organisation: organisationId, name, is_linked: false, deleted: false, last_four: null, brand: null, registration_id: null, pending_checkout_id: checkoutId, created_at: now, updated_at: now });
  return { id, name, redirect_url: redirectUrl };
}

/** A new card page for the same card (an expired card, a new number): the card stays usable until the new one is stored. */
export async function relinkCard(organisationId: string, cardId: string) {
  const card = await cardOf(organisationId, cardId);
  const { checkoutId, redirectUrl } = await checkout(card.id);
  await setCardCheckout(card, checkoutId, nowIso());
  return { id: card.id, name: card.name, redirect_url: redirectUrl };
}

export async function cards(organisationId: string) {
  return (await listCards(organisationId)).filter((card) => !card.deleted).map(presentCard);
}

/** Deleting twice answers the same; the stored card is forgotten at Peach too. */
export async function deleteCard(organisationId: string, cardId: string) {
  const card = await getCard(organisationId, cardId);
  if (!card) throw new DomainError('card_not_found');
  const before = await markCardDeleted(organisationId, cardId, nowIso());
  if (before?.registration_id) await deleteStoredCard(before.registration_id);
  return { id: card.id, name: card.name, deleted: true };
}

// ------------------------------------------------------------------ settling a charge

/**
 * A bill just became PAID: the lender's webhook, and the payment in Khanya's Xero. The Xero push
 * is best effort here (the nightly run pushes whatever is missing), so it never fails a payment.
 */
async function afterBillPaid(bill: BillItem): Promise<void> {
  await publishBillPaid(bill);
  try {
    await pushBill(bill);
  } catch (error) {
    logger.error('Pushing a paid bill to Xero failed; the nightly sync retries it', { bill: bill.id, error: error as Error });
  }
}

function resultOf(answer: ChargeAnswer) {
  return { providerId: answer.providerId, resultCode: answer.resultCode, resultDescription: answer.resultDescription };
}

/**
 * Applies a charge's result to its payment, once: succeeded credits the bill (then PAID when
 * covered, with bill.paid) or the balance (then the balance pays unpaid bills); failed frees the
 * bill. Called with the charge's answer and with Peach's notification; whichever is second
 * changes nothing. Answers the payment's outcome.
 */
async function settle(payment: PaymentRecord, answer: ChargeAnswer): Promise<'succeeded' | 'failed' | 'pending'> {
  const outcome = peachOutcome(answer.resultCode);
  const now = nowIso();
  if (outcome === 'pending') return 'pending';
  if (outcome === 'failed') {
    await settlePaymentFailed(payment, resultOf(answer), now);
    if (payment.bill) {
      await unlockBill({ organisation: payment.organisation, id: payment.bill }, payment.id);
      // The balance a top-up brought while the card held this bill may pay it now.
      const freed = await getBill(payment.organisation, payment.bill);
      if (freed?.status === 'UNPAID') await applyBalance(freed);
    }
    return 'failed';
  }
  const bill = payment.bill ? await getBill(payment.organisation, payment.bill) : undefined;
  const moved = await settlePaymentSucceeded(payment, resultOf(answer), now, bill);
  if (payment.kind === 'bill' && bill) {
    if (moved) {
      await markBillPaidIfCovered(payment.organisation, bill.id, now);
      const paid = await getBill(payment.organisation, bill.id);
      if (paid?.status === 'PAID') await afterBillPaid(paid);
    }
    // A late card answer on a bill paid meanwhile (its lock had run out): the excess is credit, not
    // lost. Also when this call did not settle it (the one that did may have died before this).
    const after = await getBill(payment.organisation, bill.id);
    if (after && (await moveOverpaymentToBalance(after, now)) > 0) {
      logger.warn('A bill was paid beyond its total; the excess went to the prepaid balance', { bill: after.id, payment: payment.id });
    }
  }
  if (moved && payment.kind === 'topup') await payBillsFromBalance(payment.organisation);
  return 'succeeded';
}

async function charge(payment: PaymentRecord, card: CardItem): Promise<'succeeded' | 'failed' | 'pending'> {
  let answer: ChargeAnswer;
  try {
    answer = await chargeStoredCard({ registrationId: card.registration_id!, amountCents: payment.amount_cents, merchantTransactionId: payment.id });
  } catch (error) {
    // The charge may or may not have happened: the payment stays pending for Peach's notification,
    // or else the stale-payments job, to settle.
    if (error instanceof PeachUnavailable) throw new DomainError('payment_provider_unavailable');
    throw error;
  }
  const outcome = await settle(payment, answer);
  if (outcome === 'failed') throw new DomainError('payment_declined', answer.resultDescription || answer.resultCode);
  return outcome;
}

function newPayment(organisationId: string, kind: 'bill' | 'topup', cardId: string, amountCents: number, billId: string | null): PaymentRecord {
  const now = nowIso();
  return { id: newObjectId(), organisation: organisationId, kind, bill: billId, card: cardId, amount_cents: amountCents, status: 'pending', provider_id: null, result_code: null, result_description: null, created_at: now, updated_at: now };
}

async function linkedCard(organisationId: string, cardId: string): Promise<CardItem> {
  const card = await cardOf(organisationId, cardId);
  if (!card.is_linked || !card.registration_id) throw new DomainError('card_not_linked');
  return card;
}

// ------------------------------------------------------------------ paying

/** Pays what the balance can of one bill; answers the bill as it is after. */
async function applyBalance(bill: BillItem): Promise<BillItem> {
  let current = bill;
  for (let attempt = 0; attempt < 8 && current.status === 'UNPAID'; attempt++) {
    const { fromBalance } = splitPayment(current.total_cents - current.paid_cents, await balanceCents(current.organisation));
    if (fromBalance === 0) return current;
    if (await payBillFromBalance(current, fromBalance, nowIso())) {
      const after = (await getBill(current.organisation, current.id))!;
      if (after.status === 'PAID') await afterBillPaid(after);
      return after;
    }
    current = (await getBill(current.organisation, current.id))!;
  }
  return current;
}

/**
 * After a top-up: the balance pays unpaid bills, oldest first, as far as it goes. A bill a card
 * payment holds is passed over (the card pays it; should the card fail, the balance pays it then).
 */
async function payBillsFromBalance(organisationId: string): Promise<void> {
  const unpaid = (await listBills(organisationId)).filter((bill) => bill.status === 'UNPAID').reverse();
  for (const bill of unpaid) {
    if (bill.payment_lock && bill.payment_lock_until && bill.payment_lock_until > nowIso()) continue;
    const after = await applyBalance(bill);
    if (after.status === 'UNPAID') return;
  }
}

export async function payBill(organisationId: string, input: { bill_id: string; card_id: string }) {
  const bill = await billOf(organisationId, input.bill_id);
  if (bill.status === 'PAID') throw new DomainError('bill_already_paid');
  const card = await linkedCard(organisationId, input.card_id);
  const afterBalance = await applyBalance(bill);
  const fromBalance = afterBalance.paid_cents - bill.paid_cents;
  if (afterBalance.status === 'PAID') {
    return { message: 'Bill paid from the prepaid balance.', status: 'PAID' as const, amount_from_balance: toRand(fromBalance), amount_charged: 0, bill: presentBill(afterBalance) };
  }
  const payment = newPayment(organisationId, 'bill', card.id, afterBalance.total_cents - afterBalance.paid_cents, bill.id);
  const now = new Date();
  if (!(await lockBillForPayment(afterBalance, payment.id, now.toISOString(), new Date(now.getTime() + PAYMENT_LOCK_MS).toISOString()))) {
    const latest = await getBill(organisationId, bill.id);
    throw new DomainError(latest?.status === 'PAID' ? 'bill_already_paid' : 'payment_in_progress');
  }
  await putPayment(payment);
  const outcome = await charge(payment, card);
  const latest = (await getBill(organisationId, bill.id))!;
  return {
    message: outcome === 'succeeded' ? 'Bill paid.' : 'The card payment is being processed; the bill shows it when Peach confirms.',
    status: latest.status,
    amount_from_balance: toRand(fromBalance),
    amount_charged: outcome === 'succeeded' ? toRand(payment.amount_cents) : 0,
    bill: presentBill(latest),
  };
}

export async function topUp(organisationId: string, input: { card_id: string; topup_amount: number }) {
  const card = await linkedCard(organisationId, input.card_id);
  const payment = newPayment(organisationId, 'topup', card.id, toCents(input.topup_amount), null);
  await putPayment(payment);
  const outcome = await charge(payment, card);
  const balance = await balanceCents(organisationId);
  return {
    message: outcome === 'succeeded' ? 'Balance topped up; it pays your bills before any card.' : 'The top-up is being processed; the balance shows it when Peach confirms.',
    status: outcome === 'succeeded' ? 'success' : 'pending',
    new_balance: toRand(balance),
  };
}

export async function balance(organisationId: string) {
  return { balance: toRand(await balanceCents(organisationId)) };
}

// ------------------------------------------------------------------ Peach's notifications

/**
 * POST /v1/webhooks/payments/peach: decrypt (a forgery or tampered body → 401, logged), find what
 * it is about by our reference (unknown → 404, logged), apply it once (a replay changes nothing).
 */
export async function receivePeachNotification(input: { body: string; iv: string | undefined; tag: string | undefined }): Promise<void> {
  let notification: PeachNotification;
  try {
    notification = decryptPeachNotification({ keyHex: (await peachCredentials()).notificationKey, ivHex: input.iv, tagHex: input.tag, body: input.body });
  } catch (error) {
    if (!(error instanceof PeachNotificationRefused)) throw error;
    logger.warn('Peach notification refused', { reason: error.message });
    throw new DomainError('invalid_webhook_signature');
  }
  const { payload } = notification;
  const reference = payload.merchantTransactionId ? await getProcessorReference(payload.merchantTransactionId) : undefined;
  if (!reference) {
    logger.warn('Peach notification for nothing of ours', { type: notification.type, peach_id: payload.id, reference: payload.merchantTransactionId ?? null });
    throw new DomainError('resource_not_found');
  }
  if (notification.type === 'REGISTRATION' && reference.kind === 'card') {
    if (notification.action === 'DELETED') return; // we asked for it (a deleted or replaced card)
    const checkoutId = typeof payload.ndc === 'string' ? payload.ndc : '';
    if (peachOutcome(payload.result.code) !== 'succeeded') {
      logger.info('Peach could not store a card', { card: reference.id, code: payload.result.code });
      return;
    }
    const before = await linkCard(reference.organisation, reference.id, { checkoutId, registrationId: payload.id, lastFour: payload.card?.last4Digits ?? null, brand: payload.paymentBrand ?? null }, nowIso());
    if (before?.registration_id && before.registration_id !== payload.id) await deleteStoredCard(before.registration_id);
    return;
  }
  if (notification.type === 'PAYMENT' && reference.kind === 'payment') {
    const payment = await getPayment(reference.organisation, reference.id);
    if (!payment) throw new DomainError('resource_not_found');
    if (!payload.amount || centsFromPeachAmount(payload.amount) !== payment.amount_cents) {
      logger.error('Peach payment notification with another amount than ours: not applied', { payment: payment.id, amount: payload.amount ?? null });
      throw new DomainError('invalid_webhook_signature');
    }
    if (payment.status === 'failed' && payment.result_code === PEACH_TRANSACTION_NOT_FOUND && peachOutcome(payload.result.code) === 'succeeded') {
      // Failed by the settling job because Peach's report had no such charge, yet Peach took it:
      // the money is the organisation's, as prepaid balance (its bill was freed meanwhile).
      if (await recoverUnfoundPayment(payment, { providerId: payload.id, resultCode: payload.result.code, resultDescription: payload.result.description ?? '' }, PEACH_TRANSACTION_NOT_FOUND, nowIso())) {
        logger.error('Peach reported charged a payment failed as unknown to it: its amount went to the prepaid balance', { payment: payment.id, organisation: payment.organisation });
        await payBillsFromBalance(payment.organisation);
      }
      return;
    }
    if (payment.status !== 'pending') {
      // Settled already (by the charge's answer): make sure its bill.paid went out, in case the
      // settling request died before publishing (idempotent: the event id comes from the bill).
      const bill = payment.bill ? await getBill(payment.organisation, payment.bill) : undefined;
      if (bill?.status === 'PAID') await publishBillPaid(bill);
      return;
    }
    await settle(payment, { providerId: payload.id, resultCode: payload.result.code, resultDescription: payload.result.description ?? '' });
    return;
  }
  logger.warn('Peach notification of a kind we do not act on', { type: notification.type, reference: reference.kind });
}

// ------------------------------------------------------------------ charges nobody settled

/** How old a pending payment must be before Peach is asked about it: far beyond a charge's answer time (20 s) and Peach's notification retries. */
export const STALE_PAYMENT_AGE_MS = 30 * 60 * 1000;
/**
 * A report with no transaction fails the payment only when a run at least this long before found
 * none either: one answer could be a report that has not caught up yet, and a wrong "failed" frees
 * a bill whose card was charged (should Peach report it charged after all, the amount goes to the
 * prepaid balance: recoverUnfoundPayment).
 */
export const UNFOUND_CONFIRM_MS = 10 * 60 * 1000;

/** What one run found; two runs at once may both count a payment that only one of them moved. */
export interface StalePaymentsRun {
  checked: number;
  succeeded: number;
  failed: number;
  /** Peach unreachable, the charge still in progress there, or an amount that is not ours: asked again next run. */
  left: number;
  /** Payments whose settling threw (logged); the next run tries them again. */
  errors: number;
}

/** What a charge Peach has no transaction for is settled with: it never reached Peach, so nothing was taken. */
const NEVER_RECEIVED = 'Peach has no transaction with this reference: the charge never reached Peach and nothing was charged.';

/**
 * The scheduled job: every payment still pending `olderThanMs` after it was made (its answer and
 * Peach's notification both lost, or the charge never reached Peach) is settled from Peach's
 * transaction report, through `settle` like a late notification, so whichever of them comes
 * first applies it and the others change nothing. Found → its result (succeeded credits the bill
 * or the balance; failed frees the bill); not found → failed, since a charge Peach knows nothing
 * of half an hour on was never taken, but only at a run UNFOUND_CONFIRM_MS after one that found
 * nothing either. Peach down → left for the next run.
 */
export async function settleStalePayments(options: { now?: Date; olderThanMs?: number; organisationId?: string } = {}): Promise<StalePaymentsRun> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - (options.olderThanMs ?? STALE_PAYMENT_AGE_MS)).toISOString();
  const run: StalePaymentsRun = { checked: 0, succeeded: 0, failed: 0, left: 0, errors: 0 };
  const pending = await pendingPaymentsCreatedBefore(before);
  // One organisation's only: an operator settling one lender's, or a test whose clock is its own
  // (with a clock ahead, another's charge in flight this moment would look 30 minutes old).
  for (const indexed of options.organisationId ? pending.filter((payment) => payment.organisation === options.organisationId) : pending) {
    try {
      const outcome = await settleStalePayment(indexed.organisation, indexed.id, now);
      if (outcome === 'settled already') continue;
      run.checked++;
      run[outcome]++;
    } catch (error) {
      run.errors++;
      logger.error('Settling a stale payment failed; the next run tries it again', { payment: indexed.id, organisation: indexed.organisation, error: error as Error });
    }
  }
  return run;
}

async function settleStalePayment(organisationId: string, paymentId: string, now: Date): Promise<'succeeded' | 'failed' | 'left' | 'settled already'> {
  // The index lags the table: the payment may have been settled a moment ago.
  const payment = await getPayment(organisationId, paymentId);
  if (payment?.status !== 'pending') return 'settled already';
  let report: ChargeReport;
  try {
    report = await findCharge(payment.id);
  } catch (error) {
    if (error instanceof PeachUnavailable) return 'left';
    throw error;
  }
  if (report.found && report.amountCents !== payment.amount_cents) {
    logger.error('Peach reports a charge for another amount than the payment: not applied', { payment: payment.id, amount_cents: report.amountCents });
    return 'left';
  }
  if (!report.found) {
    const unfoundSince = await markPaymentUnfound(payment, now.toISOString());
    if (unfoundSince === null) return 'settled already';
    if (now.getTime() - Date.parse(unfoundSince) < UNFOUND_CONFIRM_MS) return 'left';
  }
  const answer: ChargeAnswer = report.found ? report.answer : { providerId: null, resultCode: PEACH_TRANSACTION_NOT_FOUND, resultDescription: NEVER_RECEIVED };
  const outcome = await settle(payment, answer);
  logger.info("A stale payment was checked against Peach's transaction report", { payment: payment.id, organisation: payment.organisation, outcome, code: answer.resultCode });
  return outcome === 'pending' ? 'left' : outcome;
}
