/**
 * The password flow of locked statements, against the emulators. Until the PDF reader lands,
 * the reader is replaced here by a stand-in that "locks" a CSV behind a first line
 * `LOCKED:<password>` and answers `password_required` / `wrong_password` as the PDF reader
 * does; everything around it (file states, the claim, the queue carrying the password, the
 * re-send routes, the passwords derived from personal info) is the real pipeline.
 */
import { randomBytes } from 'node:crypto';
import { DeleteMessageCommand, ReceiveMessageCommand } from '@aws-sdk/client-sqs';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import { buildSaIdNumber } from '#schemas/sa-id';
import { dynamo } from '#platform/clients/dynamodb';
import { sqs } from '#platform/clients/sqs';
import { config } from '#platform/config';
import { ensureQueueWithDlq } from '#local/resources';
import { handler as parseStatementFiles } from '../../functions/workers/parse-statement-files.ts';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';
import { startTestServer, type AnyJson, type TestServer } from '../helpers/server.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig, WITH_PERSONAL_INFO } from '../helpers/lending.ts';
import { acceptLegalDocuments } from '../helpers/applicant.ts';

jest.mock('#core/statement-files', () => {
  const actual = jest.requireActual('#core/statement-files');
  const { StatementFileError } = jest.requireActual('#core/pdf/errors');
  return {
    ...actual,
    readStatementFile: async (input: { bytes: Uint8Array; passwords: readonly string[] }) => {
      const text = Buffer.from(input.bytes).toString('utf8');
      const locked = /^LOCKED:(.*)\r?\n/.exec(text);
      if (!locked) return actual.readStatementFile(input);
      if (input.passwords.length === 0) throw new StatementFileError('password_required', 'Parse Error', 'This statement is protected by a password.');
      if (!input.passwords.includes(locked[1] ?? '')) throw new StatementFileError('wrong_password', 'Parse Error', 'None of the passwords opened the statement.');
      return { ...(await actual.readStatementFile({ ...input, bytes: Buffer.from(text.slice(locked[0].length)) })), kind: 'pdf', passwordUsed: locked[1] };
    },
  };
});

let api: TestServer;
let workers: FileWorkers;
let org: TestOrganisation;
beforeAll(async () => {
  api = await startTestServer();
  workers = await startFileWorkers('statements-password');
  org = await registerOrganisation(api, 'passwords');
  await createConfig(api, org, { is_default: true, connections: WITH_PERSONAL_INFO });
}, 60_000);
afterAll(async () => {
  await workers?.stop();
  await api?.close();
});

function lockedStatement(password: string): Buffer {
  const account = `62${randomBytes(4).readUInt32BE(0).toString().padStart(9, '0')}`;
  return Buffer.from(
    [
      `LOCKED:${password}`,
      'ACCOUNT TRANSACTION HISTORY',
      `FOR ACCOUNT NUMBER ${account}`,
      'Date,SERVICE FEE,Amount,DESCRIPTION,REFERENCE,Balance,CHEQUE NUMBER',
      '2025/01/01,0,25000.00,SALARY ACME,REF1,35000.00,0',
      '2025/01/03,0,-8500.00,DEBIT ORDER RENT,REF3,26500.00,0',
      '',
    ].join('\r\n'),
  );
}

function form(file: Buffer, fields: Record<string, string> = {}) {
  const boundary = `----khanya-${randomBytes(6).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="locked.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), file, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Runs `act` with the statement queue parked, and answers what it queued (bodies included). */
async function parked(act: () => Promise<AnyJson>): Promise<{ answer: AnyJson; records: SQSEvent['Records'] }> {
  const queue = await ensureQueueWithDlq(sqs, `khanya-test-password-parked-${randomBytes(4).toString('hex')}`);
  const own = process.env.STATEMENT_QUEUE_URL;
  process.env.STATEMENT_QUEUE_URL = queue.queueUrl;
  let answer;
  try {
    answer = await act();
  } finally {
    process.env.STATEMENT_QUEUE_URL = own;
  }
  const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queue.queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 1 }));
  const records = [];
  for (const message of Messages) {
    await sqs.send(new DeleteMessageCommand({ QueueUrl: queue.queueUrl, ReceiptHandle: message.ReceiptHandle! }));
    records.push({
      messageId: message.MessageId!,
      receiptHandle: message.ReceiptHandle!,
      body: message.Body!,
      attributes: { ApproximateReceiveCount: '1' },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: queue.queueArn,
      awsRegion: 'af-south-1',
    } as SQSEvent['Records'][number]);
  }
  return { answer, records };
}

const files = async (applicationId: string): Promise<AnyJson[]> => (await api.json('GET', `/v1/bank_connections/${applicationId}/files`, undefined, { token: org.apiToken })).body;

async function storedItemsText(applicationId: string): Promise<string> {
  const answer = await dynamo.send(
    new QueryCommand({ TableName: config.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `ORG#${org.id}` } }),
  );
  return JSON.stringify((answer.Items ?? []).filter((item) => String(item.sk).includes(applicationId)));
}

