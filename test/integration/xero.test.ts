/**
 * Khanya's Xero (issue 13) against the emulators and the local Xero: only operator staff reach the
 * pages; the OAuth connect (state used once, tokens sealed at rest, refresh); bills pushed as
 * invoices once however many syncs race; a card payment pushed as a payment; an invoice paid in
 * Xero marks its bill paid once; webhooks signed wrong (and Xero's intent-to-receive check) answer
 * 401 with an empty body and change nothing.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { billingPeriodOf, previousPeriod } from '#core/billing';
import { dynamo } from '#platform/clients/dynamodb';
import { config } from '#platform/config';
import { keys } from '#platform/repositories/table-design';
import { setOperator } from '#platform/repositories/organisations';
import { billForPeriod, organisationForBilling } from '#platform/services/billing';
import { pushBill, syncBillsToXero } from '#platform/services/xero';
import { getBill } from '#platform/repositories/billing';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

let api: TestServer;
let finance: TestOrganisation;
let lender: TestOrganisation;

beforeAll(async () => {
  api = await startTestServer();
  [finance, lender] = await Promise.all([registerOrganisation(api, 'khanya-finance'), registerOrganisation(api, 'xero-lender')]);
  await setOperator(finance.id, true);
}, 60_000);
afterAll(async () => {
  await api?.close();
});

/** A browser request with the staff session as the `access_token` cookie (redirects not followed). */
const page = (path: string, who: TestOrganisation = finance) => fetch(new URL(path, api.url), { headers: { cookie: `access_token=${who.session}` }, redirect: 'manual' });

/** The whole login: our page → Xero's login (consents) → back to our callback → the status page. */
async function connectXero(): Promise<Response> {
  const start = await page('/billing/authxero');
  expect(start.status).toBe(302);
  const login = new URL(start.headers.get('location')!);
  expect(login.pathname).toBe('/_local/xero/identity/connect/authorize');
  expect(login.searchParams.get('redirect_uri')).toBe(`${api.url}/billing/authxero`);
  expect(login.searchParams.get('scope')).toContain('offline_access');
  const consented = await fetch(login, { redirect: 'manual' });
  expect(consented.status).toBe(302);
  const callback = new URL(consented.headers.get('location')!);
  return page(`${callback.pathname}${callback.search}`);
}

