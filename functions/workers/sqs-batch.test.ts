import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { sqsBatchHandler } from './sqs-batch.ts';

const recordOf = (messageId: string) => ({ messageId, body: messageId, attributes: { ApproximateReceiveCount: '1' } }) as unknown as SQSRecord;
const eventOf = (...ids: string[]): SQSEvent => ({ Records: ids.map(recordOf) });

describe('sqsBatchHandler', () => {
  it('reports exactly the records that failed, in either mode', async () => {
    for (const concurrent of [false, true]) {
      const handler = sqsBatchHandler('failed', async (record) => {
        if (record.messageId.startsWith('bad')) throw new Error('no');
      }, { concurrent });
      expect(await handler(eventOf('ok-1', 'bad-2', 'ok-3', 'bad-4'))).toEqual({ batchItemFailures: [{ itemIdentifier: 'bad-2' }, { itemIdentifier: 'bad-4' }] });
    }
  });

  it('concurrent: a record waiting on someone else does not hold the others (one after another, the first would wait for ever here)', async () => {
    let releaseFirst: () => void = () => undefined;
    const firstMayEnd = new Promise<void>((resolve) => { releaseFirst = resolve; });
    const order: string[] = [];
    const handler = sqsBatchHandler('failed', async (record) => {
      if (record.messageId === 'slow') await firstMayEnd;
      else releaseFirst();
      order.push(record.messageId);
    }, { concurrent: true });
    expect(await handler(eventOf('slow', 'quick'))).toEqual({ batchItemFailures: [] });
    expect(order).toEqual(['quick', 'slow']);
  });

  it('one after another by default (statement files and analyses are read one at a time)', async () => {
    const order: string[] = [];
    const handler = sqsBatchHandler('failed', async (record) => {
      order.push(`start ${record.messageId}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`end ${record.messageId}`);
    });
    await handler(eventOf('a', 'b'));
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });
});
