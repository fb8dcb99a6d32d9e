/**
 * A local Xero for `npm start` and the tests, on the API's own port under /_local/xero: the login
 * (`/identity/connect/authorize`, which consents at once and sends the browser back with a code),
 * the token endpoint (`/connect/token`: authorization_code and refresh_token grants, client
 * secret by HTTP Basic, refresh tokens that rotate and work once), `/connections`, and the
 * accounting API's Contacts, Invoices (invoice numbers unique, as Xero keeps them) and Payments.
 * `markPaid` and `sendWebhook` play finance marking an invoice paid in Xero and Xero's signed
 * webhook; `intentToReceive` plays Xero's check of the webhook URL.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { signXeroBody } from '#core/xero';

export const LOCAL_XERO_PATH = '/_local/xero';
export const LOCAL_XERO_CLIENT_ID = 'KHANYALOCALXEROCLIENT';
export const LOCAL_XERO_CLIENT_SECRET = 'khanya-local-xero-client-secret';
export const LOCAL_XERO_WEBHOOK_KEY = 'khanya-local-xero-webhook-key';
/** Seals the Xero tokens at rest locally (32 bytes in hex). */
export const LOCAL_XERO_TOKEN_KEY = '6b68616e79612d6c6f63616c2d7865726f2d746f6b656e2d6b65792d33322121';
export const LOCAL_XERO_TENANT = { tenantId: '3f2a7c1e-5b9d-4e8f-a1c2-000000000001', tenantName: 'Khanya (Pty) Ltd (local Xero)', tenantType: 'ORGANISATION' } as const;

export interface SimulatedInvoice {
  InvoiceID: string;
  InvoiceNumber: string;
  Status: 'AUTHORISED' | 'PAID';
  Total: number;
  AmountDue: number;
  body: Record<string, unknown>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface XeroSimulatorOptions {
  /** Khanya's POST /v1/webhooks/billing/xerohook, read when sending. */
  webhookUrl: () => string;
}

export class XeroSimulator {
  readonly invoices = new Map<string, SimulatedInvoice>();
  readonly contacts = new Map<string, Record<string, unknown>>();
  readonly payments: { PaymentID: string; InvoiceID: string; Amount: number }[] = [];
  /** Token exchanges and refreshes, in order (tests count them). */
  readonly tokenGrants: string[] = [];
  /** Seconds an access token lives (Xero: 1800); a test shortens it to see refreshes. */
  accessTokenSeconds = 1800;
  /** `deny`: the login answers as if the user pressed cancel. */
  consent: 'allow' | 'deny' = 'allow';
  private readonly codes = new Map<string, string>();
  /** Access tokens issued, with their expiry (epoch ms). */
  readonly accessTokens = new Map<string, number>();
  /** Refresh tokens issued, with when each was first used: Xero lets a used one be used again for 30 minutes. */
  private readonly refreshTokens = new Map<string, number | null>();

  constructor(private readonly options: XeroSimulatorOptions) {}

  markPaid(invoiceId: string): void {
    const invoice = this.invoices.get(invoiceId);
    if (!invoice) throw new Error(`No invoice ${invoiceId}`);
    invoice.Status = 'PAID';
    invoice.AmountDue = 0;
  }

  /** Posts a webhook as Xero does (signed with `key`, default the right one); answers Khanya's status and body. */
  async sendWebhook(events: { resourceId: string; eventCategory?: string; eventType?: string }[], key = LOCAL_XERO_WEBHOOK_KEY): Promise<{ status: number; body: string }> {
    const body = JSON.stringify({
      events: events.map((event) => ({
        resourceUrl: `https://api.xero.com/api.xro/2.0/Invoices/${event.resourceId}`,
        resourceId: event.resourceId,
        eventDateUtc: new Date().toISOString(),
        eventType: event.eventType ?? 'UPDATE',
        eventCategory: event.eventCategory ?? 'INVOICE',
        tenantId: LOCAL_XERO_TENANT.tenantId,
        tenantType: 'ORGANISATION',
      })),
      firstEventSequence: 1,
      lastEventSequence: events.length,
      entropy: randomBytes(10).toString('hex').toUpperCase(),
    });
    return this.post(body, signXeroBody(body, key));
  }

