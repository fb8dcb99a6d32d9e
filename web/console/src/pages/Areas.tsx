/** The dashboard and the profile. */
import { useEffect, useState } from 'react';
import { api, publicPost } from '../api.ts';
import { formatDateTime } from '../format.ts';
import { linkProps } from '../router.ts';
import type { ConnectPage } from '../types.ts';
import { ErrorBox, Loading, PageHeading, StatusBadge } from '../ui.tsx';
import type { Me } from '../App.tsx';

export function DashboardPage({ me, canSeeApplications }: { me: Me; canSeeApplications: boolean }) {
  const [recent, setRecent] = useState<ConnectPage | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (canSeeApplications) api<ConnectPage>('GET', '/v1/applications/connects?limit=5').then(setRecent).catch(setError);
  }, [canSeeApplications]);
  return (
    <main id="main">
      <PageHeading>Welcome, {me.name}</PageHeading>
      <ErrorBox error={error} />
      {canSeeApplications ? (
        <section aria-labelledby="recent">
          <h2 id="recent">Latest applications</h2>
          {!recent ? (
            <Loading what="the latest applications" />
          ) : recent.data.length === 0 ? (
            <p>No applications yet.</p>
          ) : (
            <ul className="cards">
              {recent.data.map((row) => (
                <li key={row.id}>
                  <a {...linkProps(`/applications/${row.id}`)}>{row.applicant_name || 'Unnamed applicant'}</a> <StatusBadge status={row.status} />
                  <div className="muted small">{formatDateTime(row.created_at)}</div>
                </li>
              ))}
            </ul>
          )}
          <p>
            <a {...linkProps('/applications')}>All applications</a>
          </p>
        </section>
      ) : (
        <p>Your permissions do not include applications. Ask a user manager of your organisation.</p>
      )}
    </main>
  );
}

export function ProfilePage({ me }: { me: Me }) {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<unknown>(null);
  return (
    <main id="main" className="narrow">
      <PageHeading>Profile</PageHeading>
      <dl className="facts">
        <div>
          <dt>Name</dt>
          <dd>{me.name}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{me.email}</dd>
        </div>
        <div>
          <dt>Permissions</dt>
          <dd>{me.permissions.length > 0 ? me.permissions.map((p) => p.replace(/_/g, ' ')).join(', ') : 'none'}</dd>
        </div>
      </dl>
      <ErrorBox error={error} />
      {sent ? (
        <p role="status">A link to choose a new password is on its way to {me.email}.</p>
      ) : (
        <button type="button" className="button secondary small" onClick={() => void publicPost('/v1/in/auth/password_reset/request', { username: me.email }).then(() => setSent(true), setError)}>
          Change my password
        </button>
      )}
    </main>
  );
}
