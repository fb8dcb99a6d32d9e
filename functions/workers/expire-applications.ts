/**
 * Every quarter hour (SCHEDULED_JOBS): applications whose connect link expired unused are stored
 * as expired and their lenders get `application.expired` (services/application-expiry.ts).
 */
import { logger } from '#platform/logger';
import { expireApplications } from '#platform/services/application-expiry';

export async function handler(): Promise<{ organisations: number; expired: number; failed: number }> {
  const result = await expireApplications(new Date());
  logger.info('Expiry run finished', result);
  if (result.failed > 0) throw new Error(`Expiry run: ${result.failed} organisation(s) failed; the next run retries them`);
  return result;
}