describe('the Xero pages', () => {
  it('are for operator staff only', async () => {
    expect((await page('/billing/xero', lender)).status).toBe(403);
    expect((await page('/billing/authxero', lender)).status).toBe(403);
    expect((await fetch(`${api.url}/billing/xero`)).status).toBe(401);
    const status = await page('/billing/xero');
    expect(status.status).toBe(200);
    expect(status.headers.get('content-type')).toContain('text/html');
    expect(status.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(await status.text()).toContain('Xero is not connected');
  });

  it('connects through Xero\'s login; the state works once and only for its user; the tokens are sealed at rest', async () => {
    const back = await connectXero();
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/billing/xero');
    expect(await (await page('/billing/xero')).text()).toContain('Khanya (Pty) Ltd (local Xero)');

    // The same callback again (a reload, a replay): refused, nothing changes.
    const start = await page('/billing/authxero');
    const consented = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = new URL(consented.headers.get('location')!);
    expect((await page(`${callback.pathname}${callback.search}`)).headers.get('location')).toBe('/billing/xero');
    const replay = await page(`${callback.pathname}${callback.search}`);
    expect(replay.status).toBe(303);
    expect(decodeURIComponent(replay.headers.get('location')!)).toContain('was used already or has expired');

    const stored = (await dynamo.send(new GetCommand({ TableName: config.tableName, Key: keys.xeroConnection() }))).Item!;
    expect(stored.access_token).toMatch(/^v1\./);
    expect(stored.refresh_token).toMatch(/^v1\./);
    for (const token of api.xero.accessTokens.keys()) expect(JSON.stringify(stored)).not.toContain(token);

    // Cancelled on Xero's page: back with the reason, the connection kept.
    api.xero.consent = 'deny';
    try {
      const denied = await connectXero();
      expect(decodeURIComponent(denied.headers.get('location')!)).toContain('Xero did not connect: access_denied');
    } finally {
      api.xero.consent = 'allow';
    }
  });
});

describe('bills in Xero', () => {
  it('pushes each bill once as an invoice, however many syncs race, with VAT like ours', async () => {
    const organisation = await organisationForBilling(lender.id);
    const bill = (await billForPeriod(organisation, billingPeriodOf(new Date())))!;
    await Promise.all([syncBillsToXero(), syncBillsToXero(), pushBill(bill)]);
    await syncBillsToXero();
    const invoices = [...api.xero.invoices.values()].filter((invoice) => invoice.InvoiceNumber === bill.invoice_number);
    expect(invoices).toHaveLength(1);
    expect(Math.round(invoices[0]!.Total * 100)).toBe(bill.total_cents);
    expect(invoices[0]!.body).toMatchObject({ Type: 'ACCREC', LineAmountTypes: 'Exclusive', Status: 'AUTHORISED', CurrencyCode: 'ZAR' });
    expect((await getBill(lender.id, bill.id))!.xero_invoice_id).toBe(invoices[0]!.InvoiceID);
    expect([...api.xero.contacts.values()].filter((contact) => contact.AccountNumber === lender.slug)).toHaveLength(1);
  });

  it('pushes a card payment as a Xero payment', async () => {
    const bill = (await billForPeriod(await organisationForBilling(lender.id), billingPeriodOf(new Date())))!;
    const card = await api.json('POST', '/v1/billing/cards', { name: 'Finance' }, { token: lender.apiToken });
    await api.peach.enterCard(decodeURIComponent(new URL(card.body.redirect_url).pathname.split('/').pop()!), { number: '4200000000000000' });
    const paid = await api.json('POST', '/v1/billing/bills/pay', { bill_id: bill.id, card_id: card.body.id }, { token: lender.apiToken });
    expect(paid.body.status).toBe('PAID');
    const invoiceId = (await getBill(lender.id, bill.id))!.xero_invoice_id!;
    expect(api.xero.payments.filter((payment) => payment.InvoiceID === invoiceId)).toEqual([expect.objectContaining({ Amount: paid.body.bill.amount })]);
    expect(api.xero.invoices.get(invoiceId)!.Status).toBe('PAID');
    await syncBillsToXero();
    expect(api.xero.payments.filter((payment) => payment.InvoiceID === invoiceId)).toHaveLength(1);
  });

  it('an invoice paid in Xero marks its bill paid once; forged webhooks and the intent-to-receive check get 401 with an empty body', async () => {
    const bill = (await billForPeriod(await organisationForBilling(lender.id), previousPeriod(billingPeriodOf(new Date()))))!;
    await syncBillsToXero();
    const invoiceId = (await getBill(lender.id, bill.id))!.xero_invoice_id!;
    expect(invoiceId).toBeTruthy();
    api.xero.markPaid(invoiceId);

    const forged = await api.xero.sendWebhook([{ resourceId: invoiceId }], 'a-key-that-is-not-ours');
    expect(forged).toEqual({ status: 401, body: '' });
    expect((await getBill(lender.id, bill.id))!.status).toBe('UNPAID');

    expect(await api.xero.intentToReceive(true)).toEqual({ status: 200, body: '' });
    expect(await api.xero.intentToReceive(false)).toEqual({ status: 401, body: '' });

    expect(await api.xero.sendWebhook([{ resourceId: invoiceId }])).toEqual({ status: 200, body: '' });
    const after = (await getBill(lender.id, bill.id))!;
    expect(after).toMatchObject({ status: 'PAID', paid_cents: bill.total_cents, xero_payment_id: 'xero' });
    expect(after.payments).toEqual([expect.objectContaining({ method: 'xero', amount_cents: bill.total_cents })]);
    // Replayed, and an invoice that is not ours: nothing more.
    expect(await api.xero.sendWebhook([{ resourceId: invoiceId }, { resourceId: '00000000-0000-0000-0000-000000000000' }])).toEqual({ status: 200, body: '' });
    expect((await getBill(lender.id, bill.id))!.payments).toHaveLength(1);
    // Paid in Xero: no payment is pushed back.
    await syncBillsToXero();
    expect(api.xero.payments.filter((payment) => payment.InvoiceID === invoiceId)).toEqual([]);
  });

  it('refreshes an expiring access token once when two pushes need it at once', async () => {
    api.xero.accessTokenSeconds = 30; // inside the refresh margin: the next use refreshes
    await connectXero();
    api.xero.accessTokenSeconds = 1800;
    const before = api.xero.tokenGrants.filter((grant) => grant === 'refresh_token').length;
    const organisation = await organisationForBilling(lender.id);
    const periods = [previousPeriod(previousPeriod(billingPeriodOf(new Date()))), previousPeriod(previousPeriod(previousPeriod(billingPeriodOf(new Date()))))];
    const bills = await Promise.all(periods.map((period) => billForPeriod(organisation, period)));
    const outcomes = await Promise.all(bills.map((bill) => pushBill(bill!)));
    expect(outcomes).toEqual(['synced', 'synced']);
    const refreshes = api.xero.tokenGrants.filter((grant) => grant === 'refresh_token').length - before;
    expect(refreshes).toBeGreaterThanOrEqual(1);
    expect(refreshes).toBeLessThanOrEqual(2);
    // After the race one token pair is kept and it works without another refresh.
    const third = (await billForPeriod(organisation, previousPeriod(periods[1]!)))!;
    const grants = api.xero.tokenGrants.length;
    expect(await pushBill(third)).toBe('synced');
    expect(api.xero.tokenGrants.length).toBe(grants);
  });
});
