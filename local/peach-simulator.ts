/**
 * A local Peach Payments (the Open Payment Platform API Khanya uses, functions/platform/connectors/peach.ts)
 * for `npm start` and the tests, served on the API's own port under /_local/peach:
 *
 * - POST /v1/checkouts (Bearer token, entityId, createRegistration, merchantTransactionId,
 *   shopperResultUrl) → a checkout id; GET /checkout/{id} is the hosted card page; posting it
 *   stores the card and sends Peach's encrypted REGISTRATION notification to Khanya, then
 *   redirects the browser to shopperResultUrl.
 * - POST /v1/registrations/{id}/payments (paymentType DB) charges a stored card: success, or a
 *   decline for the decline test card; then the encrypted PAYMENT notification.
 * - DELETE /v1/registrations/{id} forgets a stored card.
 * - GET /v3/query?entityId&merchantTransactionId: the transaction report, from the charges it has
 *   made (each with its result), or 700.400.580 "cannot find transaction" (also for a reference in
 *   `hideFromReports`: a report that has not caught up with a charge).
 *
 * Test cards (Peach's own test numbers): 4200 0000 0000 0000 and 5454 5454 5454 5454 succeed;
 * 4000 0000 0000 0002 is stored but its charges are declined (800.100.151).
 * Notifications are encrypted like Peach's (AES-256-GCM, hex body, IV and tag in headers) with
 * the notification key; `notifications: 'manual'` keeps them for a test to send (or replay, or
 * tamper with) itself. `loseChargeAnswers` makes a charge and then drops its connection and its
 * notification, as when the network fails after Peach took the money: only the report knows.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encryptPeachNotification } from '#core/peach';

export const LOCAL_PEACH_PATH = '/_local/peach';
export const LOCAL_PEACH_ENTITY_ID = '8ac7a4c8-local-khanya-entity';
export const LOCAL_PEACH_ACCESS_TOKEN = 'local-peach-access-token';
/** 32 bytes in hex: the notification key Peach's dashboard would show (local only). */
export const LOCAL_PEACH_NOTIFICATION_KEY = '6b68616e79612d6c6f63616c2d70656163682d6e6f74696669636174696f6e21';
export const DECLINED_TEST_CARD = '4000000000000002';

export interface SimulatedNotification {
  notification: { type: 'PAYMENT' | 'REGISTRATION'; action?: 'CREATED' | 'DELETED'; payload: Record<string, unknown> };
  delivered: boolean;
  status: number | null;
}

export interface SimulatedCharge {
  registrationId: string;
  amount: string;
  merchantTransactionId: string;
  resultCode: string;
  /** The transaction as Peach answered it (and reports it). */
  payload: Record<string, unknown>;
}

interface Checkout {
  id: string;
  merchantTransactionId: string;
  shopperResultUrl: string;
  used: boolean;
}

interface Registration {
  id: string;
  number: string;
  holder: string;
  deleted: boolean;
}

const RESULTS = {
  stored: { code: '000.100.110', description: "Request successfully processed in 'Merchant in Integrator Test Mode'" },
  declined: { code: '800.100.151', description: 'transaction declined (invalid card)' },
  created: { code: '000.200.100', description: 'successfully created checkout' },
  deleted: { code: '000.100.110', description: "Request successfully processed in 'Merchant in Integrator Test Mode'" },
  reported: { code: '000.000.100', description: 'successful request' },
  notFound: { code: '700.400.580', description: 'cannot find transaction' },
} as const;

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'VISA';
  if (/^5[1-5]/.test(number)) return 'MASTER';
  if (/^3[47]/.test(number)) return 'AMEX';
  return 'VISA';
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export interface PeachSimulatorOptions {
  /** Where notifications go (Khanya's POST /v1/webhooks/payments/peach), read when sending. */
  notificationUrl: () => string;
  notificationKey?: string;
  /** `auto` (default): sent as they happen. `manual`: kept in `notifications` for a test to send. */
  notifications?: 'auto' | 'manual';
  log?: (line: string) => void;
}

