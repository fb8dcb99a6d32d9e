/**
 * The connect UI on the API's own port, as CloudFront serves it in AWS: `GET /connect/{proxy_id}`
 * and `/connect/oauth/callback` answer index.html (never cached: it names the current assets),
 * `/connect/assets/*` the content-hashed files of `npm run connect:build` (cached for a year),
 * `/connect/config.json` the API base (empty: the same origin). Everything else under /connect/
 * is a 404.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { repoRoot } from './paths.ts';

export const CONNECT_PREFIX = '/connect/';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

export function connectDistDir(root = repoRoot()): string {
  return join(root, 'web', 'connect', 'dist');
}

/** Which file a path under /connect/ answers, and how long it may be cached; undefined: 404. */
export function resolveConnectPath(rawPath: string): { file: string; immutable: boolean } | undefined {
  const path = rawPath.replace(/\/+$/, '');
  if (path.startsWith('/connect/assets/')) {
    const name = path.slice('/connect/assets/'.length);
    if (!/^[\w.-]+$/.test(name) || name.includes('..') || /\.(gz|br)$/.test(name)) return undefined;
    return { file: join('assets', name), immutable: true };
  }
  if (path === '/connect/config.json') return { file: 'config.json', immutable: false };
  if (path === '/connect/oauth/callback') return { file: 'index.html', immutable: false };
  if (/^\/connect\/[^/]+$/.test(path)) return { file: 'index.html', immutable: false };
  return undefined;
}

/** Answers a GET or HEAD under /connect/; returns the status written. */
export function serveConnect(req: IncomingMessage, res: ServerResponse, rawPath: string, distDir = connectDistDir()): number {
  return serveSpaFile(req, res, resolveConnectPath(rawPath), distDir, 'The connect UI is not built: run `npm run connect:build` (npm start and npm test do).');
}

/**
 * Answers one file of a built single-page app (the connect UI, the console): 404 when `resolved`
 * is undefined, 503 when the app is not built, else the file (its precompressed copy when the
 * client takes it, as CloudFront compresses) with the cache and security headers.
 */
export function serveSpaFile(req: IncomingMessage, res: ServerResponse, resolved: { file: string; immutable: boolean } | undefined, distDir: string, notBuilt: string): number {
  const text = (status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...SECURITY_HEADERS });
    res.end(req.method === 'HEAD' ? undefined : body);
    return status;
  };
  if (!resolved) return text(404, 'Not found');
  if (!existsSync(join(distDir, 'index.html'))) return text(503, notBuilt);
  const file = normalize(join(distDir, resolved.file));
  if (!file.startsWith(distDir + sep) || !existsSync(file) || !statSync(file).isFile()) return text(404, 'Not found');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const encoding = resolved.immutable ? (['br', 'gzip'] as const).find((name) => accepts.includes(name) && existsSync(`${file}.${name === 'gzip' ? 'gz' : 'br'}`)) : undefined;
  const body = encoding ? `${file}.${encoding === 'gzip' ? 'gz' : 'br'}` : file;
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': String(statSync(body).size),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    vary: 'accept-encoding',
    'cache-control': resolved.immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...SECURITY_HEADERS,
    ...(resolved.file === 'index.html' ? { 'content-security-policy': "frame-ancestors 'none'" } : {}),
  });
  if (req.method === 'HEAD') {
    res.end();
    return 200;
  }
  createReadStream(body).pipe(res);
  return 200;
}
