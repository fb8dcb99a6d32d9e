/**
 * PDF statements through the whole pipeline (the real reader, the statement worker and the
 * analysis worker on their queues, the local bridge): a bank's PDF read into the connection and
 * analysed, and a password-protected (AES-256) e-mailed statement: locked until its password is
 * sent, then read. Fixtures: functions/core/pdf/fixtures (made by the repository's generator).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';
import { startTestServer, type AnyJson, type TestServer } from '../helpers/server.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig, waitForConnectionStatus } from '../helpers/lending.ts';
import { acceptLegalDocuments } from '../helpers/applicant.ts';

const FIXTURES = join(__dirname, '../../functions/core/pdf/fixtures');
const fixture = (name: string) => ({
  pdf: readFileSync(join(FIXTURES, `${name}.pdf`)),
  expected: JSON.parse(readFileSync(join(FIXTURES, `${name}.expected.json`), 'utf8')) as AnyJson,
});

let api: TestServer;
let workers: FileWorkers;
let org: TestOrganisation;
beforeAll(async () => {
  api = await startTestServer();
  workers = await startFileWorkers('statements-pdf');
  org = await registerOrganisation(api, 'pdf-statements');
  await createConfig(api, org, { is_default: true });
}, 60_000);
afterAll(async () => {
  await workers?.stop();
  await api?.close();
});

function form(file: Buffer, name: string, fields: Record<string, string> = {}) {
  const boundary = `----khanya-${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([key, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function settled(applicationId: string, timeoutMs = 40_000): Promise<AnyJson[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await api.json('GET', `/v1/bank_connections/${applicationId}/files`, undefined, { token: org.apiToken })).body as AnyJson[];
    if (files.length > 0 && files.every((file) => file.status !== 'processing')) return files;
    if (Date.now() > deadline) throw new Error(`files never settled: ${JSON.stringify(files)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('PDF statements', () => {
  it('an Absa PDF uploaded by the applicant is read row for row into the connection and analysed', async () => {
    const { pdf, expected } = fixture('absa-cheque-2024q4');
    const application = await createApplication(api, org);
    await acceptLegalDocuments(api, application.proxy_id);
    const uploaded = await api.request('POST', `/v1/in/bank_connections/${application.proxy_id}/upload_file`, form(pdf, 'absa.pdf'));
    expect([uploaded.status, uploaded.body.files?.[0]?.status]).toEqual([202, 'processing']);
    const [file] = await settled(application.id);
    expect(file).toMatchObject({
      status: 'parsed',
      bank_slug: 'absa',
      account_number: expected.account_number,
      account_holder_name: expected.account_holder_name,
      statement_start_date: expected.period_start,
      statement_end_date: expected.period_end,
      opening_balance: expected.opening_balance_cents / 100,
      closing_balance: expected.closing_balance_cents / 100,
      transaction_count: expected.rows.length,
      authenticity: { verdict: 'no_signals' },
    });
    const connection = await waitForConnectionStatus(api, org, application.id, ['complete'], 40_000);
    expect(connection.accounts).toEqual([expect.objectContaining({ bank_slug: 'absa', transaction_count: expected.rows.length, balance: expected.closing_balance_cents / 100 })]);
    const summary = await api.json('GET', `/v1/bank_connections/${application.id}/statement_summary`, undefined, { token: org.apiToken });
    expect(summary.status).toBe(200);
  }, 90_000);

  it('a locked FNB statement waits for its password (none given, then a wrong one), and is read once the right one is sent', async () => {
    const { pdf, expected } = fixture('fnb-gold-cheque-2024q4');
    const application = await createApplication(api, org);
    await acceptLegalDocuments(api, application.proxy_id);
    await api.request('POST', `/v1/bank_connections/${application.id}/statements`, { ...form(pdf, 'fnb.pdf'), token: org.apiToken });
    const [locked] = await settled(application.id);
    expect(locked).toMatchObject({ status: 'password_required', error_code: 'password_required', bank_slug: null });

    const wrong = await api.json('POST', `/v1/in/bank_connections/${application.proxy_id}/files/${locked.id}/password`, { password: '0000000000000' });
    expect([wrong.status, wrong.body.status]).toEqual([202, 'processing']);
    expect((await settled(application.id))[0]).toMatchObject({ status: 'password_required', error_code: 'wrong_password' });

    const right = await api.json('POST', `/v1/in/bank_connections/${application.proxy_id}/files/${locked.id}/password`, { password: expected.password });
    expect(right.status).toBe(202);
    expect((await settled(application.id))[0]).toMatchObject({ status: 'parsed', bank_slug: 'fnb', transaction_count: expected.rows.length });
    await waitForConnectionStatus(api, org, application.id, ['complete'], 40_000);
  }, 120_000);

  it('a locked statement with its password in the upload form is read at once', async () => {
    const { pdf, expected } = fixture('standard-bank-prestige-locked');
    const application = await createApplication(api, org);
    await acceptLegalDocuments(api, application.proxy_id);
    await api.request('POST', `/v1/in/bank_connections/${application.proxy_id}/upload_file`, form(pdf, 'sb.pdf', { password: expected.password }));
    expect((await settled(application.id))[0]).toMatchObject({ status: 'parsed', bank_slug: 'standard_bank', transaction_count: expected.rows.length });
  }, 90_000);
});
