/**
 * Connect UI: `npm run bench:connect [--runs=5]` (builds the UI first with `npm run connect:build`).
 *
 * (a) The first screen's JavaScript, gzip (and brotli) bytes, from the build's report
 *     (web/connect/dist/build-report.json). Budget: ≤ 150 KB gzip.
 * (b) First screen interactive on a throttled phone in headless Chromium: a fresh context per run
 *     (empty cache), Chrome DevTools Protocol `Network.emulateNetworkConditions` and
 *     `Emulation.setCPUThrottlingRate` 4×, against the real local stack (web/connect/test/stack.ts:
 *     emulators, the API serving the built UI with its precompressed assets). Timed from navigation
 *     start until the welcome screen's "Get started" button is on screen and enabled (the app has
 *     rendered from the session the API answered), read in the page as performance.now(). Two
 *     profiles: the brief's "slow 4G" (400 kbit/s down and up, 400 ms RTT: in fact DevTools'
 *     Slow 3G class) and Lighthouse's slow 4G (1.6 Mbit/s down, 750 kbit/s up, 150 ms RTT).
 *     Median and worst of --runs. Goal: ≤ 2 s. Nothing asserts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildConnect, DIST } from '../web/connect/build.ts';
import { PHONE, startStack } from '../web/connect/test/stack.ts';

const runs = Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 5);
const PROFILES = [
  { name: 'brief slow 4G (400 kbit/s, 400 ms RTT, CPU 4x)', down: 400, up: 400, rtt: 400 },
  { name: 'Lighthouse slow 4G (1.6 Mbit/s, 150 ms RTT, CPU 4x)', down: 1600, up: 750, rtt: 150 },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const report = await buildConnect({ quiet: true });
  const br = readFileSync(join(DIST, 'assets', `${report.js}.br`)).length + readFileSync(join(DIST, 'assets', `${report.boot}.br`)).length;
  console.log(`First-screen JS: ${report.js} + ${report.boot} ${(report.jsBytes / 1024).toFixed(1)} KB raw, ${(report.jsGzipBytes / 1024).toFixed(1)} KB gzip, ${(br / 1024).toFixed(1)} KB brotli (budget 150 KB gzip); CSS ${(report.cssGzipBytes / 1024).toFixed(1)} KB gzip`);
  const s = await startStack();
  try {
    const { createApplication, createConfig } = await import('../test/helpers/lending.ts');
    const config = await createConfig(s.api, s.org, { is_default: true });
    for (const profile of PROFILES) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const app = await createApplication(s.api, s.org, config.id);
        const context = await s.browser.newContext({ viewport: PHONE });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: profile.rtt,
          downloadThroughput: (profile.down * 1000) / 8,
          uploadThroughput: (profile.up * 1000) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(app.connect_url, { waitUntil: 'commit' });
        const button = page.getByRole('button', { name: 'Get started' });
        await button.waitFor({ timeout: 60_000 });
        const at = (await page.evaluate('performance.now()')) as number;
        if (!(await button.isEnabled())) throw new Error('the button is not enabled');
        times.push(at);
        await context.close();
      }
      const goal = median(times) <= 2000 ? 'met' : 'NOT met';
      console.log(`${profile.name}: first screen interactive median ${(median(times) / 1000).toFixed(2)} s, worst ${(Math.max(...times) / 1000).toFixed(2)} s over ${runs} runs (goal ≤ 2 s: ${goal})`);
    }
  } finally {
    await s.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
