/**
 * Bills, cards and payments (issue 13) against the emulators and the local Peach simulator:
 * one bill per organisation and month however many bill runs race, invoice numbers without
 * gaps, VAT, the PDF invoice; cards stored through Peach's hosted page and its encrypted
 * notifications (forged, tampered, unknown and replayed ones change nothing); paying a bill
 * charges once even when two requests race; declines; top-ups and the prepaid balance paying
 * bills first; payments whose answer and notification never came, settled by the scheduled job.
 */
import { generatePersona, toByodPayload } from '#core/personas/index';
import { billingPeriodOf, previousPeriod } from '#core/billing';
import { encryptPeachNotification } from '#core/peach';
import { billForPeriod, organisationForBilling, runBills } from '#platform/services/billing';
import { getDelivery } from '#platform/repositories/webhooks';
import { balanceCents, getBill, getPayment, lockBillForPayment, moveOverpaymentToBalance, payBillFromBalance, pendingPaymentsCreatedBefore, type PaymentItem } from '#platform/repositories/billing';
import { settleStalePayments, STALE_PAYMENT_AGE_MS, UNFOUND_CONFIRM_MS } from '#platform/services/payments';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { leaveKeyInProgress } from '../helpers/idempotency.ts';
import { dynamo } from '#platform/clients/dynamodb';
import { keys } from '#platform/repositories/table-design';
import { DECLINED_TEST_CARD } from '#local/peach-simulator';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig, openedApplication, waitForConnectionStatus } from '../helpers/lending.ts';
import { startTestServer, type AnyJson, type TestServer } from '../helpers/server.ts';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';

let api: TestServer;
let workers: FileWorkers;
let org: TestOrganisation;
let other: TestOrganisation;
let billEndpointId: string;

beforeAll(async () => {
  api = await startTestServer();
  workers = await startFileWorkers('billing-payments');
  [org, other] = await Promise.all([registerOrganisation(api, 'bills'), registerOrganisation(api, 'bills-other')]);
  await createConfig(api, org, { is_default: true });
  const endpoint = await api.json('POST', '/v1/webhooks/endpoints', { url: `${api.url}/_local/webhooks`, event_types: ['bill.created', 'bill.paid'] }, { token: org.apiToken });
  billEndpointId = endpoint.body.id;
}, 60_000);
afterAll(async () => {
  await workers?.stop();
  await api?.close();
});

const get = (path: string, who: TestOrganisation = org, headers?: Record<string, string>) => api.json('GET', path, undefined, { token: who.apiToken, ...(headers ? { headers } : {}) });
const post = (path: string, body: unknown, who: TestOrganisation = org, headers?: Record<string, string>) => api.json('POST', path, body, { token: who.apiToken, ...(headers ? { headers } : {}) });

async function analysedApplication(seed: number): Promise<string> {
  const application = await createApplication(api, org);
  const byod = toByodPayload(generatePersona('salaried_monthly', { seed, months: 3, accounts: 1 }));
  expect((await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, byod, { token: org.apiToken })).status).toBe(200);
  await waitForConnectionStatus(api, org, application.id, ['complete'], 30_000);
  return application.id;
}