export class PeachSimulator {
  readonly checkouts = new Map<string, Checkout>();
  readonly registrations = new Map<string, Registration>();
  readonly charges: SimulatedCharge[] = [];
  readonly notifications: SimulatedNotification[] = [];
  notificationMode: 'auto' | 'manual';
  /** Charges are made, but their answer's connection is dropped and no notification is sent. */
  loseChargeAnswers = false;
  /** References the transaction report does not show yet (answered "cannot find transaction"). */
  readonly hideFromReports = new Set<string>();

  constructor(private readonly options: PeachSimulatorOptions) {
    this.notificationMode = options.notifications ?? 'auto';
  }

  private get key() {
    return this.options.notificationKey ?? LOCAL_PEACH_NOTIFICATION_KEY;
  }

  /** The encrypted request Peach would send for a notification (for tests that replay or tamper). */
  encrypted(notification: SimulatedNotification['notification']) {
    return encryptPeachNotification(this.key, notification);
  }

  /** Sends one notification to Khanya as Peach does; answers Khanya's status. */
  async send(entry: SimulatedNotification): Promise<number> {
    const { body, ivHex, tagHex } = this.encrypted(entry.notification);
    const response = await fetch(this.options.notificationUrl(), {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-initialization-vector': ivHex, 'x-authentication-tag': tagHex },
      body,
    });
    await response.arrayBuffer();
    entry.delivered = true;
    entry.status = response.status;
    return response.status;
  }

