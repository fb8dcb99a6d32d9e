/**
 * The persona statements (functions/core/personas/pdf.ts, the "Khanya Demo Bank" layout that npm start's
 * demo, the docs and the benchmarks upload) read back row for row through the generic column
 * reader: every persona kind, wrapped descriptions, several pages, overdrawn balances, and
 * merchants whose names look like statement furniture (TotalEnergies' "Total …" stations).
 */
import { generatePersona, type PersonaKind } from '../personas/index.ts';
import { personaPdfStatements } from '../personas/pdf.ts';
import { readStatementFile } from '../statement-files.ts';

const CASES: [PersonaKind, number, number][] = [
  ['salaried_monthly', 501, 3], // prints "Total Bonjour Century City …" rows
  ['often_overdrawn', 7, 2],
  ['sassa_recipient', 3, 2],
  ['gig_worker', 11, 1],
];

describe('persona PDF statements read back exactly', () => {
  it.each(CASES)('%s (seed %i, %i months)', async (kind, seed, months) => {
    const persona = generatePersona(kind, { seed, months, accounts: 1 });
    const [file] = await personaPdfStatements(persona);
    const account = persona.accounts[0]!;
    const read = await readStatementFile({ bytes: file!.bytes, filename: file!.filename, passwords: [] });
    expect(read.statement.account_number).toBe(account.account_number);
    expect(read.statement.transactions.map((tx) => [tx.datetime.slice(0, 10), tx.description, tx.amount_cents, tx.balance_cents])).toEqual(
      account.transactions.map((tx) => [tx.datetime.slice(0, 10), tx.description.replace(/\s+/g, ' ').trim(), Math.round(tx.amount * 100), Math.round(tx.balance * 100)]),
    );
    expect(read.authenticity.verdict).toBe('no_signals');
  });
});
