/**
 * Writes the PDF statements the "Statements" guide uploads (docs/samples/data/), from a persona of
 * the bank-data generator (functions/core/personas), so their rows are known exactly:
 *
 *   npx tsx docs/scripts/sample-statements.ts
 *
 *   statement-three-months.pdf   one cheque account, April to June 2025 (one statement)
 *   statement-locked.pdf         the same account's previous statement, January to March 2025,
 *                                AES-256 encrypted with SAMPLE_PASSWORD
 *
 * The two chain (the second's opening balance is the first's closing balance), so the walkthrough
 * merges them into six months of one account. The plain file's bytes are the same on every run
 * (fixed persona seed, fixed PDF dates), so it only changes when the generator does; the locked
 * one differs in its random encryption salt. "Khanya Demo Bank" is no real bank: its layout is
 * read by the generic column reader, the same path an unknown bank's statement takes.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generatePersona } from '../../functions/core/personas/index.ts';
import { personaPdfStatements } from '../../functions/core/personas/pdf.ts';

/** The persona behind the samples: salaried, paid monthly, one account, six months in two quarterly statements. */
export const SAMPLE_PERSONA = { kind: 'salaried_monthly', seed: 'docs-statements', months: 6, accounts: 1, endDate: '2025-06-30' } as const;
/** The locked sample's password (a bank would use the holder's ID number or a part of it). */
export const SAMPLE_PASSWORD = 'demo-statement-2025';

const dataDir = join(resolve(dirname(fileURLToPath(import.meta.url)), '..'), 'samples', 'data');

async function main(): Promise<void> {
  const { kind, ...options } = SAMPLE_PERSONA;
  const persona = generatePersona(kind, options);
  const [, plain] = await personaPdfStatements(persona, { monthsPerStatement: 3 });
  const [locked] = await personaPdfStatements(persona, { monthsPerStatement: 3, password: SAMPLE_PASSWORD });
  if (!plain || !locked) throw new Error('the persona has no transactions');
  writeFileSync(join(dataDir, 'statement-three-months.pdf'), plain.bytes);
  writeFileSync(join(dataDir, 'statement-locked.pdf'), locked.bytes);
  console.log(
    `${persona.applicant.name}, account ${plain.account_number}: statement-three-months.pdf ${plain.period_start} to ${plain.period_end}, ` +
      `${plain.transaction_count} transactions, ${plain.bytes.length} bytes; statement-locked.pdf ${locked.period_start} to ${locked.period_end}, ` +
      `${locked.transaction_count} transactions, ${locked.bytes.length} bytes, password ${SAMPLE_PASSWORD}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
