/**
 * The documentation site for `npm start`: build it when its inputs changed since the last
 * build npm start made, then serve docs/public with docs/serve.mjs. Pure orchestration of two
 * child processes; nothing here touches AWS or blocks the API.
 *
 *  - Fingerprint: sha256 over the relative path, size and content of every build input (see
 *    DOCS_BUILD_INPUTS) and the build command. Content, not mtimes, so a git checkout that
 *    touches files without changing them does not cost a 45 s rebuild.
 *  - Stamp: `node_modules/.cache/khanya/docs-build.json` holds the fingerprint of the last
 *    successful build started from here, and the built index.html's modification time (a site
 *    rebuilt by hand since is not trusted). It is deleted when a build starts, so a build that
 *    fails or is interrupted leaves no stamp and the next start builds again.
 *  - Build: `npm run docs:build` from the repository root, in its own process group (gatsby
 *    has workers; stop() signals the whole group), at a lower CPU priority so the API stays
 *    responsive, output to `<dataDir>/docs-build.log`. Nothing is served until it ends, so a
 *    half-rebuilt docs/public is never served.
 *  - Serve: `node docs/serve.mjs` with PORT and HOST, also in its own group; ready once the
 *    port answers HTTP. It is a child process, not an import: jest runs local/ as CommonJS.
 *
 * A failed build, a taken port or a crashed server only resolve `ready` with `ok: false`;
 * nothing here throws into the caller after startDocsSite() returns.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { setPriority } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { defaultDataDir, repoRoot } from './paths.ts';

/**
 * What the built site is made from, relative to the repository root. Anything that changes
 * the site must be covered, or npm start would serve a stale build:
 *  - docs/src, docs/content, docs/static, docs/gatsby-*.ts(x) and gatsby-config.mjs, docs/site.config.ts: the site;
 *  - docs/samples: printed into the pages and copied to static/samples by docs/scripts;
 *  - docs/scripts and schemas/: generate docs/src/generated and static/openapi.json (the
 *    contract's errors, data points and OpenAPI document), plus whatever those import from
 *    outside these folders (followed through relative and `#alias/` imports; the dependency
 *    rules keep schemas/ self-contained today), so a new import cannot silently fall out of the fingerprint;
 *  - docs/package.json, package.json, package-lock.json: the build scripts, the API version
 *    shown in the OpenAPI document, and the versions of gatsby and every other dependency.
 * Left out: what the build writes (docs/public, docs/.cache, docs/src/generated,
 * docs/static/openapi.json, docs/static/samples), unit tests under docs/src and schemas (not
 * part of the site), node_modules, docs/test and the rest of the backend.
 */
export const DOCS_BUILD_INPUTS = {
  directories: ['docs/src', 'docs/content', 'docs/samples', 'docs/static', 'docs/scripts', 'schemas'],
  files: ['docs/site.config.ts', 'docs/package.json', 'package.json', 'package-lock.json'],
  /** File names matched in docs/ itself. */
  docsFilePattern: /^gatsby-.*\.(tsx?|mjs)$/,
  excluded: ['docs/src/generated', 'docs/static/openapi.json', 'docs/static/samples'],
  /** Unit tests beside the code in these folders are not part of the site. */
  testsExcludedUnder: ['docs/src', 'schemas'],
} as const;

const CODE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx|js|jsx|mjs)$/;
const IMPORT_SPECIFIER = /\bfrom\s*['"]([^'"\n]+)['"]|\bimport\s*\(?\s*['"]([^'"\n]+)['"]/g;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '.json', '/index.ts', '/index.tsx', '/index.js'];

function toPosix(path: string): string {
  return path.split(sep).join('/');
}

