/**
 * `npm run bench`: bundle sizes, cold initialisation and local HTTP latency of the API
 * functions; labelling throughput and held-out quality; the full in-process analysis of
 * 3 accounts x 12 months; BYOD upload → all analyses end to end on the local stack; PDF statements
 * (parse + label vs pdftotext, and a PDF upload → all analyses end to end). Prints tables and writes the full results to .bench/ (git-ignored):
 * .bench/results-<timestamp>.json and .bench/latest.json. Not part of `npm test`; nothing here
 * asserts a timing, the goals are only reported as met / not met.
 *
 *   npm run bench                      everything (a few minutes)
 *   npm run bench -- --skip-http       sizes and cold starts only
 *   npm run bench -- --runs=3 --duration=5 --concurrency=8
 *   npm run bench -- --skip-e2e --apps=10 --apps3=3 --statement-apps=10
 *
 * Each of the new sections also runs alone: npm run bench:labelling, npm run bench:analyses,
 * npx tsx bench/e2e.ts, npm run bench:statements.
 *
 * Bundles are built with cdk/constructs/bundling.ts, the options KhanyaFunction deploys with:
 * the AWS SDK (@aws-sdk/*) is external because the Lambda Node.js 22 runtime provides it, so
 * it is in none of the sizes and is loaded from node_modules by the cold-start children.
 */
import * as esbuild from 'esbuild';
import { execFileSync, spawn } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FALLBACK_HANDLER, OPERATIONS } from '#schemas/operations/index';
import { EXTERNAL_MODULES, KHANYA_ESBUILD_OPTIONS } from '../cdk/constructs/bundling.ts';
import { repoRoot as findRoot } from '#local/paths';
import { buildBundle, composition, type BundleResult, type FunctionEntry } from './bundles.ts';
import { measureColdInit, type ColdJob, type ColdResult } from './cold-init.ts';
import { lastLeftovers, measureHttp, type HttpResult } from './http-load.ts';
import { alive, descendants } from './stack.ts';
import { measureLabelling, printLabelling, type LabellingResult } from './labelling.ts';
import { measureAnalyses, printAnalyses, type AnalysesResult } from './analyses.ts';
import { GOAL_E2E_P50_MS, printE2e, type E2eResult } from './e2e.ts';
import { GOAL_PDFTOTEXT_RATIO, GOAL_STATEMENT_E2E_P50_MS, printStatements, type StatementsResult } from './statements.ts';

