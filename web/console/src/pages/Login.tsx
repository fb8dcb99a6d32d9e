import { useState, type FormEvent } from 'react';
import { login, publicPost } from '../api.ts';
import { ErrorBox, Field, PageHeading } from '../ui.tsx';

export function LoginPage({ onSignedIn, notice }: { onSignedIn: () => void; notice?: string | undefined }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [resetMode, setResetMode] = useState(false);
  const [resetSent, setResetSent] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      if (resetMode) {
        await publicPost('/v1/in/auth/password_reset/request', { username });
        setResetSent(true);
      } else {
        await login(username, password);
        onSignedIn();
      }
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="narrow">
      <PageHeading>{resetMode ? 'Reset your password' : 'Log in to Khanya'}</PageHeading>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <ErrorBox error={error} />
      {resetSent ? (
        <p role="status">If an account uses that address, an e-mail with a reset link is on its way. The link works once, for an hour.</p>
      ) : (
        <form onSubmit={submit} noValidate={false}>
          <Field id="username" label="E-mail address">
            <input id="username" name="username" type="email" autoComplete="username" required value={username} onChange={(e) => setUsername(e.target.value)} />
          </Field>
          {resetMode ? null : (
            <Field id="password" label="Password">
              <input id="password" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
            </Field>
          )}
          <button className="button primary" type="submit" disabled={busy}>
            {resetMode ? 'Send me a reset link' : busy ? 'Logging in…' : 'Log in'}
          </button>
        </form>
      )}
      <p>
        <button
          type="button"
          className="link-button"
          onClick={() => {
            setResetMode(!resetMode);
            setResetSent(false);
            setError(null);
          }}
        >
          {resetMode ? 'Back to log in' : 'Forgot your password?'}
        </button>
      </p>
    </main>
  );
}
