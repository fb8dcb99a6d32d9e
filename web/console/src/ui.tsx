/** Small pieces every page uses: the focused page heading, errors, status badges, form fields. */
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from './api.ts';
import { statusName } from './format.ts';
import type { ApplicationConfig } from './types.ts';

/** The page's h1, focused when the page opens so screen readers announce where the user is. */
export function PageHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Again when the heading's text changes in place (a form's page turning into its result page).
  const text = typeof children === 'string' ? children : undefined;
  useEffect(() => {
    ref.current?.focus();
  }, [text]);
  return (
    <h1 tabIndex={-1} ref={ref}>
      {children}
    </h1>
  );
}

export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof TypeError) return 'Khanya could not be reached. Check your connection and try again.';
  return error instanceof Error ? error.message : String(error);
}

/** The message a 422 answer gives for one field (its name anywhere in the error's `loc`), if any. */
export function fieldErrorOf(error: unknown): (field: string) => string | undefined {
  return (field) => (error instanceof ApiError && error.detail ? error.detail.find((d) => d.loc.includes(field))?.msg : undefined);
}

export function ErrorBox({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <div className="error" role="alert">
      <p>{errorText(error)}</p>
    </div>
  );
}

export function StatusBadge({ status }: { status: string }) {
  return <span className={`badge status-${status.replace(/[^a-z_]/g, '')}`}>{statusName(status)}</span>;
}

export function Field(props: { id: string; label: string; hint?: string; error?: string | undefined; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint ? (
        <p className="hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.children}
      {props.error ? (
        <p className="field-error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p className="loading" role="status">
      Loading {what}…
    </p>
  );
}

/** A wide table's own horizontal scroll box, reachable from the keyboard (a region with a name). */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}

/**
 * What the management pages do: read the page's data when it opens (when `loadNow`), and for each
 * action clear the last error, run the call, say what happened in a status line (read out by
 * screen readers), read the page's data again; or show the API's refusal.
 */
export function useActions(reload: () => Promise<unknown>, loadNow = true) {
  const [error, setError] = useState<unknown>(null);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (loadNow) reload().catch(setError);
  }, [reload, loadNow]);
  const run = useCallback(
    async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
      setError(null);
      try {
        await action();
      } catch (caught) {
        setError(caught);
        return false;
      }
      // Said once the page shows the new state: saying it earlier let the reload's answer (and the
      // caller's form reset) land after the user had started typing again.
      try {
        await reload();
      } catch (caught) {
        setError(caught);
      }
      setMessage(done);
      return true;
    },
    [reload],
  );
  return { error, setError, message, run };
}

/**
 * A secret the API answers only once (an API token, a signing secret): shown selected-on-focus
 * with what to do with it, optionally a copy button, until the user says it is stored.
 */
export function SecretOnce(props: { id: string; label: string; value: string; copyLabel?: string; onStored: () => void; children: ReactNode }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="notice" role="status">
      <p>{props.children}</p>
      <Field id={props.id} label={props.label}>
        <input id={props.id} readOnly className="mono" value={props.value} onFocus={(e) => e.target.select()} />
      </Field>
      {props.copyLabel ? (
        <>
          <button type="button" className="button secondary small" onClick={() => void navigator.clipboard?.writeText(props.value).then(() => setCopied(true), () => setCopied(false))}>
            {props.copyLabel}
          </button>{' '}
        </>
      ) : null}
      <button type="button" className="link-button" onClick={props.onStored}>
        I have stored it
      </button>
      {props.copyLabel ? <span className="muted">{copied ? ' Copied.' : ''}</span> : null}
    </div>
  );
}

/** The status line an action's outcome is written to. */
export function StatusLine({ message }: { message: string }) {
  return (
    <p role="status" className="notice-line">
      {message}
    </p>
  );
}

/** A table's header row: column names (`num`: right-aligned numbers; `hidden`: read out only, e.g. "Actions"). */
export function TableHead({ columns }: { columns: ReadonlyArray<string | { label: string; num?: boolean; hidden?: boolean }> }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const { label, num = false, hidden = false } = typeof column === 'string' ? { label: column } : column;
          return (
            <th scope="col" key={label} className={num ? 'num' : undefined}>
              {hidden ? <span className="visually-hidden">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/** Hands a file to the browser to save (an invoice, a CSV): a temporary object URL, freed after. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A config picker's options: each config by name, the default marked. */
export function ConfigOptions({ configs }: { configs: readonly ApplicationConfig[] | null }) {
  return (
    <>
      {(configs ?? []).map((config) => (
        <option key={config.id} value={config.id}>
          {config.name}
          {config.is_default ? ' (default)' : ''}
        </option>
      ))}
    </>
  );
}