  private async notify(notification: SimulatedNotification['notification']): Promise<void> {
    const entry: SimulatedNotification = { notification, delivered: false, status: null };
    this.notifications.push(entry);
    if (this.notificationMode === 'auto') {
      try {
        await this.send(entry);
      } catch (error) {
        this.options.log?.(`[peach] notification not delivered: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  private authorised(req: IncomingMessage): boolean {
    return req.headers.authorization === `Bearer ${LOCAL_PEACH_ACCESS_TOKEN}`;
  }

  /** Stores a card on checkout `checkoutId` as the hosted page does (tests call it instead of posting the form). */
  async enterCard(checkoutId: string, card: { number: string; holder?: string }): Promise<{ redirect: string } | { error: string }> {
    const checkout = this.checkouts.get(checkoutId);
    if (!checkout || checkout.used) return { error: 'This card page has expired.' };
    const number = card.number.replace(/\D/g, '');
    if (!/^\d{13,19}$/.test(number)) return { error: 'Enter a card number.' };
    checkout.used = true;
    const registration: Registration = { id: randomBytes(16).toString('hex'), number, holder: card.holder ?? 'Card Holder', deleted: false };
    this.registrations.set(registration.id, registration);
    await this.notify({
      type: 'REGISTRATION',
      action: 'CREATED',
      payload: {
        id: registration.id,
        paymentBrand: brandOf(number),
        merchantTransactionId: checkout.merchantTransactionId,
        ndc: checkout.id,
        result: RESULTS.stored,
        card: { bin: number.slice(0, 6), last4Digits: number.slice(-4), holder: registration.holder, expiryMonth: '12', expiryYear: '2030' },
        timestamp: new Date().toISOString(),
      },
    });
    return { redirect: `${checkout.shopperResultUrl}${checkout.shopperResultUrl.includes('?') ? '&' : '?'}id=${encodeURIComponent(checkout.id)}` };
  }

  private page(checkout: Checkout, error?: string): string {
    return (
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">' +
      '<title>Add a card (Peach Payments simulator)</title><style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.5rem;font-size:1rem}button{margin-top:1rem;padding:.6rem 1rem;font-size:1rem}.error{color:#a00}</style></head><body>' +
      '<h1>Add a card</h1><p>Local Peach Payments simulator: no real card is charged. Test cards: 4200 0000 0000 0000 (works), 4000 0000 0000 0002 (declined).</p>' +
      (error ? `<p class="error" role="alert">${escape(error)}</p>` : '') +
      `<form method="post" action="${LOCAL_PEACH_PATH}/checkout/${encodeURIComponent(checkout.id)}">` +
      '<label for="holder">Name on card</label><input id="holder" name="holder" autocomplete="cc-name" required>' +
      '<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" required>' +
      '<button type="submit">Save card</button></form></body></html>'
    );
  }

  /** Answers a request under LOCAL_PEACH_PATH. */
  async handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<number> {
    const method = (req.method ?? 'GET').toUpperCase();
    const sub = path.slice(LOCAL_PEACH_PATH.length) || '/';
    const url = new URL(req.url ?? '/', 'http://local');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return status;
    };
    const page = /^\/checkout\/([^/]+)$/.exec(sub);
    if (page) {
      const checkout = this.checkouts.get(decodeURIComponent(page[1]!));
      if (!checkout) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Unknown checkout');
        return 404;
      }
      if (method === 'GET') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(this.page(checkout));
        return 200;
      }
      const form = new URLSearchParams(await readBody(req));
      const result = await this.enterCard(checkout.id, { number: form.get('number') ?? '', holder: form.get('holder') ?? '' });
      if ('error' in result) {
        res.writeHead(400, { 'content-type': 'text/html; charset=utf-8' }).end(this.page(checkout, result.error));
        return 400;
      }
      res.writeHead(303, { location: result.redirect }).end();
      return 303;
    }
    if (!this.authorised(req)) return json(401, { result: { code: '800.900.300', description: 'invalid authentication information' } });
    const form = new URLSearchParams(method === 'POST' ? await readBody(req) : url.search);
    if (form.get('entityId') !== LOCAL_PEACH_ENTITY_ID) return json(400, { result: { code: '800.900.100', description: 'invalid entityId' } });
    if (method === 'GET' && sub === '/v3/query') {
      const reference = form.get('merchantTransactionId') ?? '';
      const payments = this.hideFromReports.has(reference) ? [] : this.charges.filter((charge) => charge.merchantTransactionId === reference).map((charge) => charge.payload);
      if (payments.length === 0) return json(200, { result: RESULTS.notFound });
      return json(200, { result: RESULTS.reported, payments });
    }
    if (method === 'POST' && sub === '/v1/checkouts') {
      const checkout: Checkout = { id: randomBytes(16).toString('hex').toUpperCase(), merchantTransactionId: form.get('merchantTransactionId') ?? '', shopperResultUrl: form.get('shopperResultUrl') ?? '', used: false };
      this.checkouts.set(checkout.id, checkout);
      return json(200, { id: checkout.id, result: RESULTS.created, ndc: checkout.id });
    }
    const registration = /^\/v1\/registrations\/([^/]+)(\/payments)?$/.exec(sub);
    if (registration) {
      const stored = this.registrations.get(decodeURIComponent(registration[1]!));
      if (!stored || stored.deleted) return json(400, { result: { code: '100.150.101', description: 'invalid registration' } });
      if (method === 'DELETE' && !registration[2]) {
        stored.deleted = true;
        return json(200, { id: stored.id, result: RESULTS.deleted });
      }
      if (method === 'POST' && registration[2]) {
        const amount = form.get('amount') ?? '';
        const merchantTransactionId = form.get('merchantTransactionId') ?? '';
        const result = stored.number === DECLINED_TEST_CARD ? RESULTS.declined : RESULTS.stored;
        const id = randomBytes(16).toString('hex');
        const payload = { id, registrationId: stored.id, paymentType: 'DB', paymentBrand: brandOf(stored.number), amount, currency: form.get('currency') ?? 'ZAR', merchantTransactionId, result, timestamp: new Date().toISOString() };
        this.charges.push({ registrationId: stored.id, amount, merchantTransactionId, resultCode: result.code, payload });
        if (this.loseChargeAnswers) {
          res.destroy();
          return 0;
        }
        await this.notify({ type: 'PAYMENT', payload });
        return json(result === RESULTS.declined ? 400 : 200, payload);
      }
    }
    return json(404, { result: { code: '200.300.404', description: 'invalid or missing parameter' } });
  }
}
