/**
 * The docs site orchestration with real child processes on a throwaway repository layout:
 * a fake build (a node script that writes docs/public), the real docs/serve.mjs copied into
 * the temporary docs/ folder (it serves the public/ folder next to itself), free ports.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { docsBuildFingerprint, docsBuildInputs, startDocsSite, type DocsSite, type DocsSiteOptions } from './docs-site.ts';
import { repoRoot } from './paths.ts';

const FAKE_BUILD = `
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
appendFileSync('builds.txt', 'build\\n');
const count = readFileSync('builds.txt', 'utf8').trim().split('\\n').length;
console.log('fake build ' + count + ' starting');
if (existsSync('fail-build')) {
  console.error('fake build: broken MDX in docs/content/docs/intro.mdx');
  process.exit(1);
}
mkdirSync('docs/public', { recursive: true });
writeFileSync('docs/public/index.html', '<h1>Docs build ' + count + '</h1>');
writeFileSync('docs/public/404.html', '<h1>Not found</h1>');
console.log('fake build done');
`;

/** A build that never ends and has a worker process, like gatsby's. */
const HANGING_BUILD = `
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
const worker = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
writeFileSync('build-pids.json', JSON.stringify({ build: process.pid, worker: worker.pid }));
setInterval(() => {}, 1000);
`;

function write(root: string, rel: string, content: string): void {
  mkdirSync(dirname(join(root, rel)), { recursive: true });
  writeFileSync(join(root, rel), content);
}

/** A repository with the docs inputs, what the build generates, and an unrelated backend file. */
function fakeRepo(): string {
  const root = mkdtempSync(join(tmpdir(), 'khanya-docs-site-'));
  write(root, 'package.json', JSON.stringify({ name: 'khanya-fake', imports: { '#core/*': './functions/core/*.ts' } }));
  write(root, 'docs/package.json', JSON.stringify({ name: 'khanya-docs-fake' }));
  write(root, 'docs/gatsby-config.mjs', 'export default {};\n');
  write(root, 'docs/gatsby-ssr.tsx', 'export const onRenderBody = () => {};\n');
  write(root, 'docs/site.config.ts', "export const title = 'Docs';\n");
  write(root, 'docs/src/pages/index.tsx', "import { title } from '../../site.config';\nexport default () => title;\n");
  write(root, 'docs/src/pages/index.test.tsx', 'test("x", () => {});\n');
  write(root, 'docs/content/docs/intro.mdx', '# Introduction\n');
  write(root, 'docs/samples/curl/login.sh', 'curl http://localhost:3000/\n');
  write(root, 'docs/static/logo.svg', '<svg/>\n');
  write(root, 'docs/scripts/generate-data.ts', "import { errors } from '../../schemas/errors.ts';\nconsole.log(errors);\n");
  write(root, 'schemas/errors.ts', "import { check } from '../functions/core/sa-id.ts';\nimport { DomainError } from '#core/errors';\nexport const errors = [check, DomainError];\n");
  write(root, 'schemas/errors.test.ts', 'test("x", () => {});\n');
  write(root, 'functions/core/sa-id.ts', 'export const check = 1;\n');
  write(root, 'functions/core/errors.ts', 'export class DomainError {}\n');
  write(root, 'functions/core/affordability.ts', 'export const unrelated = 1;\n');
  // What the build writes.
  write(root, 'docs/src/generated/errors.json', '[]\n');
  write(root, 'docs/static/openapi.json', '{}\n');
  write(root, 'docs/static/samples/payload.json', '{}\n');
  write(root, 'docs/.cache/state.json', '{}\n');
  copyFileSync(join(repoRoot(), 'docs', 'serve.mjs'), join(root, 'docs', 'serve.mjs'));
  write(root, 'fake-build.mjs', FAKE_BUILD);
  write(root, 'hanging-build.mjs', HANGING_BUILD);
  return root;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

/**
 * Whether a process is alive. kill(pid, 0) says ESRCH once it is gone; a killed orphan is a
 * zombie until init reaps it (some container inits never do), which is dead too.
 */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw error;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]$/.test(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0] ?? '');
  } catch {
    return true; // no /proc: kill(pid, 0) is all we know
  }
}

function builds(root: string): number {
  const file = join(root, 'builds.txt');
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split('\n').length : 0;
}

async function get(port: number, path = '/'): Promise<{ status: number; body: string }> {
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, body: await response.text() };
}

const roots: string[] = [];
const sites: DocsSite[] = [];

async function start(root: string, options: DocsSiteOptions = {}): Promise<DocsSite> {
  const site = await startDocsSite({
    rootDir: root,
    dataDir: join(root, '.data'),
    port: await freePort(),
    buildCommand: [process.execPath, 'fake-build.mjs'],
    ...options,
  });
  sites.push(site);
  return site;
}

