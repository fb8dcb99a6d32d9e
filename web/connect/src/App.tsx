/**
 * The connect journey: a small state machine of screens (screens.ts) kept in history.state, so
 * the browser's back button walks back through them. Paths: /connect/{proxy_id} (the link) and
 * /connect/oauth/callback (where the bank sends the applicant back).
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { api, ApiError } from './api.ts';
import { clearPending, proxyIdOfState, readPending } from './pkce.ts';
import { isScreen, type Screen } from './screens.ts';
import { strings } from './strings.ts';
import type { ConnectSession } from './types.ts';
import { ErrorBox, FlowContext, Heading, Spinner, textOn, type Flow } from './ui.tsx';
import { BanksScreen, CompletedScreen, ConsentScreen, DoneScreen, MethodScreen, PersonalScreen, WelcomeScreen } from './screens-start.tsx';
import { AnalysingScreen, EmailScreen, LinkScreen, UploadScreen } from './screens-bank.tsx';

type Boot =
  | { kind: 'loading' }
  | { kind: 'not_found' }
  | { kind: 'expired'; lender?: string }
  | { kind: 'load_error'; error: unknown }
  | { kind: 'ready'; proxyId: string; session: ConnectSession; screen: Screen };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Route {
  proxyId: string | undefined;
  callback?: { state: string | null; code: string | null; error: string | null; errorDescription: string | null; iss: string | null };
}

function readRoute(): Route {
  const path = location.pathname.replace(/\/+$/, '');
  if (path === '/connect/oauth/callback') {
    const query = new URLSearchParams(location.search);
    const state = query.get('state');
    return {
      proxyId: state ? proxyIdOfState(state) : undefined,
      callback: { state, code: query.get('code'), error: query.get('error'), errorDescription: query.get('error_description'), iss: query.get('iss') },
    };
  }
  const match = /^\/connect\/([^/]+)$/.exec(path);
  const id = match ? decodeURIComponent(match[1]!) : undefined;
  return { proxyId: id && UUID.test(id) ? id : undefined };
}

/** The first screen of a session: the completed page once the applicant pressed done, else the welcome. */
export function firstScreen(session: ConnectSession): Screen {
  return session.completed ? { name: 'completed' } : { name: 'welcome' };
}

const COMPLETED: Screen = { name: 'completed' };

function isCompleted(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.code === 'application_completed';
}

/** Handles the bank's return: checks `state`, sends the code (or the bank's error), and answers the screen to show. */
async function finishAuthorisation(proxyId: string, callback: NonNullable<Route['callback']>): Promise<Screen | { problem: string }> {
  const pending = readPending();
  if (!pending) return { problem: strings.linkSessionLost };
  // A callback that is not the pending authorisation's (forged, or an old link) leaves it in place.
  if (!callback.state || callback.state !== pending.state || pending.proxyId !== proxyId) return { problem: strings.linkStateMismatch };
  // This is its answer: the verifier is used once, whatever the bank said.
  clearPending();
  const bank = { bankId: pending.bankId ?? '', bankName: '' };
  try {
    if (callback.code) {
      await api.oauthCode(proxyId, {
        code: callback.code,
        code_verifier: pending.verifier,
        redirect_uri: pending.redirectUri,
        // RFC 9207: the server checks that the bank that answered is the bank chosen.
        ...(callback.iss ? { iss: callback.iss } : {}),
      });
    } else {
      await api.oauthError(proxyId, { error: callback.error ?? 'server_error', ...(callback.errorDescription ? { error_description: callback.errorDescription } : {}) });
    }
  } catch (error) {
    // The bank refused or failed (the step now carries why): the link screen shows it with the next step.
    // Done was pressed in another tab while this one was at the bank: nothing more can be linked.
    if (isCompleted(error)) return COMPLETED;
    const linkGone = error instanceof ApiError && (error.status === 410 || error.code === 'application_not_found');
    if (!(error instanceof ApiError) || error.status === 0 || linkGone) throw error;
    return { name: 'link', ...bank, returning: true, failure: error.message || strings.serverError };
  }
  return { name: 'link', ...bank, returning: true };
}

