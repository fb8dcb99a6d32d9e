/**
 * The applicant's bank step around the linking itself (bank-linking.ts): the banks and the
 * choice, the connection step the connect UI follows, what was linked (bank_summary), and
 * completion (POST complete: once, and only once something was shared).
 */
import { DomainError } from '#schemas/errors';
import { applicationEvent } from '#core/application-events';
import { checkSelection, presentBanks, type Selection } from '#core/bank-linking/banks';
import { checkBankConfigured } from '#core/bank-connection-state';
import { asksForPersonalInfo, checkConsentGiven } from '#core/connect-session';
import { stableId } from '#core/ingest';
import { priceOf } from '#core/pricing';
import { config } from '../config.ts';
import { getApplicationConfig } from '../repositories/application-configs.ts';
import { listStatementFiles } from '../repositories/statement-files.ts';
import { completeApplication, type ApplicationItem } from '../repositories/applications.ts';
import { getBankConnection } from '../repositories/bank-connections.ts';
import { listBankLinks, putBankSelection } from '../repositories/bank-links.ts';
import { nowIso } from '../repositories/table.ts';
import { record, selectionOf, type Application } from './bank-linking.ts';
import { publishEvent } from './webhooks.ts';

export async function banksOf(application: Application) {
  return presentBanks(await selectionOf(application));
}

/** Replaces the application's choice of banks; the bank step restarts from it. */
export async function selectBanks(application: ApplicationItem, selection: readonly Selection[]) {
  checkConsentGiven(application);
  const checked = checkSelection(selection);
  checkBankConfigured(await getApplicationConfig(application.organisation, application.config));
  await putBankSelection(application.organisation, application.id, checked);
  await record(application, [
    applicationEvent('bank_chosen', nowIso(), { banks: checked.map((entry) => `${entry.bank_id}:${entry.upload_method}`).join(', ') }),
  ]);
  return presentBanks(checked);
}

/** GET bank_summary: the linked (else the chosen automatic) bank and its accounts; null accounts until linked. */
export async function bankSummary(application: Application) {
  const [selection, links] = await Promise.all([selectionOf(application), listBankLinks(application.organisation, application.id)]);
  const linked = links.find((link) => link.status === 'linked');
  if (linked) {
    return {
      bank_id: linked.bank_id,
      accounts: linked.accounts.map((account) => ({
        account_name: account.account_name,
        account_number: account.account_number,
        account_type: account.account_type,
        balance: account.balance,
        currency: account.currency,
      })),
    };
  }
  const chosen = selection.find((entry) => entry.upload_method === 'automatic') ?? selection[0];
  if (!chosen) throw new DomainError('no_bank_selected');
  return { bank_id: chosen.bank_id, accounts: null };
}

/** GET is_automated_link: the applicant chose to link a bank through its authorisation. */
export async function isAutomatedLink(application: Application) {
  return { is_automated_link: (await selectionOf(application)).some((entry) => entry.upload_method === 'automatic') };
}

/**
 * POST complete: the applicant is done; answers where to send them, every time. The first call
 * (of any number, also at once) marks the application complete with one `completed` event; from
 * then on the link's changing routes answer 409 `application_completed`. Done
 * means something was shared: the documents accepted and a bank chosen (any method: linking,
 * upload or e-mail, whose statements may still be on their way), a statement accepted (still
 * being read or read) or bank data held. A link opened
 * and closed at once would otherwise lock itself with nothing shared (409 no_bank_selected). When
 * the config asks for personal info, it must be given first (by the applicant or the lender's
 * prefill), else 409 personal_info_required.
 */
export async function completeConnect(application: ApplicationItem) {
  if (!application.completed_at) {
    checkConsentGiven(application);
    const [selection, connection, files] = await Promise.all([
      selectionOf(application),
      getBankConnection(application.organisation, application.id),
      listStatementFiles(application.organisation, application.id),
    ]);
    // A statement accepted and still being read counts: the worker reads it after completion too.
    const sharedFile = files.some((file) => file.status === 'processing' || file.status === 'parsed');
    if (selection.length === 0 && !(connection && connection.data_version > 0) && !sharedFile) throw new DomainError('no_bank_selected');
    // A bank-only link (reconnect) asks for the bank step alone; the details came with the first application.
    if (!application.bank_only && !application.personal_info_connection_id && asksForPersonalInfo(await getApplicationConfig(application.organisation, application.config))) {
      throw new DomainError('personal_info_required');
    }
    const at = nowIso();
    await completeApplication(application, at, { id: stableId(application.id, 'CONNECT'), ...priceOf('CONNECT', config.priceList) });
    // Published by every first-time caller (also two at once): the event's id is the application's, so it is made once.
    await publishEvent({ type: 'application.completed', organisationId: application.organisation, applicationId: application.id, at, source: application.id });
  }
  return { redirect_url: application.redirect_url };
}
