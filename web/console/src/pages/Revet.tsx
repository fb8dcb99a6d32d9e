/**
 * Re-vet a book: the CSV template, the upload (every row checked; a refused file shows each row's
 * problem and creates nothing), and the applications made, whose outcome (RED, AMBER, GREEN)
 * appears once the applicant's bank data is analysed.
 */
import { useState, type FormEvent } from 'react';
import { ApiError, api } from '../api.ts';
import { linkProps } from '../router.ts';
import { useConfigChoice } from '../configs.ts';
import { ConfigOptions, ErrorBox, Field, PageHeading, saveFile, ScrollBox, StatusBadge, TableHead } from '../ui.tsx';

interface RevetCreated {
  id: string;
  status: string;
  revet_outcome: 'RED' | 'AMBER' | 'GREEN' | null;
  contact_method: string;
  email_sent: boolean;
  applicant_details: { name: string | null; email: string | null };
}

export function RevetPage() {
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [created, setCreated] = useState<RevetCreated[] | null>(null);
  const { configs, configId, setConfigId } = useConfigChoice(setError);

  async function template() {
    try {
      saveFile(await api<Blob>('GET', '/v1/applications/get_template?format=csv', undefined, 'text/csv'), 'revet_template.csv');
    } catch (caught) {
      setError(caught);
    }
  }

  async function upload(event: FormEvent) {
    event.preventDefault();
    if (!file) return;
    setBusy(true);
    setError(null);
    setCreated(null);
    try {
      const form = new FormData();
      form.append('file', file);
      if (configId) form.append('application_config_id', configId);
      const answer = await api<{ applications: RevetCreated[] }>('POST', '/v1/applications/applications/revet_upload', form);
      setCreated(answer.applications);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  const problems = error instanceof ApiError ? error.problems : undefined;
  return (
    <main id="main">
      <p>
        <a {...linkProps('/applications')}>← Applications</a>
      </p>
      <PageHeading>Re-vet a book</PageHeading>
      <p>
        Upload past applicants as a CSV file: each gets a link to share their bank data, and its outcome (GREEN, AMBER or RED against the instalment) appears on the
        application once the data is analysed.{' '}
        <button type="button" className="link-button" onClick={() => void template()}>
          Download the CSV template
        </button>
      </p>
      <ErrorBox error={error} />
      {problems && problems.length > 0 ? (
        <ScrollBox label="Problems in the file">
          <table>
            <caption>Problems in the file (nothing was created)</caption>
            <TableHead columns={['Row', 'Column', 'Problem']} />
            <tbody>
              {problems.map((p, i) => (
                <tr key={i}>
                  <td>{p.row ?? 'file'}</td>
                  <td>{p.column ?? '–'}</td>
                  <td>{p.problem}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      ) : null}
      <form onSubmit={upload} className="narrow-section">
        <Field id="revet-file" label="The CSV file">
          <input id="revet-file" type="file" accept=".csv,text/csv" required onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </Field>
        <Field id="revet-config" label="Application config">
          <select id="revet-config" value={configId} onChange={(e) => setConfigId(e.target.value)}>
            <ConfigOptions configs={configs} />
          </select>
        </Field>
        <button className="button primary small" type="submit" disabled={busy || !file}>
          {busy ? 'Checking and creating…' : 'Upload and invite'}
        </button>
      </form>
      {created ? (
        <section aria-labelledby="created">
          <h2 id="created">
            {created.length} application{created.length === 1 ? '' : 's'} created
          </h2>
          <ScrollBox label="Applications created">
            <table>
              <TableHead columns={['Applicant', 'Invited by', 'Status', 'Outcome']} />
              <tbody>
                {created.map((row) => (
                  <tr key={row.id}>
                    <th scope="row">
                      <a {...linkProps(`/applications/${row.id}`)}>{row.applicant_details.name ?? row.id}</a>
                    </th>
                    <td>
                      {row.contact_method}
                      {row.contact_method === 'email' && !row.email_sent ? ' (not sent: re-invite)' : ''}
                    </td>
                    <td>
                      <StatusBadge status={row.status} />
                    </td>
                    <td>{row.revet_outcome ? <span className={`badge outcome-${row.revet_outcome.toLowerCase()}`}>{row.revet_outcome}</span> : 'after the analysis'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        </section>
      ) : null}
    </main>
  );
}