/** A card stored through the hosted page (the simulator's form, as a browser posts it). */
async function linkedCard(who: TestOrganisation, number = '4200000000000000'): Promise<string> {
  const created = await post('/v1/billing/cards', { name: `Card ${number.slice(-4)}` }, who);
  expect(created.status).toBe(201);
  const checkoutId = decodeURIComponent(new URL(created.body.redirect_url).pathname.split('/').pop()!);
  const page = await fetch(created.body.redirect_url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Add a card');
  const stored = await fetch(created.body.redirect_url, { method: 'POST', body: new URLSearchParams({ number, holder: 'Thandi Nkosi' }), redirect: 'manual' });
  expect(stored.status).toBe(303);
  expect(stored.headers.get('location')).toContain(`card=${created.body.id}`);
  expect(checkoutId).toMatch(/^[0-9A-F]{32}$/);
  return created.body.id as string;
}

describe('monthly bills', () => {
  let billId: string;
  const period = billingPeriodOf(new Date());

  it('bills every billable thing once: a connect completed twice at once, two analyses, the management fee; one bill however many runs race', async () => {
    await Promise.all([analysedApplication(41), analysedApplication(42)]);
    const application = await openedApplication(api, org);
    expect((await api.json('POST', `/v1/connect/${application.proxy_id}/banks`, [{ bank_id: 'fnb', upload_method: 'email' }])).status).toBe(200);
    const completions = await Promise.all([1, 2, 3].map(() => api.json('POST', `/v1/connect/${application.proxy_id}/complete`)));
    expect(completions.map((answer) => answer.status)).toEqual([200, 200, 200]);

    const organisation = await organisationForBilling(org.id);
    const runs = await Promise.all([1, 2, 3, 4].map(() => billForPeriod(organisation, period)));
    const ids = new Set(runs.map((bill) => bill?.id));
    expect(ids.size).toBe(1);
    billId = runs[0]!.id;

    const bills = (await get('/v1/billing/bills')).body as AnyJson[];
    expect(bills).toHaveLength(1);
    expect(bills[0]).toMatchObject({
      id: billId,
      invoice_number: expect.stringMatching(/^KH-BILLS-[A-Z0-9-]+-00001$/),
      status: 'UNPAID',
      period,
      amount: 638.25,
      subtotal: 555,
      vat: 83.25,
      amount_paid: 0,
      amount_due: 638.25,
      paid_at: null,
      breakdown: [
        { item_type: 'CONNECT', title: 'Applicant connection', total_units: 1, price_per_unit: 5, total_price: 5 },
        { item_type: 'BANK', title: 'Bank data analysis', total_units: 2, price_per_unit: 25, total_price: 50 },
        { item_type: 'MANAGEMENT FEE', title: 'Monthly management fee', total_units: 1, price_per_unit: 500, total_price: 500 },
      ],
    });
    expect((await get(`/v1/billing/bills/${billId}`)).body).toEqual(bills[0]);
    expect((await get('/v1/billing/outstanding_bill_amount')).body).toEqual({ amount: 638.25 });
    const events = (await get('/v1/billing/billable_events?limit=50')).body as AnyJson[];
    expect(events.map((event) => event.type).sort()).toEqual(['BANK', 'BANK', 'CONNECT', 'MANAGEMENT FEE']);
  }, 120_000);

  it('numbers invoices without gaps or repeats when bills for several months are made at once', async () => {
    const organisation = await organisationForBilling(org.id);
    const months = [previousPeriod(period), previousPeriod(previousPeriod(period)), previousPeriod(previousPeriod(previousPeriod(period)))];
    await Promise.all(months.flatMap((month) => [billForPeriod(organisation, month), billForPeriod(organisation, month)]));
    const bills = (await get('/v1/billing/bills')).body as AnyJson[];
    expect(bills).toHaveLength(4);
    const numbers = bills.map((bill) => Number(String(bill.invoice_number).slice(-5))).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4]);
    // Months with no use: the management fee alone, with VAT.
    for (const bill of bills.filter((b) => b.period !== period)) expect(bill).toMatchObject({ subtotal: 500, vat: 75, amount: 575, status: 'UNPAID' });
    expect((await get('/v1/billing/outstanding_bill_amount')).body).toEqual({ amount: 638.25 + 3 * 575 });
  }, 60_000);

  it('pages the bills and the billable events by cursor (X-Next-Cursor / Link, starting_after), each item once, in order', async () => {
    for (const path of ['/v1/billing/bills', '/v1/billing/billable_events', '/v1/billing/billable-events']) {
      const whole = ((await get(`${path}?limit=100`)).body as AnyJson[]).map((item) => item.id);
      expect(whole.length).toBeGreaterThanOrEqual(4);
      const seen: string[] = [];
      let next: string | null = `${path}?limit=1`;
      while (next) {
        const page = await get(next);
        expect(page.status).toBe(200);
        seen.push(...(page.body as AnyJson[]).map((item) => item.id));
        const cursor = page.headers.get('x-next-cursor');
        if (cursor) expect(page.headers.get('link')).toContain(`starting_after=${cursor}`);
        next = cursor ? `${path}?limit=1&starting_after=${cursor}` : null;
        expect(seen.length).toBeLessThanOrEqual(whole.length);
      }
      expect([path, seen]).toEqual([path, whole]);
    }
  });

  it('downloads the tax invoice as a PDF, the same bytes as the JSON answer; another organisation gets 404', async () => {
    const pdf = await fetch(`${api.url}/v1/billing/bills/${billId}/invoice`, { headers: { authorization: `Bearer ${org.apiToken}`, accept: 'application/pdf' } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="KH-BILLS-.*-00001\.pdf"$/);
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const asJson = await get(`/v1/billing/bills/${billId}/invoice`);
    expect(asJson.body.content_type).toBe('application/pdf');
    expect(Buffer.from(asJson.body.pdf_base64, 'base64').equals(bytes)).toBe(true);
    expect((await get(`/v1/billing/bills/${billId}`, other)).body.code).toBe('bill_not_found');
    expect((await get(`/v1/billing/bills/${billId}/invoice`, other)).status).toBe(404);
    expect((await get('/v1/billing/bills', other)).body).toEqual([]);
  });
});

