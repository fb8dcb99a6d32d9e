/**
 * The bill run (EventBridge schedule, SCHEDULED_JOBS): makes every organisation's bills for the
 * closed months not billed yet (services/billing.ts runBills), then pushes to Khanya's Xero
 * whatever is not there yet (services/xero.ts; nothing when Xero is not connected). Idempotent:
 * bills are made once per organisation and month, and pushed once, however often this runs.
 */
import { logger } from '#platform/logger';
import { runBills } from '#platform/services/billing';
import { syncBillsToXero } from '#platform/services/xero';

export async function handler(): Promise<{ organisations: number; bills: number; failed: number; xero: { pushed: number; failed: number } }> {
  const result = await runBills(new Date());
  const xero = await syncBillsToXero();
  logger.info('Bill run finished', { ...result, xero });
  // A failure for one organisation is retried by the next run; the alarm on errors needs to see it.
  if (result.failed > 0) throw new Error(`Bill run: ${result.failed} bill(s) could not be made; the next run retries them`);
  return { ...result, xero };
}
