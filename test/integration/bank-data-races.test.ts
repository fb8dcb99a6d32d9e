/**
 * Bank data under concurrency and refusal, against the emulators (DynamoDB Local, s3rver,
 * fauxqs) through the local bridge and the real analysis worker:
 *  - two uploads sent at once: the one the API accepted is the one stored and analysed, whole;
 *    the refused one leaves nothing (no S3 object, no item);
 *  - identical uploads at once never corrupt the data or end `failed`;
 *  - a worker message delivered twice commits once (no duplicate transactions, one bill);
 *  - a refused upload (422, 400, 409) leaves nothing in the bucket.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSRecord } from 'aws-lambda';
import { s3 } from '#platform/clients/s3';
import { dynamo } from '#platform/clients/dynamodb';
import { config } from '#platform/config';
import { getAnalyses, getBankConnection } from '#platform/repositories/bank-connections';
import { handler as analysisWorker } from '../../functions/workers/analyse-bank-data.ts';
import { generatePersona, toByodPayload } from '#core/personas/index';
import { startFileWorkers, type FileWorkers } from '../helpers/workers.ts';
import { startTestServer, type AnyJson, type TestServer } from '../helpers/server.ts';
import { registerOrganisation, type TestOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig, waitForConnectionStatus } from '../helpers/lending.ts';
import { acceptLegalDocuments } from '../helpers/applicant.ts';

let api: TestServer;
let workers: FileWorkers;
beforeAll(async () => {
  api = await startTestServer();
  workers = await startFileWorkers('bank-data-races');
});
afterAll(async () => {
  await workers.stop();
  await api.close();
});

type Payload = ReturnType<typeof toByodPayload>;

/** A small, valid upload (one account, two months) with its own account number. */
function body(seed: number, accountNumber: string): Payload {
  const payload = toByodPayload(generatePersona('thin_file', { seed, months: 2, accounts: 1 }));
  payload.accounts[0]!.account_number = accountNumber;
  return payload;
}

const accountNumber = () => `62${randomBytes(4).readUInt32BE(0).toString().padStart(10, '0')}`;

/** Every object the bucket holds for one application's bank data. */
async function bankObjects(organisationId: string, applicationId: string): Promise<string[]> {
  const prefix = `organisations/${organisationId}/applications/${applicationId}/bank/`;
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: prefix, ContinuationToken: token }));
    keys.push(...(page.Contents ?? []).map((object) => object.Key!.slice(prefix.length)));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

async function objectText(organisationId: string, applicationId: string, key: string): Promise<string> {
  const answer = await s3.send(new GetObjectCommand({ Bucket: config.uploadsBucket, Key: `organisations/${organisationId}/applications/${applicationId}/bank/${key}` }));
  return answer.Body!.transformToString('utf8');
}

async function itemsOf(organisationId: string, prefix: string) {
  const answer = await dynamo.send(
    new QueryCommand({
      TableName: config.tableName,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `ORG#${organisationId}`, ':prefix': prefix },
    }),
  );
  return answer.Items ?? [];
}

/** Waits until the connection settles (complete or failed), polling the API. */
function settled(org: TestOrganisation, applicationId: string): Promise<Record<string, AnyJson>> {
  return waitForConnectionStatus(api, org, applicationId, ['complete', 'failed']);
}

/** What the lender sent, as comparable rows: account number, day, cents, description. */
function rowsOf(payloads: Payload[]): string[] {
  return payloads
    .flatMap((payload) =>
      payload.accounts.flatMap((account) =>
        account.transactions.map((tx) => `${account.account_number}|${tx.datetime.slice(0, 10)}|${Math.round(Number(tx.amount) * 100)}|${tx.description}`),
      ),
    )
    .sort();
}

