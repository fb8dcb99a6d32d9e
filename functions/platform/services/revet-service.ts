/**
 * Loan re-vetting: the one code path behind the JSON submission and the CSV upload.
 *
 *   entries (validated) → duplicates refused → config resolved → every applicant, application and
 *   proxy item written all or nothing → each applicant contacted → per-entry answer
 *
 * All or nothing beyond one transaction: DynamoDB transactions hold 100 items, i.e. 33
 * applications with their applicants and proxy items. Larger submissions (up to
 * MAX_REVET_ENTRIES) are validated completely before the first write, then written in chunks of
 * 33; if any chunk fails, every chunk already attempted (the failed one too, since a timed-out
 * transaction may still have committed) is deleted again before the error is answered. No
 * connect link has been sent at that point, so nobody can have used one. Between the first write
 * and the compensation a list of applications could briefly show the new entries.
 *
 * Contacting happens after the writes: a failed e-mail does not undo anything; that entry answers
 * `email_sent: false` and the lender re-invites. `sms` is recorded on the application but not yet
 * delivered (no SMS transport exists), so those entries answer `email_sent: false` too.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { MAX_REVET_ENTRIES, type RevetLoanApplication } from '#schemas/revet';
import { DomainError } from '#schemas/errors';
import { findDuplicates } from '#core/revet-csv';
import { dynamo } from '../clients/dynamodb.ts';
import { keys } from '../repositories/table-design.ts';
import { logger } from '../logger.ts';
import { tableName } from '../repositories/table.ts';
import {
  createApplications,
  type ApplicantFields,
  type ApplicationFields,
  type ApplicationItem,
  type LoanDetails,
} from '../repositories/applications.ts';
import { newApplicant as applicantRecord, newApplication as applicationRecord } from '#core/applications';
import { brandingFor, presentApplication, resolveApplicationConfig, sendConnectInvite } from './applications-service.ts';
import { publishApplicationCreated } from './webhooks.ts';
import { requireWhatsappRegistration, sendWhatsappInvite } from './whatsapp.ts';

/** Applications per DynamoDB transaction (3 items each, 100 items at most). */
export const APPLICATIONS_PER_TRANSACTION = 33;
/** Transactions in flight at once while writing a large submission. */
const WRITE_CONCURRENCY = 4;
/** E-mails in flight at once (SES allows more; the outbox does not care). */
const MAIL_CONCURRENCY = 8;

// ---------------------------------------------------------------------------------------------
// Writing all or nothing

export interface PreparedEntry {
  application: ApplicationFields;
  newApplicant: ApplicantFields;
}

export type WriteChunk = (chunk: PreparedEntry[]) => Promise<ApplicationItem[]>;

async function deleteChunk(chunk: readonly PreparedEntry[]): Promise<void> {
  const table = tableName();
  const deletes = chunk.flatMap(({ application, newApplicant }) => [
    { Delete: { TableName: table, Key: keys.applicant(newApplicant.organisation, newApplicant.id) } },
    { Delete: { TableName: table, Key: keys.application(application.organisation, application.id) } },
    { Delete: { TableName: table, Key: keys.proxy(application.proxy_id) } },
  ]);
  // Deleting an item that was never written is a no-op, so a chunk whose write failed is safe to
  // delete. Transient failures are retried by the SDK (clients/dynamodb.ts, DYNAMODB_MAX_ATTEMPTS).
  await dynamo.send(new TransactWriteCommand({ TransactItems: deletes }));
}

/**
 * Writes every entry or none: chunks of APPLICATIONS_PER_TRANSACTION, a few transactions at a
 * time; on the first failure no further chunk starts, and every chunk attempted is deleted again
 * before the error is rethrown. If the clean-up itself fails, the ids left behind are logged.
 */
