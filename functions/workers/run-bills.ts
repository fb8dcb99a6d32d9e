/**
 * The bill run (EventBridge schedule, SCHEDULED_JOBS): makes every organisation's bills for the
 * closed months not billed yet (services/billing.ts runBills). Idempotent: bills are made once per
 * organisation and month however often, or however many at once, this runs.
 */
import { logger } from '#platform/logger';
import { runBills } from '#platform/services/billing';

export async function handler(): Promise<{ organisations: number; bills: number; failed: number }> {
  const result = await runBills(new Date());
  logger.info('Bill run finished', result);
  // A failure for one organisation is retried by the next run; the alarm on errors needs to see it.
  if (result.failed > 0) throw new Error(`Bill run: ${result.failed} bill(s) could not be made; the next run retries them`);
  return result;
}