describe('cards through Peach', () => {
  it('links a card when Peach stores it; a replay, a forgery, a tampered body and an unknown reference change nothing', async () => {
    const cardId = await linkedCard(org);
    const cards = (await get('/v1/billing/cards')).body as AnyJson[];
    expect(cards).toContainEqual({ id: cardId, name: 'Card 0000', is_linked: true, deleted: false, last_four: '0000', brand: 'VISA' });

    const registration = api.peach.notifications.find((entry) => entry.notification.type === 'REGISTRATION' && entry.notification.payload.merchantTransactionId === cardId)!;
    expect(registration.status).toBe(200);
    expect(await api.peach.send(registration)).toBe(200); // replayed: already applied

    const forged = encryptPeachNotification('00'.repeat(32), { ...registration.notification, payload: { ...registration.notification.payload, id: 'forged', card: { last4Digits: '6666' } } });
    const forgedAnswer = await api.request('POST', '/v1/webhooks/payments/peach', { body: forged.body, headers: { 'x-initialization-vector': forged.ivHex, 'x-authentication-tag': forged.tagHex } });
    expect(forgedAnswer.status).toBe(401);
    expect(forgedAnswer.body.code).toBe('invalid_webhook_signature');

    const real = api.peach.encrypted(registration.notification);
    const tampered = real.body.slice(0, -2) + (real.body.endsWith('0') ? '1' : '0');
    expect((await api.request('POST', '/v1/webhooks/payments/peach', { body: tampered, headers: { 'x-initialization-vector': real.ivHex, 'x-authentication-tag': real.tagHex } })).status).toBe(401);
    expect((await api.request('POST', '/v1/webhooks/payments/peach', { body: real.body })).status).toBe(401);

    const unknown = api.peach.encrypted({ type: 'REGISTRATION', action: 'CREATED', payload: { ...registration.notification.payload, merchantTransactionId: 'a'.repeat(24) } });
    expect((await api.request('POST', '/v1/webhooks/payments/peach', { body: unknown.body, headers: { 'x-initialization-vector': unknown.ivHex, 'x-authentication-tag': unknown.tagHex } })).status).toBe(404);

    expect((await get('/v1/billing/cards')).body).toEqual(cards);
    expect((await api.json('GET', '/v1/webhooks/payments/peach')).body).toEqual({ status: 'ok' });
  });

  it('relinks and deletes a card; another organisation cannot touch it', async () => {
    const cardId = await linkedCard(org, '5454545454545454');
    expect((await api.json('DELETE', `/v1/billing/cards/${cardId}`, undefined, { token: other.apiToken })).body.code).toBe('card_not_found');
    expect((await post(`/v1/billing/cards/${cardId}/relink`, undefined, other)).body.code).toBe('card_not_found');
    const relink = await post(`/v1/billing/cards/${cardId}/relink`, undefined);
    expect(relink.status).toBe(200);
    const stored = await fetch(relink.body.redirect_url, { method: 'POST', body: new URLSearchParams({ number: '4200000000000000' }), redirect: 'manual' });
    expect(stored.status).toBe(303);
    expect((await get('/v1/billing/cards')).body).toContainEqual(expect.objectContaining({ id: cardId, last_four: '0000', brand: 'VISA', is_linked: true }));
    const deleted = await api.json('DELETE', `/v1/billing/cards/${cardId}`, undefined, { token: org.apiToken });
    expect(deleted.body).toEqual({ id: cardId, name: 'Card 5454', deleted: true });
    expect((await api.json('DELETE', `/v1/billing/cards/${cardId}`, undefined, { token: org.apiToken })).body).toEqual(deleted.body);
    expect(((await get('/v1/billing/cards')).body as AnyJson[]).map((card) => card.id)).not.toContain(cardId);
    // Both of its stored cards are forgotten at Peach.
    expect([...api.peach.registrations.values()].filter((registration) => registration.deleted).length).toBeGreaterThanOrEqual(2);
  });
});

