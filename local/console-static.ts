/**
 * The console on the API's own port (as CloudFront serves it deployed): `/console/assets/*` are
 * the content-hashed files of `npm run console:build` (cached for a year); every other path under
 * /console is the single-page app's index.html (never cached), whose router draws the page.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { repoRoot } from './paths.ts';
import { serveSpaFile } from './connect-static.ts';

export const CONSOLE_PREFIX = '/console';

export function consoleDistDir(root = repoRoot()): string {
  return join(root, 'web', 'console', 'dist');
}

/** Which file a path under /console answers, and how long it may be cached; undefined: 404. */
export function resolveConsolePath(rawPath: string): { file: string; immutable: boolean } | undefined {
  if (rawPath !== CONSOLE_PREFIX && !rawPath.startsWith(`${CONSOLE_PREFIX}/`)) return undefined;
  if (rawPath.startsWith('/console/assets/')) {
    const name = rawPath.slice('/console/assets/'.length);
    if (!/^[\w.-]+$/.test(name) || name.includes('..') || /\.(gz|br)$/.test(name)) return undefined;
    return { file: join('assets', name), immutable: true };
  }
  return { file: 'index.html', immutable: false };
}

export function serveConsole(req: IncomingMessage, res: ServerResponse, rawPath: string, distDir = consoleDistDir()): number {
  return serveSpaFile(req, res, resolveConsolePath(rawPath), distDir, 'The console is not built: run `npm run console:build` (npm start and npm test do).');
}
