/**
 * `npm start`: the whole product on localhost, no AWS account needed.
 *
 *   npm start                 state kept in .data/ (dynamodb/, s3/, outbox/, inbox/, token-secret)
 *   npm start -- --reset      delete .data/ first
 *   npm start -- --no-docs    no documentation site (or KHANYA_DOCS=off)
 *   PORT=4000 npm start       another API port (default 3000)
 *   DOCS_PORT=9001 npm start  another docs site port (default 9000)
 *
 * Starts the emulators, creates the table, bucket and queues, sets the environment the
 * handlers read, serves the API bridge, then seeds a demo organisation through the API itself
 * (local/seed.ts) and prints, on every start, its login, a fresh API token and the ids of the
 * demo applications. Then, without
 * holding up the API, the documentation site (local/docs-site.ts): built when its sources
 * changed since the last start (40 s on an idle 2-core machine, 2–3 min on a busy one), then served. New e-mails in the outbox are
 * announced as they arrive; an .eml file dropped into .data/inbox/ is delivered like an e-mail SES
 * received (local/inbox.ts): e-mailed statements end to end. Ctrl-C stops the server, the docs site and every emulator process.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, watch, writeFileSync, type FSWatcher } from 'node:fs';
import { join, relative } from 'node:path';
import { DEFAULT_DOCS_PORT, startDocsSite, type DocsSite } from './docs-site.ts';
import { defaultDataDir, repoRoot } from './paths.ts';
import { startLocalStack, type LocalStack } from './stack.ts';
import { startServer, type RunningServer } from './server.ts';
import { startWorkers, type RunningWorkers } from './workers.ts';
import { startInbox, type Inbox } from './inbox.ts';
import { LOCAL_WEBHOOK_PATH } from './webhook-receiver.ts';
import { DEMO, OPERATOR, seedDemo, type Seeded } from './seed.ts';
import { SANDBOX_OTP, SANDBOX_PASSWORD, SANDBOX_PERSONAS } from '#core/sandbox-bank/personas';

const args = process.argv.slice(2);
const reset = args.includes('--reset');
const docsEnabled = !args.includes('--no-docs') && !/^(off|0|false|no)$/i.test(process.env.KHANYA_DOCS ?? '');
const unknown = args.filter((a) => a !== '--reset' && a !== '--no-docs');
if (unknown.length > 0) {
  console.error(`Unknown option(s): ${unknown.join(' ')}. Usage: npm start [-- [--reset] [--no-docs]]`);
  process.exit(2);
}
const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, got ${process.env.PORT}`);
  process.exit(2);
}
const docsPort = Number(process.env.DOCS_PORT ?? DEFAULT_DOCS_PORT);
if (docsEnabled && (!Number.isInteger(docsPort) || docsPort < 1 || docsPort > 65535 || docsPort === port)) {
  console.error(`DOCS_PORT must be a port number other than the API's ${port}, got ${process.env.DOCS_PORT} (or: npm start -- --no-docs)`);
  process.exit(2);
}

const dataDir = defaultDataDir();
const outboxDir = join(dataDir, 'outbox');
const inboxDir = join(dataDir, 'inbox');
const show = (path: string) => relative(process.cwd(), path) || '.';

let stack: LocalStack | undefined;
let server: RunningServer | undefined;
let workers: RunningWorkers | undefined;
let docs: DocsSite | undefined;
let watcher: FSWatcher | undefined;
let inbox: Inbox | undefined;
let shuttingDown = false;

async function shutdown(code: number): Promise<never> {
  if (!shuttingDown) {
    shuttingDown = true;
    watcher?.close();
    inbox?.stop();
    await Promise.allSettled([server?.close(), workers?.stop(), docs?.stop()]);
    await stack?.stop();
  }
  process.exit(code);
}

process.on('SIGINT', () => {
  // A terminal's Ctrl-C reaches this process twice (directly and relayed by tsx).
  if (!shuttingDown) console.log('\nStopping…');
  void shutdown(0);
});
process.on('SIGTERM', () => void shutdown(0));

/** The signing secret outlives restarts so issued tokens stay valid; --reset makes a new one. */
function tokenSigningSecret(): string {
  const file = join(dataDir, 'token-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (/^[0-9a-f]{64}$/.test(secret)) return secret;
  }
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Fails early, before the emulators start, when the port is taken. */
async function checkPortFree(): Promise<void> {
  const { createServer } = await import('node:net');
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

function portInUse(error: unknown): boolean {
  return (error as NodeJS.ErrnoException)?.code === 'EADDRINUSE';
}

function watchOutbox(): FSWatcher {
  const seen = new Set(readdirSync(outboxDir));
  return watch(outboxDir, (_event, name) => {
    if (!name || !name.endsWith('.eml') || seen.has(name)) return;
    if (!existsSync(join(outboxDir, name))) return;
    seen.add(name);
    console.log(`✉  new e-mail: ${show(join(outboxDir, name))}`);
  });
}

/**
 * The documentation site, after the API is up: it never delays or stops the API; a failed
 * build or a taken port is reported and the API keeps running.
 */
async function startDocs(): Promise<void> {
  const keepsRunning = 'the API keeps running';
  let site: DocsSite;
  try {
    site = await startDocsSite({
      dataDir,
      port: docsPort,
      onServerExit: (description) => console.log(`Docs site server stopped (${description}); ${keepsRunning}`),
    });
  } catch (error) {
    console.log(`Docs site NOT started: ${(error as Error).message}; ${keepsRunning}`);
    return;
  }
  docs = site;
  if (shuttingDown) {
    await site.stop();
    return;
  }
  if (site.mode === 'build') console.log(`Docs site  building… (40 s to 3 min, with the machine's load; log: ${show(site.logFile)}), then ${site.url}`);
  if (site.mode === 'serve') console.log(`Docs site  ${site.url}`);
  const outcome = await site.ready;
  if (outcome.ok) console.log(`📖 Docs site ready: ${outcome.url}`);
  else if (outcome.reason === 'build-failed') console.log(`Docs site build FAILED (see ${show(site.logFile)}); ${keepsRunning}`);
  else if (outcome.reason === 'port-in-use') {
    console.log(`Docs site NOT served: port ${docsPort} is in use (choose another with DOCS_PORT, or npm start -- --no-docs); ${keepsRunning}`);
  } else if (outcome.reason === 'serve-failed') console.log(`Docs site server FAILED: ${outcome.message}; ${keepsRunning}`);
}

/** A one-time console login link's token for the demo user (services/staff-sessions.ts). */
async function demoLoginLink(): Promise<string> {
  // Imported now, not at the top: its AWS clients must be made after the emulators' endpoints are set.
  const { createLoginLink } = await import('#platform/services/staff-sessions');
  const { findUserByEmail } = await import('#platform/repositories/users');
  const user = await findUserByEmail(DEMO.email);
  if (!user) throw new Error(`the demo user ${DEMO.email} is missing`);
  return createLoginLink(user);
}

async function main(): Promise<void> {
  const started = Date.now();
  process.chdir(repoRoot());
  if (reset && existsSync(dataDir)) {
    rmSync(dataDir, { recursive: true, force: true });
    console.log(`Deleted ${show(dataDir)}/`);
  }
  mkdirSync(outboxDir, { recursive: true });

  try {
    await checkPortFree();
  } catch (error) {
    if (portInUse(error)) {
      console.error(`Port ${port} is already in use (another \`npm start\`?). Stop that process or choose another port: PORT=3001 npm start`);
      process.exit(1);
    }
    throw error;
  }

  console.log('Starting DynamoDB Local, S3 (s3rver) and SQS (fauxqs)…');
  stack = await startLocalStack({
    dataDir,
    mailOutboxDir: outboxDir,
    tokenSigningSecret: tokenSigningSecret(),
    consoleUrl: `http://localhost:${port}`,
  });
  const { startupMs } = stack.emulators;
  console.log(
    `Emulators up in ${stack.timings.emulatorsMs} ms (dynamodb ${startupMs.dynamodb}, s3 ${startupMs.s3}, sqs ${startupMs.sqs}); resources in ${stack.timings.resourcesMs} ms`,
  );

  try {
    server = await startServer({ port, host: '127.0.0.1' });
  } catch (error) {
    if (portInUse(error)) {
      console.error(`Port ${port} is already in use. Stop that process or choose another port: PORT=3001 npm start`);
      await shutdown(1);
    }
    throw error;
  }
  workers = await startWorkers({
    analysis: stack.resources.analysisQueueUrl,
    webhooks: stack.resources.webhookQueueUrl,
    statements: stack.resources.statementQueueUrl,
    inboundMail: stack.resources.inboundMailQueueUrl,
  }, { scheduledJobs: true });
  // Imported now, not at the top: its AWS clients must be made after the emulators' endpoints are set.
  const { requeueInterruptedAnalyses } = await import('./requeue-analyses.ts');
  const requeued = await requeueInterruptedAnalyses();
  if (requeued.length > 0) console.log(`Re-queued ${requeued.length} analysis(es) interrupted when the last run stopped.`);
  const { requeueInterruptedStatementFiles } = await import('./requeue-statement-files.ts');
  const requeuedFiles = await requeueInterruptedStatementFiles();
  if (requeuedFiles.length > 0) console.log(`Re-queued ${requeuedFiles.length} statement file(s) interrupted when the last run stopped.`);
  const base = `http://localhost:${port}`;
  watcher = watchOutbox();
  inbox = startInbox({ dir: inboxDir, log: (text) => console.log(text) });

  let seeded: Seeded | undefined;
  let seedError: string | undefined;
  let consoleLink: string | undefined;
  try {
    seeded = await seedDemo(`http://127.0.0.1:${port}`, dataDir);
    consoleLink = `${base}/console/#login=${await demoLoginLink()}`;
  } catch (error) {
    seedError = (error as Error).message;
  }

  const line = '─'.repeat(72);
  const out = [
    '',
    line,
    `  Khanya is running: ${base}   (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    line,
    `  API base URL     ${base}/v1/`,
    `  OpenAPI          npm run openapi writes docs/static/openapi.json (the API reference)`,
  ];
  if (seeded) {
    out.push(
      `  Console          ${consoleLink}`,
      `                   (logs you in as the demo user, once, within 10 minutes; afterwards ${base}/console/ with the demo login)`,
      `  Demo login       ${DEMO.email} / ${DEMO.password}${seeded.created ? '   (organisation created now)' : ''}`,
      `  API token        ${seeded.apiToken}`,
      `  Operator pages   ${base}/relabels/   (Khanya's own staff: ${OPERATOR.email} / ${OPERATOR.password})`,
      '',
      '  Try it:',
      `    curl -H "Authorization: Bearer ${seeded.apiToken}" ${base}/v1/organisations/`,
    );
    if (seeded.demoApplications.length > 0) {
      out.push('', `  Demo applications with bank data${seeded.created ? ' (analysed in a few seconds)' : ''}:`);
      for (const application of seeded.demoApplications) out.push(`    ${application.id}  ${application.name}`);
      const first = seeded.demoApplications[0]!;
      out.push(`    curl -H "Authorization: Bearer ${seeded.apiToken}" ${base}/v1/bank_connections/${first.id}/affordability`);
    }
  } else {
    out.push(
      `  Demo seed        FAILED: ${seedError}`,
      `                   (the API is up; the register/login/API-token handlers may not be written yet)`,
    );
  }
  out.push(
    '',
    `  Connect UI       ${base}/connect/<proxy_id>   (each application's connect_url: the applicant's journey)`,
    `  Sandbox bank     ${base}/sandbox-bank/   (OAuth 2.0 / OIDC issuer; link a bank through it in the connect flow)`,
    `  Bank logins      password ${SANDBOX_PASSWORD} for every user; one-time PIN ${SANDBOX_OTP}:`,
    ...SANDBOX_PERSONAS.map((persona) => `    ${persona.username.padEnd(18)}${persona.description}`),
    '',
    `  Webhooks         ${base}${LOCAL_WEBHOOK_PATH}   (use it as an endpoint's url: POST /v1/webhooks/endpoints; events print here and list on that page)`,
    '',
    `  Data dir         ${show(dataDir)}/   (npm start -- --reset to start empty)`,
    `  Mail outbox      ${show(outboxDir)}/   (each e-mail is an .eml file)`,
    `  Mail inbox       ${show(inboxDir)}/   (drop an .eml here: delivered as SES would, to statements+<proxy_id>@${process.env.INBOUND_EMAIL_DOMAIN || 'in.khanya.example'})`,
    '',
    '  Ctrl-C stops everything.',
    line,
    '',
  );
  console.log(out.join('\n'));
  if (docsEnabled) startDocs().catch((error: Error) => console.log(`Docs site FAILED: ${error.message}; the API keeps running`));
}

main().catch(async (error) => {
  console.error(`\nnpm start failed: ${(error as Error).message ?? error}`);
  await shutdown(1);
});
