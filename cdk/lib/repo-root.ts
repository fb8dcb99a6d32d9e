/**
 * The repository root, found by walking up from the working directory to the package.json
 * named "khanya". CDK code runs under tsx (ESM: no __dirname) for `cdk synth` and under jest
 * (CJS: import.meta unavailable), so neither module-relative mechanism works in both; the
 * working directory does, because both are started from somewhere inside the repository.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const PACKAGE_NAME = 'khanya';

let cached: string | undefined;

export function findRepoRoot(start: string = process.cwd()): string {
  if (cached && start === process.cwd()) return cached;
  let dir = start;
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: unknown };
        if (name === PACKAGE_NAME) {
          if (start === process.cwd()) cached = dir;
          return dir;
        }
      } catch {
        // An unreadable package.json is not ours; keep walking up.
      }
    }
    const parent = dirname(dir);
    if (parent === dir) {
      throw new Error(`No package.json named "${PACKAGE_NAME}" found in ${start} or any parent directory`);
    }
    dir = parent;
  }
}
