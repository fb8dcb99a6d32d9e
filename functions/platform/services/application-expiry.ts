/**
 * The `application.expired` webhook: an application whose connect link passed its expiry before
 * the applicant shared anything (stored as created or connecting) is stored as `expired`, and the
 * lender's endpoints are told. Expiry itself needs no timer (the status reads `expired` from the
 * moment the expiry passes, core/application-status.ts); this job makes it an event.
 *
 * Repeatable: the event's id comes from the application, so publishing again (a run that died
 * before storing the status) sends nothing twice; the status moves only from what was read.
 */
import { DomainError } from '#schemas/errors';
import { currentStatus } from '#core/applications';
import { logger } from '../logger.ts';
import { applicationsWithStatus, updateApplicationStatus } from '../repositories/applications.ts';
import { allOrganisations } from '../repositories/organisations.ts';
import { publishEvent } from './webhooks.ts';

/** One organisation's applications that expired by `now`: published, then stored as expired. Answers how many. */
export async function expireApplicationsOf(organisationId: string, now = new Date()): Promise<number> {
  const live = await applicationsWithStatus(organisationId, ['created', 'connecting']);
  let expired = 0;
  for (const application of live) {
    if (currentStatus(application, now) !== 'expired') continue;
    await publishEvent({
      type: 'application.expired',
      organisationId,
      applicationId: application.id,
      at: application.expiry,
      source: application.id,
      data: { opened: application.status === 'connecting' },
    });
    try {
      await updateApplicationStatus(application, 'expired', now.toISOString());
      expired++;
    } catch (error) {
      // Moved meanwhile (another run stored it first): nothing left to do.
      if (!(error instanceof DomainError && error.code === 'concurrent_update')) throw error;
    }
  }
  return expired;
}

/** Every organisation (the scheduled job). One organisation's failure is logged; the next run retries it. */
export async function expireApplications(now = new Date()): Promise<{ organisations: number; expired: number; failed: number }> {
  let expired = 0;
  let failed = 0;
  const organisations = await allOrganisations();
  for (const organisation of organisations) {
    try {
      expired += await expireApplicationsOf(organisation.id, now);
    } catch (error) {
      failed++;
      logger.error('Expiring applications failed for an organisation', { organisation: organisation.id, error: error as Error });
    }
  }
  return { organisations: organisations.length, expired, failed };
}
