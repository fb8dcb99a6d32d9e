// Child of bench/http-load.ts: the load generator, in its own process so it does not share an
// event loop with the server it measures. N clients, each a bounded loop of keep-alive GETs
// until the deadline; a warm-up phase first. Localhost only. Prints one JSON result.
import http from 'node:http';

const { url, token, concurrency, warmupMs, durationMs, maxRequests } = JSON.parse(process.argv[2]);
const target = new URL(url);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) throw new Error(`refusing a non-local target ${url}`);
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });

function once() {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.get(target, { agent, headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode === 200 ? 200 : `HTTP ${res.statusCode}`, ms: performance.now() - t0 }));
      res.on('error', (e) => resolve({ status: `response ${e.code ?? e.message}`, ms: performance.now() - t0 }));
    });
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: `request ${e.code ?? e.message}`, ms: performance.now() - t0 }));
  });
}

async function phase(ms) {
  const latencies = [];
  const errors = {};
  let sent = 0;
  const start = performance.now();
  const deadline = start + ms;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline && sent < maxRequests) {
        sent++;
        const r = await once();
        if (r.status === 200) latencies.push(r.ms);
        else errors[r.status] = (errors[r.status] ?? 0) + 1;
      }
    }),
  );
  return { elapsedMs: performance.now() - start, latencies, errors };
}

function pct(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function summary({ elapsedMs, latencies, errors }) {
  const sorted = Float64Array.from(latencies).sort();
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  return {
    durationS: elapsedMs / 1000,
    requests: latencies.length + errorCount,
    ok: latencies.length,
    errorCount,
    errors,
    requestsPerSecond: (latencies.length + errorCount) / (elapsedMs / 1000),
    latencyMs: { p50: pct(sorted, 50), p90: pct(sorted, 90), p99: pct(sorted, 99), max: sorted.length ? sorted[sorted.length - 1] : null },
  };
}

const warmup = summary(await phase(warmupMs));
const measured = summary(await phase(durationMs));
agent.destroy();
process.stdout.write(JSON.stringify({ warmup, measured }));
