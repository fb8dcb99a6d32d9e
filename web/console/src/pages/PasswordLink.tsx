/** The pages the password e-mails link to: /console/create-password and /console/reset-password (?token=). */
import { useState, type FormEvent } from 'react';
import { publicPost } from '../api.ts';
import { navigate } from '../router.ts';
import { ErrorBox, Field, PageHeading } from '../ui.tsx';

export function PasswordLinkPage({ purpose, token }: { purpose: 'create' | 'reset'; token: string | null }) {
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [mismatch, setMismatch] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (password !== again) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setBusy(true);
    setError(null);
    try {
      await publicPost(purpose === 'create' ? '/v1/in/auth/create_password' : '/v1/in/auth/password_reset', { token, new_password: password });
      navigate(`/login?notice=${purpose === 'create' ? 'created' : 'reset'}`, true);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="narrow">
      <PageHeading>{purpose === 'create' ? 'Create your password' : 'Choose a new password'}</PageHeading>
      {!token ? (
        <div className="error" role="alert">
          <p>This link has no token. Open the link from the e-mail again, or ask for a new one.</p>
        </div>
      ) : (
        <form onSubmit={submit}>
          <ErrorBox error={error} />
          <Field id="new-password" label="New password" hint="At least 10 characters.">
            <input id="new-password" type="password" autoComplete="new-password" required minLength={10} aria-describedby="new-password-hint" value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <Field id="again" label="The same password again" error={mismatch ? 'The two passwords are not the same.' : undefined}>
            <input id="again" type="password" autoComplete="new-password" required aria-invalid={mismatch} aria-describedby={mismatch ? 'again-error' : undefined} value={again} onChange={(e) => setAgain(e.target.value)} />
          </Field>
          <button className="button primary" type="submit" disabled={busy}>
            {purpose === 'create' ? 'Create password' : 'Set new password'}
          </button>
        </form>
      )}
    </main>
  );
}
