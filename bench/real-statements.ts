/**
 * Real statements a person holds (never committed: they carry people's names and accounts):
 * `npm run bench:real-statements -- <folder> [--now=2026-11-01]`.
 *
 * For every `.pdf` in the folder: the outcome of the one entry (functions/core/statement-files.ts:
 * bank, rows, opening → closing, period, authenticity verdict and signal codes, or the refusal's
 * code and message), and whether the generic column reader alone (no bank layout) reads the same
 * rows (date, amount, balance), which is how an unknown bank's statement would fare.
 *
 * Where the public files measured in BENCHMARKS.md §9b come from: test/fixtures/statements/pdf/README.md.
 * Nothing asserts; it prints one line per file and a summary.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readStatementFile } from '#core/statement-files';
import { readPdfText } from '#core/pdf/read';
import { parsePdfStatement } from '#core/pdf/statement';
import { StatementFileError } from '#core/pdf/errors';

const args = process.argv.slice(2);
const folder = args.find((a) => !a.startsWith('--'));
const now = new Date(args.find((a) => a.startsWith('--now='))?.slice(6) ?? new Date().toISOString());
if (!folder) {
  console.error('usage: npm run bench:real-statements -- <folder of PDF statements> [--now=YYYY-MM-DD]');
  process.exit(2);
}

const rand = (cents: number | null) => (cents === null ? '?' : (cents / 100).toFixed(2));
const rowsKey = (rows: readonly { datetime: string; amount_cents: number; balance_cents: number | null }[]) =>
  JSON.stringify(rows.map((t) => [t.datetime, t.amount_cents, t.balance_cents]));

let read = 0;
let refused = 0;
let genericSame = 0;
const files = readdirSync(resolve(folder)).filter((f) => f.toLowerCase().endsWith('.pdf')).sort();
for (const name of files) {
  const bytes = new Uint8Array(readFileSync(join(resolve(folder), name)));
  try {
    const result = await readStatementFile({ bytes, filename: name, passwords: [], now });
    if (result.kind !== 'pdf') throw new Error('not read as a PDF');
    const s = result.statement;
    read += 1;
    const { doc } = await readPdfText(bytes, { passwords: [] });
    let generic: string;
    try {
      const g = parsePdfStatement(doc, { now, layouts: [] });
      const same = rowsKey(g.transactions) === rowsKey(s.transactions);
      if (same) genericSame += 1;
      generic = same ? 'generic: same rows' : `generic: DIFFERENT (${g.transactions.length} rows)`;
    } catch (error) {
      generic = `generic: ${error instanceof StatementFileError ? error.code : 'error'}`;
    }
    const signals = result.authenticity.signals.map((x) => x.code).join(',') || '-';
    console.log(
      `read     ${name}: ${s.layout.format}, ${s.transactions.length} rows, ${rand(s.opening_balance_cents)} → ${rand(s.closing_balance_cents)}, ` +
        `${s.period_start}..${s.period_end}, ${result.authenticity.verdict} [${signals}], not posted ${s.not_posted.length}; ${generic}`,
    );
  } catch (error) {
    refused += 1;
    const e = error instanceof StatementFileError ? `${error.code}: ${error.message}` : String(error);
    console.log(`refused  ${name}: ${e.slice(0, 220)}`);
  }
}
console.log(`\n${files.length} files: ${read} read, ${refused} refused; the generic reader alone gives the same rows on ${genericSame} of the ${read} read.`);
