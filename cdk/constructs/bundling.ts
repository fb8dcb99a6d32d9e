/**
 * The esbuild settings of every Khanya Lambda bundle, in one place. KhanyaFunction hands them
 * to CDK (`cdkBundlingOptions`), and `npm run bench` builds with the very same object
 * (`esbuildOptionsFor`), so the sizes and cold starts it measures are those of the deployed
 * bundles: the two cannot drift apart.
 *
 * The object uses esbuild's own option names. CDK's NodejsFunction runs the esbuild CLI and
 * only knows its own BundlingOptions, so `cdkBundlingOptions` translates each key; the
 * `CDK_TRANSLATION` table below makes adding an option here without translating it a type
 * error. No runtime import of aws-cdk-lib or esbuild: the bench loads this without CDK.
 */
import type { BuildOptions } from 'esbuild';
import type { BundlingOptions, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { join } from 'node:path';

/**
 * The AWS SDK v3 stays out of the bundle: the Lambda Node.js 22 runtime ships it, which keeps
 * each bundle small and cold starts short. The cost is that the runtime's SDK version, not
 * the 3.1162.0 pinned in package.json, runs in AWS; only stable, long-published SDK APIs are
 * used, so that is acceptable. Bundle it instead (bundleAwsSDK) if a handler ever needs a
 * newer SDK feature than the runtime provides.
 *
 * (@smithy/* is not listed: no handler bundle contains any @smithy package, since our code
 * reaches it only through the external @aws-sdk clients. `npm run bench` checks that.)
 */
export const EXTERNAL_MODULES = ['@aws-sdk/*'];

/**
 * ESM output (index.mjs), matching the repository's `"type": "module"`: top-level await works
 * in handlers, and esbuild resolves the package.json `imports` aliases (#schemas/*, #core/*,
 * #platform/*) itself. Some dependencies are still CommonJS and call `require` for Node
 * built-ins; the banner gives the ES module a real `require` so those calls keep working.
 * Lambda resolves the runtime-provided @aws-sdk packages for ES modules on Node.js 18 and later.
 */
export const ESM_REQUIRE_BANNER =
  "import { createRequire as __khanyaCreateRequire } from 'node:module'; const require = __khanyaCreateRequire(import.meta.url);";

/** The tsconfig esbuild reads (paths, target details), relative to the repository root. */
export const TSCONFIG_FILE = 'tsconfig.json';

/** What CDK names the output of an ESM bundle; the bench uses the same name. */
export const BUNDLE_FILE = 'index.mjs';

/** The bundling settings, in esbuild's terms (entry, outfile and tsconfig are per build). */
export const KHANYA_ESBUILD_OPTIONS = {
  bundle: true,
  platform: 'node' as const,
  format: 'esm' as const,
  target: 'node22',
  mainFields: ['module', 'main'],
  banner: { js: ESM_REQUIRE_BANNER },
  minify: true,
  // A linked index.mjs.map next to the bundle; NODE_OPTIONS=--enable-source-maps reads it.
  sourcemap: true,
  // Stack traces need the mappings, not the original text: keeps the bundle small.
  sourcesContent: false,
  // Error class names (DomainError subclasses, logger output) survive minification.
  keepNames: true,
  external: EXTERNAL_MODULES,
  // jsdom (SVG logos) calls require.resolve('./xhr-sync-worker.js') when it loads; a bundle has
  // no files beside it, so that would throw. Without require.resolve jsdom skips the worker,
  // which only synchronous XMLHttpRequest uses. Nothing bundled may resolve files at run time.
  define: { 'require.resolve': 'undefined' },
} satisfies BuildOptions;

type KhanyaEsbuildKey = keyof typeof KHANYA_ESBUILD_OPTIONS;

/**
 * How each esbuild option reaches CDK. `implicit`: NodejsFunction always passes it
 * (`--bundle`, `--platform=node`). Every key must be listed, so a new esbuild option cannot
 * be silently ignored by the deployed bundles.
 */
const CDK_TRANSLATION: Record<KhanyaEsbuildKey, keyof BundlingOptions | 'implicit'> = {
  bundle: 'implicit',
  platform: 'implicit',
  format: 'format',
  target: 'target',
  mainFields: 'mainFields',
  banner: 'banner',
  minify: 'minify',
  sourcemap: 'sourceMap',
  sourcesContent: 'sourcesContent',
  keepNames: 'keepNames',
  external: 'externalModules',
  define: 'define',
};

/** esbuild options for one handler (path relative to the repository root), as CDK would build it. */
export function esbuildOptionsFor(repoRoot: string, handler: string, outfile: string): BuildOptions {
  return {
    ...KHANYA_ESBUILD_OPTIONS,
    mainFields: [...KHANYA_ESBUILD_OPTIONS.mainFields],
    external: [...KHANYA_ESBUILD_OPTIONS.external],
    define: { ...KHANYA_ESBUILD_OPTIONS.define },
    entryPoints: [join(repoRoot, handler)],
    outfile,
    tsconfig: join(repoRoot, TSCONFIG_FILE),
    // CDK runs esbuild in the project root.
    absWorkingDir: repoRoot,
  };
}

/**
 * Worker-thread modules a function starts (`new Worker(file)`), each bundled as its own file
 * beside index.mjs with the same settings: a thread needs a module file of its own, and a Lambda
 * bundle has no source tree. Keyed by the file name the platform code looks for.
 */
export const THREAD_BUNDLES = {
  // functions/platform/pdf/reader-thread.ts (PDF_THREAD_BUNDLE): pdf.js with heap limits and a deadline.
  'pdf-reader-thread.mjs': 'functions/platform/pdf/reader-thread-entry.ts',
} as const;

export type ThreadBundle = keyof typeof THREAD_BUNDLES;

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;

/**
 * The shell commands that build `threads` into `outputDir` with the esbuild CLI and the settings
 * above (CDK runs them after bundling index.mjs: `commandHooks.afterBundling`).
 */
export function threadBundleCommands(repoRoot: string, outputDir: string, threads: readonly ThreadBundle[]): string[] {
  const o = KHANYA_ESBUILD_OPTIONS;
  const flags = [
    '--bundle',
    `--platform=${o.platform}`,
    `--format=${o.format}`,
    `--target=${o.target}`,
    `--main-fields=${o.mainFields.join(',')}`,
    `--banner:js=${o.banner.js}`,
    ...(o.minify ? ['--minify'] : []),
    ...(o.sourcemap ? ['--sourcemap'] : []),
    `--sources-content=${String(o.sourcesContent)}`,
    ...(o.keepNames ? ['--keep-names'] : []),
    ...o.external.map((name) => `--external:${name}`),
    ...Object.entries(o.define).map(([key, value]) => `--define:${key}=${value}`),
    `--tsconfig=${join(repoRoot, TSCONFIG_FILE)}`,
    '--log-level=warning',
  ];
  const esbuild = join(repoRoot, 'node_modules', '.bin', 'esbuild');
  return threads.map((name) => [esbuild, join(repoRoot, THREAD_BUNDLES[name]), ...flags, `--outfile=${join(outputDir, name)}`].map(shellQuote).join(' '));
}

/** The same settings as NodejsFunction `bundling` props (plus the thread files a function starts). */
export function cdkBundlingOptions(repoRoot: string, threads: readonly ThreadBundle[] = []): BundlingOptions {
  const o = KHANYA_ESBUILD_OPTIONS;
  const translated: BundlingOptions = {
    // OutputFormat.ESM is the string 'esm'; a type-only import keeps aws-cdk-lib out of the bench.
    format: o.format as OutputFormat,
    target: o.target,
    mainFields: [...o.mainFields],
    banner: o.banner.js,
    minify: o.minify,
    sourceMap: o.sourcemap,
    sourcesContent: o.sourcesContent,
    keepNames: o.keepNames,
    externalModules: [...o.external],
    define: { ...o.define },
    // With externalModules given CDK ignores this, but say it: the SDK comes from the runtime.
    bundleAwsSDK: false,
    tsconfig: join(repoRoot, TSCONFIG_FILE),
    ...(threads.length
      ? {
          commandHooks: {
            beforeBundling: () => [],
            beforeInstall: () => [],
            afterBundling: (_inputDir: string, outputDir: string) => threadBundleCommands(repoRoot, outputDir, threads),
          },
        }
      : {}),
  };
  for (const [key, target] of Object.entries(CDK_TRANSLATION)) {
    if (target !== 'implicit' && !(target in translated)) throw new Error(`bundling.ts: esbuild option ${key} is not translated to CDK (${target})`);
  }
  return translated;
}
