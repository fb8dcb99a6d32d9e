/**
 * Nedbank, Standard Bank, Discovery, Investec and African Bank statements as their layouts
 * (layouts/*.ts) describe them, printed by the fixture templates
 * (test/fixtures/statements/pdf/banks/*.ts → fixtures/<name>.pdf and <name>.expected.json): every
 * header field and every row (date, description, amount, balance) must come back exactly.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { readStatementFile } from '../statement-files.ts';
import { StatementFileError } from './errors.ts';
import { readPdfText } from './read.ts';
import { groupLines } from './lines.ts';
import { identifyLayouts, parsePdfStatement } from './statement.ts';
import type { PdfStatement } from './statement-types.ts';
import type { FixtureStatement } from '../../../test/fixtures/statements/pdf/model.ts';


const FIXTURES = [
  'nedbank-current-2025q4',
  'standard-bank-prestige-2025q4',
  'standard-bank-prestige-locked',
  'standard-bank-rcp-2025',
  'standard-bank-business-copy',
  'standard-bank-computer-copy-2024',
  'discovery-gold-2025q4',
  'discovery-gold-timeline-2026-01',
  'investec-private-bank-2025',
  'african-bank-myworld-2025',
];

const DIR = path.join(__dirname, 'fixtures');
const NOW = new Date('2026-06-01T10:00:00Z');

function fixture(name: string): { bytes: Uint8Array; expected: FixtureStatement } {
  return {
    bytes: new Uint8Array(readFileSync(path.join(DIR, `${name}.pdf`))),
    expected: JSON.parse(readFileSync(path.join(DIR, `${name}.expected.json`), 'utf8')) as FixtureStatement,
  };
}

async function read(name: string): Promise<{ statement: PdfStatement; expected: FixtureStatement }> {
  const { bytes, expected } = fixture(name);
  const { doc } = await readPdfText(bytes, { passwords: expected.password ? [expected.password] : [] });
  return { statement: parsePdfStatement(doc, { now: NOW }), expected };
}

describe.each(FIXTURES)('%s', (name) => {
  let statement: PdfStatement;
  let expected: FixtureStatement;

  beforeAll(async () => {
    ({ statement, expected } = await read(name));
  });

  it('reads the bank, account, holder, period and opening and closing balances', () => {
    expect({
      bank_slug: statement.bank_slug,
      format: statement.layout.format,
      account_number: statement.account_number,
      account_holder_name: statement.account_holder_name,
      period_start: statement.period_start,
      period_end: statement.period_end,
      opening_balance_cents: statement.opening_balance_cents,
      closing_balance_cents: statement.closing_balance_cents,
    }).toEqual({
      bank_slug: expected.bank_slug,
      format: expected.format,
      account_number: expected.account_number,
      account_holder_name: expected.account_holder_name,
      period_start: expected.period_start,
      period_end: expected.period_end,
      opening_balance_cents: expected.opening_balance_cents,
      closing_balance_cents: expected.closing_balance_cents,
    });
  });

  it('is identified as its bank by that bank\'s layouts only', async () => {
    const { bytes } = fixture(name);
    const { doc } = await readPdfText(bytes, { passwords: expected.password ? [expected.password] : [] });
    const text = doc.pages.filter((p) => p.number <= 2).flatMap((p) => groupLines(p)).map((l) => l.text).join(' ');
    const { bank, layouts } = identifyLayouts(text);
    expect(bank?.bank_slug).toBe(expected.bank_slug);
    expect(layouts.map((l) => l.format)).toEqual([expected.format]);
  });

  it('reads every row: date, description, amount and balance', () => {
    const rows = statement.transactions.map((t) => ({
      date: t.datetime.slice(0, 10),
      description: t.description,
      amount_cents: t.amount_cents,
      balance_cents: t.balance_cents,
    }));
    expect(rows).toEqual(expected.rows);
  });
});

describe('through readStatementFile (the one entry the pipeline uses)', () => {
  it.each(FIXTURES)('%s: read as a PDF, every summary total agrees with the rows, no authenticity signal', async (name) => {
    const { bytes, expected } = fixture(name);
    const result = await readStatementFile({ bytes, filename: `${name}.pdf`, passwords: expected.password ? [expected.password] : [], now: NOW });
    expect(result.kind).toBe('pdf');
    expect(result.passwordUsed).toBe(expected.password ?? null);
    expect(result.statement.transactions).toHaveLength(expected.rows.length);
    expect({ verdict: result.authenticity.verdict, signals: result.authenticity.signals.map((signal) => signal.code) }).toEqual(expected.authenticity ?? { verdict: 'no_signals', signals: [] });
  });

  it('reads the totals of a summary box printed with a decimal comma (Standard Bank RCP: 15.000,00)', async () => {
    const { bytes } = fixture('standard-bank-rcp-2025');
    const result = await readStatementFile({ bytes, filename: 'rcp.pdf', passwords: [], now: NOW });
    expect(result.kind === 'pdf' && result.statement.summary).toMatchObject({ totalCreditsCents: 1_500_000, totalDebitsCents: 1_705_688 });
  });
});

describe('password-protected statements (AES-256)', () => {
  it('asks for the password when none is given', async () => {
    const { bytes } = fixture('standard-bank-prestige-locked');
    await expect(readPdfText(bytes, { passwords: [] })).rejects.toMatchObject({ code: 'password_required' });
  });

  it('refuses a wrong password', async () => {
    const { bytes } = fixture('standard-bank-prestige-locked');
    const error = await readPdfText(bytes, { passwords: ['0000000000000'] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StatementFileError);
    expect((error as StatementFileError).code).toBe('wrong_password');
  });
});

describe('what the layouts leave out', () => {
  it('keeps Nedbank transaction-list numbers and Standard Bank fee markers out of the descriptions', async () => {
    const nedbank = (await read('nedbank-current-2025q4')).statement;
    expect(nedbank.transactions.some((t) => /^\d{6}\b/.test(t.description))).toBe(false);
    const standard = (await read('standard-bank-prestige-2025q4')).statement;
    expect(standard.transactions.filter((t) => t.description.includes('##'))).toEqual([]);
  });

  it('does not take informational Service Fee amounts (Standard Bank Business Online) as transactions', async () => {
    const { statement, expected } = await read('standard-bank-business-copy');
    expect(statement.transactions).toHaveLength(expected.rows.length);
    expect(statement.transactions.some((t) => t.amount_cents === -1900)).toBe(false);
  });

  it('refuses a Discovery transaction timeline (no running balance) whose closing balance is missing: nothing would prove its rows', async () => {
    const { bytes } = fixture('discovery-gold-timeline-2026-01');
    const { doc } = await readPdfText(bytes, { passwords: [] });
    for (const page of doc.pages) {
      const label = page.items.find((i) => i.str.trim() === 'Closing balance');
      if (label) page.items = page.items.filter((i) => Math.abs(i.y - label.y) > 1);
    }
    expect(() => parsePdfStatement(doc, { now: NOW })).toThrow(StatementFileError);
  });

  it('makes each African Bank charge a transaction of its own, right after its row', async () => {
    const { statement } = await read('african-bank-myworld-2025');
    const fees = statement.transactions.filter((t) => t.description.endsWith(' fee'));
    expect(fees.map((t) => t.amount_cents)).toEqual([-450, -1000, -750, -450, -1050, -1000, -450, -750]);
  });
});
