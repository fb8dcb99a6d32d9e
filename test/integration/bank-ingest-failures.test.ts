/**
 * What an upload leaves when a write fails in a way the emulators cannot produce on their own:
 * the real DynamoDB Local and s3rver are used, and jest.spyOn only makes one call fail (the
 * answer of an applied commit lost, or the data document's write refused).
 */
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { ingestBankData } from '#platform/services/bank-ingest';
import { dynamo } from '#platform/clients/dynamodb';
import { s3 } from '#platform/clients/s3';
import { config } from '#platform/config';
import { getBankConnection } from '#platform/repositories/bank-connections';
import { generatePersona } from '#core/personas/index';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { registerOrganisation } from '../helpers/factories.ts';
import { createApplication, createConfig } from '../helpers/lending.ts';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());
afterEach(() => jest.restoreAllMocks());

async function objects(organisationId: string, applicationId: string): Promise<string[]> {
  const prefix = `organisations/${organisationId}/applications/${applicationId}/bank/`;
  const page = await s3.send(new ListObjectsV2Command({ Bucket: config.uploadsBucket, Prefix: prefix }));
  return (page.Contents ?? []).map((object) => object.Key!.slice(prefix.length)).sort();
}

async function setUp() {
  const org = await registerOrganisation(api);
  await createConfig(api, org, { is_default: true });
  const application = await createApplication(api, org);
  const persona = generatePersona('thin_file', { seed: 21, months: 2, accounts: 1 });
  const upload = {
    accounts: persona.accounts.map((account) => ({
      ...account,
      account_holder_name: account.account_holder_name ?? null,
      account_type: account.account_type ?? null,
      transactions: account.transactions.map((tx) => ({ ...tx, balance: tx.balance ?? null, reference: tx.reference ?? null })),
    })),
    source: 'byod' as const,
    raw: { body: JSON.stringify({ accounts: persona.accounts }), extension: 'json', contentType: 'application/json' },
    checkDuplicateFile: false,
  };
  return { org, application, upload };
}

describe('an upload whose write fails', () => {
  it('is accepted, objects kept, when the commit was applied but its answer was lost', async () => {
    const { org, application, upload } = await setUp();
    const send = dynamo.send.bind(dynamo);
    jest.spyOn(dynamo, 'send').mockImplementation((async (command: unknown) => {
      const answer = await send(command as never);
      if (command instanceof TransactWriteCommand) throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
      return answer;
    }) as never);

    const accepted = await ingestBankData(org.id, application.id, upload);
    jest.restoreAllMocks();

    const connection = await getBankConnection(org.id, application.id);
    expect(connection?.data_upload_id).toMatch(/^[0-9a-f]{24}$/);
    expect(accepted).toEqual(connection);
    expect(connection?.status).toBe('analysing');
    expect(await objects(org.id, application.id)).toEqual([`data/${connection!.data_upload_id}.json.gz`, `raw/${connection!.data_upload_id}.json`]);
  });

  it('deletes the raw upload when the data document cannot be written, and commits nothing', async () => {
    const { org, application, upload } = await setUp();
    const send = s3.send.bind(s3);
    jest.spyOn(s3, 'send').mockImplementation((async (command: unknown) => {
      if (command instanceof PutObjectCommand && /\/data\//.test(command.input.Key ?? '')) throw Object.assign(new Error('Service Unavailable'), { name: 'ServiceUnavailable' });
      return send(command as never);
    }) as never);

    await expect(ingestBankData(org.id, application.id, upload)).rejects.toThrow('Service Unavailable');
    jest.restoreAllMocks();

    expect(await getBankConnection(org.id, application.id)).toBeUndefined();
    expect(await objects(org.id, application.id)).toEqual([]);
  });
});