describe('paying', () => {
  it('charges once when two payments of one bill race; the paid bill answers 409 after', async () => {
    const cardId = await linkedCard(org);
    const bills = ((await get('/v1/billing/bills')).body as AnyJson[]).filter((bill) => bill.status === 'UNPAID');
    const bill = bills[0]!;
    const chargesBefore = api.peach.charges.length;
    const answers = await Promise.all([1, 2].map(() => post('/v1/billing/bills/pay', { bill_id: bill.id, card_id: cardId })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409]);
    const paid = answers.find((answer) => answer.status === 200)!;
    expect(paid.body).toMatchObject({ status: 'PAID', amount_charged: bill.amount, amount_from_balance: 0, bill: { id: bill.id, status: 'PAID', amount_due: 0 } });
    expect(['payment_in_progress', 'bill_already_paid']).toContain(answers.find((answer) => answer.status === 409)!.body.code);
    expect(api.peach.charges.length - chargesBefore).toBe(1);
    expect(api.peach.charges.at(-1)!.amount).toBe(bill.amount.toFixed(2));
    expect((await post('/v1/billing/bills/pay', { bill_id: bill.id, card_id: cardId })).body.code).toBe('bill_already_paid');
    expect((await post('/v1/billing/bills/pay', { bill_id: bill.id, card_id: cardId }, other)).body.code).toBe('bill_not_found');
  });

  it('answers 402 for a declined card and leaves the bill payable; a card not yet linked is refused', async () => {
    const declined = await linkedCard(org, DECLINED_TEST_CARD);
    const bill = ((await get('/v1/billing/bills')).body as AnyJson[]).find((b) => b.status === 'UNPAID')!;
    const answer = await post('/v1/billing/bills/pay', { bill_id: bill.id, card_id: declined });
    expect(answer.status).toBe(402);
    expect(answer.body.code).toBe('payment_declined');
    expect((await get(`/v1/billing/bills/${bill.id}`)).body).toMatchObject({ status: 'UNPAID', amount_paid: 0 });
    const pending = await post('/v1/billing/cards', { name: 'Not entered yet' });
    expect((await post('/v1/billing/bills/pay', { bill_id: bill.id, card_id: pending.body.id })).body.code).toBe('card_not_linked');
    const good = await linkedCard(org);
    expect((await post('/v1/billing/bills/pay', { bill_id: bill.id, card_id: good })).body.status).toBe('PAID');
  });

  it('settles a charge once whether Peach\'s notification comes after the answer or is replayed', async () => {
    const cardId = await linkedCard(org);
    api.peach.notificationMode = 'manual';
    try {
      // Money Khanya holds for the organisation: the balance plus what the balance and cards paid on bills.
      const held = async () => {
        const bills = (await get('/v1/billing/bills')).body as AnyJson[];
        return Math.round(((await get('/v1/billing/balance')).body.balance as number) * 100) + bills.reduce((sum, bill) => sum + Math.round(bill.amount_paid * 100), 0);
      };
      const before = await held();
      const topup = await post('/v1/billing/topup', { card_id: cardId, topup_amount: 50 }, org, { 'idempotency-key': `topup-${Date.now()}` });
      expect(topup.status).toBe(200);
      expect(topup.body.status).toBe('success');
      expect(await held()).toBe(before + 5000);
      const notification = api.peach.notifications.at(-1)!;
      expect(notification.notification.type).toBe('PAYMENT');
      expect(notification.delivered).toBe(false);
      expect(await api.peach.send(notification)).toBe(200);
      expect(await api.peach.send(notification)).toBe(200);
      expect(await held()).toBe(before + 5000);
    } finally {
      api.peach.notificationMode = 'auto';
    }
  });

  it('a top-up pays unpaid bills first, and a new bill takes the balance before any card', async () => {
    const cardId = await linkedCard(org);
    const unpaid = ((await get('/v1/billing/bills')).body as AnyJson[]).filter((bill) => bill.status === 'UNPAID');
    const due = unpaid.reduce((sum, bill) => sum + Math.round(bill.amount_due * 100), 0);
    const balanceBefore = Math.round(((await get('/v1/billing/balance')).body.balance as number) * 100);
    const topup = await post('/v1/billing/topup', { card_id: cardId, topup_amount: 2000 }, org, { 'idempotency-key': `topup-big-${Date.now()}` });
    expect(topup.body.status).toBe('success');
    expect(Math.round(topup.body.new_balance * 100)).toBe(balanceBefore + 200_000 - due);
    expect((await get('/v1/billing/outstanding_bill_amount')).body).toEqual({ amount: 0 });
    expect(((await get('/v1/billing/bills')).body as AnyJson[]).every((bill) => bill.status === 'PAID')).toBe(true);

    // The next bill (a month before the others) is paid from the balance when it is made.
    const organisation = await organisationForBilling(org.id);
    const older = previousPeriod(previousPeriod(previousPeriod(previousPeriod(billingPeriodOf(new Date())))));
    const made = (await billForPeriod(organisation, older))!;
    expect(made.status).toBe('PAID');
    expect(made.payments).toEqual([expect.objectContaining({ method: 'balance', amount_cents: 57_500 })]);
    expect(Math.round(((await get('/v1/billing/balance')).body.balance as number) * 100)).toBe(balanceBefore + 200_000 - due - 57_500);
  });

  it('a top-up whose charge went unanswered (503) answers the same 503 to a retry with its key, and charges nothing again', async () => {
    const cardId = await linkedCard(org);
    const charges = api.peach.charges.length;
    const balance = (await get('/v1/billing/balance')).body;
    const key = { 'Idempotency-Key': `topup-unanswered-${Date.now()}` };
    const own = process.env.PEACH_API_URL;
    process.env.PEACH_API_URL = 'http://127.0.0.1:9'; // nothing listens: the charge's outcome is unknown to us
    let unanswered;
    try {
      unanswered = await post('/v1/billing/topup', { card_id: cardId, topup_amount: 75 }, org, key);
    } finally {
      process.env.PEACH_API_URL = own;
    }
    expect([unanswered.status, unanswered.body.code]).toEqual([503, 'payment_provider_unavailable']);
    // Peach may have charged the card: the same request again must not charge it a second time.
    const retried = await post('/v1/billing/topup', { card_id: cardId, topup_amount: 75 }, org, key);
    expect([retried.status, retried.body.code, retried.headers.get('idempotent-replayed')]).toEqual([503, 'payment_provider_unavailable', 'true']);
    expect(api.peach.charges.length).toBe(charges);
    expect((await get('/v1/billing/balance')).body).toEqual(balance);
  });

  it('a top-up whose run died mid-charge (its key left in progress) answers the 503 to a retry once the lock is abandoned, and charges nothing again', async () => {
    const cardId = await linkedCard(org);
    const charges = api.peach.charges.length;
    const balance = (await get('/v1/billing/balance')).body;
    const idempotencyKey = `topup-killed-${Date.now()}`;
    const body = { card_id: cardId, topup_amount: 60 };
    // What a run killed at its timeout leaves: the lock, no answer. First while it may still live.
    const killedRun = (abandonedAt: number) => leaveKeyInProgress(org.id, idempotencyKey, 'Billing_topup', body, abandonedAt);
    await killedRun(Math.floor(Date.now() / 1000) + 30);
    const early = await post('/v1/billing/topup', body, org, { 'Idempotency-Key': idempotencyKey });
    expect([early.status, early.body.code]).toEqual([409, 'idempotency_in_progress']);
    await killedRun(Math.floor(Date.now() / 1000) - 1);
    // Two retries at once: one stores the 503 as the key's answer, the other is told it runs or replays it.
    const retries = await Promise.all([1, 2].map(() => post('/v1/billing/topup', body, org, { 'Idempotency-Key': idempotencyKey })));
    expect(retries.map((retry) => retry.status).sort()).toEqual(expect.arrayContaining([503]));
    for (const retry of retries) expect([[503, 'payment_provider_unavailable'], [409, 'idempotency_in_progress']]).toContainEqual([retry.status, retry.body.code]);
    const later = await post('/v1/billing/topup', body, org, { 'Idempotency-Key': idempotencyKey });
    expect([later.status, later.body.code, later.headers.get('idempotent-replayed')]).toEqual([503, 'payment_provider_unavailable', 'true']);
    expect(api.peach.charges.length).toBe(charges);
    expect((await get('/v1/billing/balance')).body).toEqual(balance);
  });

  it('refuses a top-up below R 50 with 422 and charges nothing', async () => {
    const cardId = await linkedCard(org);
    const charges = api.peach.charges.length;
    const answer = await post('/v1/billing/topup', { card_id: cardId, topup_amount: 10 });
    expect(answer.status).toBe(422);
    expect(answer.body.detail[0].loc).toEqual(['body', 'topup_amount']);
    expect(api.peach.charges.length).toBe(charges);
  });
});

