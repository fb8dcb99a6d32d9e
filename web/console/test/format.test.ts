import { APPLICATION_STATUSES as CONTRACT } from '#schemas/applications';
import { APPLICATION_STATUSES, formatRand, statusName } from '../src/format.ts';

// The console keeps its own copy so that its bundle does not carry zod; the contract decides.
it('offers exactly the application statuses of the contract, each in words', () => {
  expect([...APPLICATION_STATUSES]).toEqual([...CONTRACT]);
  for (const status of APPLICATION_STATUSES) expect(statusName(status)).not.toMatch(/_/);
});

it('writes rand the South African way', () => {
  expect(formatRand(-1234.5).replace(/\s/g, ' ')).toBe('-R 1 234,50');
});

it('offers exactly the webhook event types of the contract', async () => {
  const { WEBHOOK_EVENT_TYPE_NAMES } = await import('#schemas/webhooks');
  const { WEBHOOK_EVENT_TYPES } = await import('../src/webhook-events.ts');
  expect([...WEBHOOK_EVENT_TYPES]).toEqual([...WEBHOOK_EVENT_TYPE_NAMES]);
});