describe('locked statements', () => {
  it('without a password the file waits as password_required; the applicant sends it and the file is read; the password is never stored', async () => {
    const application = await createApplication(api, org);
    await acceptLegalDocuments(api, application.proxy_id);
    const password = `pw-${randomBytes(6).toString('hex')}`;
    const upload = await parked(() => api.request('POST', `/v1/in/bank_connections/${application.proxy_id}/upload_file`, form(lockedStatement(password))));
    expect(upload.answer.status).toBe(202);
    await parseStatementFiles({ Records: upload.records });
    const [locked] = await files(application.id);
    expect(locked).toMatchObject({ status: 'password_required', error_code: 'password_required', manual_upload_error_type: 'Parse Error' });

    const resend = await parked(() => api.json('POST', `/v1/in/bank_connections/${application.proxy_id}/files/${locked.id}/password`, { password }));
    expect([resend.answer.status, resend.answer.body.status]).toEqual([202, 'processing']);
    expect(resend.records).toHaveLength(1);
    expect(JSON.parse(resend.records[0]!.body).password).toBe(password);
    await parseStatementFiles({ Records: resend.records });
    expect((await files(application.id))[0]).toMatchObject({ status: 'parsed', error_code: null, transaction_count: 2 });
    expect(await storedItemsText(application.id)).not.toContain(password);

    // The first message again (a late redelivery of attempt 1) changes nothing.
    await parseStatementFiles({ Records: upload.records });
    expect((await files(application.id))[0].status).toBe('parsed');
  }, 60_000);

  it('a wrong password in the form → wrong_password (still waiting); the lender sends the right one', async () => {
    const application = await createApplication(api, org);
    const password = `pw-${randomBytes(6).toString('hex')}`;
    const upload = await parked(() =>
      api.request('POST', `/v1/bank_connections/${application.id}/statements`, { ...form(lockedStatement(password), { password: 'not-it' }), token: org.apiToken }),
    );
    await parseStatementFiles({ Records: upload.records });
    const [locked] = await files(application.id);
    expect(locked).toMatchObject({ status: 'password_required', error_code: 'wrong_password' });
    expect(await storedItemsText(application.id)).not.toContain('not-it');

    const resend = await parked(() => api.json('POST', `/v1/bank_connections/${application.id}/files/${locked.id}/password`, { password }, { token: org.apiToken }));
    expect(resend.answer.status).toBe(202);
    await parseStatementFiles({ Records: resend.records });
    expect((await files(application.id))[0].status).toBe('parsed');
    // Sending it again now is refused.
    const late = await api.json('POST', `/v1/bank_connections/${application.id}/files/${locked.id}/password`, { password }, { token: org.apiToken });
    expect([late.status, late.body.code]).toEqual([409, 'file_password_not_needed']);
  }, 60_000);

  it("is opened with the applicant's SA ID number from personal info, with no password typed", async () => {
    const application = await createApplication(api, org);
    await acceptLegalDocuments(api, application.proxy_id);
    const idNumber = buildSaIdNumber('1990-01-15', { sequence: 5123 });
    const prefill = await api.json(
      'PUT',
      `/v1/personal_info_connections/${application.id}/prefill`,
      {
        first_names: 'Thandiwe',
        last_names: 'Mokoena',
        date_of_birth: '1990-01-15',
        nationality: 'ZA',
        id_type: 'SA_ID',
        id_country: 'ZAF',
        email: 'thandiwe@example.com',
        phone: '+27821234567',
        gov_id: idNumber,
      },
      { token: org.apiToken },
    );
    expect(prefill.status).toBe(200);
    const upload = await parked(() => api.request('POST', `/v1/in/bank_connections/${application.proxy_id}/upload_file`, form(lockedStatement(idNumber))));
    expect(JSON.parse(upload.records[0]!.body).password).toBeUndefined();
    await parseStatementFiles({ Records: upload.records });
    expect((await files(application.id))[0]).toMatchObject({ status: 'parsed' });
  }, 60_000);
});
