/**
 * The PDF statement reader (pdf.js, legacy build) inside a bundle built with the deployed esbuild
 * settings, run from a folder with no node_modules, as in Lambda: pdf.js must load without the
 * native canvas package (read.ts polyfills DOMMatrix) and without its standard-font files (text
 * extraction does not need them), and still open an AES-256 statement with its password. The
 * statement worker reads PDFs in a worker thread (functions/platform/pdf/reader-thread.ts): its
 * module is built beside index.mjs by the very commands CDK runs after bundling
 * (threadBundleCommands), and must work there too.
 */
import { build } from 'esbuild';
import { execFileSync, execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { esbuildOptionsFor, threadBundleCommands } from '../constructs/bundling.ts';
import { findRepoRoot } from '../lib/repo-root.ts';

const repoRoot = findRepoRoot();
const relativeDir = join('cdk.out', `jest-pdf-bundle-${process.pid}`);
const entryDir = join(repoRoot, relativeDir);
const runDir = mkdtempSync(join(tmpdir(), 'khanya-pdf-bundle-'));
afterAll(() => {
  rmSync(entryDir, { recursive: true, force: true });
  rmSync(runDir, { recursive: true, force: true });
});

it('reads an AES-256 statement inside a Lambda-like bundle with no node_modules beside it', async () => {
  mkdirSync(entryDir, { recursive: true });
  writeFileSync(
    join(entryDir, 'entry.ts'),
    `import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';\n` +
      `import { readPdfText } from '#core/pdf/read';\n` +
      `const doc = await PDFDocument.create();\n` +
      `const page = doc.addPage([595, 842]);\n` +
      `page.drawText('Salary 15 000.00', { x: 50, y: 700, size: 10, font: await doc.embedFont(StandardFonts.Helvetica) });\n` +
      `doc.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });\n` +
      `const { doc: text, passwordUsed } = await readPdfText(await doc.save(), { passwords: ['wrong', 'secret'] });\n` +
      `process.stdout.write(JSON.stringify({ passwordUsed, items: text.pages[0].items.map((item) => [item.str, item.x, item.y]) }));\n`,
  );
  const outfile = join(runDir, 'index.mjs');
  await build({ ...esbuildOptionsFor(repoRoot, join(relativeDir, 'entry.ts'), outfile), logLevel: 'silent' });
  const out = execFileSync(process.execPath, [outfile], { encoding: 'utf8', cwd: runDir, stdio: ['ignore', 'pipe', 'ignore'] });
  // pdf.js prints load-time warnings (no canvas) before the result: the result is the last line.
  expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({ passwordUsed: 'secret', items: [['Salary 15 000.00', 50, 142]] });
}, 120_000);

it('reads an AES-256 statement in the bounded worker thread, its module built beside the bundle by the CDK hook commands', async () => {
  mkdirSync(entryDir, { recursive: true });
  writeFileSync(
    join(entryDir, 'thread-entry.ts'),
    `import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';\n` +
      `import { readPdfInThread, stopPdfReaderThread } from '#platform/pdf/reader-thread';\n` +
      `const doc = await PDFDocument.create();\n` +
      `const page = doc.addPage([595, 842]);\n` +
      `page.drawText('Salary 15 000.00', { x: 50, y: 700, size: 10, font: await doc.embedFont(StandardFonts.Helvetica) });\n` +
      `doc.encrypt({ userPassword: 'secret', ownerPassword: 'owner' });\n` +
      `const bytes = await doc.save();\n` +
      `const { doc: text, passwordUsed } = await readPdfInThread(bytes, { passwords: ['wrong', 'secret'] });\n` +
      `const refused = await readPdfInThread(bytes, { passwords: [] }).then(() => null, (error) => error.code);\n` +
      `await stopPdfReaderThread();\n` +
      `process.stdout.write(JSON.stringify({ passwordUsed, refused, items: text.pages[0].items.map((item) => [item.str, item.x, item.y]) }));\n`,
  );
  const threadDir = mkdtempSync(join(tmpdir(), 'khanya-pdf-thread-bundle-'));
  try {
    const outfile = join(threadDir, 'index.mjs');
    await build({ ...esbuildOptionsFor(repoRoot, join(relativeDir, 'thread-entry.ts'), outfile), logLevel: 'silent' });
    for (const command of threadBundleCommands(repoRoot, threadDir, ['pdf-reader-thread.mjs'])) execSync(command, { cwd: repoRoot, shell: '/bin/bash', stdio: 'ignore' });
    const out = execFileSync(process.execPath, [outfile], { encoding: 'utf8', cwd: threadDir, stdio: ['ignore', 'pipe', 'ignore'] });
    expect(JSON.parse(out.trim().split('\n').at(-1)!)).toEqual({ passwordUsed: 'secret', refused: 'password_required', items: [['Salary 15 000.00', 50, 142]] });
  } finally {
    rmSync(threadDir, { recursive: true, force: true });
  }
}, 180_000);
