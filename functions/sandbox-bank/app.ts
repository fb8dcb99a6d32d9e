/**
 * The whole bank as one node (req, res) listener: the same code answers behind API Gateway
 * (handler.ts wraps it with serverless-http) and on the local server. Requests arrive with
 * their full path (`/sandbox-bank/...`, the issuer's path on the API's origin, locally and in
 * AWS alike); the mount is stripped here and kept in `req.originalUrl`, which is how
 * oidc-provider learns its mount path when it writes its own URLs.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { config } from '#platform/config';
import { logger } from '#platform/logger';
import { SANDBOX_AISP_BASE } from '#core/sandbox-bank/protocol';
import { handleAccountsApi } from './accounts-api.ts';
import { BodyTooLarge, sendJson, sendPage } from './http.ts';
import { handleInteraction } from './interactions.ts';
import { errorPage, homePage } from './pages.ts';
import { sandboxProvider } from './provider.ts';

type Request = IncomingMessage & { originalUrl?: string };

/**
 * serverless-http marks every request's socket as TLS; the scheme the client really used is
 * API Gateway's X-Forwarded-Proto (the local server sets it too). Koa (inside oidc-provider)
 * reads the socket, so set it from the header: secure cookies and URLs follow.
 */
function setScheme(req: IncomingMessage): void {
  (req.socket as { encrypted?: boolean }).encrypted = req.headers['x-forwarded-proto'] === 'https';
}

async function route(req: Request, res: ServerResponse): Promise<void> {
  setScheme(req);
  const issuer = config.sandboxBankUrl;
  const mountPath = new URL(issuer).pathname.replace(/\/+$/, '');
  const url = req.url ?? '/';
  if (url !== mountPath && !url.startsWith(`${mountPath}/`) && !url.startsWith(`${mountPath}?`)) {
    return sendPage(res, errorPage({ title: 'Page not found', message: 'There is no such page at the bank.', status: 404 }));
  }
  const path = url.slice(mountPath.length) || '/';
  const provider = await sandboxProvider(issuer);
  const pathname = path.split('?')[0]!;

  if (pathname === '/' && (req.method === 'GET' || req.method === 'HEAD')) return sendPage(res, homePage({ issuer }));
  if (pathname.startsWith('/interaction/')) return handleInteraction(provider, mountPath, pathname, req, res);
  if (pathname === SANDBOX_AISP_BASE || pathname.startsWith(`${SANDBOX_AISP_BASE}/`)) return handleAccountsApi(provider, issuer, path, req, res);

  req.originalUrl = url;
  req.url = path;
  await provider.callback()(req, res);
}

export async function sandboxBank(req: IncomingMessage, res: ServerResponse): Promise<void> {
  try {
    await route(req, res);
  } catch (error) {
    if (error instanceof BodyTooLarge) return sendJson(res, 413, { error: 'payload_too_large' });
    logger.error('Sandbox bank request failed', { error: error as Error, path: req.url });
    if (!res.headersSent) sendPage(res, errorPage({ title: 'Something went wrong at the bank', message: 'Try again in a moment.', status: 500 }));
    else res.end();
  }
}
