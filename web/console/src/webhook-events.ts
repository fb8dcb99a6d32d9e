/** The event types of the contract (schemas/webhooks.ts; a unit test keeps the two equal). */
export const WEBHOOK_EVENT_TYPES = [
  'application.created',
  'application.opened',
  'application.completed',
  'application.expired',
  'bank_connection.files_uploaded',
  'bank_connection.analysing',
  'bank_connection.analysed',
  'bank_connection.failed',
  'personal_info.provided',
  'revet.outcome',
  'bill.created',
  'bill.paid',
  'webhook.test',
] as const;
