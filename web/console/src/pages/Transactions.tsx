/**
 * Labelled transactions: search, label and account filters, 50 a page; relabel inline (offered
 * only the labels that fit the line's sign, and only to users who may manage bank data). A
 * relabel answers at once; the analyses are computed again from the new label.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { LABELS } from '../../../../schemas/labels.ts';
import { api } from '../api.ts';
import { formatDate, formatRand, percent } from '../format.ts';
import type { TransactionPage } from '../types.ts';
import { ErrorBox, Field, Loading, ScrollBox, TableHead } from '../ui.tsx';

const PAGE = 50;

export function TransactionsView({ applicationId, canRelabel, onRelabelled }: { applicationId: string; canRelabel: boolean; onRelabelled: () => void }) {
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState('');
  const [label, setLabel] = useState('');
  const [page, setPage] = useState<TransactionPage | null>(null);
  const [skip, setSkip] = useState(0);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [message, setMessage] = useState('');

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const query = new URLSearchParams({ limit: String(PAGE), skip: String(skip) });
      if (applied) query.set('search', applied);
      if (label) query.set('label', label);
      setPage(await api<TransactionPage>('GET', `/v1/bank_connections/${applicationId}/transactions?${query}`));
    } catch (caught) {
      setError(caught);
    } finally {
      setLoading(false);
    }
  }, [applicationId, applied, label, skip]);

  useEffect(() => {
    void load();
  }, [load]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setSkip(0);
    setApplied(search.trim());
  }

  async function relabel(transactionId: string, description: string, newLabel: string) {
    setError(null);
    try {
      const answer = await api<{ old_label: string; new_label: string }>('PUT', `/v1/bank_connections/${applicationId}/transactions/${transactionId}/label`, { new_label: newLabel });
      setMessage(`“${description}” relabelled from ${answer.old_label} to ${answer.new_label}; the analyses are being computed again.`);
      await load();
      onRelabelled();
    } catch (caught) {
      setError(caught);
    }
  }

  return (
    <section aria-labelledby="transactions">
      <h2 id="transactions">Transactions</h2>
      {page?.review ? (
        <p className="muted">
          {page.review.lines_below} of {page.review.lines} lines ({percent(page.review.lines_below_share)} of lines, {percent(page.review.amount_below_share)} of the money) have a label confidence below {page.review.threshold}: review those first.
        </p>
      ) : null}
      <form className="filters" role="search" aria-label="Transactions" onSubmit={submit}>
        <Field id="tx-search" label="Search descriptions">
          <input id="tx-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
        </Field>
        <Field id="tx-label" label="Label">
          <select
            id="tx-label"
            value={label}
            onChange={(e) => {
              setSkip(0);
              setLabel(e.target.value);
            }}
          >
            <option value="">Every label</option>
            {LABELS.map((entry) => (
              <option key={entry.label} value={entry.label}>
                {entry.label}
              </option>
            ))}
          </select>
        </Field>
        <button className="button secondary small" type="submit">
          Search
        </button>
      </form>
      <p role="status" className="notice-line">
        {message}
      </p>
      <ErrorBox error={error} />
      {loading && !page ? <Loading what="transactions" /> : null}
      {page ? (
        <>
          <ScrollBox label={'Transactions table'}>
            <table className="transactions">
              <caption className="visually-hidden">Labelled transactions, newest first</caption>
              <TableHead columns={['Date', 'Description', { label: 'Amount', num: true }, 'Label', { label: 'Confidence', num: true }]} />
              <tbody>
                {page.data.map((tx) => {
                  const description = tx.description ?? '';
                  const fits = LABELS.filter((entry) => entry.direction === 'either' || entry.direction === (tx.amount < 0 ? 'debit' : 'credit'));
                  return (
                    <tr key={tx.id}>
                      <td>{formatDate(tx.datetime)}</td>
                      <td>
                        {description}
                        {tx.reference ? <div className="muted small">{tx.reference}</div> : null}
                      </td>
                      <td className={`num ${tx.amount < 0 ? 'debit' : 'credit'}`}>{formatRand(tx.amount)}</td>
                      <td>
                        {canRelabel ? (
                          <select aria-label={`Label of ${description} on ${formatDate(tx.datetime)}`} value={tx.label ?? ''} onChange={(e) => void relabel(tx.id, description, e.target.value)}>
                            {fits.map((entry) => (
                              <option key={entry.label} value={entry.label}>
                                {entry.label}
                              </option>
                            ))}
                          </select>
                        ) : (
                          tx.label
                        )}
                        {tx.label_source === 'manual' ? <span className="badge">relabelled</span> : null}
                      </td>
                      <td className="num">{tx.label_confidence == null ? '–' : tx.label_confidence.toFixed(2)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollBox>
          <p className="muted">
            {page.count === 0 ? 'No transactions match.' : `Lines ${skip + 1}–${skip + page.data.length}`}
          </p>
          <div className="pager">
            <button type="button" className="button secondary small" disabled={!page.has_prev || loading} onClick={() => setSkip(Math.max(0, skip - PAGE))}>
              Previous
            </button>
            <button type="button" className="button secondary small" disabled={!page.has_next || loading} onClick={() => setSkip(skip + PAGE)}>
              Next
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