function newRepo(): string {
  const root = fakeRepo();
  roots.push(root);
  return root;
}

afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.stop()));
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('docsBuildFingerprint', () => {
  it('covers the docs sources, the schemas and what they import, not tests, generated files or unrelated code', () => {
    const root = newRepo();
    expect(docsBuildInputs(root)).toEqual([
      'docs/content/docs/intro.mdx',
      'docs/gatsby-config.mjs',
      'docs/gatsby-ssr.tsx',
      'docs/package.json',
      'docs/samples/curl/login.sh',
      'docs/scripts/generate-data.ts',
      'docs/site.config.ts',
      'docs/src/pages/index.tsx',
      'docs/static/logo.svg',
      'functions/core/errors.ts',
      'functions/core/sa-id.ts',
      'package.json',
      'schemas/errors.ts',
    ]);
  });

  it.each([
    ['a content page', 'docs/content/docs/intro.mdx'],
    ['a component', 'docs/src/pages/index.tsx'],
    ['a code sample', 'docs/samples/curl/login.sh'],
    ['a static file', 'docs/static/logo.svg'],
    ['the gatsby config', 'docs/gatsby-config.mjs'],
    ['a schema', 'schemas/errors.ts'],
    ['a file a schema imports by path', 'functions/core/sa-id.ts'],
    ['a file a schema imports by #alias', 'functions/core/errors.ts'],
  ])('changes when %s changes', (_what, rel) => {
    const root = newRepo();
    const before = docsBuildFingerprint(root);
    write(root, rel, `${readFileSync(join(root, rel), 'utf8')}// edited\n`);
    expect(docsBuildFingerprint(root)).not.toBe(before);
  });

  it('changes when a docs source file is added or the build command differs', () => {
    const root = newRepo();
    const before = docsBuildFingerprint(root);
    expect(docsBuildFingerprint(root, ['npm', 'run', 'other:build'])).not.toBe(before);
    write(root, 'docs/content/docs/new-page.mdx', '# New\n');
    expect(docsBuildFingerprint(root)).not.toBe(before);
  });

  it('does not change when only build output, tests, unrelated code or modification times change', () => {
    const root = newRepo();
    const before = docsBuildFingerprint(root);
    write(root, 'docs/public/index.html', '<h1>rebuilt</h1>');
    write(root, 'docs/src/generated/errors.json', '[{"code":"new"}]\n');
    write(root, 'docs/src/generated/samples.json', '{}\n');
    write(root, 'docs/static/openapi.json', '{"openapi":"3.1.0"}\n');
    write(root, 'docs/static/samples/other.json', '{}\n');
    write(root, 'docs/.cache/state.json', '{"changed":true}\n');
    write(root, 'docs/src/pages/index.test.tsx', 'test("y", () => {});\n');
    write(root, 'schemas/errors.test.ts', 'test("y", () => {});\n');
    write(root, 'functions/core/affordability.ts', 'export const unrelated = 2;\n');
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'docs/content/docs/intro.mdx'), later, later);
    expect(docsBuildFingerprint(root)).toBe(before);
  });
});