function isExcluded(rel: string): boolean {
  if (rel.split('/').includes('node_modules')) return true;
  if (DOCS_BUILD_INPUTS.excluded.some((excluded) => rel === excluded || rel.startsWith(`${excluded}/`))) return true;
  const base = rel.slice(rel.lastIndexOf('/') + 1);
  return TEST_FILE.test(base) && DOCS_BUILD_INPUTS.testsExcludedUnder.some((dir) => rel.startsWith(`${dir}/`));
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function walk(rootDir: string, rel: string, into: Set<string>): void {
  let entries;
  try {
    entries = readdirSync(join(rootDir, rel), { withFileTypes: true });
  } catch {
    return; // a missing folder is simply not an input
  }
  for (const entry of entries) {
    const child = `${rel}/${entry.name}`;
    if (isExcluded(child)) continue;
    if (entry.isDirectory()) walk(rootDir, child, into);
    else if (entry.isFile()) into.add(child);
  }
}

/** The package.json "imports" map (`#core/*` → `./functions/core/*.ts`), for alias imports. */
function importAliases(rootDir: string): [prefix: string, target: string][] {
  try {
    const imports = JSON.parse(readFileSync(join(rootDir, 'package.json'), 'utf8')).imports ?? {};
    return Object.entries(imports as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0].endsWith('*'))
      .map(([key, target]) => [key.slice(0, -1), target]);
  } catch {
    return [];
  }
}

function resolveImport(rootDir: string, fromRel: string, specifier: string, aliases: [string, string][]): string | undefined {
  let base: string | undefined;
  if (specifier.startsWith('.')) {
    base = resolve(rootDir, dirname(fromRel), specifier);
  } else if (specifier.startsWith('#')) {
    for (const [prefix, target] of aliases) {
      if (!specifier.startsWith(prefix)) continue;
      // "#core/*": "./functions/core/*.ts": the target already has its extension.
      base = resolve(rootDir, target.replace('*', specifier.slice(prefix.length)));
      break;
    }
  }
  if (!base) return undefined; // a package: covered by package-lock.json
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    const rel = toPosix(relative(rootDir, candidate));
    if (rel.startsWith('..') || rel === '') return undefined;
    if (isFile(candidate)) return rel;
  }
  return undefined;
}

/** The input files, relative to rootDir with forward slashes, sorted. */
export function docsBuildInputs(rootDir: string): string[] {
  const files = new Set<string>();
  for (const dir of DOCS_BUILD_INPUTS.directories) walk(rootDir, dir, files);
  for (const file of DOCS_BUILD_INPUTS.files) if (isFile(join(rootDir, file))) files.add(file);
  try {
    for (const name of readdirSync(join(rootDir, 'docs'))) {
      if (DOCS_BUILD_INPUTS.docsFilePattern.test(name) && isFile(join(rootDir, 'docs', name))) files.add(`docs/${name}`);
    }
  } catch {
    // no docs/ folder
  }
  // Follow imports out of the input folders (docs/scripts imports schemas/, …).
  const aliases = importAliases(rootDir);
  const pending = [...files].filter((file) => CODE_FILE.test(file));
  while (pending.length > 0) {
    const file = pending.pop()!;
    const source = readFileSync(join(rootDir, file), 'utf8');
    for (const match of source.matchAll(IMPORT_SPECIFIER)) {
      const specifier = match[1] ?? match[2];
      if (!specifier) continue;
      const target = resolveImport(rootDir, file, specifier, aliases);
      if (!target || files.has(target) || isExcluded(target)) continue;
      files.add(target);
      if (CODE_FILE.test(target)) pending.push(target);
    }
  }
  return [...files].sort();
}

/** sha256 over every input's path, size and content, and the build command. */
export function docsBuildFingerprint(rootDir: string, buildCommand: readonly string[] = DEFAULT_BUILD_COMMAND): string {
  const hash = createHash('sha256');
  hash.update(`command\0${JSON.stringify(buildCommand)}\0`);
  for (const file of docsBuildInputs(rootDir)) {
    const content = readFileSync(join(rootDir, file));
    hash.update(`${file}\0${content.length}\0`);
    hash.update(content);
    hash.update('\0');
  }
  return hash.digest('hex');
}

export const DEFAULT_BUILD_COMMAND: readonly string[] = ['npm', 'run', 'docs:build'];
export const DEFAULT_DOCS_PORT = 9000;

