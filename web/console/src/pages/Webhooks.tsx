/**
 * Webhook endpoints: add one (its signing secret is shown once), send it a test event, read its
 * deliveries with every attempt, replay one, pause or delete the endpoint.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api } from '../api.ts';
import { formatDateTime } from '../format.ts';
import { ErrorBox, Field, Loading, ScrollBox, SecretOnce, StatusLine, TableHead, useActions } from '../ui.tsx';
import { WEBHOOK_EVENT_TYPES } from '../webhook-events.ts';


interface Endpoint {
  id: string;
  url: string;
  description: string | null;
  event_types: string[] | null;
  disabled: boolean;
  status: 'enabled' | 'failing' | 'disabled';
}

interface Delivery {
  id: string;
  event_type: string;
  status: 'pending' | 'succeeded' | 'failed';
  attempts: Array<{ at: string; status_code: number | null; error: string | null }>;
  created_at: string;
}

function Deliveries({ endpoint, onError }: { endpoint: Endpoint; onError: (error: unknown) => void }) {
  const [deliveries, setDeliveries] = useState<Delivery[] | null>(null);
  const [message, setMessage] = useState('');
  const load = useCallback(() => api<Delivery[]>('GET', `/v1/webhooks/endpoints/${endpoint.id}/deliveries?limit=20`).then(setDeliveries, onError), [endpoint.id, onError]);
  useEffect(() => {
    void load();
  }, [load]);
  if (!deliveries) return <Loading what="deliveries" />;
  if (deliveries.length === 0) return <p className="muted">No deliveries yet.</p>;
  return (
    <>
      <p role="status" className="notice-line">
        {message}
      </p>
      <ScrollBox label={`Deliveries to ${endpoint.url}`}>
        <table>
          <TableHead columns={['Event', 'Status', 'Last attempt', { label: 'Actions', hidden: true }]} />
          <tbody>
            {deliveries.map((delivery) => {
              const last = delivery.attempts[delivery.attempts.length - 1];
              return (
                <tr key={delivery.id}>
                  <th scope="row">
                    {delivery.event_type}
                    <div className="muted small">{formatDateTime(delivery.created_at)}</div>
                  </th>
                  <td>
                    <span className={`badge ${delivery.status === 'succeeded' ? 'status-complete' : delivery.status === 'failed' ? 'status-failed' : ''}`}>{delivery.status}</span>
                  </td>
                  <td className="small">
                    {last ? `${formatDateTime(last.at)} · ${last.status_code ?? last.error ?? 'no answer'} · ${delivery.attempts.length} attempt${delivery.attempts.length === 1 ? '' : 's'}` : 'not yet'}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="link-button"
                      aria-label={`Replay the ${delivery.event_type} delivery of ${formatDateTime(delivery.created_at)}`}
                      onClick={() =>
                        void api('POST', `/v1/webhooks/deliveries/${delivery.id}/replay`).then(() => {
                          setMessage(`The ${delivery.event_type} event is queued again.`);
                          return load();
                        }, onError)
                      }
                    >
                      Replay
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollBox>
    </>
  );
}

export function WebhooksSection() {
  const [endpoints, setEndpoints] = useState<Endpoint[] | null>(null);
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<Set<string>>(new Set());
  const [secret, setSecret] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);

  const load = useCallback(async () => setEndpoints(await api<Endpoint[]>('GET', '/v1/webhooks/endpoints?limit=100')), []);
  const { error, setError, message, run } = useActions(load);

  async function create(event: FormEvent) {
    event.preventDefault();
    const done = await run(async () => {
      const made = await api<{ secret: string }>('POST', '/v1/webhooks/endpoints', { url: url.trim(), event_types: types.size > 0 ? [...types] : null });
      setSecret(made.secret);
    }, '');
    if (done) {
      setUrl('');
      setTypes(new Set());
    }
  }

  const act = (action: () => Promise<unknown>, done: string) => () => void run(action, done);

  return (
    <section aria-labelledby="webhooks">
      <h2 id="webhooks">Webhook endpoints</h2>
      <StatusLine message={message} />
      <ErrorBox error={error} />
      {secret ? (
        <SecretOnce id="webhook-secret" label="Signing secret" value={secret} onStored={() => setSecret(null)}>
          This endpoint's signing secret is shown this once: verify every event's signature with it.
        </SecretOnce>
      ) : null}
      {!endpoints ? (
        <Loading what="webhook endpoints" />
      ) : endpoints.length === 0 ? (
        <p>No endpoints yet.</p>
      ) : (
        <ul className="cards">
          {endpoints.map((endpoint) => (
            <li key={endpoint.id}>
              <strong className="mono">{endpoint.url}</strong> <span className={`badge ${endpoint.status === 'enabled' ? 'status-complete' : 'status-failed'}`}>{endpoint.status}</span>
              <div className="muted small">{endpoint.event_types ? endpoint.event_types.join(', ') : 'every event'}</div>
              <div className="actions">
                <button type="button" className="button secondary small" onClick={act(() => api('POST', `/v1/webhooks/endpoints/${endpoint.id}/test`), `A test event is on its way to ${endpoint.url}.`)}>
                  Send a test event
                </button>
                <button type="button" className="button secondary small" aria-expanded={open === endpoint.id} onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}>
                  {open === endpoint.id ? 'Hide deliveries' : 'Deliveries'}
                </button>
                <button
                  type="button"
                  className="button secondary small"
                  onClick={act(() => api('PATCH', `/v1/webhooks/endpoints/${endpoint.id}`, { disabled: !endpoint.disabled }), endpoint.disabled ? 'The endpoint is enabled again.' : 'The endpoint is paused: events are not sent to it.')}
                >
                  {endpoint.disabled ? 'Enable' : 'Pause'}
                </button>
                <button type="button" className="button secondary small" onClick={act(() => api('DELETE', `/v1/webhooks/endpoints/${endpoint.id}`), 'The endpoint is deleted.')} aria-label={`Delete ${endpoint.url}`}>
                  Delete
                </button>
              </div>
              {open === endpoint.id ? <Deliveries endpoint={endpoint} onError={setError} /> : null}
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={create} className="narrow-section">
        <Field id="webhook-url" label="New endpoint's URL" hint="https:// (locally, http://localhost also works).">
          <input id="webhook-url" type="url" required aria-describedby="webhook-url-hint" value={url} onChange={(e) => setUrl(e.target.value)} />
        </Field>
        <fieldset className="checks-group">
          <legend>Events (none chosen: every event)</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <div className="check" key={type}>
              <input
                id={`event-${type}`}
                type="checkbox"
                checked={types.has(type)}
                onChange={(e) => {
                  const next = new Set(types);
                  if (e.target.checked) next.add(type);
                  else next.delete(type);
                  setTypes(next);
                }}
              />
              <label htmlFor={`event-${type}`} className="mono">
                {type}
              </label>
            </div>
          ))}
        </fieldset>
        <button className="button primary small" type="submit">
          Add endpoint
        </button>
      </form>
    </section>
  );
}
