/**
 * Webhook delivery on the local stack (issue 13): how many events one webhook worker delivers
 * per second from the queue, and how long from an event's creation to the lender's receiver.
 *
 *   npm run bench:webhooks                  # 300 events
 *   npx tsx bench/webhooks.ts --events=1000
 *
 * The stack runs in memory (emulators, the server, every worker: one runner per queue, as one
 * Lambda concurrency would); a receiver on this machine answers 200 at once. Events are test
 * events queued through the API (POST …/test), each timed from the moment its request was sent.
 * Throughput: events over the time from the first queued to the last received.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { registerBenchOrganisation, withBenchStack } from './stack.ts';

const events = Number(process.argv.find((arg) => arg.startsWith('--events='))?.split('=')[1] ?? 300);
const log = (line: string) => console.log(line);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

const outcome = await withBenchStack({ workers: true, log }, async ({ server }) => {
  const received = new Map<string, number>();
  const receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.set(String(request.headers['webhook-id']), performance.now());
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
  try {
    const token = await registerBenchOrganisation(server.url);
    const call = async (method: string, path: string, body?: unknown) => {
      const answer = await fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const json = (await answer.json()) as Record<string, unknown>;
      if (answer.status >= 300) throw new Error(`${method} ${path} answered ${answer.status} ${JSON.stringify(json)}`);
      return json;
    };
    const endpoint = await call('POST', '/v1/webhooks/endpoints', { url: receiverUrl });
    const sentAt = new Map<string, number>();
    const started = performance.now();
    // Ten requests at a time, as a busy lender's applicants would make events.
    for (let start = 0; start < events; start += 10) {
      await Promise.all(
        Array.from({ length: Math.min(10, events - start) }, async () => {
          const at = performance.now();
          const delivery = await call('POST', `/v1/webhooks/endpoints/${String(endpoint.id)}/test`);
          sentAt.set(String(delivery.event_id), at);
        }),
      );
    }
    const queuedMs = performance.now() - started;
    const deadline = Date.now() + 120_000;
    while (received.size < events && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    const lastAt = Math.max(...received.values());
    const latencies = [...sentAt].filter(([id]) => received.has(id)).map(([id, at]) => received.get(id)! - at).sort((a, b) => a - b);
    return {
      events,
      delivered: received.size,
      queuedMs,
      totalMs: lastAt - started,
      perSecond: received.size / ((lastAt - started) / 1000),
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies.at(-1)!,
    };
  } finally {
    receiver.close();
  }
});

if (outcome.error) {
  console.error(outcome.error);
  process.exitCode = 1;
} else {
  const r = outcome.value!;
  console.log(`\nWebhook delivery, local stack, one worker per queue (load average ${(await import('node:os')).loadavg()[0]!.toFixed(1)})`);
  console.log(`  events ${r.events}, delivered ${r.delivered}; queued through the API in ${r.queuedMs.toFixed(0)} ms`);
  console.log(`  throughput ${r.perSecond.toFixed(1)} events/s (first queued → last received ${r.totalMs.toFixed(0)} ms)`);
  console.log(`  event → receiver: p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, max ${r.max.toFixed(0)} ms`);
}
if (outcome.leftoverProcesses.length > 0) console.error(`Left behind: ${outcome.leftoverProcesses.join('; ')}`);