export interface DocsSiteOptions {
  /** The repository (default: repoRoot()). Commands run here; docs/public is under it. */
  rootDir?: string;
  /** Where docs-build.log goes (default: defaultDataDir(), i.e. .data/). */
  dataDir?: string;
  /** Port of the docs server (default 9000). */
  port?: number;
  /** Interface the docs server binds (default 127.0.0.1). */
  host?: string;
  /** Default `npm run docs:build`. */
  buildCommand?: readonly string[];
  /** Default `node docs/serve.mjs`; it is given PORT and HOST in its environment. */
  serveCommand?: readonly string[];
  /** How long the server may take to answer once started (default 30 s). */
  serveTimeoutMs?: number;
  /** Called if the server exits by itself after it was ready. */
  onServerExit?: (description: string) => void;
}

export type DocsSiteOutcome =
  | { ok: true; url: string; built: boolean }
  | { ok: false; reason: 'build-failed' | 'port-in-use' | 'serve-failed' | 'stopped'; message: string };

export interface DocsSite {
  /** What the site is doing now: building first, serving the existing build, or nothing (port taken). */
  mode: 'build' | 'serve' | 'none';
  /** http://localhost:<port>/ */
  url: string;
  /** The build log (absolute path). */
  logFile: string;
  /** The stamp that records the last successful build's fingerprint (absolute path). */
  stampFile: string;
  fingerprint: string;
  /** Settles once the site answers or cannot be served; never rejects. */
  ready: Promise<DocsSiteOutcome>;
  /** Process ids, while the process runs (each is its own process group's leader). */
  readonly buildPid: number | undefined;
  readonly serverPid: number | undefined;
  /** Stops the build (its whole process group) and the server; resolves when they are gone. */
  stop(): Promise<void>;
}

interface Stamp {
  fingerprint: string;
  builtAt: string;
  /**
   * docs/public/index.html's modification time after that build: a different one means the site
   * was rebuilt by hand since (`npm run docs:build`, perhaps from other sources), so the stamp no
   * longer says what is in docs/public.
   */
  indexMtimeMs: number;
}

function mtimeMs(file: string): number | undefined {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function readStamp(file: string): Stamp | undefined {
  try {
    const stamp = JSON.parse(readFileSync(file, 'utf8'));
    return typeof stamp?.fingerprint === 'string' ? stamp : undefined;
  } catch {
    return undefined;
  }
}

function portFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolvePromise, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolvePromise(false) : reject(error)));
    probe.listen(port, host, () => probe.close(() => resolvePromise(true)));
  });
}

/** True once the URL answers anything at all over HTTP. */
function answers(url: string): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const req = request(url, { method: 'HEAD', timeout: 2000 }, (response) => {
      response.resume();
      resolvePromise(true);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolvePromise(false));
    req.end();
  });
}

const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * Live (non-zombie) members of a process group. On Linux it reads /proc, because an orphan
 * that was killed stays a zombie until init reaps it (and some container inits never do),
 * which kill(-pgid, 0) cannot tell from a running process. Elsewhere: kill(-pgid, 0).
 */
function groupAlive(pgid: number): boolean {
  if (existsSync('/proc/self/stat')) {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      } catch {
        continue; // gone meanwhile
      }
      // "pid (comm) state ppid pgrp …"; comm may contain spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid && fields[0] !== 'Z' && fields[0] !== 'X') return true;
    }
    return false;
  }
  try {
    process.kill(-pgid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function signalGroup(pgid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pgid, signal);
  } catch {
    // already gone
  }
}

async function waitUntilGroupGone(pgid: number, waitMs: number): Promise<boolean> {
  const deadline = Date.now() + waitMs;
  while (groupAlive(pgid)) {
    if (Date.now() >= deadline) return false;
    await sleep(25);
  }
  return true;
}

