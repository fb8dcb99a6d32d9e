import { codeOf } from '../../test/helpers/domain-errors.ts';
import {
  checkEndpointUrl,
  deliveryIdFor,
  deliverySucceeded,
  endpointWants,
  isPrivateAddress,
  MAX_ATTEMPTS,
  newWebhookSecret,
  RETRY_DELAYS_SECONDS,
  retryDelaySeconds,
  rotateSecrets,
  SECRET_OVERLAP_MS,
  signingSecrets,
  webhookEvent,
} from './webhooks.ts';

describe('endpoint URLs', () => {
  it('deployed: https to a public host only; no credentials, private, loopback, link-local or metadata addresses', () => {
    expect(checkEndpointUrl('https://loans.khanya.example/hooks', 'deployed')).toBe('https://loans.khanya.example/hooks');
    for (const url of [
      'http://loans.khanya.example/hooks',
      'https://localhost/x',
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://172.20.0.1/x',
      'https://192.168.1.10/x',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'https://[fe80::1]/x',
      'https://[::ffff:10.0.0.1]/x',
      'https://[::7f00:1]/x',
      'https://[64:ff9b::a9fe:a9fe]/x',
      'https://service.internal/x',
      'https://user:secret@loans.khanya.example/x',
      'ftp://loans.khanya.example/x',
      'nonsense',
    ]) {
      expect([url, codeOf(() => checkEndpointUrl(url, 'deployed'))]).toEqual([url, 'invalid_webhook_url']);
    }
  });

  it('local: also http to this machine, still nothing else over http', () => {
    expect(checkEndpointUrl('http://127.0.0.1:8080/hooks', 'local')).toBe('http://127.0.0.1:8080/hooks');
    expect(checkEndpointUrl('http://localhost:8080/hooks', 'local')).toBe('http://localhost:8080/hooks');
    expect(codeOf(() => checkEndpointUrl('http://loans.khanya.example/hooks', 'local'))).toBe('invalid_webhook_url');
  });

  it('private addresses: v4 and v6 ranges, public ones pass', () => {
    for (const address of ['0.0.0.0', '10.0.0.1', '127.0.0.1', '169.254.1.1', '172.16.0.1', '172.31.255.255', '192.168.0.1', '100.127.0.1', '198.18.0.1', '224.0.0.1', '::', '::1', 'fc00::1', 'fe80::abcd', '::ffff:192.168.1.1']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    }
    for (const address of ['8.8.8.8', '41.0.0.1', '172.32.0.1', '100.128.0.1', '2001:4860:4860::8888', '::ffff:8.8.8.8']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });

  it('private addresses inside IPv6 forms that carry an IPv4 address, and prefixes refused whole', () => {
    const privateForms = [
      '::ffff:7f00:1', // mapped, as the URL parser writes it
      '0:0:0:0:0:ffff:127.0.0.1', // mapped, written out
      '::ffff:0:a9fe:a9fe', // translated 169.254.169.254
      '::7f00:1', // IPv4-compatible 127.0.0.1
      '::127.0.0.1',
      '::8.8.8.8', // compatible forms route nowhere: all refused
      '64:ff9b::a9fe:a9fe', // NAT64 of the metadata service
      '64:ff9b::10.0.0.1',
      '64:ff9b:1::808:808', // local-use NAT64
      '2002:7f00:1::1', // 6to4 of 127.0.0.1
      '2002:c0a8:0101::1', // 6to4 of 192.168.1.1
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      '2001:db8::1', // documentation
      '100::1', // discard
      'fec0::1', // site-local
      'FE80::1%eth0', // link-local with a zone
      '[::1]',
      '192.0.2.10', // TEST-NET-1
      '203.0.113.5', // TEST-NET-3
      'not-an-address',
      '1::2::3',
      '1:2:3:4:5:6:7:8:9',
    ];
    for (const address of privateForms) expect([address, isPrivateAddress(address)]).toEqual([address, true]);
    for (const address of ['64:ff9b::808:808', '2002:808:808::1', '2600:1f18::1', '2c0f:fb50::1', '1:2:3:4:5:6:7:8']) {
      expect([address, isPrivateAddress(address)]).toEqual([address, false]);
    }
  });
});

describe('retries', () => {
  it('first retry within 30 s, growing, over at least 24 hours in all, with jitter within ±20 %', () => {
    expect(retryDelaySeconds(1, 0.999)!).toBeLessThanOrEqual(30);
    const total = RETRY_DELAYS_SECONDS.reduce((sum, delay) => sum + delay, 0);
    expect(total * 0.8).toBeGreaterThanOrEqual(24 * 3600);
    for (let n = 1; n < RETRY_DELAYS_SECONDS.length; n += 1) expect(RETRY_DELAYS_SECONDS[n]!).toBeGreaterThanOrEqual(RETRY_DELAYS_SECONDS[n - 1]!);
    for (let n = 1; n <= RETRY_DELAYS_SECONDS.length; n += 1) {
      const base = RETRY_DELAYS_SECONDS[n - 1]!;
      expect(retryDelaySeconds(n, 0)!).toBeGreaterThanOrEqual(Math.floor(base * 0.8));
      expect(retryDelaySeconds(n, 0.9999)!).toBeLessThanOrEqual(Math.ceil(base * 1.2));
    }
    expect(retryDelaySeconds(MAX_ATTEMPTS, 0.5)).toBeNull();
  });

  it('only a 2xx is success', () => {
    expect([200, 201, 204, 299].every(deliverySucceeded)).toBe(true);
    expect([null, 199, 301, 302, 400, 410, 429, 500, 503].some(deliverySucceeded)).toBe(false);
  });
});

describe('secrets', () => {
  it('whsec_ secrets; after a rotation the old one signs beside the new for 24 hours, then not', () => {
    const first = newWebhookSecret();
    expect(first).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(newWebhookSecret()).not.toBe(first);
    const at = new Date('2026-11-23T10:00:00Z');
    const secrets = rotateSecrets([{ secret: first, created_at: '2026-11-01T00:00:00Z', expires_at: null }], 'whsec_new', at);
    expect(signingSecrets(secrets, at)).toEqual(['whsec_new', first]);
    expect(signingSecrets(secrets, new Date(at.getTime() + SECRET_OVERLAP_MS - 1))).toEqual(['whsec_new', first]);
    expect(signingSecrets(secrets, new Date(at.getTime() + SECRET_OVERLAP_MS))).toEqual(['whsec_new']);
    // A second rotation inside the overlap keeps the first expiry (it does not extend the oldest secret).
    const again = rotateSecrets(secrets, 'whsec_newer', new Date(at.getTime() + 1000));
    expect(again.map((entry) => entry.secret)).toEqual(['whsec_newer', 'whsec_new', first]);
    expect(again[2]!.expires_at).toBe(secrets[1]!.expires_at);
  });
});

describe('events and deliveries', () => {
  const happening = { type: 'application.completed' as const, organisationId: '0123456789abcdef01234567', applicationId: '0123456789abcdef01234568', at: '2026-11-23T10:00:00.000Z', source: 'x' };

  it('the same happening is the same event; another is another; the test event goes only where asked', () => {
    expect(webhookEvent(happening).id).toBe(webhookEvent(happening).id);
    expect(webhookEvent({ ...happening, source: 'y' }).id).not.toBe(webhookEvent(happening).id);
    expect(webhookEvent({ ...happening, type: 'application.opened' }).id).not.toBe(webhookEvent(happening).id);
    expect(endpointWants(null, 'application.completed')).toBe(true);
    expect(endpointWants(['bill.paid'], 'application.completed')).toBe(false);
    expect(endpointWants(null, 'webhook.test')).toBe(false);
  });

  it('a delivery id is an object id sorting by the event\'s time, one per event and endpoint', () => {
    const event = webhookEvent(happening);
    const id = deliveryIdFor(event, 'e1');
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(parseInt(id.slice(0, 8), 16)).toBe(Date.parse(happening.at) / 1000);
    expect(deliveryIdFor(event, 'e1')).toBe(id);
    expect(deliveryIdFor(event, 'e2')).not.toBe(id);
  });
});