describe('a bill paid once', () => {
  it('the balance does not pay a bill a card payment holds (it charges the whole amount due); what a late card answer pays beyond the total goes to the balance, once', async () => {
    const payer = await registerOrganisation(api, 'billonce');
    const organisation = await organisationForBilling(payer.id);
    const bill = (await billForPeriod(organisation, previousPeriod(billingPeriodOf(new Date()))))!;
    const now = new Date();
    expect(await lockBillForPayment(bill, 'a-card-payment', now.toISOString(), new Date(now.getTime() + 60_000).toISOString())).toBe(true);
    const held = (await getBill(payer.id, bill.id))!;
    // Whatever the balance holds, a held bill is not its to pay.
    await dynamo.send(new UpdateCommand({ TableName: process.env.TABLE_NAME, Key: keys.balance(payer.id), UpdateExpression: 'SET balance_cents = :amount', ExpressionAttributeValues: { ':amount': 100_000 } }));
    expect(await payBillFromBalance(held, held.total_cents, nowPlus(1_000))).toBe(false);
    expect([(await getBill(payer.id, bill.id))!.paid_cents, await balanceCents(payer.id)]).toEqual([0, 100_000]);

    // The card's answer came after the bill was paid some other way: paid twice over.
    await dynamo.send(
      new UpdateCommand({ TableName: process.env.TABLE_NAME, Key: keys.bill(payer.id, bill.id), UpdateExpression: 'SET paid_cents = :twice', ExpressionAttributeValues: { ':twice': 2 * bill.total_cents } }),
    );
    const overpaid = (await getBill(payer.id, bill.id))!;
    const moves = await Promise.all([moveOverpaymentToBalance(overpaid, nowPlus(0)), moveOverpaymentToBalance(overpaid, nowPlus(0))]);
    expect(moves.sort((a, b) => a - b)).toEqual([0, bill.total_cents]);
    expect([(await getBill(payer.id, bill.id))!.paid_cents, await balanceCents(payer.id)]).toEqual([bill.total_cents, 100_000 + bill.total_cents]);
    expect((await get(`/v1/billing/bills/${bill.id}`, payer)).body).toMatchObject({ amount_paid: bill.total_cents / 100, amount_due: 0 });
  });
});

