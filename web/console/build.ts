/**
 * Builds the console: `npm run console:build` (also run by `npm start` and `npm test`).
 *
 * esbuild bundles src/main.tsx (React in production mode, minified, code-split: Chart.js is a
 * chunk of its own, loaded when an application's analyses are shown) into web/console/dist/assets/
 * with content-hashed names; dist/index.html (never cached) names the entry, with a
 * Content-Security-Policy that allows no inline script or style and no origin but the console's
 * own. The first load's JavaScript (the entry and the chunks it imports statically) is measured
 * gzipped into dist/build-report.json; the build fails above the 250 KB budget (issue 14).
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipBytes, SPA_BUILD_OPTIONS, writePrecompressed } from '../spa-build.ts';

export const CONSOLE_DIR = dirname(fileURLToPath(import.meta.url));
export const CONSOLE_DIST = join(CONSOLE_DIR, 'dist');
export const FIRST_LOAD_JS_BUDGET_GZIP = 250 * 1024;

export interface ConsoleBuildReport {
  entry: string;
  css: string;
  /** Every JavaScript file the first screen loads (the entry and its static imports). */
  firstLoad: string[];
  firstLoadJsBytes: number;
  firstLoadJsGzipBytes: number;
  /** Chunks loaded later (Chart.js), gzip bytes each. */
  lazyChunks: Record<string, number>;
  cssGzipBytes: number;
  builtAt: string;
}

export const CONSOLE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  // The API on the console's own origin only: no request leaves it.
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

function indexHtml(entry: string, css: string): string {
  return `<!doctype html>
<html lang="en-ZA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${CONSOLE_CSP}">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>Khanya console</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/console/assets/${css}">
<script type="module" src="/console/assets/${entry}"></script>
</head>
<body>
<div id="root"></div>
<noscript><p>The Khanya console needs JavaScript.</p></noscript>
</body>
</html>
`;
}

export async function buildConsole({ quiet = false }: { quiet?: boolean } = {}): Promise<ConsoleBuildReport> {
  rmSync(CONSOLE_DIST, { recursive: true, force: true });
  mkdirSync(join(CONSOLE_DIST, 'assets'), { recursive: true });
  const result = await build({
    ...SPA_BUILD_OPTIONS,
    entryPoints: [join(CONSOLE_DIR, 'src', 'main.tsx')],
    splitting: true,
    outdir: join(CONSOLE_DIST, 'assets'),
    chunkNames: '[name]-[hash]',
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((path) => outputs[path]!.entryPoint?.endsWith('src/main.tsx'));
  const css = Object.keys(outputs).find((path) => path.endsWith('.css'));
  if (!entry || !css) throw new Error(`console build: expected the main entry and a .css output, got ${Object.keys(outputs).join(', ')}`);
  // The first load: the entry and, transitively, what it imports statically (not dynamic import()).
  const firstLoad = new Set<string>();
  const visit = (path: string) => {
    if (firstLoad.has(path)) return;
    firstLoad.add(path);
    for (const imported of outputs[path]?.imports ?? []) if (imported.kind === 'import-statement') visit(imported.path);
  };
  visit(entry);
  const js = Object.keys(outputs).filter((path) => path.endsWith('.js'));
  const lazy = js.filter((path) => !firstLoad.has(path));
  const report: ConsoleBuildReport = {
    entry: basename(entry),
    css: basename(css),
    firstLoad: [...firstLoad].map((path) => basename(path)),
    firstLoadJsBytes: [...firstLoad].reduce((sum, path) => sum + readFileSync(path).length, 0),
    firstLoadJsGzipBytes: gzipBytes([...firstLoad]),
    lazyChunks: Object.fromEntries(lazy.map((path) => [basename(path), gzipBytes([path])])),
    cssGzipBytes: gzipBytes([css]),
    builtAt: new Date().toISOString(),
  };
  writeFileSync(join(CONSOLE_DIST, 'index.html'), indexHtml(report.entry, report.css));
  writePrecompressed([...js, css]);
  writeFileSync(join(CONSOLE_DIST, 'build-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  if (!quiet) {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log(
      `console built: first load ${report.firstLoad.length} file(s) ${kb(report.firstLoadJsBytes)} (${kb(report.firstLoadJsGzipBytes)} gzip, budget ${kb(FIRST_LOAD_JS_BUDGET_GZIP)}); ` +
        `later: ${Object.entries(report.lazyChunks).map(([name, bytes]) => `${name} ${kb(bytes)} gzip`).join(', ') || 'none'}; css ${kb(report.cssGzipBytes)} gzip (${relative(process.cwd(), CONSOLE_DIST)})`,
    );
  }
  if (report.firstLoadJsGzipBytes > FIRST_LOAD_JS_BUDGET_GZIP) {
    throw new Error(`console: the first load's JavaScript is ${report.firstLoadJsGzipBytes} bytes gzip, over the ${FIRST_LOAD_JS_BUDGET_GZIP}-byte budget`);
  }
  return report;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildConsole().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