/** What the API now serves as the connection's labelled transactions, in the same form. */
async function storedRows(org: TestOrganisation, applicationId: string, connection: Record<string, AnyJson>): Promise<string[]> {
  const numbers = new Map<string, string>(connection.accounts.map((account: { id: string; account_number: string }) => [account.id, account.account_number]));
  const labelled = await api.json('GET', `/v1/bank_connections/${applicationId}/transactions/labelled`, undefined, { token: org.apiToken });
  expect(labelled.status).toBe(200);
  return (labelled.body as { account: string; transactions: { datetime: string; amount: number; description: string }[] }[])
    .flatMap((group) =>
      group.transactions.map((tx) => `${numbers.get(group.account) ?? ''}|${tx.datetime.slice(0, 10)}|${Math.round(tx.amount * 100)}|${tx.description}`),
    )
    .sort();
}

/**
 * The invariant after any number of uploads sent at once: what is stored and analysed is exactly
 * the accepted bodies (each whole, once), and the bucket holds one raw object and one data
 * document per accepted upload, nothing of a refused one.
 */
async function expectOnlyAccepted(org: TestOrganisation, applicationId: string, accepted: Payload[]) {
  const connection = await settled(org, applicationId);
  expect(connection.status).toBe('complete');
  expect(connection.accounts.map((account: { account_number: string }) => account.account_number).sort()).toEqual(
    accepted.flatMap((payload) => payload.accounts.map((account) => account.account_number)).sort(),
  );
  const expected = rowsOf(accepted);
  expect(await storedRows(org, applicationId, connection)).toEqual(expected);
  const analyses = await getAnalyses(org.id, applicationId);
  expect(analyses?.transaction_count).toBe(expected.length);

  const objects = await bankObjects(org.id, applicationId);
  const raw = objects.filter((key) => key.startsWith('raw/'));
  expect(raw).toHaveLength(accepted.length);
  // The raw objects are the accepted bodies byte for byte (as JSON), never a refused one.
  const rawBodies = await Promise.all(raw.map(async (key) => JSON.parse(await objectText(org.id, applicationId, key))));
  expect(rawBodies.map((raw) => raw.accounts[0].account_number).sort()).toEqual(accepted.map((payload) => payload.accounts[0]!.account_number).sort());
  expect(objects.filter((key) => key.startsWith('data'))).toHaveLength(accepted.length);
}

describe('two uploads at once', () => {
  it('stores and analyses exactly the accepted body; the refused one (409 concurrent_update) leaves no trace', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const application = await createApplication(api, org);
      const bodies = [body(100 + attempt, accountNumber()), body(200 + attempt, accountNumber())];
      const answers = await Promise.all(
        bodies.map((payload) => api.json('PUT', `/v1/bank_connections/${application.id}/byod`, payload, { token: org.apiToken })),
      );
      const statuses = answers.map((answer) => answer.status);
      outcomes.push(statuses.join(','));
      // Either one won the race and the other was refused, or (if they happened one after the
      // other) both were accepted as two accounts. Never a 5xx, never anything else.
      expect([...statuses].sort()).toEqual(statuses.includes(409) ? [200, 409] : [200, 200]);
      for (const answer of answers) {
        if (answer.status === 409) expect(answer.body).toEqual({ error_type: 'code', code: 'concurrent_update', message: expect.any(String) });
      }
      await expectOnlyAccepted(
        org,
        application.id,
        bodies.filter((_, index) => answers[index]!.status === 200),
      );
    }
    // The race itself was exercised (both read the same version): at least one refusal.
    expect(outcomes.some((outcome) => outcome.includes('409'))).toBe(true);
  });

  it('identical bodies at once never corrupt the data or end failed', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const application = await createApplication(api, org);
      const payload = body(300 + attempt, accountNumber());
      const answers = await Promise.all(
        [payload, payload].map((same) => api.json('PUT', `/v1/bank_connections/${application.id}/byod`, same, { token: org.apiToken })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      // At once: 200 and 409; one after the other: 200 and 400 bank_account_exists.
      expect([[200, 409], [200, 400]]).toContainEqual(statuses);
      await expectOnlyAccepted(org, application.id, [payload]);
      const application_ = await api.json('GET', `/v1/applications/applications/${application.id}`, undefined, { token: org.apiToken });
      expect(application_.body.status).toBe('complete');
    }
  });

  it('an upload racing a relabel: the loser is refused and leaves nothing; the winner is analysed', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const application = await createApplication(api, org);
    const first = body(400, accountNumber());
    expect((await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, first, { token: org.apiToken })).status).toBe(200);
    await settled(org, application.id);
    const listing = await api.json('GET', `/v1/bank_connections/${application.id}/transactions?limit=1`, undefined, { token: org.apiToken });
    const target = listing.body.data[0];

    const second = body(401, accountNumber());
    const [upload, relabel] = await Promise.all([
      api.json('PUT', `/v1/bank_connections/${application.id}/byod`, second, { token: org.apiToken }),
      api.json('PUT', `/v1/bank_connections/${application.id}/transactions/${target.id}/label`, { new_label: 'Eating Out' }, { token: org.apiToken }),
    ]);
    // Either both land one after the other (200, 200), or they collide on the connection item
    // (one 409), or the upload commits first and the relabel finds the connection analysing (400).
    const outcomes = [
      [200, 200],
      [200, 409],
      [409, 200],
    ].map(([u, r]) => [u, r, r === 409 ? 'concurrent_update' : undefined]);
    outcomes.push([200, 400, 'error_still_analysing_connection']);
    const relabelCode = relabel.status === 200 ? undefined : relabel.body.code;
    expect(outcomes).toContainEqual([upload.status, relabel.status, relabel.status === 409 || relabel.status === 400 ? relabelCode : undefined]);
    await expectOnlyAccepted(org, application.id, upload.status === 200 ? [first, second] : [first]);
  });
});

