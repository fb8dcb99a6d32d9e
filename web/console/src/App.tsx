/**
 * The console shell: restores the session (a one-time login link in the fragment, else the
 * session cookie), then the header, the tabs the API returns for the user, and the page.
 */
import { useCallback, useEffect, useState } from 'react';
import { api, logout, onSessionEnded, redeemLoginLink, refresh } from './api.ts';
import { linkProps, navigate, useRoute } from './router.ts';
import { ApplicationsPage } from './pages/Applications.tsx';
import { ApplicationDetailPage } from './pages/ApplicationDetail.tsx';
import { LoginPage } from './pages/Login.tsx';
import { NewApplicationPage } from './pages/NewApplication.tsx';
import { PasswordLinkPage } from './pages/PasswordLink.tsx';
import { DashboardPage, ProfilePage } from './pages/Areas.tsx';
import { BillingPage, DevelopersPage, UsersPage } from './pages/Manage.tsx';
import { RevetPage } from './pages/Revet.tsx';
import { WhiteLabelPage } from './pages/WhiteLabel.tsx';
import { IntegrationsPage } from './pages/Integrations.tsx';
import { ConfigsPage } from './pages/Configs.tsx';
import { ErrorBox, Loading } from './ui.tsx';
import { THEME_EVENT } from './Chart.tsx';

export interface Me {
  id: string;
  name: string;
  email: string;
  permissions: string[];
}

const TAB_NAMES: Record<string, string> = {
  dashboard: 'Dashboard',
  applications: 'Applications',
  application_configs: 'Configs',
  billing: 'Billing',
  users: 'Users',
  developers: 'Developers',
  settings: 'Settings',
  profile: 'Profile',
};

type Theme = 'system' | 'light' | 'dark';

function useTheme(): [Theme, () => void] {
  const [theme, setTheme] = useState<Theme>(() => (localStorage.getItem('khanya-theme') as Theme | null) ?? 'system');
  useEffect(() => {
    if (theme === 'system') document.documentElement.removeAttribute('data-theme');
    else document.documentElement.setAttribute('data-theme', theme);
    localStorage.setItem('khanya-theme', theme);
    window.dispatchEvent(new Event(THEME_EVENT));
  }, [theme]);
  return [theme, () => setTheme((t) => (t === 'system' ? 'dark' : t === 'dark' ? 'light' : 'system'))];
}

type SessionState = { kind: 'starting' } | { kind: 'signed-out'; notice?: string } | { kind: 'signed-in'; me: Me; tabs: string[] } | { kind: 'failed'; error: unknown };