describe('a top-up beside a held bill', () => {
  it('pays the other unpaid bills and passes over the one a card payment holds (it used to stop there)', async () => {
    const payer = await registerOrganisation(api, 'billheld');
    const organisation = await organisationForBilling(payer.id);
    const newer = (await billForPeriod(organisation, previousPeriod(billingPeriodOf(new Date()))))!;
    const older = (await billForPeriod(organisation, previousPeriod(previousPeriod(billingPeriodOf(new Date())))))!;
    const now = new Date();
    expect(await lockBillForPayment(older, 'a-card-payment', now.toISOString(), new Date(now.getTime() + 60_000).toISOString())).toBe(true);
    const cardId = await linkedCard(payer);
    const topped = await post('/v1/billing/topup', { card_id: cardId, topup_amount: 2000 }, payer, { 'Idempotency-Key': `held-${Date.now()}` });
    expect(topped.status).toBe(200);
    expect([(await getBill(payer.id, older.id))!.paid_cents, (await getBill(payer.id, newer.id))!.status]).toEqual([0, 'PAID']);
    expect(await balanceCents(payer.id)).toBe(200_000 - newer.total_cents);
  });
});

const nowPlus = (ms: number) => new Date(Date.now() + ms).toISOString();

describe('payments nobody settled (the SettleStalePayments job)', () => {
  /** The organisation's one pending payment, as the job's index holds it. */
  async function pendingPaymentOf(organisationId: string): Promise<PaymentItem> {
    const pending = (await pendingPaymentsCreatedBefore('9999')).filter((payment) => payment.organisation === organisationId);
    expect(pending).toHaveLength(1);
    return pending[0]!;
  }
  /** The job's clock when `payment` has just turned stale: only payments made up to it are due. */
  const dueFor = (payment: PaymentItem) => new Date(Date.parse(payment.created_at) + STALE_PAYMENT_AGE_MS + 1);

  async function withPeachAt<T>(apiUrl: string, run: () => Promise<T>): Promise<T> {
    const own = process.env.PEACH_API_URL;
    process.env.PEACH_API_URL = apiUrl;
    try {
      return await run();
    } finally {
      process.env.PEACH_API_URL = own;
    }
  }
  const UNREACHABLE = 'http://127.0.0.1:9'; // nothing listens

  it('a top-up Peach never received stays pending until 30 minutes on, then fails and credits nothing; Peach down leaves it for the next run', async () => {
    const payer = await registerOrganisation(api, 'stale-topup');
    const cardId = await linkedCard(payer);
    const charges = api.peach.charges.length;
    const unanswered = await withPeachAt(UNREACHABLE, () => post('/v1/billing/topup', { card_id: cardId, topup_amount: 80 }, payer, { 'Idempotency-Key': `stale-${Date.now()}` }));
    expect([unanswered.status, unanswered.body.code]).toEqual([503, 'payment_provider_unavailable']);
    const payment = await pendingPaymentOf(payer.id);
    expect(payment).toMatchObject({ kind: 'topup', amount_cents: 8000, status: 'pending' });

    // Not yet 30 minutes old: not asked about.
    await settleStalePayments({ now: new Date(dueFor(payment).getTime() - 2), organisationId: payer.id });
    expect((await getPayment(payer.id, payment.id))!.status).toBe('pending');
    // Due, but Peach cannot be asked: left as it is for the next run.
    const down = await withPeachAt(UNREACHABLE, () => settleStalePayments({ now: dueFor(payment), organisationId: payer.id }));
    expect(down.left).toBeGreaterThanOrEqual(1);
    expect((await getPayment(payer.id, payment.id))!.status).toBe('pending');

    // Peach's report has nothing: noted, not failed yet (a report may lag); a run 10 minutes on fails it.
    const first = await settleStalePayments({ now: dueFor(payment), organisationId: payer.id });
    expect([first.failed, first.left]).toEqual([0, 1]);
    expect((await getPayment(payer.id, payment.id))!).toMatchObject({ status: 'pending', unfound_since: dueFor(payment).toISOString() });
    await settleStalePayments({ now: new Date(dueFor(payment).getTime() + UNFOUND_CONFIRM_MS - 1), organisationId: payer.id });
    expect((await getPayment(payer.id, payment.id))!.status).toBe('pending');
    const run = await settleStalePayments({ now: new Date(dueFor(payment).getTime() + UNFOUND_CONFIRM_MS), organisationId: payer.id });
    expect(run.failed).toBe(1);
    const settled = (await getPayment(payer.id, payment.id))!;
    expect(settled).toMatchObject({ status: 'failed', result_code: '700.400.580', provider_id: null });
    expect(settled.result_description).toMatch(/never reached Peach/);
    expect(settled.gsi1pk).toBeUndefined();
    expect((await pendingPaymentsCreatedBefore('9999')).map((pending) => pending.id)).not.toContain(payment.id);
    expect(await balanceCents(payer.id)).toBe(0);
    expect(api.peach.charges.length).toBe(charges);
    // Another run finds nothing of it to do.
    await settleStalePayments({ now: dueFor(payment), organisationId: payer.id });
    expect(await getPayment(payer.id, payment.id)).toEqual(settled);
  });

  it('a bill payment Peach never received fails and frees the bill, which can be paid again at once', async () => {
    const payer = await registerOrganisation(api, 'stale-bill');
    const bill = (await billForPeriod(await organisationForBilling(payer.id), previousPeriod(billingPeriodOf(new Date()))))!;
    const cardId = await linkedCard(payer);
    const unanswered = await withPeachAt(UNREACHABLE, () => post('/v1/billing/bills/pay', { bill_id: bill.id, card_id: cardId }, payer));
    expect([unanswered.status, unanswered.body.code]).toEqual([503, 'payment_provider_unavailable']);
    const payment = await pendingPaymentOf(payer.id);
    expect(payment).toMatchObject({ kind: 'bill', bill: bill.id, amount_cents: bill.total_cents });
    // The card payment holds the bill: another payment is refused while it does.
    expect((await post('/v1/billing/bills/pay', { bill_id: bill.id, card_id: cardId }, payer)).body.code).toBe('payment_in_progress');

    await settleStalePayments({ now: dueFor(payment), organisationId: payer.id });
    await settleStalePayments({ now: new Date(dueFor(payment).getTime() + UNFOUND_CONFIRM_MS), organisationId: payer.id });
    expect((await getPayment(payer.id, payment.id))!).toMatchObject({ status: 'failed', result_code: '700.400.580' });
    const freed = (await getBill(payer.id, bill.id))!;
    expect([freed.status, freed.paid_cents, freed.payment_lock]).toEqual(['UNPAID', 0, undefined]);
    const charges = api.peach.charges.length;
    const paid = await post('/v1/billing/bills/pay', { bill_id: bill.id, card_id: cardId }, payer);
    expect([paid.status, paid.body.status, paid.body.amount_charged]).toEqual([200, 'PAID', bill.total_cents / 100]);
    expect(api.peach.charges.length).toBe(charges + 1);
  });

  it('a payment failed as unknown to Peach that Peach then reports charged: its amount goes to the prepaid balance, once', async () => {
    const payer = await registerOrganisation(api, 'stale-recovered');
    const cardId = await linkedCard(payer);
    api.peach.loseChargeAnswers = true;
    try {
      await post('/v1/billing/topup', { card_id: cardId, topup_amount: 90 }, payer, { 'Idempotency-Key': `recovered-${Date.now()}` });
    } finally {
      api.peach.loseChargeAnswers = false;
    }
    const payment = await pendingPaymentOf(payer.id);
    const charge = api.peach.charges.find((made) => made.merchantTransactionId === payment.id)!;
    // Peach's report has not caught up with the charge (it answers "not found" twice, 10 minutes apart).
    api.peach.hideFromReports.add(payment.id);
    try {
      await settleStalePayments({ now: dueFor(payment), organisationId: payer.id });
      await settleStalePayments({ now: new Date(dueFor(payment).getTime() + UNFOUND_CONFIRM_MS), organisationId: payer.id });
    } finally {
      api.peach.hideFromReports.delete(payment.id);
    }
    expect((await getPayment(payer.id, payment.id))!).toMatchObject({ status: 'failed', result_code: '700.400.580' });
    expect(await balanceCents(payer.id)).toBe(0);
    // Then Peach's notification says it was charged: twice, and twice at once.
    const late = { notification: { type: 'PAYMENT' as const, payload: charge.payload }, delivered: false, status: null };
    expect(await Promise.all([api.peach.send(late), api.peach.send(late)])).toEqual([200, 200]);
    expect(await api.peach.send(late)).toBe(200);
    expect((await getPayment(payer.id, payment.id))!).toMatchObject({ status: 'succeeded', credited_to_balance: true, provider_id: charge.payload.id });
    expect(await balanceCents(payer.id)).toBe(9_000);
  });

  it('a top-up Peach charged but whose answer and notification were lost succeeds and credits once, with two runs and the late notification at once', async () => {
    const payer = await registerOrganisation(api, 'stale-lost');
    const cardId = await linkedCard(payer);
    const notifications = api.peach.notifications.length;
    api.peach.loseChargeAnswers = true;
    let lost;
    try {
      lost = await post('/v1/billing/topup', { card_id: cardId, topup_amount: 120 }, payer, { 'Idempotency-Key': `lost-${Date.now()}` });
    } finally {
      api.peach.loseChargeAnswers = false;
    }
    expect([lost.status, lost.body.code]).toEqual([503, 'payment_provider_unavailable']);
    const payment = await pendingPaymentOf(payer.id);
    const charge = api.peach.charges.find((made) => made.merchantTransactionId === payment.id)!;
    expect(charge.amount).toBe('120.00');
    expect(api.peach.notifications.length).toBe(notifications);
    expect(await balanceCents(payer.id)).toBe(0);

    const late = { notification: { type: 'PAYMENT' as const, payload: charge.payload }, delivered: false, status: null };
    const [first, second, notified] = await Promise.all([settleStalePayments({ now: dueFor(payment), organisationId: payer.id }), settleStalePayments({ now: dueFor(payment), organisationId: payer.id }), api.peach.send(late)]);
    expect(notified).toBe(200);
    expect(first.errors + second.errors).toBe(0);
    expect((await getPayment(payer.id, payment.id))!).toMatchObject({ status: 'succeeded', provider_id: charge.payload.id, result_code: charge.resultCode });
    expect(await balanceCents(payer.id)).toBe(12_000);
    await settleStalePayments({ now: dueFor(payment), organisationId: payer.id });
    expect(await api.peach.send(late)).toBe(200);
    expect(await balanceCents(payer.id)).toBe(12_000);
  });
});

