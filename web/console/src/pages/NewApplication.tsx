/** Create an application: the applicant, the config, a redirect URL; then copy the link or have Khanya e-mail it. */
import { useState, type FormEvent } from 'react';
import { api } from '../api.ts';
import { linkProps } from '../router.ts';
import type { Application } from '../types.ts';
import { useConfigChoice } from '../configs.ts';
import { ConfigOptions, ErrorBox, Field, fieldErrorOf, PageHeading } from '../ui.tsx';

export function NewApplicationPage() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [redirectUrl, setRedirectUrl] = useState('');
  const [sendEmail, setSendEmail] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Application | null>(null);
  const [copied, setCopied] = useState(false);
  const { configs, configId, setConfigId } = useConfigChoice(setError);

  const fieldError = fieldErrorOf(error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const redirect = redirectUrl.trim() || null;
      if (sendEmail) {
        const answer = await api<{ application: Application }>('POST', '/v1/applications/invite', { recepient: email.trim(), name: name.trim(), application_config_id: configId || null, redirect_url: redirect });
        setCreated(answer.application);
      } else {
        const applicant = await api<{ id: string }>('POST', '/v1/applications/applicants', { name: name.trim() || undefined, email: email.trim() || undefined });
        setCreated(await api<Application>('POST', '/v1/applications', { applicant_id: applicant.id, application_config_id: configId || null, redirect_url: redirect }));
      }
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  if (created) {
    return (
      <main id="main" className="narrow">
        <PageHeading>Application created</PageHeading>
        <p role="status">{sendEmail ? `Khanya e-mailed the link to ${email}.` : 'Send this link to the applicant.'}</p>
        <Field id="connect-url" label="The applicant's link">
          <input id="connect-url" readOnly value={created.connect_url} onFocus={(e) => e.target.select()} />
        </Field>
        <button
          type="button"
          className="button secondary small"
          onClick={() => {
            void navigator.clipboard?.writeText(created.connect_url).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          Copy link
        </button>
        <span role="status" className="muted">
          {copied ? ' Copied.' : ''}
        </span>
        <p>
          <a {...linkProps(`/applications/${created.id}`)}>Open the application</a>
        </p>
      </main>
    );
  }

  return (
    <main id="main" className="narrow">
      <PageHeading>New application</PageHeading>
      <ErrorBox error={error} />
      <form onSubmit={submit}>
        <Field id="name" label="Applicant's name" error={fieldError('name')}>
          <input id="name" required={sendEmail} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field id="email" label="Applicant's e-mail address" error={fieldError('recepient') ?? fieldError('email')}>
          <input id="email" type="email" required={sendEmail} autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field id="config" label="Application config" hint="What the applicant is asked for and which analyses run.">
          <select id="config" value={configId} aria-describedby="config-hint" onChange={(e) => setConfigId(e.target.value)} disabled={!configs}>
            <ConfigOptions configs={configs} />
          </select>
        </Field>
        <Field id="redirect" label="Redirect URL (optional)" hint="Where the applicant goes after sharing; the config's default when empty." error={fieldError('redirect_url')}>
          <input id="redirect" type="url" inputMode="url" placeholder="https://lender.khanya.example/done" aria-describedby="redirect-hint" value={redirectUrl} onChange={(e) => setRedirectUrl(e.target.value)} />
        </Field>
        <div className="check">
          <input id="send-email" type="checkbox" checked={sendEmail} onChange={(e) => setSendEmail(e.target.checked)} />
          <label htmlFor="send-email">E-mail the link to the applicant</label>
        </div>
        <button className="button primary" type="submit" disabled={busy || !configs}>
          {busy ? 'Creating…' : 'Create application'}
        </button>
      </form>
    </main>
  );
}
