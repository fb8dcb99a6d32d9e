/**
 * The local inbox (`npm start`): drop an `.eml` file into `.data/inbox/` and it is delivered as
 * SES would deliver it in AWS: stored in the inbound-mail bucket, queued (the S3 emulator
 * notifies nobody, so the store does: INBOUND_MAIL_NOTIFICATIONS=direct) and read by the mail
 * worker's queue runner, which hands its statements to the upload pipeline or answers the sender
 * in the outbox. The file then moves to `processed/` (or `failed/`, when it could not be
 * delivered: unreadable, or over the size limit). Files already there when it starts are
 * delivered too.
 */
import { mkdirSync, readdirSync, renameSync, statSync, watch, type FSWatcher } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Inbox {
  dir: string;
  /** Delivers every .eml file now in the folder; answers the names delivered. */
  scan(): Promise<string[]>;
  stop(): void;
}

export interface InboxOptions {
  dir: string;
  /** Watch the folder (default true); tests call scan() themselves. */
  watch?: boolean;
  log?: (line: string) => void;
}

/** Waits until a file stops growing (a copy in progress). */
async function settled(path: string): Promise<boolean> {
  let last = -1;
  for (let tries = 0; tries < 50; tries += 1) {
    let size: number;
    try {
      size = statSync(path).size;
    } catch {
      return false;
    }
    if (size === last) return true;
    last = size;
    await sleep(100);
  }
  return true;
}

export function startInbox(options: InboxOptions): Inbox {
  const { dir } = options;
  const log = options.log ?? (() => undefined);
  const processed = join(dir, 'processed');
  const failed = join(dir, 'failed');
  for (const folder of [dir, processed, failed]) mkdirSync(folder, { recursive: true });
  let chain: Promise<unknown> = Promise.resolve();
  const inFlight = new Set<string>();

  async function deliver(name: string): Promise<boolean> {
    const path = join(dir, name);
    if (!(await settled(path))) return false;
    // Imported on first use: the platform's AWS clients must be made after the emulators' endpoints are set.
    const { storeInboundMail } = await import('#platform/aws/inbound-mail-store');
    const { MAX_INBOUND_MESSAGE_BYTES } = await import('#core/inbound-email');
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    try {
      const raw = await readFile(path);
      if (raw.length > MAX_INBOUND_MESSAGE_BYTES) throw new Error(`over the ${MAX_INBOUND_MESSAGE_BYTES / 1024 / 1024} MB limit`);
      const key = `local-inbox/${stamp}-${name.replace(/[^A-Za-z0-9._-]/g, '_')}`;
      await storeInboundMail(key, raw);
      renameSync(path, join(processed, `${stamp}-${name}`));
      log(`📨 delivered ${name} (the mail worker reads it now; replies land in the outbox)`);
      return true;
    } catch (error) {
      try {
        renameSync(path, join(failed, `${stamp}-${name}`));
      } catch {
        // already gone
      }
      log(`📨 could NOT deliver ${name}: ${(error as Error).message} (moved to failed/)`);
      return false;
    }
  }

  function enqueue(name: string): Promise<boolean> {
    if (inFlight.has(name)) return Promise.resolve(false);
    inFlight.add(name);
    const run = chain.then(() => deliver(name)).finally(() => inFlight.delete(name));
    chain = run.catch(() => undefined);
    return run;
  }

  const emlFiles = () => readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.eml')).map((entry) => entry.name).sort();

  async function scan(): Promise<string[]> {
    const names = emlFiles();
    const results = await Promise.all(names.map(async (name) => [name, await enqueue(name)] as const));
    return results.filter(([, delivered]) => delivered).map(([name]) => name);
  }

  let watcher: FSWatcher | undefined;
  if (options.watch ?? true) {
    watcher = watch(dir, (_event, name) => {
      if (!name || basename(name) !== name || !name.toLowerCase().endsWith('.eml')) return;
      void enqueue(name);
    });
    void scan();
  }
  return { dir, scan, stop: () => watcher?.close() };
}
