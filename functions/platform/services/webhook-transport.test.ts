import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { postWebhook, type ResolvedAddress, type Resolver } from './webhook-transport.ts';

/** A receiver on this machine that records what reaches it. */
let server: Server;
let port: number;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
});

/** A resolver that answers `answers` in turn (the last one for ever after) and counts its calls. */
function resolverAnswering(...answers: ResolvedAddress[][]): Resolver & { calls: number } {
  const resolver = Object.assign(
    async (): Promise<ResolvedAddress[]> => {
      const answer = answers[Math.min(resolver.calls, answers.length - 1)]!;
      resolver.calls += 1;
      return answer;
    },
    { calls: 0 },
  );
  return resolver;
}
const LOOPBACK = [{ address: '127.0.0.1', family: 4 }];

describe('one POST to an endpoint', () => {
  it('connects to the address its own lookup checked: one resolution, the Host header kept', async () => {
    const resolver = resolverAnswering(LOOPBACK);
    const outcome = await postWebhook(`http://hooks.khanya.example:${port}/in`, { 'webhook-id': 'evt_1' }, '{"a":1}', { httpsOnly: false, refusePrivate: false, resolver });
    expect(outcome).toMatchObject({ status_code: 204, error: null });
    expect(resolver.calls).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]!.headers.host).toBe(`hooks.khanya.example:${port}`);
    expect(received[0]!.headers['webhook-id']).toBe('evt_1');
    expect(received[0]!.body).toBe('{"a":1}');
  });

  it('DNS rebinding: a name that resolves to a private address at connect time is not called, and no socket opens', async () => {
    // The name looked public when the endpoint was saved; now it answers loopback.
    const resolver = resolverAnswering(LOOPBACK);
    const outcome = await postWebhook(`http://hooks.khanya.example:${port}/in`, {}, '{}', { httpsOnly: false, refusePrivate: true, resolver });
    expect(outcome).toEqual({ status_code: null, duration_ms: 0, response_body: '', error: 'Not sent: the host resolves to a private, loopback or link-local address' });
    expect(resolver.calls).toBe(1);
    expect(received).toHaveLength(0);
  });

  it('one private answer among public ones is enough to refuse (the client may pick any)', async () => {
    const resolver = resolverAnswering([{ address: '8.8.8.8', family: 4 }, { address: '::ffff:7f00:1', family: 6 }]);
    const outcome = await postWebhook(`http://hooks.khanya.example:${port}/in`, {}, '{}', { httpsOnly: false, refusePrivate: true, resolver });
    expect(outcome.error).toBe('Not sent: the host resolves to a private, loopback or link-local address');
    expect(received).toHaveLength(0);
  });

  it('a name that does not resolve, an address written in the URL, plain http: not sent', async () => {
    const failing: Resolver = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect((await postWebhook('http://nowhere.khanya.example/in', {}, '{}', { httpsOnly: false, refusePrivate: true, resolver: failing })).error).toBe('Not sent: the host does not resolve');
    expect((await postWebhook(`http://127.0.0.1:${port}/in`, {}, '{}', { httpsOnly: false, refusePrivate: true })).error).toBe('Not sent: the address is private, loopback or link-local');
    expect((await postWebhook(`http://[::ffff:127.0.0.1]:${port}/in`, {}, '{}', { httpsOnly: false, refusePrivate: true })).error).toBe('Not sent: the address is private, loopback or link-local');
    expect((await postWebhook(`http://hooks.khanya.example:${port}/in`, {}, '{}', { httpsOnly: true, refusePrivate: true, resolver: resolverAnswering(LOOPBACK) })).error).toBe('Not sent: not https');
    expect(received).toHaveLength(0);
  });

  it('a receiver that answers 200 and never finishes its body has answered 200; one that never answers has not', async () => {
    const stalling = createServer((request, response) => {
      if (request.url === '/silent') return; // never answers
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('accepted');
    });
    await new Promise<void>((resolve) => stalling.listen(0, '127.0.0.1', resolve));
    const stallingPort = (stalling.address() as AddressInfo).port;
    try {
      const streaming = await postWebhook(`http://127.0.0.1:${stallingPort}/in`, {}, '{}', { httpsOnly: false, refusePrivate: false, timeoutMs: 300 });
      expect(streaming).toMatchObject({ status_code: 200, response_body: 'accepted', error: null });
      const silent = await postWebhook(`http://127.0.0.1:${stallingPort}/silent`, {}, '{}', { httpsOnly: false, refusePrivate: false, timeoutMs: 300 });
      expect(silent).toMatchObject({ status_code: null, response_body: '', error: 'No answer within 0.3 s' });
    } finally {
      stalling.closeAllConnections();
      await new Promise((resolve) => stalling.close(resolve));
    }
  });

  it('reads at most 64 KiB of an answer and then closes the connection (a receiver could stream for ever)', async () => {
    let written = 0;
    let closedByClient!: () => void;
    const closed = new Promise<void>((resolve) => (closedByClient = resolve));
    const endless = createServer((_request, response) => {
      response.writeHead(500);
      const chunk = Buffer.alloc(16 * 1024, 'y');
      const pump = (): void => {
        while (!response.destroyed && response.write(chunk)) written += chunk.length;
        if (!response.destroyed) response.once('drain', pump);
      };
      response.on('close', closedByClient);
      pump();
    });
    await new Promise<void>((resolve) => endless.listen(0, '127.0.0.1', resolve));
    try {
      const outcome = await postWebhook(`http://127.0.0.1:${(endless.address() as AddressInfo).port}/in`, {}, '{}', { httpsOnly: false, refusePrivate: false, timeoutMs: 10_000 });
      expect(outcome).toMatchObject({ status_code: 500, response_body: 'y'.repeat(1024), error: null });
      await closed;
      // Ten seconds of loopback reading would take gigabytes; the cap stops after 64 KiB and what the socket buffers hold.
      expect(written).toBeLessThan(8 * 1024 * 1024);
    } finally {
      endless.closeAllConnections();
      await new Promise((resolve) => endless.close(resolve));
    }
  });

  it('redirects are not followed; a receiver\'s long answer is cut to what the log keeps', async () => {
    const other = createServer((request, response) => {
      if (request.url === '/moved') response.writeHead(302, { location: `http://127.0.0.1:${port}/in` }).end();
      else response.writeHead(500).end('x'.repeat(1_000_000));
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const otherPort = (other.address() as AddressInfo).port;
    try {
      const moved = await postWebhook(`http://127.0.0.1:${otherPort}/moved`, {}, '{}', { httpsOnly: false, refusePrivate: false });
      expect(moved).toMatchObject({ status_code: 302, error: 'Redirect not followed' });
      const long = await postWebhook(`http://127.0.0.1:${otherPort}/long`, {}, '{}', { httpsOnly: false, refusePrivate: false });
      expect(long.status_code).toBe(500);
      expect(long.response_body).toBe('x'.repeat(1024));
      expect(received).toHaveLength(0);
    } finally {
      other.closeAllConnections();
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