describe('two bank CSV exports at once (applicant upload)', () => {
  it('the same export twice at once: one accepted, the other 409 and leaves no object', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const file = readFileSync('functions/core/statements/fixtures/capitec-transaction-history.csv');
    const form = (account: string) => {
      const boundary = '----khanya-race-boundary';
      const multipart = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="account_number"\r\n\r\n${account}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bank_id"\r\n\r\ncapitec\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="export.csv"\r\nContent-Type: text/csv\r\n\r\n`),
        file,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { body: multipart, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const application = await createApplication(api, org);
      await acceptLegalDocuments(api, application.proxy_id);
      const path = `/v1/in/bank_connections/${application.proxy_id}/upload_csv`;
      // The export names its account, so both name the same one: the same bytes twice at once.
      const numbers = ['1234567890', '1234567890'];
      const answers = await Promise.all(numbers.map((number) => api.request('POST', path, form(number))));
      const statuses = answers.map((answer) => answer.status);
      // One after the other or at once (the loser's commit refused, then its bytes found claimed), a duplicate.
      expect([...statuses].sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body.code).toBe('duplicate_upload');
      const connection = await settled(org, application.id);
      expect(connection.status).toBe('complete');
      expect(connection.accounts.map((account: { account_number: string }) => account.account_number)).toEqual(['1234567890']);
      const objects = await bankObjects(org.id, application.id);
      expect(objects.filter((key) => key.startsWith('raw/'))).toEqual([expect.stringMatching(/^raw\/[0-9a-f]{24}\.csv$/)]);
      expect(objects.filter((key) => key.startsWith('data'))).toHaveLength(1);
      // The accepted one is announced, once.
      const events = (await api.json('GET', `/v1/applications/applications/${application.id}/events`, undefined, { token: org.apiToken })).body as { kind: string; detail: unknown }[];
      expect(events.filter((event) => event.kind === 'files_uploaded').map((event) => event.detail)).toEqual([{ files: 1, source: 'applicant' }]);
    }
  });
});