describe('startDocsSite', () => {
  it('builds when there is no stamp, logs the build, records the fingerprint and serves the site over HTTP', async () => {
    const root = newRepo();
    const site = await start(root);
    expect(site.mode).toBe('build');
    expect(site.logFile).toBe(join(root, '.data', 'docs-build.log'));
    const outcome = await site.ready;
    expect(outcome).toEqual({ ok: true, url: site.url, built: true });
    expect(builds(root)).toBe(1);

    const port = Number(new URL(site.url).port);
    expect(await get(port, '/')).toEqual({ status: 200, body: '<h1>Docs build 1</h1>' });
    expect((await get(port, '/no-such-page')).status).toBe(404);
    expect(readFileSync(site.logFile, 'utf8')).toContain('fake build done');
    expect(site.stampFile).toBe(join(root, 'node_modules', '.cache', 'khanya', 'docs-build.json'));
    expect(JSON.parse(readFileSync(site.stampFile, 'utf8')).fingerprint).toBe(site.fingerprint);
  });

  it('serves at once, without building, when the stamp matches the inputs', async () => {
    const root = newRepo();
    const first = await start(root);
    await first.ready;
    await first.stop();

    const second = await start(root);
    expect(second.mode).toBe('serve');
    expect(await second.ready).toMatchObject({ ok: true, built: false });
    expect(builds(root)).toBe(1);
    expect(await get(Number(new URL(second.url).port))).toEqual({ status: 200, body: '<h1>Docs build 1</h1>' });
  });

  it('rebuilds when an input file changes, and when docs/public is gone', async () => {
    const root = newRepo();
    await (await start(root)).ready;

    write(root, 'docs/content/docs/intro.mdx', '# Introduction, revised\n');
    const afterEdit = await start(root);
    expect(afterEdit.mode).toBe('build');
    expect(await afterEdit.ready).toMatchObject({ ok: true, built: true });
    expect(builds(root)).toBe(2);
    expect((await get(Number(new URL(afterEdit.url).port))).body).toBe('<h1>Docs build 2</h1>');
    await afterEdit.stop();

    rmSync(join(root, 'docs', 'public'), { recursive: true });
    const afterClean = await start(root);
    expect(afterClean.mode).toBe('build');
    await afterClean.ready;
    await afterClean.stop();
    expect(builds(root)).toBe(3);

    // A build by hand (npm run docs:build, perhaps on another branch) is not trusted either.
    const index = join(root, 'docs', 'public', 'index.html');
    write(root, 'docs/public/index.html', '<h1>Built by hand</h1>');
    utimesSync(index, new Date(), new Date(Date.now() + 5000));
    const afterHandBuild = await start(root);
    expect(afterHandBuild.mode).toBe('build');
    await afterHandBuild.ready;
    expect(builds(root)).toBe(4);
  });

  it('reports a failed build with the log path, does not serve, and builds again next time', async () => {
    const root = newRepo();
    const good = await start(root);
    expect(await good.ready).toMatchObject({ ok: true }); // a good build and its stamp
    await good.stop();
    expect(existsSync(good.stampFile)).toBe(true);
    write(root, 'docs/content/docs/intro.mdx', '# Broken\n');
    write(root, 'fail-build', '');

    const site = await start(root);
    expect(site.mode).toBe('build');
    const outcome = await site.ready;
    expect(outcome).toEqual({
      ok: false,
      reason: 'build-failed',
      message: `the docs build failed (exit code 1); see ${join(root, '.data', 'docs-build.log')}`,
    });
    expect(readFileSync(site.logFile, 'utf8')).toContain('fake build: broken MDX');
    expect(site.serverPid).toBeUndefined();
    await expect(get(Number(new URL(site.url).port))).rejects.toThrow();
    expect(existsSync(site.stampFile)).toBe(false);

    rmSync(join(root, 'fail-build'));
    const retry = await start(root);
    expect(retry.mode).toBe('build');
    expect(await retry.ready).toMatchObject({ ok: true });
  });

  it('stop() during a build kills its whole process group and serves nothing', async () => {
    const root = newRepo();
    const site = await start(root, { buildCommand: [process.execPath, 'hanging-build.mjs'] });
    const pidsFile = join(root, 'build-pids.json');
    await waitFor(() => existsSync(pidsFile) && readFileSync(pidsFile, 'utf8').length > 0);
    const pids = JSON.parse(readFileSync(pidsFile, 'utf8')) as { build: number; worker: number };
    expect(site.buildPid).toBe(pids.build);
    expect(alive(pids.build) && alive(pids.worker)).toBe(true);

    await site.stop();
    expect(() => process.kill(pids.build, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    expect(alive(pids.worker)).toBe(false);
    expect(await site.ready).toMatchObject({ ok: false, reason: 'stopped' });
    expect(site.serverPid).toBeUndefined();
    expect(existsSync(site.stampFile)).toBe(false);
  });

  it('stop() after serving kills the server and frees the port', async () => {
    const root = newRepo();
    const site = await start(root);
    await site.ready;
    const serverPid = site.serverPid!;
    expect(alive(serverPid)).toBe(true);
    const port = Number(new URL(site.url).port);

    await site.stop();
    expect(() => process.kill(serverPid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    await expect(get(port)).rejects.toThrow();
  });

  it('does not build or serve when the docs port is taken', async () => {
    const root = newRepo();
    const port = await freePort();
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      const site = await start(root, { port });
      expect(site.mode).toBe('none');
      expect(await site.ready).toEqual({ ok: false, reason: 'port-in-use', message: `port ${port} is in use` });
      expect(builds(root)).toBe(0);
      expect(site.serverPid).toBeUndefined();
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('reports a server that exits before answering, and one that exits later', async () => {
    const root = newRepo();
    const broken = await start(root, { serveCommand: [process.execPath, '-e', 'console.error("no public/ here"); process.exit(3)'] });
    expect(await broken.ready).toEqual({ ok: false, reason: 'serve-failed', message: 'the docs server stopped (exit code 3)\nno public/ here' });

    const exits: string[] = [];
    const site = await start(root, { onServerExit: (description) => exits.push(description) });
    expect(site.mode).toBe('serve');
    await site.ready;
    process.kill(site.serverPid!, 'SIGKILL');
    await waitFor(() => exits.length > 0);
    expect(exits[0]).toMatch(/^killed by SIGKILL/);
  });
});
