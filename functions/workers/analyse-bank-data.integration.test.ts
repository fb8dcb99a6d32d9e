/**
 * The analysis worker's queue semantics, calling the handler directly with SQS events (no queue,
 * no Lambda runtime). The handler reads and writes through the platform modules, which talk to
 * the DynamoDB Local and S3 emulators jest's globalSetup started (test/global-setup.ts): no mocks.
 *
 * Partial batch response: a record that can never succeed (not JSON, or not an AnalysisMessage)
 * is listed in batchItemFailures so SQS retries it and finally moves it to the DLQ, while the
 * other records of the same batch are processed and acknowledged (left out of the list).
 */
import { randomBytes } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { normaliseUpload } from '#core/ingest';
import { generatePersona } from '#core/personas/index';
import { putBankData } from '#platform/aws/bank-data-store';
import { dynamo } from '#platform/clients/dynamodb';
import { getAnalyses, getBankConnection, newBankConnection, saveConnectionForAnalysis } from '#platform/repositories/bank-connections';
import { tableName } from '#platform/repositories/table';
import { keys } from '#platform/repositories/table-design';
import { handler } from './analyse-bank-data.ts';

const hexId = () => randomBytes(12).toString('hex');

let sequence = 0;
function record(body: string): SQSRecord {
  sequence += 1;
  return {
    messageId: `message-${sequence}`,
    receiptHandle: `receipt-${sequence}`,
    body,
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: '1751320000000',
      SenderId: '000000000000',
      ApproximateFirstReceiveTimestamp: '1751320000000',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:af-south-1:000000000000:analysis',
    awsRegion: 'af-south-1',
  };
}

const event = (...records: SQSRecord[]): SQSEvent => ({ Records: records });
const message = (organisation: string, application: string, generation = 1) => JSON.stringify({ organisation, application, generation });

/**
 * A connection that asks for generation 1, with a small data set (a thin_file persona: two months,
 * a few dozen transactions, so the analysis is quick) and the application it belongs to.
 */
async function connectionAwaitingAnalysis(): Promise<{ organisation: string; application: string }> {
  const organisation = hexId();
  const application = hexId();
  await dynamo.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.application(organisation, application), type: 'application', id: application, organisation, applicant: hexId(), status: 'not_ready' },
    }),
  );
  const persona = generatePersona('thin_file', { seed: 1 });
  const data = normaliseUpload(application, persona.accounts, new Date(`${persona.truth.end_date}T23:59:59+02:00`));
  const uploadId = hexId();
  await putBankData(organisation, application, uploadId, { data_version: 1, ...data });
  await saveConnectionForAnalysis(
    { ...newBankConnection(organisation, application, hexId()), data_version: 1, data_upload_id: uploadId, requested_generation: 1 },
    null,
  );
  return { organisation, application };
}

describe('analyse-bank-data worker: partial batch responses', () => {
  it('reports a record that is not JSON and processes the valid record beside it', async () => {
    const { organisation, application } = await connectionAwaitingAnalysis();
    const broken = record('{"organisation": ');
    const valid = record(message(organisation, application));

    const answer = await handler(event(broken, valid));

    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: broken.messageId }]);
    const connection = await getBankConnection(organisation, application);
    expect(connection).toMatchObject({ status: 'complete', analysed_generation: 1, requested_generation: 1 });
    const analyses = await getAnalyses(organisation, application);
    expect(analyses).toMatchObject({ generation: 1, data_version: 1, enough_history: true });
    expect(Object.keys(analyses!.results ?? {}).sort()).toEqual(
      ['affinity_ads', 'affordability', 'expense_insights', 'health_score', 'income_analysis', 'liquidity_score', 'risk_insights', 'statement_summary'],
    );
  });

  it('reports a record whose body fails the message schema and acknowledges the valid record beside it', async () => {
    const invalidBodies = [
      JSON.stringify({ organisation: 'not-an-id', application: hexId(), generation: 1 }),
      JSON.stringify({ organisation: hexId(), application: hexId(), generation: 0 }),
      JSON.stringify({ organisation: hexId(), application: hexId() }),
      JSON.stringify([]),
    ];
    const invalid = invalidBodies.map(record);
    const valid = record(message(hexId(), hexId()));

    const answer = await handler(event(invalid[0]!, valid, ...invalid.slice(1)));

    expect(answer.batchItemFailures).toEqual(invalid.map((r) => ({ itemIdentifier: r.messageId })));
  });

  it('acknowledges a record for an unknown connection (nothing to analyse, nothing to retry)', async () => {
    const organisation = hexId();
    const application = hexId();

    const answer = await handler(event(record(message(organisation, application, 3))));

    expect(answer.batchItemFailures).toEqual([]);
    expect(await getBankConnection(organisation, application)).toBeUndefined();
    expect(await getAnalyses(organisation, application)).toBeUndefined();
  });

  it('acknowledges a redelivered message for a generation already analysed', async () => {
    const { organisation, application } = await connectionAwaitingAnalysis();
    const body = message(organisation, application);
    expect((await handler(event(record(body)))).batchItemFailures).toEqual([]);
    const first = await getAnalyses(organisation, application);

    const answer = await handler(event(record(body)));

    expect(answer.batchItemFailures).toEqual([]);
    // Acknowledged without work: the stored analyses are the first run's, untouched.
    expect(await getAnalyses(organisation, application)).toEqual(first);
  });
});
