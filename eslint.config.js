/**
 * ESLint (flat config): @eslint/js recommended + typescript-eslint recommended over every
 * TypeScript and JavaScript folder of the backend (`npm run lint`, part of `npm test`). Not
 * type-aware (no parserOptions.project): a run stays short on a small machine, and `tsc --noEmit`
 * already checks the types. Which folder may import which is dependency-cruiser's job
 * (.dependency-cruiser.cjs). docs/ is its own workspace with its own tsconfig and is not linted
 * here. Disable a rule on one line only, with `-- <why>`.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Node's globals for the few plain .js/.mjs/.cjs files (TypeScript files need none: tsc checks names). */
const NODE_GLOBALS = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'fetch', 'require', 'module', '__dirname', '__filename'].map((name) => [name, 'readonly']),
);

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'cdk.out/**', 'docs/**', 'coverage/**', '**/*.d.ts', 'web/connect/dist/**', 'web/console/dist/**'] },
  {
    files: ['{schemas,functions,cdk,local,test,bench,layers,scripts,web}/**/*.{ts,tsx,mts,cts,js,mjs,cjs}', '*.{js,mjs,cjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: NODE_GLOBALS },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { secret: _secret, ...rest } = x` is how a field is dropped; `_` marks an unused parameter on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
);