  /** Xero's check of a new webhook URL: an empty event list, signed right or (half the time) wrong. */
  intentToReceive(signedRight: boolean): Promise<{ status: number; body: string }> {
    const body = JSON.stringify({ events: [], firstEventSequence: 0, lastEventSequence: 0, entropy: randomBytes(10).toString('hex').toUpperCase() });
    return this.post(body, signXeroBody(body, signedRight ? LOCAL_XERO_WEBHOOK_KEY : 'not-the-webhook-key'));
  }

  private async post(body: string, signature: string) {
    const response = await fetch(this.options.webhookUrl(), { method: 'POST', headers: { 'content-type': 'application/json', 'x-xero-signature': signature }, body });
    return { status: response.status, body: await response.text() };
  }

  private issueTokens() {
    const access = randomBytes(24).toString('hex');
    const refresh = randomBytes(24).toString('hex');
    this.accessTokens.set(access, Date.now() + this.accessTokenSeconds * 1000);
    this.refreshTokens.set(refresh, null);
    return { access_token: access, refresh_token: refresh, expires_in: this.accessTokenSeconds, token_type: 'Bearer', scope: 'offline_access accounting.transactions accounting.contacts' };
  }

  /** Answers a request under LOCAL_XERO_PATH. */
  async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<number> {
    const method = (req.method ?? 'GET').toUpperCase();
    const sub = path.slice(LOCAL_XERO_PATH.length) || '/';
    const url = new URL(req.url ?? '/', 'http://local');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return status;
    };

    if (method === 'GET' && sub === '/identity/connect/authorize') {
      const redirect = url.searchParams.get('redirect_uri') ?? '';
      const state = url.searchParams.get('state') ?? '';
      if (url.searchParams.get('client_id') !== LOCAL_XERO_CLIENT_ID || !redirect) return json(400, { error: 'invalid_request' });
      const back = new URL(redirect);
      if (this.consent === 'deny') {
        back.search = new URLSearchParams({ error: 'access_denied', state }).toString();
      } else {
        const code = randomBytes(16).toString('hex');
        this.codes.set(code, redirect);
        back.search = new URLSearchParams({ code, state, scope: url.searchParams.get('scope') ?? '' }).toString();
      }
      res.writeHead(302, { location: back.toString() }).end();
      return 302;
    }

    if (method === 'POST' && sub === '/connect/token') {
      const expected = `Basic ${Buffer.from(`${LOCAL_XERO_CLIENT_ID}:${LOCAL_XERO_CLIENT_SECRET}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return json(400, { error: 'invalid_client' });
      const form = new URLSearchParams(await readBody(req));
      const grant = form.get('grant_type');
      if (grant === 'authorization_code') {
        const code = form.get('code') ?? '';
        const redirect = this.codes.get(code);
        this.codes.delete(code);
        if (!redirect || redirect !== form.get('redirect_uri')) return json(400, { error: 'invalid_grant' });
        this.tokenGrants.push('authorization_code');
        return json(200, this.issueTokens());
      }
      if (grant === 'refresh_token') {
        const refresh = form.get('refresh_token') ?? '';
        const firstUsed = this.refreshTokens.get(refresh);
        if (firstUsed === undefined || (firstUsed !== null && Date.now() - firstUsed > 30 * 60_000)) return json(400, { error: 'invalid_grant' });
        if (firstUsed === null) this.refreshTokens.set(refresh, Date.now());
        this.tokenGrants.push('refresh_token');
        return json(200, this.issueTokens());
      }
      return json(400, { error: 'unsupported_grant_type' });
    }

    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const expiresAt = this.accessTokens.get(bearer);
    if (expiresAt === undefined || expiresAt < Date.now()) return json(401, { Title: 'Unauthorized', Detail: 'TokenExpired: token expired or invalid' });
    if (method === 'GET' && sub === '/connections') return json(200, [{ id: randomUUID(), ...LOCAL_XERO_TENANT, createdDateUtc: new Date().toISOString() }]);
    if (req.headers['xero-tenant-id'] !== LOCAL_XERO_TENANT.tenantId) return json(403, { Title: 'Forbidden', Detail: 'AuthenticationUnsuccessful' });

