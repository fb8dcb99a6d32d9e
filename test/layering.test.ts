/**
 * The layering rules in .dependency-cruiser.cjs report what they should. `npm run lint` shows
 * the repository keeps them; this shows they are not vacuous: in a scratch tree shaped like the
 * repository, each forbidden import is reported under its rule and the allowed ones are not.
 * Runs the dependency-cruiser CLI (a few seconds, no emulator).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const REPO = join(import.meta.dirname, '..');

/** file → the files it imports (relative, so no alias or package is involved). */
const TREE: Record<string, string[]> = {
  'schemas/errors.ts': [],
  'functions/core/rules.ts': ['schemas/errors.ts'],
  'functions/platform/config.ts': [],
  'functions/platform/logger.ts': [],
  'functions/platform/clients/dynamodb.ts': ['functions/platform/config.ts'],
  'functions/platform/repositories/things.ts': ['functions/platform/clients/dynamodb.ts', 'functions/core/rules.ts'],
  'functions/platform/aws/mail.ts': ['functions/platform/config.ts', 'functions/platform/logger.ts'],
  'functions/platform/http/http.ts': ['functions/platform/repositories/things.ts', 'functions/platform/aws/mail.ts'],
  'functions/platform/services/use-case.ts': ['functions/platform/repositories/things.ts', 'functions/platform/aws/mail.ts', 'functions/core/rules.ts'],
  'functions/api/area/handler.ts': ['functions/platform/http/http.ts', 'functions/platform/services/use-case.ts'],
  // Each of these breaks exactly one rule.
  'functions/core/bad.ts': ['functions/platform/config.ts'],
  'functions/platform/http/bad.ts': ['functions/platform/services/use-case.ts'],
  'functions/platform/aws/bad.ts': ['functions/platform/repositories/things.ts'],
  'functions/platform/repositories/bad.ts': ['functions/platform/aws/mail.ts'],
  'functions/platform/services/bad.ts': ['functions/platform/http/http.ts'],
  'functions/platform/clients/bad.ts': ['functions/platform/logger.ts'],
  'functions/platform/loose-file.ts': ['functions/platform/config.ts'],
  'functions/platform/services/calls-handler.ts': ['functions/api/area/handler.ts'],
  'functions/platform/connectors/bank.ts': ['functions/platform/config.ts', 'functions/platform/aws/mail.ts', 'functions/core/rules.ts'],
  'functions/platform/connectors/bad.ts': ['functions/platform/repositories/things.ts'],
  'functions/sandbox-bank/app.ts': ['functions/platform/config.ts', 'functions/platform/clients/dynamodb.ts', 'functions/core/rules.ts'],
  'functions/sandbox-bank/bad.ts': ['functions/platform/services/use-case.ts'],
  'functions/api/area/calls-bank-code.ts': ['functions/sandbox-bank/app.ts'],
};

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

function cruise(): Violation[] {
  const root = mkdtempSync(join(tmpdir(), 'khanya-layering-'));
  try {
    for (const [file, imports] of Object.entries(TREE)) {
      mkdirSync(join(root, dirname(file)), { recursive: true });
      const up = '../'.repeat(file.split('/').length - 1);
      const lines = imports.map((target, index) => `export * as m${index} from '${up}${target}';`);
      writeFileSync(join(root, file), `${lines.join('\n')}\nexport const here = '${file}';\n`);
    }
    writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', allowImportingTsExtensions: true, noEmit: true } }));
    let output: string;
    try {
      output = execFileSync(
        process.execPath,
        [join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'), '--config', join(REPO, '.dependency-cruiser.cjs'), '--output-type', 'json', 'schemas', 'functions'],
        { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
      );
    } catch (error) {
      // depcruise exits non-zero when it finds violations; the JSON is on stdout either way.
      output = (error as { stdout: string }).stdout;
    }
    return (JSON.parse(output) as { summary: { violations: Violation[] } }).summary.violations;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe('.dependency-cruiser.cjs', () => {
  const found = cruise()
    .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)
    .sort();

  it('reports each forbidden import under its rule, and nothing the layering allows', () => {
    expect(found).toEqual(
      [
        'core-imports-only-schemas: functions/core/bad.ts → functions/platform/config.ts',
        'platform-http-no-use-cases: functions/platform/http/bad.ts → functions/platform/services/use-case.ts',
        'platform-aws-only-clients: functions/platform/aws/bad.ts → functions/platform/repositories/things.ts',
        'platform-repositories-only-clients: functions/platform/repositories/bad.ts → functions/platform/aws/mail.ts',
        'platform-services-no-http: functions/platform/services/bad.ts → functions/platform/http/http.ts',
        'platform-clients-only-config: functions/platform/clients/bad.ts → functions/platform/logger.ts',
        'platform-in-folders: functions/platform/loose-file.ts → functions/platform/config.ts',
        'platform-not-handlers: functions/platform/services/calls-handler.ts → functions/api/area/handler.ts',
        'platform-connectors-only-adapters: functions/platform/connectors/bad.ts → functions/platform/repositories/things.ts',
        'sandbox-bank-stands-apart: functions/sandbox-bank/bad.ts → functions/platform/services/use-case.ts',
        'handlers-use-platform-core-schemas: functions/api/area/calls-bank-code.ts → functions/sandbox-bank/app.ts',
      ].sort(),
    );
  });
});
