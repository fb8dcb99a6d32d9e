/** One application: who, where it stands (the connect steps), what was shared, and every analysis. */
import { useCallback, useEffect, useState } from 'react';
import { ApiError, api } from '../api.ts';
import { formatDateTime, formatRand } from '../format.ts';
import { linkProps } from '../router.ts';
import type { Analyses, Application, ApplicationEvent, BankConnection, ConnectRow, StatementFile, Transaction, TransactionPage } from '../types.ts';
import { transactionsCsv } from '../csv.ts';
import { ErrorBox, Loading, PageHeading, saveFile, ScrollBox, StatusBadge, TableHead } from '../ui.tsx';
import { AnalysesView } from './Analyses.tsx';
import { TransactionsView } from './Transactions.tsx';

const EVENT_NAMES: Record<string, string> = {
  opened: 'Opened the link',
  consented: 'Gave consent',
  personal_info_given: 'Gave personal information',
  bank_chosen: 'Chose a bank',
  linked: 'Linked the bank',
  link_failed: 'Bank link failed',
  files_uploaded: 'Uploaded statements',
  completed: 'Finished',
  rethreaded: 'Threads re-analysed',
  timeline_truncated: 'Earlier steps not kept',
  abandoned: 'Left without finishing',
  expired: 'Link expired',
};

const ANALYSES: Array<[keyof Analyses, string]> = [
  ['affordability', 'affordability'],
  ['income', 'income_analysis'],
  ['risk', 'risk_insights'],
  ['liquidity', 'liquidity_score'],
  ['expenses', 'expenses_analysis'],
  ['health', 'health_score'],
  ['summary', 'statement_summary'],
];

/** Which analyses answered (a 404/409 while nothing is analysed yet is not an error on this page). */
async function loadAnalyses(id: string): Promise<Analyses> {
  const answers = await Promise.allSettled(ANALYSES.map(([, path]) => api<unknown>('GET', `/v1/bank_connections/${id}/${path}`)));
  const out: Record<string, unknown> = {};
  answers.forEach((answer, i) => {
    if (answer.status === 'fulfilled') out[ANALYSES[i]![0]] = answer.value;
  });
  return out as Analyses;
}

const notYet = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);