describe('bill webhooks', () => {
  it('sent bill.created once per bill and bill.paid once per paid bill, with ids and amounts only', async () => {
    const bills = (await get('/v1/billing/bills')).body as AnyJson[];
    const log = (await get(`/v1/webhooks/endpoints/${billEndpointId}/deliveries?limit=100`)).body as AnyJson[];
    const events = await Promise.all(log.map(async (delivery) => (await getDelivery(org.id, delivery.id))!.event));
    const created = events.filter((event) => event.type === 'bill.created');
    const paid = events.filter((event) => event.type === 'bill.paid');
    expect(created.map((event) => event.data.bill_id).sort()).toEqual(bills.map((bill) => bill.id).sort());
    expect(paid.map((event) => event.data.bill_id).sort()).toEqual(bills.filter((bill) => bill.status === 'PAID').map((bill) => bill.id).sort());
    for (const event of [...created, ...paid]) {
      expect(event.application_id).toBeNull();
      expect(Object.keys(event.data).sort()).toEqual(['amount', 'bill_id', 'invoice_number', 'period', 'status']);
    }
    // The bill run publishes new bills' events again (a lost publication): nothing is sent twice.
    const organisation = await organisationForBilling(org.id);
    for (const bill of bills) await billForPeriod(organisation, bill.period);
    await runBills(new Date());
    expect(((await get(`/v1/webhooks/endpoints/${billEndpointId}/deliveries?limit=100`)).body as AnyJson[]).length).toBe(log.length);
  });
});