export function App() {
  const route = useRoute();
  const [session, setSession] = useState<SessionState>({ kind: 'starting' });
  const [theme, toggleTheme] = useTheme();

  const loadUser = useCallback(async () => {
    try {
      const [me, tabs] = await Promise.all([api<Me>('GET', '/v1/in/organisations/users/me'), api<{ tabs: string[] }>('GET', '/v1/in/organisations/users/me/tabs')]);
      setSession({ kind: 'signed-in', me, tabs: tabs.tabs });
    } catch (error) {
      setSession({ kind: 'failed', error });
    }
  }, []);

  useEffect(() => {
    const ended = onSessionEnded(() => setSession({ kind: 'signed-out', notice: 'Your session has ended. Log in again.' }));
    (async () => {
      // A one-time login link (npm start prints one): #login=<token>, removed from the address at once.
      const linkToken = new URLSearchParams(location.hash.slice(1)).get('login');
      if (linkToken) {
        history.replaceState(null, '', location.pathname + location.search);
        try {
          await redeemLoginLink(linkToken);
          return loadUser();
        } catch {
          return setSession({ kind: 'signed-out', notice: 'That login link was already used or has expired. Log in with your password.' });
        }
      }
      if (await refresh()) return loadUser();
      setSession({ kind: 'signed-out' });
    })();
    return ended;
  }, [loadUser]);

  useEffect(() => {
    document.title = `${pageTitle(route.path)} · Khanya`;
  }, [route.path]);

  const password = route.path === '/create-password' || route.path === '/reset-password';
  let content;
  if (password) {
    content = <PasswordLinkPage purpose={route.path === '/create-password' ? 'create' : 'reset'} token={route.query.get('token')} />;
  } else if (session.kind === 'starting') {
    content = (
      <main id="main">
        <Loading what="your session" />
      </main>
    );
  } else if (session.kind === 'signed-out') {
    const notice = route.query.get('notice');
    content = (
      <LoginPage
        notice={session.notice ?? (notice === 'created' ? 'Your password is set. Log in.' : notice === 'reset' ? 'Your new password is set. Log in.' : undefined)}
        onSignedIn={() => {
          void loadUser();
          if (route.path === '/login' || route.path === '/') navigate('/applications', true);
        }}
      />
    );
  } else if (session.kind === 'failed') {
    content = (
      <main id="main">
        <ErrorBox error={session.error} />
      </main>
    );
  } else {
    content = <SignedInPage path={route.path} me={session.me} tabs={session.tabs} />;
  }

  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <a className="brand" {...linkProps('/applications')}>
          Khanya <span className="muted">console</span>
        </a>
        {session.kind === 'signed-in' ? (
          <nav aria-label="Console">
            <ul>
              {session.tabs.map((tab) => {
                const path = `/${tab}`;
                const current = route.path === path || route.path.startsWith(`${path}/`);
                return (
                  <li key={tab}>
                    <a {...linkProps(path)} aria-current={current ? 'page' : undefined}>
                      {TAB_NAMES[tab] ?? tab}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        ) : null}
        <div className="top-actions">
          <button type="button" className="link-button" onClick={toggleTheme} aria-label={`Theme: ${theme}. Change theme`}>
            {theme === 'system' ? 'Theme: system' : theme === 'dark' ? 'Theme: dark' : 'Theme: light'}
          </button>
          {session.kind === 'signed-in' ? (
            <button
              type="button"
              className="link-button"
              onClick={() => {
                void logout().then(() => {
                  setSession({ kind: 'signed-out', notice: 'You are logged out.' });
                  navigate('/login', true);
                });
              }}
            >
              Log out {session.me.name}
            </button>
          ) : null}
        </div>
      </header>
      {content}
    </>
  );
}

function pageTitle(path: string): string {
  if (path.startsWith('/applications/new')) return 'New application';
  if (path.startsWith('/applications/revet')) return 'Re-vet a book';
  if (path.startsWith('/applications/')) return 'Application';
  if (path === '/settings/integrations') return 'Integrations';
  const tab = path.slice(1).split('/')[0] ?? '';
  return TAB_NAMES[tab] ?? (path === '/login' ? 'Log in' : 'Console');
}

/** Replaces the address after rendering (navigating during a render would update the router mid-render). */
function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, true), [to]);
  return null;
}

function SignedInPage({ path, me, tabs }: { path: string; me: Me; tabs: string[] }) {
  const allowed = (tab: string) => tabs.includes(tab);
  if (path === '/' || path === '/login') return <Redirect to={allowed('applications') ? '/applications' : '/dashboard'} />;
  const match = /^\/applications\/([0-9a-f]{24})$/i.exec(path);
  if (path === '/applications' && allowed('applications')) return <ApplicationsPage canCreate={me.permissions.includes('manage_applications')} />;
  if (path === '/applications/new' && me.permissions.includes('manage_applications')) return <NewApplicationPage />;
  if (path === '/applications/revet' && me.permissions.includes('manage_applications')) return <RevetPage />;
  if (match && allowed('applications')) return <ApplicationDetailPage id={match[1]!} permissions={me.permissions} />;
  if (path === '/dashboard') return <DashboardPage me={me} canSeeApplications={allowed('applications')} />;
  if (path === '/profile') return <ProfilePage me={me} />;
  if (path === '/users' && me.permissions.includes('manage_users')) return <UsersPage myId={me.id} />;
  if (path === '/developers' && allowed('developers')) return <DevelopersPage tokens={me.permissions.includes('manage_api_tokens')} webhooks={me.permissions.includes('manage_webhooks')} />;
  if (path === '/billing' && allowed('billing')) return <BillingPage canManage={me.permissions.includes('manage_billing')} returnedCard={new URLSearchParams(location.search).get('card')} />;
  if (path === '/settings' && me.permissions.includes('manage_white_label')) return <WhiteLabelPage canManageIntegrations={me.permissions.includes('manage_applications')} />;
  if (path === '/settings/integrations' && allowed('settings') && me.permissions.includes('manage_applications')) return <IntegrationsPage />;
  if (path === '/application_configs' && allowed('application_configs')) return <ConfigsPage />;
  return (
    <main id="main">
      <h1>Not found</h1>
      <p>There is no such page, or your permissions do not open it.</p>
    </main>
  );
}
