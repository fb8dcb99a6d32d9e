/**
 * Application configs: what each application collects (connections) and computes (data points),
 * chosen from the catalogue; the default redirect and which config is the default. A refusal is
 * shown on its field (a taken name on the name, a type check on the data points).
 */
import { useCallback, useState, type FormEvent } from 'react';
import { ApiError, api } from '../api.ts';
import { ErrorBox, Field, fieldErrorOf, Loading, PageHeading, StatusLine, useActions } from '../ui.tsx';

interface DataPoint {
  name: string;
  input_args: string[];
  output_args: string[];
}
interface Connection {
  name: string;
  data_points: DataPoint[];
}
interface CatalogueConnection extends Connection {
  display_name: string;
  description: string;
  data_points: Array<DataPoint & { display_name: string; description: string }>;
}
interface Config {
  id: string;
  name: string;
  connections: Connection[];
  is_default: boolean;
  default_redirect_url: string | null;
}

type Draft = { id: string | null; name: string; isDefault: boolean; redirect: string; chosen: Map<string, Set<string>> };

const emptyDraft = (): Draft => ({ id: null, name: '', isDefault: false, redirect: '', chosen: new Map() });

function draftOf(config: Config): Draft {
  return {
    id: config.id,
    name: config.name,
    isDefault: config.is_default,
    redirect: config.default_redirect_url ?? '',
    chosen: new Map(config.connections.map((c) => [c.name, new Set(c.data_points.map((d) => d.name))])),
  };
}

export function ConfigsPage() {
  const [configs, setConfigs] = useState<Config[] | null>(null);
  const [catalogue, setCatalogue] = useState<CatalogueConnection[]>([]);
  const [draft, setDraft] = useState<Draft>(emptyDraft);

  const load = useCallback(async () => {
    const [list, available] = await Promise.all([api<Config[]>('GET', '/v1/application_configs?limit=100'), api<{ connections: CatalogueConnection[] }>('GET', '/v1/application_configs/connections_available')]);
    setConfigs(list);
    setCatalogue(available.connections);
  }, []);
  const { error, message, run } = useActions(load);

  const toggle = (connection: string, point: string | null, on: boolean) => {
    const chosen = new Map([...draft.chosen].map(([k, v]) => [k, new Set(v)]));
    if (point === null) {
      if (on) chosen.set(connection, new Set(catalogue.find((c) => c.name === connection)?.data_points.map((d) => d.name).slice(0, 1) ?? []));
      else chosen.delete(connection);
    } else {
      const points = chosen.get(connection) ?? new Set<string>();
      if (on) points.add(point);
      else points.delete(point);
      chosen.set(connection, points);
    }
    setDraft({ ...draft, chosen });
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const connections = [...draft.chosen].map(([name, points]) => {
      const entry = catalogue.find((c) => c.name === name)!;
      return { name, data_points: entry.data_points.filter((d) => points.has(d.name)).map((d) => ({ name: d.name, input_args: d.input_args, output_args: d.output_args })) };
    });
    const body = { name: draft.name.trim(), connections, is_default: draft.isDefault, default_redirect_url: draft.redirect.trim() || null };
    const saved = await run(() => (draft.id ? api('PATCH', `/v1/application_configs/${draft.id}`, body) : api('POST', '/v1/application_configs/application_configs', body)), `The config “${body.name}” is saved.`);
    if (saved) setDraft(emptyDraft());
  }

  const archive = (config: Config) => run(() => api('DELETE', `/v1/application_configs/${config.id}`), `The config “${config.name}” is archived: existing applications keep it, new ones cannot use it.`);

  const code = error instanceof ApiError ? error.code : null;
  const nameError = code === 'application_config_name_exists' ? (error as ApiError).message : fieldErrorOf(error)('name');
  const connectionsError =
    code === 'application_config_type_check_invalid' ? (error as ApiError).message : fieldErrorOf(error)('connections');
  const otherError = nameError || connectionsError ? null : error;

  return (
    <main id="main">
      <PageHeading>Application configs</PageHeading>
      <StatusLine message={message} />
      <ErrorBox error={otherError} />
      {!configs ? (
        <Loading what="configs" />
      ) : (
        <ul className="cards">
          {configs.map((config) => (
            <li key={config.id}>
              <strong>{config.name}</strong> {config.is_default ? <span className="badge status-complete">default</span> : null}
              <div className="muted small">{config.connections.map((c) => `${c.name}: ${c.data_points.map((d) => d.name).join(', ')}`).join(' · ')}</div>
              <div className="actions">
                <button type="button" className="button secondary small" onClick={() => setDraft(draftOf(config))} aria-label={`Edit ${config.name}`}>
                  Edit
                </button>
                <button type="button" className="button secondary small" onClick={() => void archive(config)} aria-label={`Archive ${config.name}`}>
                  Archive
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="config-form" className="narrow-section">
        <h2 id="config-form">{draft.id ? `Edit “${draft.name}”` : 'New config'}</h2>
        <form onSubmit={save}>
          <Field id="config-name" label="Name" error={nameError}>
            <input id="config-name" required maxLength={100} aria-invalid={nameError ? true : undefined} aria-describedby={nameError ? 'config-name-error' : undefined} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
          </Field>
          <Field id="config-redirect" label="Default redirect URL (optional)">
            <input id="config-redirect" type="url" value={draft.redirect} onChange={(e) => setDraft({ ...draft, redirect: e.target.value })} />
          </Field>
          <div className="check">
            <input id="config-default" type="checkbox" checked={draft.isDefault} onChange={(e) => setDraft({ ...draft, isDefault: e.target.checked })} />
            <label htmlFor="config-default">The organisation's default config</label>
          </div>
          <fieldset className="checks-group" aria-describedby={connectionsError ? 'connections-error' : undefined}>
            <legend>Connections and data points</legend>
            {connectionsError ? (
              <p className="field-error" id="connections-error">
                {connectionsError}
              </p>
            ) : null}
            {catalogue.map((connection) => (
              <div key={connection.name}>
                <div className="check">
                  <input id={`conn-${connection.name}`} type="checkbox" checked={draft.chosen.has(connection.name)} onChange={(e) => toggle(connection.name, null, e.target.checked)} />
                  <label htmlFor={`conn-${connection.name}`}>
                    <strong>{connection.display_name}</strong> <span className="muted small">{connection.description}</span>
                  </label>
                </div>
                {draft.chosen.has(connection.name) ? (
                  <div className="indent">
                    {connection.data_points.map((point) => (
                      <div className="check" key={point.name}>
                        <input id={`dp-${connection.name}-${point.name}`} type="checkbox" checked={draft.chosen.get(connection.name)?.has(point.name) ?? false} onChange={(e) => toggle(connection.name, point.name, e.target.checked)} />
                        <label htmlFor={`dp-${connection.name}-${point.name}`}>
                          {point.display_name} <span className="muted small">{point.description}</span>
                        </label>
                      </div>
                    ))}
                  </div>
                ) : null}
              </div>
            ))}
          </fieldset>
          <button className="button primary small" type="submit">
            {draft.id ? 'Save changes' : 'Create config'}
          </button>{' '}
          {draft.id ? (
            <button type="button" className="link-button" onClick={() => setDraft(emptyDraft())}>
              Cancel
            </button>
          ) : null}
        </form>
      </section>
    </main>
  );
}
