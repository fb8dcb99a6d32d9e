/** Every quarter hour (SCHEDULED_JOBS): CRM notes whose push failed are tried again (services/crm.ts). */
import { logger } from '#platform/logger';
import { retryCrmPushes } from '#platform/services/crm';

export async function handler(): Promise<{ pushed: number; failed: number; given_up: number }> {
  const result = await retryCrmPushes();
  logger.info('CRM retry run finished', result);
  return result;
}
