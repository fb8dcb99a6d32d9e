/**
 * Builds the connect UI: `npm run connect:build` (also run by `npm start` and `npm test`).
 *
 * esbuild bundles src/main.tsx (React in production mode, minified) into web/connect/dist/assets/
 * with content-hashed names, served with long cache headers; dist/index.html (never cached) names
 * them, with a Content-Security-Policy that allows no inline script or style. dist/config.json is
 * `{"apiBase": ""}` (the API on the UI's own origin); a deployment writes its own. The first
 * screen's JavaScript is measured gzipped (gzip and brotli copies are written beside each asset) and written to dist/build-report.json; the build fails
 * above the 150 KB budget (issue 11).
 */
import { build } from 'esbuild';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipBytes, SPA_BUILD_OPTIONS, writePrecompressed } from '../spa-build.ts';

export const CONNECT_DIR = dirname(fileURLToPath(import.meta.url));
export const DIST = join(CONNECT_DIR, 'dist');
export const FIRST_SCREEN_JS_BUDGET_GZIP = 150 * 1024;

export interface BuildReport {
  /** The main bundle (React and the screens). */
  js: string;
  /** The boot script that starts the session request early. */
  boot: string;
  css: string;
  /** Both scripts of the first screen, raw and gzip. */
  jsBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
  builtAt: string;
}

export const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  // The lender's logo is a signed link to the bucket (S3, or s3rver locally).
  "img-src 'self' data: https: http:",
  // The API: the same origin, or the https one config.json names.
  "connect-src 'self' https:",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

export function indexHtml(js: string, css: string, boot: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${CSP}">
<meta name="referrer" content="no-referrer">
<meta name="robots" content="noindex">
<title>Share your bank statements</title>
<link rel="preload" href="/connect/config.json" as="fetch" crossorigin="anonymous">
<link rel="stylesheet" href="/connect/assets/${css}">
<script type="module" src="/connect/assets/${boot}" async></script>
<script type="module" src="/connect/assets/${js}"></script>
</head>
<body>
<div id="root"></div>
<noscript><p>Please turn on JavaScript to share your bank statements.</p></noscript>
</body>
</html>
`;
}

export async function buildConnect({ quiet = false }: { quiet?: boolean } = {}): Promise<BuildReport> {
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(join(DIST, 'assets'), { recursive: true });
  const result = await build({
    ...SPA_BUILD_OPTIONS,
    entryPoints: [join(CONNECT_DIR, 'src', 'main.tsx'), join(CONNECT_DIR, 'src', 'boot.ts')],
    outdir: join(DIST, 'assets'),
  });
  const outputs = Object.entries(result.metafile.outputs);
  const byEntry = (name: string) => outputs.find(([, output]) => output.entryPoint?.endsWith(`src/${name}`))?.[0];
  const js = byEntry('main.tsx');
  const boot = byEntry('boot.ts');
  const css = outputs.map(([path]) => path).find((path) => path.endsWith('.css'));
  if (!js || !boot || !css) throw new Error(`connect build: expected main, boot and a .css output, got ${outputs.map(([path]) => path).join(', ')}`);
  const report: BuildReport = {
    js: basename(js),
    boot: basename(boot),
    css: basename(css),
    jsBytes: readFileSync(js).length + readFileSync(boot).length,
    jsGzipBytes: gzipBytes([js, boot]),
    cssGzipBytes: gzipBytes([css]),
    builtAt: new Date().toISOString(),
  };
  writeFileSync(join(DIST, 'index.html'), indexHtml(report.js, report.css, report.boot));
  writePrecompressed([js, boot, css]);
  writeFileSync(join(DIST, 'config.json'), `${JSON.stringify({ apiBase: '' })}\n`);
  writeFileSync(join(DIST, 'build-report.json'), `${JSON.stringify(report, null, 2)}\n`);
  if (!quiet) {
    console.log(
      `connect UI built: ${report.js} + ${report.boot} ${(report.jsBytes / 1024).toFixed(1)} KB (${(report.jsGzipBytes / 1024).toFixed(1)} KB gzip, budget ${FIRST_SCREEN_JS_BUDGET_GZIP / 1024} KB), ${report.css} ${(report.cssGzipBytes / 1024).toFixed(1)} KB gzip`,
    );
  }
  if (report.jsGzipBytes > FIRST_SCREEN_JS_BUDGET_GZIP) {
    throw new Error(`connect UI: the first screen's JavaScript is ${report.jsGzipBytes} bytes gzip, over the ${FIRST_SCREEN_JS_BUDGET_GZIP}-byte budget`);
  }
  return report;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildConnect().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