export function App() {
  const [boot, setBoot] = useState<Boot>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [callbackProblem, setCallbackProblem] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    const route = readRoute();
    if (!route.proxyId) {
      setBoot(route.callback ? { kind: 'load_error', error: new ApiError(400, 'state', strings.linkSessionLost) } : { kind: 'not_found' });
      return;
    }
    const proxyId = route.proxyId;
    (async () => {
      try {
        const session = await api.session(proxyId);
        // A completed application shows its page whatever screen this tab's history was on.
        let screen: Screen = !session.completed && isScreen(history.state) ? history.state : firstScreen(session);
        if (route.callback) {
          const outcome = await finishAuthorisation(proxyId, route.callback);
          if ('problem' in outcome) {
            setCallbackProblem(outcome.problem);
            screen = { name: 'banks' };
          } else {
            screen = outcome;
          }
          history.replaceState(screen, '', `/connect/${encodeURIComponent(proxyId)}`);
        } else {
          history.replaceState(screen, '');
        }
        if (!cancelled) setBoot({ kind: 'ready', proxyId, session, screen });
      } catch (error) {
        if (cancelled) return;
        if (error instanceof ApiError && error.status === 404) setBoot({ kind: 'not_found' });
        else if (error instanceof ApiError && error.status === 410) setBoot({ kind: 'expired' });
        else setBoot({ kind: 'load_error', error });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  useEffect(() => {
    const onPop = (event: PopStateEvent) => {
      if (isScreen(event.state)) setBoot((current) => (current.kind === 'ready' ? { ...current, screen: event.state as Screen } : current));
    };
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);

  const go = useCallback((screen: Screen, options?: { replace?: boolean }) => {
    if (options?.replace) history.replaceState(screen, '');
    else history.pushState(screen, '');
    scrollTo(0, 0);
    setBoot((current) => (current.kind === 'ready' ? { ...current, screen } : current));
  }, []);

  const flow = useMemo<Flow | null>(() => {
    if (boot.kind !== 'ready') return null;
    return {
      proxyId: boot.proxyId,
      session: boot.session,
      setSession: (session) => setBoot((current) => (current.kind === 'ready' ? { ...current, session } : current)),
      go,
      fatal: (error) => {
        if (error instanceof ApiError && error.status === 410) {
          setBoot({ kind: 'expired', lender: boot.session.lender.display_name });
          return true;
        }
        if (error instanceof ApiError && error.status === 404 && error.code === 'application_not_found') {
          setBoot({ kind: 'not_found' });
          return true;
        }
        if (isCompleted(error)) {
          // Kept as the session's state too, so the back button cannot walk into a screen that would only fail again.
          history.replaceState(COMPLETED, '');
          scrollTo(0, 0);
          setBoot((current) => (current.kind === 'ready' ? { ...current, session: { ...current.session, completed: true }, screen: COMPLETED } : current));
          return true;
        }
        return false;
      },
    };
  }, [boot, go]);

  const lender = boot.kind === 'ready' ? boot.session.lender : undefined;
  useEffect(() => {
    document.title = lender ? strings.appTitle(lender.display_name) : strings.appTitle('Khanya');
    const root = document.documentElement;
    if (lender) {
      root.style.setProperty('--brand', lender.primary_colour_hex);
      root.style.setProperty('--on-brand', textOn(lender.primary_colour_hex));
      if (lender.secondary_colour_hex) root.style.setProperty('--brand-2', lender.secondary_colour_hex);
    }
  }, [lender]);

  return (
    <>
      <header className="top">
        {lender?.image_url ? <img className="logo" src={lender.image_url} alt={lender.display_name} /> : <span className="lender-name">{lender?.display_name ?? 'Khanya'}</span>}
      </header>
      <main id="main">
        {boot.kind === 'loading' ? <Spinner label={strings.loading} /> : null}
        {boot.kind === 'not_found' ? (
          <section>
            <Heading>{strings.notFoundTitle}</Heading>
            <p>{strings.notFoundText}</p>
          </section>
        ) : null}
        {boot.kind === 'expired' ? (
          <section>
            <Heading>{strings.expiredTitle}</Heading>
            <p>{strings.expiredText(boot.lender ?? strings.expiredLenderFallback)}</p>
          </section>
        ) : null}
        {boot.kind === 'load_error' ? (
          <section>
            <Heading>{strings.loading}</Heading>
            <ErrorBox error={boot.error} onRetry={() => setAttempt((n) => n + 1)} />
          </section>
        ) : null}
        {flow && boot.kind === 'ready' ? (
          <FlowContext.Provider value={flow}>
            {callbackProblem && boot.screen.name === 'banks' ? (
              <div className="error" role="alert">
                <p>{callbackProblem}</p>
              </div>
            ) : null}
            <ScreenView key={JSON.stringify(boot.screen)} screen={boot.screen} completed={boot.session.completed} />
          </FlowContext.Provider>
        ) : null}
      </main>
      <footer className="bottom">
        <p>{strings.poweredBy}</p>
      </footer>
    </>
  );
}

function ScreenView({ screen, completed }: { screen: Screen; completed: boolean }) {
  if (completed) return <CompletedScreen />;
  switch (screen.name) {
    case 'welcome':
      return <WelcomeScreen />;
    case 'consent':
      return <ConsentScreen />;
    case 'personal':
      return <PersonalScreen />;
    case 'banks':
      return <BanksScreen />;
    case 'method':
      return <MethodScreen bankId={screen.bankId} bankName={screen.bankName} />;
    case 'link':
      return <LinkScreen bankId={screen.bankId} bankName={screen.bankName} returning={screen.returning ?? false} failure={screen.failure} />;
    case 'upload':
      return <UploadScreen />;
    case 'email':
      return <EmailScreen />;
    case 'analysing':
      return <AnalysingScreen via={screen.via} />;
    case 'done':
      return <DoneScreen />;
    case 'completed':
      return <CompletedScreen />;
  }
}