export function ApplicationDetailPage({ id, permissions }: { id: string; permissions: readonly string[] }) {
  const [application, setApplication] = useState<Application | null>(null);
  const [who, setWho] = useState<ConnectRow | null>(null);
  const [events, setEvents] = useState<ApplicationEvent[]>([]);
  const [connection, setConnection] = useState<BankConnection | null>(null);
  const [files, setFiles] = useState<StatementFile[]>([]);
  const [analyses, setAnalyses] = useState<Analyses | null>(null);
  const [error, setError] = useState<unknown>(null);
  const canSeeBankData = permissions.includes('view_bank_data') || permissions.includes('manage_bank_data');
  const [exporting, setExporting] = useState(false);

  /** Every labelled transaction, a page of 100 at a time, as one CSV file the browser saves. */
  async function exportCsv() {
    setExporting(true);
    setError(null);
    try {
      const rows: Transaction[] = [];
      for (let skip = 0; ; skip += 100) {
        const page = await api<TransactionPage>('GET', `/v1/bank_connections/${id}/transactions?limit=100&skip=${skip}`);
        rows.push(...page.data);
        if (!page.has_next || skip + 100 > 10_000) break;
      }
      saveFile(new Blob([transactionsCsv(rows)], { type: 'text/csv;charset=utf-8' }), `khanya-${id}-transactions.csv`);
    } catch (caught) {
      setError(caught);
    } finally {
      setExporting(false);
    }
  }

  const refreshAnalyses = useCallback(() => {
    if (canSeeBankData) void loadAnalyses(id).then(setAnalyses);
  }, [id, canSeeBankData]);

  useEffect(() => {
    setError(null);
    Promise.all([
      api<Application>('GET', `/v1/applications/applications/${id}`),
      api<ConnectRow>('GET', `/v1/applications/connects/${id}`),
      api<ApplicationEvent[]>('GET', `/v1/applications/applications/${id}/events`),
    ])
      .then(([app, row, timeline]) => {
        setApplication(app);
        setWho(row);
        setEvents(timeline);
      })
      .catch(setError);
    if (canSeeBankData) {
      api<BankConnection>('GET', `/v1/bank_connections/${id}`)
        .then(setConnection)
        .catch((caught) => (notYet(caught) ? setConnection(null) : setError(caught)));
      api<StatementFile[]>('GET', `/v1/bank_connections/${id}/files`)
        .then(setFiles)
        .catch((caught) => (notYet(caught) ? setFiles([]) : setError(caught)));
      refreshAnalyses();
    }
  }, [id, canSeeBankData, refreshAnalyses]);

  if (error && !application) {
    return (
      <main id="main">
        <PageHeading>Application</PageHeading>
        <ErrorBox error={error} />
        <a {...linkProps('/applications')}>Back to applications</a>
      </main>
    );
  }
  if (!application || !who) {
    return (
      <main id="main">
        <Loading what="the application" />
      </main>
    );
  }

  const analysed = analyses && Object.keys(analyses).length > 0;
  return (
    <main id="main">
      <p>
        <a {...linkProps('/applications')}>← Applications</a>
      </p>
      <div className="page-top">
        <PageHeading>{who.applicant_name || 'Unnamed applicant'}</PageHeading>
        <StatusBadge status={application.status} />
        {application.revet_outcome ? <span className={`badge outcome-${application.revet_outcome.toLowerCase()}`}>Re-vet {application.revet_outcome}</span> : null}
      </div>
      {analysed ? (
        <div className="actions no-print">
          <button type="button" className="button secondary small" onClick={() => window.print()}>
            Print the report (or save it as PDF)
          </button>
          <button type="button" className="button secondary small" disabled={exporting} onClick={() => void exportCsv()}>
            {exporting ? 'Preparing the CSV…' : 'Transactions as CSV'}
          </button>
        </div>
      ) : null}
      <ErrorBox error={error} />
      <div className="columns">
        <section aria-labelledby="about">
          <h2 id="about">Applicant</h2>
          <dl className="facts">
            <div>
              <dt>E-mail</dt>
              <dd>{who.email ?? '–'}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>{who.phone_number ?? '–'}</dd>
            </div>
            <div>
              <dt>ID number</dt>
              <dd>{who.id_number ?? '–'}</dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>{formatDateTime(application.created_at)}</dd>
            </div>
            <div>
              <dt>Link expires</dt>
              <dd>{formatDateTime(application.expiry)}</dd>
            </div>
            <div>
              <dt>Application id</dt>
              <dd className="mono">{application.id}</dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="timeline">
          <h2 id="timeline">Timeline</h2>
          {events.length === 0 ? (
            <p className="muted">The applicant has not opened the link yet.</p>
          ) : (
            <ol className="timeline">
              {events.map((event, i) => (
                <li key={i}>
                  <span className="when">{formatDateTime(event.at)}</span> {EVENT_NAMES[event.kind] ?? event.kind}
                  {event.detail ? <span className="muted small"> {Object.entries(event.detail).map(([k, v]) => `${k.replace(/_/g, ' ')}: ${String(v)}`).join(', ')}</span> : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>
      {canSeeBankData ? (
        <>
          <section aria-labelledby="shared">
            <h2 id="shared">Bank data</h2>
            <p>
              {connection ? (
                <>
                  Status: <StatusBadge status={connection.status} />
                  {connection.analysed_at ? ` · analysed ${formatDateTime(connection.analysed_at)}` : ''}
                </>
              ) : (
                'No bank data has been shared yet.'
              )}
            </p>
            {files.length > 0 ? (
              <ScrollBox label={'Statement files'}>
                <table>
                  <caption>Statement files</caption>
                  <TableHead columns={['File', 'Status', 'Period', 'Authenticity']} />
                  <tbody>
                    {files.map((file) => (
                      <tr key={file.id}>
                        <th scope="row">
                          {file.title} <span className="muted small">{file.size_unit_concat}</span>
                        </th>
                        <td>
                          <StatusBadge status={file.status} />
                          {file.message ? <div className="small">{file.message}</div> : null}
                        </td>
                        <td>{file.statement_start_date ? `${file.statement_start_date} – ${file.statement_end_date ?? ''}` : '–'}</td>
                        <td>
                          {file.authenticity ? (
                            <>
                              <span className={`badge verdict-${file.authenticity.verdict}`}>{file.authenticity.verdict.replace('_', ' ')}</span>
                              {file.authenticity.signals.length > 0 ? <ul className="small">{file.authenticity.signals.map((s, i) => <li key={i}>{s.detail}</li>)}</ul> : null}
                            </>
                          ) : (
                            '–'
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollBox>
            ) : null}
            {connection && connection.accounts.length > 0 ? (
              <ScrollBox label={'Accounts'}>
                <table>
                  <caption>Accounts</caption>
                  <TableHead columns={['Bank', 'Account', 'Holder', { label: 'Balance', num: true }, { label: 'Transactions', num: true }]} />
                  <tbody>
                    {connection.accounts.map((account) => (
                      <tr key={account.id}>
                        <th scope="row">{account.bank_name}</th>
                        <td>
                          {account.account_name} {account.account_number}
                        </td>
                        <td>{account.account_holder_name ?? '–'}</td>
                        <td className="num">{formatRand(account.balance)}</td>
                        <td className="num">{account.transaction_count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollBox>
            ) : null}
          </section>
          <section aria-labelledby="analyses-heading">
            <h2 id="analyses-heading">Analyses</h2>
            {analysed ? <AnalysesView analyses={analyses} /> : <p className="muted">{analyses ? 'The analyses appear here once the bank data is analysed.' : 'Loading the analyses…'}</p>}
          </section>
          {connection ? <TransactionsView applicationId={id} canRelabel={permissions.includes('manage_bank_data')} onRelabelled={() => setTimeout(refreshAnalyses, 1500)} /> : null}
        </>
      ) : null}
    </main>
  );
}
