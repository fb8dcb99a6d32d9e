/**
 * jest globalSetup of the `integration` project (the `unit` project has none): one set of
 * in-memory emulators for the whole run (DynamoDB Local, s3rver on a temp dir, fauxqs) on free
 * ports, the table/bucket/queues created, and every variable the handlers read put into
 * process.env. Jest forks its workers after this, so they inherit
 * the environment; MAIL_OUTBOX_DIR is a fresh temp dir and TOKEN_SIGNING_SECRET is random.
 * Also sets KHANYA_TEST_ANALYSIS_DLQ_URL / KHANYA_TEST_WEBHOOK_DLQ_URL for tests that look at DLQs.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack, type LocalStack } from '../local/stack.ts';

declare global {
  var __KHANYA_TEST_STACK__: { stack: LocalStack; outboxDir: string } | undefined;
}

export default async function globalSetup(): Promise<void> {
  const started = Date.now();
  const outboxDir = mkdtempSync(join(tmpdir(), 'khanya-outbox-'));
  const stack = await startLocalStack({
    mailOutboxDir: outboxDir,
    tokenSigningSecret: randomBytes(32).toString('hex'),
    consoleUrl: 'http://localhost:3000',
  });
  process.env.KHANYA_TEST_ANALYSIS_DLQ_URL = stack.resources.analysisDlqUrl;
  // Suites send far more than 600 requests a minute from one organisation; the rate-limit
  // suite sets its own small budget (test/integration/rate-limits.test.ts).
  process.env.RATE_LIMIT_REQUESTS ??= '1000000000';
  process.env.KHANYA_TEST_WEBHOOK_DLQ_URL = stack.resources.webhookDlqUrl;
  globalThis.__KHANYA_TEST_STACK__ = { stack, outboxDir };
  if (process.env.KHANYA_TEST_VERBOSE) {
    console.log(`\n[global-setup] emulators ${stack.timings.emulatorsMs} ms, resources ${stack.timings.resourcesMs} ms, total ${Date.now() - started} ms`);
  }
}
