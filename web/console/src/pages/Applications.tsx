/**
 * The applications list: newest first, a page at a time from the API (25 rows; "Load more" follows
 * the cursor, so 10,000 applications cost one page at a time, never the whole book), filtered by
 * status on the server; an application id opens it directly; names and e-mails filter the rows
 * loaded so far.
 */
import { useCallback, useEffect, useMemo, useState, type FormEvent } from 'react';
import { api } from '../api.ts';
import { APPLICATION_STATUSES, formatDateTime, statusName } from '../format.ts';
import { linkProps, navigate } from '../router.ts';
import type { ConnectPage, ConnectRow } from '../types.ts';
import { ErrorBox, Field, Loading, PageHeading, ScrollBox, StatusBadge, TableHead } from '../ui.tsx';

const PAGE = 25;
const OBJECT_ID = /^[0-9a-f]{24}$/i;

export function ApplicationsPage({ canCreate }: { canCreate: boolean }) {
  const [status, setStatus] = useState('');
  const [rows, setRows] = useState<ConnectRow[]>([]);
  const [hasNext, setHasNext] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [search, setSearch] = useState('');

  const load = useCallback(
    async (after: string | null) => {
      setLoading(true);
      setError(null);
      try {
        const query = new URLSearchParams({ limit: String(PAGE) });
        if (status) query.set('status', status);
        if (after) query.set('starting_after', after);
        const page = await api<ConnectPage>('GET', `/v1/applications/connects?${query}`);
        setRows((previous) => (after ? [...previous, ...page.data] : page.data));
        setHasNext(page.has_next);
      } catch (caught) {
        setError(caught);
      } finally {
        setLoading(false);
      }
    },
    [status],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  const term = search.trim().toLowerCase();
  const shown = useMemo(
    () => (term && !OBJECT_ID.test(term) ? rows.filter((row) => `${row.applicant_name ?? ''} ${row.email ?? ''} ${row.id}`.toLowerCase().includes(term)) : rows),
    [rows, term],
  );

  function openById(event: FormEvent) {
    event.preventDefault();
    if (OBJECT_ID.test(term)) navigate(`/applications/${term}`);
  }

  return (
    <main id="main">
      <div className="page-top">
        <PageHeading>Applications</PageHeading>
        {canCreate ? (
          <>
            <a className="button secondary small" {...linkProps('/applications/revet')}>
              Re-vet a book
            </a>
            <a className="button primary small" {...linkProps('/applications/new')}>
              New application
            </a>
          </>
        ) : null}
      </div>
      <form className="filters" onSubmit={openById} role="search" aria-label="Applications">
        <Field id="search" label="Search" hint="A name or e-mail filters the applications loaded below; an application id opens it.">
          <input id="search" type="search" value={search} aria-describedby="search-hint" onChange={(e) => setSearch(e.target.value)} />
        </Field>
        <Field id="status" label="Status">
          <select id="status" value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">Every status</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusName(value)}
              </option>
            ))}
          </select>
        </Field>
      </form>
      <ErrorBox error={error} />
      <ScrollBox label={'Applications table'}>
        <table className="list">
          <caption className="visually-hidden">Applications, newest first</caption>
          <TableHead columns={['Applicant', 'Status', 'Created']} />
          <tbody>
            {shown.map((row) => (
              <tr key={row.id}>
                <td>
                  <a {...linkProps(`/applications/${row.id}`)}>{row.applicant_name || 'Unnamed applicant'}</a>
                  <div className="muted small">{row.email ?? row.id}</div>
                </td>
                <td>
                  <StatusBadge status={row.status} />
                </td>
                <td>{formatDateTime(row.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollBox>
      {loading ? <Loading what="applications" /> : null}
      {!loading && shown.length === 0 ? <p>{rows.length === 0 ? 'No applications yet.' : 'No loaded application matches the search.'}</p> : null}
      <p className="muted" role="status">
        {rows.length} application{rows.length === 1 ? '' : 's'} loaded{hasNext ? '; more are available' : ''}.
      </p>
      {hasNext ? (
        <button type="button" className="button secondary small" disabled={loading} onClick={() => void load(rows[rows.length - 1]?.id ?? null)}>
          Load more
        </button>
      ) : null}
    </main>
  );
}
