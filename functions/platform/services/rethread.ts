/**
 * The lender's rethread (GET /v1/bank_connections/{application_id}/rethread): every linked bank
 * fetched again since the newest transaction held, through the same fetch-and-commit as linking
 * (bank-linking.ts), and analysed again.
 */
import { DomainError } from '#schemas/errors';
import { BankLinkError } from '#core/bank-linking/connector';
import { logger } from '../logger.ts';
import { getBankLink, listBankLinks } from '../repositories/bank-links.ts';
import { applicationForBankData } from './bank-ingest.ts';
import { connectorOf, fetchAndCommit, isStale, LinkSuperseded, linkErrorCode, recordPendingEvent } from './bank-linking.ts';

/**
 * Fetches every linked bank's transactions since the newest held and analyses again. A relink
 * at the same time wins: it fetched everything afresh with the newer grant, so a rethread that
 * finds the link changed commits nothing and answers as if done. A grant the bank no longer
 * honours answers the lender 409 `bank_link_expired`.
 */
export async function rethread(organisationId: string, applicationId: string): Promise<void> {
  const application = await applicationForBankData(organisationId, applicationId);
  const all = await listBankLinks(organisationId, applicationId);
  const links = all.filter((link) => link.status === 'linked');
  if (links.length === 0) {
    // A relink under way (it was linked, and a live request is fetching afresh) does what a rethread would.
    if (all.some((link) => link.status === 'fetching' && link.linked_at !== null && !isStale(link))) return;
    throw new DomainError('no_linked_bank');
  }
  for (const link of links) {
    await recordPendingEvent(application, link);
    // Kept after a failed relink: the data is held, but no grant is left to fetch with.
    if (link.grant_unusable) throw new DomainError('bank_link_expired', applicationId);
    const connector = connectorOf(link.bank_id);
    try {
      const { link: updated, added } = await fetchAndCommit(application, link, connector, 'rethread');
      await recordPendingEvent(application, updated);
      logger.info('Rethread', { application: applicationId, bank: link.bank_id, added });
    } catch (error) {
      // A relink meanwhile (whose end revokes the grant this rethread read) has fetched afresh: give way to it.
      const superseded =
        error instanceof LinkSuperseded ||
        (error instanceof BankLinkError && error.code === 'invalid_grant' && (await getBankLink(organisationId, applicationId, link.bank_id))?.version !== link.version);
      if (superseded) {
        logger.info('Rethread gave way to a relink', { application: applicationId, bank: link.bank_id });
        continue;
      }
      // The bank no longer honours the grant (expired, revoked), or asks its PIN again (only the
      // applicant can answer it): either way only the applicant can link again, through a new link.
      if (error instanceof BankLinkError && (error.code === 'invalid_grant' || error.code === 'otp_required')) throw new DomainError('bank_link_expired', applicationId);
      const code = linkErrorCode(error);
      if (code) throw new DomainError(code);
      throw error;
    }
  }
}
