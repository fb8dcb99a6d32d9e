/**
 * Where the repository is. The local runtime runs both as ESM (tsx, `npm start`) and as
 * CommonJS (jest with swc), so it cannot rely on `import.meta` or `__dirname`: it looks up
 * from the working directory for the package.json of this project instead. KHANYA_ROOT
 * overrides the search.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const PACKAGE_NAME = 'khanya';

let cached: string | undefined;

export function repoRoot(): string {
  if (cached) return cached;
  if (process.env.KHANYA_ROOT) return (cached = resolve(process.env.KHANYA_ROOT));
  let dir = process.cwd();
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      try {
        if (JSON.parse(readFileSync(manifest, 'utf8')).name === PACKAGE_NAME) return (cached = dir);
      } catch {
        // not ours; keep looking
      }
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the ${PACKAGE_NAME} repository above ${process.cwd()} (set KHANYA_ROOT)`);
    dir = parent;
  }
}

/** The git-ignored folder `npm start` keeps its state in. */
export function defaultDataDir(): string {
  return join(repoRoot(), '.data');
}