    const api = '/api.xro/2.0';
    if (method === 'POST' && sub === `${api}/Contacts`) {
      const body = JSON.parse(await readBody(req)) as { Contacts: Record<string, unknown>[] };
      const created = body.Contacts.map((contact) => ({ ...contact, ContactID: randomUUID() }));
      for (const contact of created) this.contacts.set(contact.ContactID, contact);
      return json(200, { Contacts: created });
    }
    if (method === 'GET' && sub === `${api}/Invoices`) {
      const numbers = (url.searchParams.get('InvoiceNumbers') ?? '').split(',').filter(Boolean);
      return json(200, { Invoices: [...this.invoices.values()].filter((invoice) => numbers.includes(invoice.InvoiceNumber)).map(this.present) });
    }
    const one = new RegExp(`^${api}/Invoices/([^/]+)$`).exec(sub);
    if (method === 'GET' && one) {
      const invoice = this.invoices.get(decodeURIComponent(one[1]!));
      return invoice ? json(200, { Invoices: [this.present(invoice)] }) : json(404, { Title: 'Not Found' });
    }
    if ((method === 'PUT' || method === 'POST') && sub === `${api}/Invoices`) {
      const body = JSON.parse(await readBody(req)) as { Invoices: { InvoiceNumber: string; LineItems: { LineAmount: number }[]; Contact: { ContactID: string } }[] };
      const created: SimulatedInvoice[] = [];
      for (const input of body.Invoices) {
        if ([...this.invoices.values()].some((invoice) => invoice.InvoiceNumber === input.InvoiceNumber)) {
          return json(400, { Type: 'ValidationException', Message: 'A validation exception occurred', Elements: [{ ValidationErrors: [{ Message: 'Invoice # must be unique.' }] }] });
        }
        if (!this.contacts.has(input.Contact.ContactID)) return json(400, { Type: 'ValidationException', Message: 'Contact not found' });
        const subtotal = input.LineItems.reduce((sum, line) => sum + Math.round(line.LineAmount * 100), 0);
        const total = (subtotal + Math.floor((subtotal * 15 + 50) / 100)) / 100;
        const invoice: SimulatedInvoice = { InvoiceID: randomUUID(), InvoiceNumber: input.InvoiceNumber, Status: 'AUTHORISED', Total: total, AmountDue: total, body: input };
        this.invoices.set(invoice.InvoiceID, invoice);
        created.push(invoice);
      }
      return json(200, { Invoices: created.map(this.present) });
    }
    if (method === 'PUT' && sub === `${api}/Payments`) {
      const body = JSON.parse(await readBody(req)) as { Payments: { Invoice: { InvoiceID: string }; Amount: number }[] };
      const created = [];
      for (const input of body.Payments) {
        const invoice = this.invoices.get(input.Invoice.InvoiceID);
        if (!invoice) return json(400, { Type: 'ValidationException', Message: 'Invoice not found' });
        if (invoice.Status === 'PAID' || input.Amount > invoice.AmountDue + 0.001) return json(400, { Type: 'ValidationException', Message: 'Payment amount exceeds the amount outstanding on this document' });
        invoice.AmountDue = Number((invoice.AmountDue - input.Amount).toFixed(2));
        if (invoice.AmountDue <= 0) invoice.Status = 'PAID';
        const payment = { PaymentID: randomUUID(), InvoiceID: invoice.InvoiceID, Amount: input.Amount };
        this.payments.push(payment);
        created.push(payment);
      }
      return json(200, { Payments: created });
    }
    return json(404, { Title: 'Not Found' });
  }

  private present = (invoice: SimulatedInvoice) => ({ InvoiceID: invoice.InvoiceID, InvoiceNumber: invoice.InvoiceNumber, Status: invoice.Status, Total: invoice.Total, AmountDue: invoice.AmountDue });
}