/** SIGTERM to the child's process group, SIGKILL after graceMs, until no member is left. */
async function killGroup(child: ChildProcess, graceMs = 5000): Promise<void> {
  const pgid = child.pid;
  if (!pgid) return;
  const exited = new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) done();
    else child.once('exit', () => done());
  });
  signalGroup(pgid, 'SIGTERM');
  if (!(await waitUntilGroupGone(pgid, graceMs))) {
    signalGroup(pgid, 'SIGKILL');
    await waitUntilGroupGone(pgid, 2000);
  }
  // The leader is our child: wait until node has reaped it, so its pid is really free.
  await Promise.race([exited, sleep(2000)]);
}

/**
 * Builds the docs site if its inputs changed since npm start last built it, then serves it.
 * Resolves as soon as it knows which (a few milliseconds: fingerprint and port check); follow
 * `ready` for the outcome.
 */
export async function startDocsSite(options: DocsSiteOptions = {}): Promise<DocsSite> {
  const rootDir = options.rootDir ?? repoRoot();
  const dataDir = options.dataDir ?? defaultDataDir();
  const port = options.port ?? DEFAULT_DOCS_PORT;
  const host = options.host ?? '127.0.0.1';
  const buildCommand = options.buildCommand ?? DEFAULT_BUILD_COMMAND;
  const serveCommand = options.serveCommand ?? [process.execPath, 'docs/serve.mjs'];
  const serveTimeoutMs = options.serveTimeoutMs ?? 30_000;
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`The docs port must be 1-65535, got ${port}`);
  if (buildCommand.length === 0 || serveCommand.length === 0) throw new Error('The build and serve commands cannot be empty');

  const url = `http://localhost:${port}/`;
  const logFile = join(dataDir, 'docs-build.log');
  const stampFile = join(rootDir, 'node_modules', '.cache', 'khanya', 'docs-build.json');
  const indexHtml = join(rootDir, 'docs', 'public', 'index.html');
  const fingerprint = docsBuildFingerprint(rootDir, buildCommand);
  const stamp = readStamp(stampFile);
  const upToDate = stamp !== undefined && stamp.fingerprint === fingerprint && stamp.indexMtimeMs === mtimeMs(indexHtml);
  const free = await portFree(port, host);
  const mode: DocsSite['mode'] = !free ? 'none' : upToDate ? 'serve' : 'build';

  let build: ChildProcess | undefined;
  let server: ChildProcess | undefined;
  let stopped = false;
  const stoppedOutcome = { ok: false, reason: 'stopped', message: 'stopped' } as const;

  // Last resort if the process exits without stop() (stop() removes it).
  const exitHook = () => {
    for (const child of [build, server]) if (child?.pid) signalGroup(child.pid, 'SIGTERM');
  };
  process.on('exit', exitHook);

  function runBuild(): Promise<{ ok: boolean; description: string }> {
    mkdirSync(dataDir, { recursive: true });
    rmSync(stampFile, { force: true });
    writeFileSync(logFile, `$ ${buildCommand.join(' ')}   (started by npm start, ${new Date().toISOString()}, in ${rootDir})\n`);
    const fd = openSync(logFile, 'a');
    let child: ChildProcess;
    try {
      child = spawn(buildCommand[0]!, buildCommand.slice(1), { cwd: rootDir, detached: true, stdio: ['ignore', fd, fd] });
    } finally {
      closeSync(fd);
    }
    build = child;
    if (child.pid) {
      try {
        setPriority(child.pid, 10); // its children (gatsby and its workers) inherit it
      } catch {
        // not allowed here; builds at normal priority
      }
    }
    return new Promise((done) => {
      child.once('error', (error) => {
        appendFileSync(logFile, `\n${error.message}\n`);
        done({ ok: false, description: error.message });
      });
      child.once('exit', (code, signal) => {
        // Whatever the build left running in its group (it should leave nothing) goes too.
        if (child.pid && groupAlive(child.pid)) signalGroup(child.pid, 'SIGTERM');
        if (build === child) build = undefined;
        appendFileSync(logFile, `\n[npm start] build ended: ${signal ? `signal ${signal}` : `exit code ${code}`}\n`);
        done({ ok: code === 0, description: signal ? `killed by ${signal}` : `exit code ${code}` });
      });
    });
  }

  async function runServer(): Promise<DocsSiteOutcome> {
    // Checked again: the port may have been taken while the site was building, and then
    // whatever holds it would answer the readiness probe.
    if (!(await portFree(port, host))) return { ok: false, reason: 'port-in-use', message: `port ${port} is in use` };
    if (stopped) return stoppedOutcome;
    let output = '';
    let exitDescription: string | undefined;
    const child = spawn(serveCommand[0]!, serveCommand.slice(1), {
      cwd: rootDir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(port), HOST: host },
    });
    server = child;
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-2000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    let isReady = false;
    child.once('error', (error) => {
      exitDescription ??= error.message;
    });
    // 'close', not 'exit': by then its output has been read too.
    child.once('close', (code, signal) => {
      exitDescription ??= signal ? `killed by ${signal}` : `exit code ${code}`;
      if (server === child) server = undefined;
      if (isReady && !stopped) options.onServerExit?.(`${exitDescription}${output ? `: ${output.trim().split('\n').pop()}` : ''}`);
    });
    const deadline = Date.now() + serveTimeoutMs;
    const probeUrl = `http://${host.includes(':') ? `[${host}]` : host}:${port}/`;
    while (!stopped && exitDescription === undefined && Date.now() < deadline) {
      if ((await answers(probeUrl)) && exitDescription === undefined) {
        isReady = true;
        return { ok: true, url, built: mode === 'build' };
      }
      await sleep(100);
    }
    if (stopped) return stoppedOutcome;
    if (exitDescription === undefined) await killGroup(child);
    const detail = output.trim() ? `\n${output.trim()}` : '';
    if (/EADDRINUSE/.test(output)) return { ok: false, reason: 'port-in-use', message: `port ${port} is in use` };
    return {
      ok: false,
      reason: 'serve-failed',
      message: exitDescription !== undefined ? `the docs server stopped (${exitDescription})${detail}` : `the docs server did not answer within ${serveTimeoutMs} ms${detail}`,
    };
  }

  async function run(): Promise<DocsSiteOutcome> {
    if (mode === 'none') return { ok: false, reason: 'port-in-use', message: `port ${port} is in use` };
    if (mode === 'build') {
      let result: { ok: boolean; description: string };
      try {
        result = await runBuild();
      } catch (error) {
        result = { ok: false, description: (error as Error).message };
      }
      if (stopped) return stoppedOutcome;
      if (!result.ok) return { ok: false, reason: 'build-failed', message: `the docs build failed (${result.description}); see ${logFile}` };
      if (!existsSync(indexHtml)) return { ok: false, reason: 'build-failed', message: `the docs build wrote no docs/public/index.html; see ${logFile}` };
      try {
        mkdirSync(dirname(stampFile), { recursive: true });
        const built: Stamp = { fingerprint, builtAt: new Date().toISOString(), indexMtimeMs: statSync(indexHtml).mtimeMs };
        writeFileSync(stampFile, `${JSON.stringify(built, null, 2)}\n`);
      } catch {
        // Unrecorded, the next start builds again; the site just built is still served.
      }
    }
    try {
      return await runServer();
    } catch (error) {
      return { ok: false, reason: 'serve-failed', message: (error as Error).message };
    }
  }

  const ready = run().then(
    (outcome): DocsSiteOutcome => (stopped && outcome.ok ? stoppedOutcome : outcome),
    (error: Error): DocsSiteOutcome => (stopped ? stoppedOutcome : { ok: false, reason: 'serve-failed', message: error.message }),
  );

  return {
    mode,
    url,
    logFile,
    stampFile,
    fingerprint,
    ready,
    get buildPid() {
      return build?.pid;
    },
    get serverPid() {
      return server?.pid;
    },
    async stop() {
      stopped = true;
      await Promise.all([build, server].map((child) => (child ? killGroup(child) : undefined)));
      process.removeListener('exit', exitHook);
      await ready;
    },
  };
}
