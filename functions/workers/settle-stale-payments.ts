/**
 * Every 10 minutes (SCHEDULED_JOBS): card payments still pending 30 minutes after they were made
 * are settled from Peach's transaction report (services/payments.ts settleStalePayments).
 */
import { logger } from '#platform/logger';
import { settleStalePayments } from '#platform/services/payments';

export async function handler(): Promise<{ checked: number; succeeded: number; failed: number; left: number; errors: number }> {
  const result = await settleStalePayments();
  logger.info('Stale payments run finished', { ...result });
  if (result.errors > 0) throw new Error(`Stale payments run: ${result.errors} payment(s) failed; the next run retries them`);
  return result;
}