export async function writeAllOrNothing(entries: readonly PreparedEntry[], write: WriteChunk = createApplications): Promise<ApplicationItem[]> {
  const chunks: PreparedEntry[][] = [];
  for (let i = 0; i < entries.length; i += APPLICATIONS_PER_TRANSACTION) chunks.push(entries.slice(i, i + APPLICATIONS_PER_TRANSACTION));
  const results: ApplicationItem[][] = new Array(chunks.length);
  const attempted: number[] = [];
  let failure: { error: unknown } | undefined;
  let next = 0;
  const worker = async () => {
    while (!failure && next < chunks.length) {
      const index = next++;
      attempted.push(index);
      try {
        results[index] = await write(chunks[index]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITE_CONCURRENCY, chunks.length) }, worker));
  if (!failure) return results.flat();

  const cleanUp = await Promise.allSettled(attempted.map((index) => deleteChunk(chunks[index]!)));
  const leftOver = attempted.filter((_, position) => cleanUp[position]!.status === 'rejected');
  if (leftOver.length > 0) {
    logger.error('Re-vet submission failed and its clean-up failed too: these records remain', {
      applications: leftOver.flatMap((index) => chunks[index]!.map((entry) => entry.application.id)),
      applicants: leftOver.flatMap((index) => chunks[index]!.map((entry) => entry.newApplicant.id)),
    });
  } else {
    logger.warn('Re-vet submission failed; every record written was deleted again', { chunks: chunks.length, attempted: attempted.length });
  }
  throw failure.error;
}

// ---------------------------------------------------------------------------------------------
// The submission

export interface RevetSubmissionOptions {
  /** Replaces the chunk writer (tests inject failures). */
  write?: WriteChunk;
}

async function mapLimited<T, R>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await run(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function loanOf(entry: RevetLoanApplication): LoanDetails {
  return {
    installment_value: entry.installment_value ?? null,
    loan_duration: entry.loan_duration ?? null,
    loan_amount: entry.loan_amount ?? null,
    number_of_installments: entry.number_of_installments ?? null,
    effective_interest_rate: entry.effective_interest_rate ?? null,
    reason_for_decline: entry.reason_for_decline ?? null,
  };
}

/**
 * Creates one applicant and one REVET application per entry, all or nothing, then contacts each
 * applicant. Entries must already be valid (schema); duplicates answer 400
 * duplicate_revet_submission, an unknown config 404, no default config 400.
 */
export async function submitRevetApplications(
  organisationId: string,
  entries: readonly RevetLoanApplication[],
  applicationConfigId: string | null | undefined,
  options: RevetSubmissionOptions = {},
) {
  if (entries.length === 0) throw new DomainError('invalid_revet_application');
  if (entries.length > MAX_REVET_ENTRIES) throw new Error(`submitRevetApplications: at most ${MAX_REVET_ENTRIES} entries`);
  if (findDuplicates(entries).length > 0) throw new DomainError('duplicate_revet_submission');
  const appConfig = await resolveApplicationConfig(organisationId, applicationConfigId);
  // Before anything is created: WhatsApp invites need the organisation's registered number.
  const whatsapp = entries.some((entry) => entry.contact_method === 'whatsapp') ? await requireWhatsappRegistration(organisationId) : undefined;

  const prepared: PreparedEntry[] = entries.map((entry) => {
    const newApplicant = applicantRecord(organisationId, { name: entry.name, email: entry.email, phone: entry.phone });
    const application = applicationRecord({
      organisationId,
      applicantId: newApplicant.id,
      appConfig,
      redirectUrl: undefined,
      type: 'REVET',
      loan: loanOf(entry),
      contactMethod: entry.contact_method,
    });
    return { application, newApplicant };
  });
  const created = await writeAllOrNothing(prepared, options.write);
  await mapLimited(created, MAIL_CONCURRENCY, (application) => publishApplicationCreated(application));

  const needsBranding = entries.some((entry) => entry.contact_method === 'email');
  const branding = needsBranding ? await brandingFor(organisationId) : undefined;
  const sent = await mapLimited(created, MAIL_CONCURRENCY, async (application, index) => {
    const entry = entries[index]!;
    if (entry.contact_method !== 'email' || !branding) return false;
    try {
      await sendConnectInvite(application, { email: entry.email, name: entry.name }, branding);
      return true;
    } catch {
      // sendConnectInvite has logged the cause; the application stays and the answer says so.
      return false;
    }
  });

  const messaged = await mapLimited(created, MAIL_CONCURRENCY, async (application, index) => {
    const entry = entries[index]!;
    return entry.contact_method === 'whatsapp' && whatsapp ? sendWhatsappInvite(whatsapp, application, { name: entry.name, phone: entry.phone }) : false;
  });

  const applications = created.map((application, index) => {
    const { id, organisation, created_at, name, email, phone, external_reference } = prepared[index]!.newApplicant;
    return {
      ...presentApplication(application),
      applicant_details: { id, organisation, created_at, name, email, phone, external_reference },
      contact_method: entries[index]!.contact_method,
      email_sent: sent[index]!,
      whatsapp_sent: messaged[index]!,
    };
  });
  return { applications, count: applications.length };
}

