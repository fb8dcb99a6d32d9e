/**
 * `npm run docs:serve`: serves the built site (docs/public) like its S3 + CloudFront hosting
 * would: `/x` and `/x/` answer `x/index.html` (or `x.html`), anything else the 404 page with
 * status 404; gzip when the client accepts it; long caching for hashed assets only.
 * No dependencies. PORT (default 9000) and HOST (default 127.0.0.1) can be set; importing
 * the module and calling startStaticServer() gives tests a server on a free port.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), 'public');
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt', '.csv', '.xml']);

function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/** The file for a URL path, or undefined. */
export function resolvePath(root, urlPath) {
  let pathname;
  try {
    pathname = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return undefined;
  }
  const target = normalize(join(root, pathname));
  if (target !== root && !target.startsWith(root + sep)) return undefined;
  const candidates = pathname.endsWith('/') ? [join(target, 'index.html')] : [target, join(target, 'index.html'), `${target}.html`];
  return candidates.find(isFile);
}

export function startStaticServer({ port = 0, host = '127.0.0.1', root = ROOT } = {}) {
  if (!isFile(join(root, 'index.html'))) throw new Error(`${root} has no index.html: run npm run docs:build first`);
  const server = createServer((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    let file = resolvePath(root, request.url ?? '/');
    let status = 200;
    if (!file) {
      file = join(root, '404.html');
      status = 404;
    }
    const extension = extname(file);
    const hashed = /-[0-9a-f]{20}\.(js|css)$/.test(file) || file.includes(`${sep}static${sep}`);
    const headers = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      'x-content-type-options': 'nosniff',
    };
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (gzip) {
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    } else {
      headers['content-length'] = statSync(file).size;
    }
    response.writeHead(status, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  return new Promise((resolvePromise) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolvePromise({ url: `http://${host}:${address.port}`, close: () => new Promise((done) => { server.closeAllConnections?.(); server.close(() => done()); }), server });
    });
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { url } = await startStaticServer({ port: Number(process.env.PORT ?? 9000), host: process.env.HOST ?? '127.0.0.1' });
  console.log(`Khanya docs on ${url}/  (Ctrl-C stops)`);
}