describe('refused uploads leave nothing in S3', () => {
  it('422 (schema), 400 (contiguous, bank_account_exists) and 409 (concurrent_update) store no object', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const application = await createApplication(api, org);
    const path = `/v1/bank_connections/${application.id}/byod`;

    const invalid = body(500, accountNumber());
    invalid.accounts[0]!.transactions[0]!.amount = 10.005;
    expect((await api.json('PUT', path, invalid, { token: org.apiToken })).status).toBe(422);
    const broken = body(501, accountNumber());
    broken.accounts[0]!.transactions[1]!.balance = (broken.accounts[0]!.transactions[1]!.balance ?? 0) + 100;
    expect((await api.json('PUT', path, broken, { token: org.apiToken })).body.code).toBe('upload_contiguous_error');
    expect(await bankObjects(org.id, application.id)).toEqual([]);
    expect(await itemsOf(org.id, `BANKCONN#${application.id}`)).toEqual([]);

    const accepted = body(502, accountNumber());
    expect((await api.json('PUT', path, accepted, { token: org.apiToken })).status).toBe(200);
    await settled(org, application.id);
    const afterAccepted = await bankObjects(org.id, application.id);

    const again = await api.json('PUT', path, accepted, { token: org.apiToken });
    expect(again.body.code).toBe('bank_account_exists');
    expect(await bankObjects(org.id, application.id)).toEqual(afterAccepted);

    // Two more at once: whatever is refused adds nothing.
    const racers = [body(503, accountNumber()), body(504, accountNumber())];
    const answers = await Promise.all(racers.map((payload) => api.json('PUT', path, payload, { token: org.apiToken })));
    await expectOnlyAccepted(org, application.id, [accepted, ...racers.filter((_, index) => answers[index]!.status === 200)]);
  });
});

describe('analysis worker: a message delivered twice', () => {
  function record(bodyText: string, id: string): SQSRecord {
    return {
      messageId: id,
      receiptHandle: id,
      body: bodyText,
      attributes: { ApproximateReceiveCount: '1', SentTimestamp: '0', SenderId: '0', ApproximateFirstReceiveTimestamp: '0' },
      messageAttributes: {},
      md5OfBody: '',
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:af-south-1:000000000000:analysis',
      awsRegion: 'af-south-1',
    };
  }

  it('at once and again later: completes once, one bill, one event, no duplicate transactions, one labelled document', async () => {
    const org = await registerOrganisation(api);
    await createConfig(api, org, { is_default: true });
    const application = await createApplication(api, org);
    const payload = body(600, accountNumber());
    expect((await api.json('PUT', `/v1/bank_connections/${application.id}/byod`, payload, { token: org.apiToken })).status).toBe(200);
    await expectOnlyAccepted(org, application.id, [payload]);
    const connection = (await getBankConnection(org.id, application.id))!;

    // Ask for the same generation again (a recrunch), then deliver its message three times:
    // twice at once and once after.
    expect((await api.json('GET', `/v1/bank_connections/${application.id}/recrunch`, undefined, { token: org.apiToken })).status).toBe(200);
    const message = JSON.stringify({ organisation: org.id, application: application.id, generation: connection.requested_generation + 1 });
    const answers = await Promise.all([analysisWorker({ Records: [record(message, 'a')] }), analysisWorker({ Records: [record(message, 'b')] })]);
    expect(answers).toEqual([{ batchItemFailures: [] }, { batchItemFailures: [] }]);
    expect(await analysisWorker({ Records: [record(message, 'c')] })).toEqual({ batchItemFailures: [] });
    await expectOnlyAccepted(org, application.id, [payload]);

    const stored = await storedRows(org, application.id, await settled(org, application.id));
    expect(new Set(stored).size).toBe(stored.length);
    expect(await itemsOf(org.id, 'BILLEVENT#')).toHaveLength(1);
    // One domain event per completed generation: the upload's and the recrunch's.
    expect(await itemsOf(org.id, 'EVENT#')).toHaveLength(2);
    // Each completed generation keeps one labelled document; a run whose result was dropped leaves none.
    expect((await bankObjects(org.id, application.id)).filter((key) => key.startsWith('labelled'))).toHaveLength(2);
  });
});
