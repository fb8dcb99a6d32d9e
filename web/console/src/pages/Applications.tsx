/**
 * The applications list: newest first, a page at a time from the API (25 rows; "Load more" follows
 * the cursor, so 10,000 applications cost one page at a time, never the whole book), filtered on
 * the server by status, by the day they were made and by the applicant's name or e-mail (the
 * search waits for a pause in typing); an application id opens it directly.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api } from '../api.ts';
import { APPLICATION_STATUSES, formatDateTime, statusName } from '../format.ts';
import { linkProps, navigate } from '../router.ts';
import type { ConnectPage, ConnectRow } from '../types.ts';
import { ErrorBox, Field, Loading, PageHeading, ScrollBox, StatusBadge, TableHead } from '../ui.tsx';

const PAGE = 25;
const OBJECT_ID = /^[0-9a-f]{24}$/i;
/** How long typing must pause before the search is sent. */
const SEARCH_PAUSE_MS = 350;

export function ApplicationsPage({ canCreate }: { canCreate: boolean }) {
  const [status, setStatus] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [rows, setRows] = useState<ConnectRow[]>([]);
  const [hasNext, setHasNext] = useState(false);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [search, setSearch] = useState('');
  const [sent, setSent] = useState('');

  const term = search.trim();
  useEffect(() => {
    const wanted = term.length >= 2 && !OBJECT_ID.test(term) ? term : '';
    const timer = setTimeout(() => setSent(wanted), wanted ? SEARCH_PAUSE_MS : 0);
    return () => clearTimeout(timer);
  }, [term]);

  const load = useCallback(
    async (after: string | null) => {
      setLoading(true);
      setError(null);
      try {
        const query = new URLSearchParams({ limit: String(PAGE) });
        if (status) query.set('status', status);
        if (sent) query.set('search', sent);
        if (from) query.set('created_from', from);
        if (to) query.set('created_to', to);
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
    [status, sent, from, to],
  );

  useEffect(() => {
    void load(null);
  }, [load]);

  const filtered = Boolean(status || sent || from || to);
  function openById(event: FormEvent) {
    event.preventDefault();
    if (OBJECT_ID.test(term)) navigate(`/applications/${term.toLowerCase()}`);
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
        <Field id="search" label="Search" hint="A name or e-mail (at least two letters) finds the applications; an application id opens it.">
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
        <Field id="from" label="Made from">
          <input id="from" type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
        </Field>
        <Field id="to" label="Made until">
          <input id="to" type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
        </Field>
      </form>
      <ErrorBox error={error} />
      <ScrollBox label={'Applications table'}>
        <table className="list">
          <caption className="visually-hidden">Applications, newest first</caption>
          <TableHead columns={['Applicant', 'Status', 'Created']} />
          <tbody>
            {rows.map((row) => (
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
      {!loading && rows.length === 0 ? <p>{filtered ? 'No application matches.' : 'No applications yet.'}</p> : null}
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