const GOAL_BUNDLE_KB = 300;
const GOAL_COLD_INIT_MS = 60;
/** The bundle whose composition is listed: the route the HTTP benchmark calls. */
const TYPICAL = 'Organisations_list';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const num = (name: string, fallback: number) => {
  const raw = args.find((a) => a.startsWith(`--${name}=`));
  const value = raw ? Number(raw.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} needs a positive number`);
  return value;
};
const RUNS = num('runs', 5);
const DURATION_S = num('duration', 10);
const WARMUP_S = num('warmup', 3);
const CONCURRENCY = num('concurrency', 16);
const APPS = num('apps', 10);
const APPS3 = num('apps3', 3);
const STATEMENT_APPS = num('statement-apps', 10);

const root = findRoot();
const benchDir = join(root, 'bench');
const outRoot = join(root, '.bench');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (v: number | null | undefined) => (v === null || v === undefined || Number.isNaN(v) ? '—' : v.toFixed(1));
const log = (line = '') => console.log(line);

function table(headers: string[], rows: Array<Array<string | number>>, alignLeft = 1): string {
  const cells = [headers, ...rows.map((r) => r.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const fmt = (r: string[]) => r.map((c, i) => (i < alignLeft ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [fmt(headers), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.slice(1).map(fmt)].join('\n');
}

function machine() {
  const sh = (cmd: string, a: string[]) => {
    try {
      return execFileSync(cmd, a, { encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  };
  return {
    nproc: sh('nproc', []),
    node: process.version,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    esbuild: esbuild.version,
    loadAverageAtStart: loadavg().map((l) => Number(l.toFixed(2))),
    note: 'shared, noisy machine: treat timings as rough',
  };
}

/**
 * bench/e2e.ts (and bench/statements.ts) in a child process: the handlers' AWS SDK clients are
 * module singletons that keep the first local stack's endpoints (the HTTP benchmark's), so a
 * second stack needs a fresh process. The child stops its stack; here we check that none of its
 * processes is left.
 */
function runE2eChild(): Promise<E2eResult> {
  return runBenchChild<E2eResult>('e2e.ts', [`--apps=${APPS}`, `--apps3=${APPS3}`], (result, leftovers) => {
    result.leftoverProcesses = [...result.leftoverProcesses, ...leftovers];
  });
}

function runStatementsChild(): Promise<StatementsResult> {
  return runBenchChild<StatementsResult>('statements.ts', [`--runs=${RUNS}`, `--apps=${STATEMENT_APPS}`, ...(flag('skip-e2e') ? ['--skip-e2e'] : [])], (result, leftovers) => {
    if (result.endToEnd) result.endToEnd.leftoverProcesses = [...result.endToEnd.leftoverProcesses, ...leftovers];
  });
}

function runBenchChild<T>(script: string, scriptArgs: string[], addLeftovers: (result: T, leftovers: string[]) => void): Promise<T> {
  const out = join(outRoot, `${script.replace(/\.ts$/, '')}-${process.pid}.json`);
  rmSync(out, { force: true });
  const before = new Set(descendants(process.pid).map((p) => p.pid));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(benchDir, script), ...scriptArgs, `--out=${out}`], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (c: Buffer) => (text += c));
    const timer = setTimeout(() => child.kill('SIGTERM'), 300_000);
    child.on('error', reject);
    child.on('close', async (code) => {
      clearTimeout(timer);
      const tree = descendants(process.pid).filter((p) => !before.has(p.pid) && !/\/esbuild\b/.test(p.cmd));
      const deadline = Date.now() + 10_000;
      while (tree.some((p) => alive(p.pid)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      const leftovers = tree.filter((p) => alive(p.pid)).map((p) => `${p.pid} ${p.cmd}`);
      if (!existsSync(out)) return reject(new Error(`${script} child exited ${code} without a result: ${text.slice(-800)}`));
      const result = JSON.parse(readFileSync(out, 'utf8')) as T;
      rmSync(out, { force: true });
      addLeftovers(result, leftovers);
      resolve(result);
    });
  });
}

function functions(): FunctionEntry[] {
  return [
    ...OPERATIONS.map((o) => ({ name: o.operationId, route: `${o.method.toUpperCase()} ${o.path}`, handler: o.handler })),
    { name: 'Fallback', route: '$default', handler: FALLBACK_HANDLER },
  ];
}

async function main(): Promise<void> {
  const started = Date.now();
  const info = machine();
  log(`Khanya benchmarks — ${new Date().toISOString()}`);
  log(`Machine: nproc ${info.nproc}, ${info.memoryGiB} GiB, Node ${info.node}, esbuild ${info.esbuild} (${info.note})`);
  log('');

  // 1. Bundle sizes, exactly as deployed.
  log(`1. Bundle size per function: esbuild with the deployed options (cdk/constructs/bundling.ts).`);
  log(`   External (not in the sizes): ${EXTERNAL_MODULES.join(', ')}, provided by the Lambda Node.js 22 runtime; node: built-ins.`);
  const entries = functions();
  const bundleDir = join(outRoot, 'bundles');
  const built: Array<Awaited<ReturnType<typeof buildBundle>>> = [];
  for (const entry of entries) built.push(await buildBundle(root, entry, bundleDir));
  const bundles: BundleResult[] = built.map((b) => b.result);
  const typical = built.find((b) => b.result.name === TYPICAL) ?? built[0]!;
  const comp = composition(typical.result.name, typical.metafile);
  await esbuild.stop();

  const smithy = bundles.filter((b) => Object.keys(b.packages).some((p) => p.startsWith('@smithy/') || p.startsWith('@aws-sdk/')));
  log(
    table(
      ['function', 'route', 'min KB', 'gzip KB', `≤${GOAL_BUNDLE_KB} KB`, 'zod KB'],
      bundles.map((b) => [
        b.name,
        b.route,
        kb(b.bytes),
        kb(b.gzipBytes),
        b.bytes <= GOAL_BUNDLE_KB * 1024 ? 'met' : 'NOT MET',
        kb(b.packages.zod ?? 0),
      ]),
      2,
    ),
  );
  log(`   (min KB = index.mjs without its source map; gzip -9 of the same)`);
  log(`   Bundles containing any @smithy/* or @aws-sdk/* code: ${smithy.length === 0 ? 'none' : smithy.map((b) => b.name).join(', ')}`);
  log('');
  log(`4. Composition of ${comp.function} (${kb(comp.bytes)} KB), by package:`);
  log(table(['package', 'KB', 'files'], comp.byPackage.map((p) => [p.name, kb(p.bytes), p.files])));
  log(`   zod by part:`);
  log(table(['zod part', 'KB', 'files'], comp.zodGroups.map((g) => [g.group, kb(g.bytes), g.files])));
  log('');

  // 2. Cold initialisation.
  log(`2. Cold initialisation: a fresh node process imports the bundle; median of ${RUNS} runs.`);
  const sdkOf = (b: BundleResult) => b.externals.filter((e) => e.startsWith('@aws-sdk/'));
  const cold: ColdResult[] = await measureColdInit(
    [
      ...bundles.map((b): ColdJob => ({ name: b.name, file: b.file, mode: 'plain', externals: [] })),
      ...bundles.map((b): ColdJob => ({ name: b.name, file: b.file, mode: 'split', externals: sdkOf(b) })),
    ],
    { runs: RUNS, benchDir },
  );
  const coldOf = (name: string, mode: ColdJob['mode']) => cold.find((c) => c.name === name && c.mode === mode)!;
  log(
    table(
      ['function', 'import ms', 'wall ms', `≤${GOAL_COLD_INIT_MS} ms`, 'SDK ms', 'own ms', `own ≤${GOAL_COLD_INIT_MS}`, 'handler', 'net/timer at import'],
      bundles.map((b) => {
        const c = coldOf(b.name, 'plain');
        const s = coldOf(b.name, 'split');
        const errors = [c, s].filter((x) => x.error);
        return [
          b.name,
          ms(c.medianImportMs),
          ms(c.medianWallMs),
          c.error ? 'FAILED' : c.medianImportMs <= GOAL_COLD_INIT_MS ? 'met' : 'NOT MET',
          ms(s.medianSdkMs),
          ms(s.medianImportMs),
          s.error ? 'FAILED' : s.medianImportMs <= GOAL_COLD_INIT_MS ? 'met' : 'NOT MET',
          errors.length ? `ERROR ${errors[0]!.error!.slice(0, 100)}` : c.handlerIsFunction && s.handlerIsFunction ? 'function' : 'NOT A FUNCTION',
          s.openedAtImport.join(',') || 'none',
        ];
      }),
    ),
  );
  log(`   import ms = await import(bundle) in the child, SDK included; wall ms = the whole process, spawn to exit.`);
  log(`   SDK ms / own ms = the same with the bundle's @aws-sdk/* packages (external, from node_modules here, from the runtime in Lambda) imported first.`);
  log(`   NODE_OPTIONS=--enable-source-maps as deployed; dummy TABLE_NAME etc.`);
  const sdkSet = (pick: (b: BundleResult) => string[]) => [...new Set(bundles.flatMap(pick))].filter((e) => e.startsWith('@aws-sdk/')).sort().join(', ') || 'none';
  log(`   @aws-sdk/* imported at cold start (by some bundle): ${sdkSet((b) => b.externals)}; loaded lazily with await import(), not timed: ${sdkSet((b) => b.lazyExternals)}.`);
  log('');

  // 3. HTTP latency and throughput through the local runtime.
  let http: HttpResult | { error: string; leftoverProcesses: string[] } | undefined;
  if (flag('skip-http')) {
    log('3. HTTP benchmark skipped (--skip-http).');
  } else {
    log(`3. GET /v1/organisations/ through the local server (npm start's runtime, in-memory emulators):`);
    try {
      http = await measureHttp({ benchDir, concurrency: CONCURRENCY, warmupS: WARMUP_S, durationS: DURATION_S, log });
      http.leftoverProcesses = lastLeftovers;
      const h = http;
      log(
        table(
          ['phase', 'clients', 's', 'requests', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'errors'],
          [
            ['warm-up', h.concurrency, h.warmup.durationS.toFixed(1), h.warmup.requests, h.warmup.requestsPerSecond.toFixed(1), ms(h.warmup.latencyMs.p50), ms(h.warmup.latencyMs.p90), ms(h.warmup.latencyMs.p99), ms(h.warmup.latencyMs.max), h.warmup.errorCount],
            ['measured', h.concurrency, h.measured.durationS.toFixed(1), h.measured.requests, h.measured.requestsPerSecond.toFixed(1), ms(h.measured.latencyMs.p50), ms(h.measured.latencyMs.p90), ms(h.measured.latencyMs.p99), ms(h.measured.latencyMs.max), h.measured.errorCount],
          ],
        ),
      );
      if (h.measured.errorCount) log(`   errors: ${JSON.stringify(h.measured.errors)}`);
      log(`   stack start: emulators ${h.startup.emulatorsMs} ms, resources ${h.startup.resourcesMs} ms; first request ${ms(h.firstRequest.ms)} ms (handler import included)`);
    } catch (error) {
      http = { error: (error as Error).message, leftoverProcesses: lastLeftovers };
      log(`   FAILED: ${(error as Error).message}`);
    }
    log(`   Processes left behind: ${http.leftoverProcesses.length === 0 ? 'none' : http.leftoverProcesses.join('; ')}`);
  }
  log('');

  // 5. Labelling throughput and held-out quality.
  log(`5. Labelling: throughput on one core and held-out accuracy / macro-F1 (bench/labelling.ts)`);
  const labelling: LabellingResult = await measureLabelling({ lines: 100_000, runs: 5 });
  printLabelling(labelling, log);
  log('');

  // 6. Full analysis in-process.
  log(`6. Full analysis in-process: label + analyseAll, 3 accounts x 12 months (bench/analyses.ts)`);
  const analyses: AnalysesResult = measureAnalyses();
  printAnalyses(analyses, log);
  log('');

  // 7. End to end on the local stack.
  let e2e: E2eResult | { error: string } | undefined;
  if (flag('skip-e2e')) {
    log('7. End-to-end benchmark skipped (--skip-e2e).');
  } else {
    log(`7. End to end: PUT byod → status complete → all seven analyses 200, local stack + workers (bench/e2e.ts, child process)`);
    try {
      e2e = await runE2eChild();
      printE2e(e2e, log);
    } catch (error) {
      e2e = { error: (error as Error).message };
      log(`   FAILED: ${(error as Error).message}`);
    }
  }
  log('');

  // 9. PDF statements.
  let statements: StatementsResult | { error: string } | undefined;
  log(`9. PDF statements: parse + label vs pdftotext -layout; PDF upload → all analyses readable (bench/statements.ts, child process)`);
  try {
    statements = await runStatementsChild();
    printStatements(statements, log);
  } catch (error) {
    statements = { error: (error as Error).message };
    log(`   FAILED: ${(error as Error).message}`);
  }
  log('');

  const maxBundle = Math.max(...bundles.map((b) => b.bytes));
  const coldPlain = cold.filter((c) => c.mode === 'plain');
  const maxCold = Math.max(...coldPlain.map((c) => c.medianImportMs));
  const maxOwn = Math.max(...cold.filter((c) => c.mode === 'split').map((c) => c.medianImportMs));
  const goals = {
    bundleKb: { goal: `every bundle ≤ ${GOAL_BUNDLE_KB} KB minified`, largestKb: Number(kb(maxBundle)), met: maxBundle <= GOAL_BUNDLE_KB * 1024 },
    coldInitMs: {
      goal: `cold init (median import) ≤ ${GOAL_COLD_INIT_MS} ms locally`,
      slowestMs: Number(maxCold.toFixed(1)),
      met: coldPlain.every((c) => !c.error && c.medianImportMs <= GOAL_COLD_INIT_MS),
      slowestOwnCodeMs: Number(maxOwn.toFixed(1)),
      ownCodeMet: maxOwn <= GOAL_COLD_INIT_MS,
    },
    labellingThroughput: { goal: '>= 500,000 tx/s on one core (issue 12)', medianPerSecond: Math.round(labelling.medianPerSecond), met: labelling.throughputMet },
    labellingAccuracy: { goal: 'held-out accuracy >= 92 %', accuracy: labelling.heldOut.accuracy, met: labelling.heldOut.accuracyMet },
    labellingMacroF1: { goal: 'held-out macro-F1 >= 0.88', macroF1: labelling.heldOut.macroF1, met: labelling.heldOut.macroF1Met },
    fullAnalysis: { goal: 'label + analyseAll of 3 x 12 months <= 100 ms in-process (median)', medianMs: Number(analyses.full.total.medianMs.toFixed(2)), met: analyses.full.met },
    endToEnd:
      e2e && 'cases' in e2e
        ? { goal: `BYOD upload → all analyses readable p50 <= ${GOAL_E2E_P50_MS} ms`, p50Ms: e2e.cases.map((c) => ({ case: c.name, p50Ms: Math.round(c.p50Ms) })), met: !e2e.error && e2e.met }
        : { goal: `BYOD upload → all analyses readable p50 <= ${GOAL_E2E_P50_MS} ms`, met: false, skippedOrFailed: true },
    statementParsing:
      statements && 'parse' in statements
        ? { goal: `parse + label <= ${GOAL_PDFTOTEXT_RATIO}x pdftotext -layout's time`, ratio: statements.parse.ratioToPdftotext, pagesPerSecond: statements.parse.pagesPerSecond, met: statements.parse.met === true }
        : { goal: `parse + label <= ${GOAL_PDFTOTEXT_RATIO}x pdftotext -layout's time`, met: false, skippedOrFailed: true },
    statementEndToEnd:
      statements && 'parse' in statements && statements.endToEnd
        ? { goal: `PDF statement upload → all analyses readable p50 <= ${GOAL_STATEMENT_E2E_P50_MS} ms`, p50Ms: statements.endToEnd.p50Ms, p95Ms: statements.endToEnd.p95Ms, met: statements.endToEnd.met }
        : { goal: `PDF statement upload → all analyses readable p50 <= ${GOAL_STATEMENT_E2E_P50_MS} ms`, met: false, skippedOrFailed: true },
  };
  const mark = (met: boolean) => (met ? 'MET' : 'NOT MET');
  log(`Goals: labelling ${goals.labellingThroughput.goal}: ${mark(goals.labellingThroughput.met)} (${goals.labellingThroughput.medianPerSecond} tx/s); accuracy ${mark(goals.labellingAccuracy.met)} (${(100 * goals.labellingAccuracy.accuracy).toFixed(2)} %); macro-F1 ${mark(goals.labellingMacroF1.met)} (${goals.labellingMacroF1.macroF1.toFixed(4)})`);
  log(`       full analysis ${goals.fullAnalysis.goal}: ${mark(goals.fullAnalysis.met)} (${goals.fullAnalysis.medianMs} ms)`);
  log(`       end to end ${goals.endToEnd.goal}: ${mark(goals.endToEnd.met)}${goals.endToEnd.p50Ms ? ` (${goals.endToEnd.p50Ms.map((c) => `${c.case}: ${c.p50Ms} ms`).join('; ')})` : ''}`);
  const parsed = statements && 'parse' in statements ? statements : undefined;
  const ratio = parsed?.parse.ratioToPdftotext != null ? ` (${parsed.parse.ratioToPdftotext.toFixed(2)}x)` : '';
  const p50 = parsed?.endToEnd?.p50Ms != null ? ` (p50 ${Math.round(parsed.endToEnd.p50Ms)} ms, p95 ${Math.round(parsed.endToEnd.p95Ms ?? 0)} ms)` : '';
  log(`       statements ${goals.statementParsing.goal}: ${mark(goals.statementParsing.met)}${ratio}; ${goals.statementEndToEnd.goal}: ${mark(goals.statementEndToEnd.met)}${p50}`);
  log(`Goals: ${goals.bundleKb.goal}: ${goals.bundleKb.met ? 'MET' : 'NOT MET'} (largest ${goals.bundleKb.largestKb} KB); ${goals.coldInitMs.goal}: ${goals.coldInitMs.met ? 'MET' : 'NOT MET'} (slowest ${goals.coldInitMs.slowestMs} ms with the SDK; own code alone ${goals.coldInitMs.slowestOwnCodeMs} ms: ${goals.coldInitMs.ownCodeMet ? 'met' : 'not met'})`);

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const results = {
    date: new Date().toISOString(),
    machine: info,
    esbuildOptions: KHANYA_ESBUILD_OPTIONS,
    awsSdk: `external (${EXTERNAL_MODULES.join(', ')}): provided by the Lambda Node.js 22 runtime, not in the sizes`,
    goals,
    bundles: bundles.map(({ file, ...b }) => ({ ...b, file: relative(root, file) })),
    composition: comp,
    coldInit: cold,
    http: http ?? null,
    labelling,
    analyses,
    endToEnd: e2e ?? null,
    statements: statements ?? null,
    loadAverageAtEnd: loadavg().map((l) => Number(l.toFixed(2))),
    totalSeconds: (Date.now() - started) / 1000,
  };
  mkdirSync(outRoot, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  writeFileSync(join(outRoot, `results-${stamp}.json`), json);
  writeFileSync(join(outRoot, 'latest.json'), json);
  log(`Results: .bench/results-${stamp}.json (and .bench/latest.json); total ${results.totalSeconds.toFixed(0)} s`);
}

main().then(
  // Emulator children are unref'd and stopped already; exit so no SDK keep-alive socket lingers.
  () => process.exit(0),
  (error) => {
    console.error(`npm run bench failed: ${(error as Error).stack ?? error}`);
    process.exit(1);
  },
);
