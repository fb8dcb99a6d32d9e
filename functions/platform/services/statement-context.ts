/**
 * What a statement is judged against (core/statement-context.ts): the applicant's names, as the
 * lender and the applicant gave them, and the accounts the lender sent or a bank linked. Read by
 * the statement worker when a file joins its application, and by the files listing, which judges
 * every parsed statement again against the application as it stands.
 */
import { applicantNamesFrom, trustedContextOf, type StatementContext } from '#core/statement-context';
import type { Application } from '#core/applications';
import { getApplicant } from '../repositories/applications.ts';
import { getBankConnection } from '../repositories/bank-connections.ts';
import { getPersonalInfoConnection } from '../repositories/personal-info.ts';

/** What the names are read from: the application as already read by the caller. */
type ApplicationRef = Pick<Application, 'id' | 'organisation' | 'applicant' | 'personal_info_connection_id'>;

/** The applicant's names: as the lender gave it, and as the applicant gave it in their personal info where the two agree (applicantNamesFrom). */
export async function applicantNamesOf(application: ApplicationRef): Promise<(string | null)[]> {
  const connectionId = application.personal_info_connection_id;
  const [applicant, info] = await Promise.all([
    getApplicant(application.organisation, application.applicant),
    connectionId ? getPersonalInfoConnection(application.organisation, connectionId).then((found) => found?.data) : undefined,
  ]);
  return applicantNamesFrom(applicant?.name ?? null, info ? `${info.first_names} ${info.last_names}` : null);
}

/** The application's statement context now; null when an account stored before what it vouches for was kept cannot be judged without its rows. */
export async function statementContextOf(application: ApplicationRef): Promise<StatementContext | null> {
  const [names, connection] = await Promise.all([applicantNamesOf(application), getBankConnection(application.organisation, application.id)]);
  return trustedContextOf(connection?.accounts ?? [], names);
}
