/** Linking through the bank, uploading statements, e-mailing them, and the analysis. */
import { useCallback, useEffect, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { api, ApiError } from './api.ts';
import { authorisationUrl, makeState, randomToken, savePending } from './pkce.ts';
import { strings } from './strings.ts';
import type { ConnectionStep, StatementFile } from './types.ts';
import { ErrorBox, Heading, messageOf, Spinner, useFlow } from './ui.tsx';

const POLL_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function LinkScreen({ bankId, bankName, returning, failure }: { bankId: string; bankName: string; returning: boolean; failure?: string | undefined }) {
  const { proxyId, go, fatal } = useFlow();
  const [step, setStep] = useState<ConnectionStep | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  /** Shown once: a retry asks the bank again. */
  const failureRef = useRef(failure);

  const follow = useCallback(
    async (current: ConnectionStep) => {
      // The code exchange failed but the step records no error (it should): show the API's message.
      if (failureRef.current && !current.error) current = { ...current, error: { code: 'link_failed', message: failureRef.current, next_step: 'retry' } };
      failureRef.current = undefined;
      setStep(current);
      if (current.error) return;
      if (current.type === 'REDIRECT' && current.redirect_url) {
        const pending = {
          state: makeState(proxyId),
          verifier: randomToken(48),
          proxyId,
          bankId: current.bank_id ?? bankId,
          redirectUri: `${location.origin}/connect/oauth/callback`,
        };
        savePending(pending);
        location.assign(await authorisationUrl({ ...current, redirect_url: current.redirect_url }, pending));
      } else if (current.type === 'FORM' && current.login_fields.length === 0) {
        // A FORM step without fields: no bank is chosen (any more): choose again.
        go({ name: 'banks' }, { replace: true });
      } else if (current.type === 'COMPLETE' || current.type === 'THREAD' || current.complete) {
        go({ name: 'analysing', via: 'link' }, { replace: true });
      }
    },
    [proxyId, bankId, go],
  );

  useEffect(() => {
    let cancelled = false;
    setError(null);
    api.step(proxyId).then(
      (current) => !cancelled && void follow(current),
      (caught) => !cancelled && !fatal(caught) && setError(caught),
    );
    return () => {
      cancelled = true;
    };
  }, [proxyId, attempt]);

  const retryLink = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.selectBank(proxyId, bankId || step?.bank_id || '', 'automatic');
      setStep(null);
      setAttempt((n) => n + 1);
    } catch (caught) {
      if (!fatal(caught)) setError(caught);
    } finally {
      setBusy(false);
    }
  };

  const uploadInstead = async () => {
    setBusy(true);
    setError(null);
    const id = bankId || step?.bank_id || '';
    try {
      await api.selectBank(proxyId, id, 'manual');
      go({ name: 'upload', bankId: id, bankName });
    } catch (caught) {
      setBusy(false);
      if (!fatal(caught)) setError(caught);
    }
  };

  const submitForm = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const next = await api.submitStep(proxyId, fields);
      setFields({});
      await follow(next);
    } catch (caught) {
      if (!fatal(caught)) setError(caught);
    } finally {
      setBusy(false);
    }
  };

  if (step?.error) {
    const stepError = step.error;
    return (
      <section>
        <Heading>{strings.linkErrorTitle}</Heading>
        <div className="error" role="alert">
          <p>{stepError.message}</p>
          {stepError.next_step === 'contact_bank' ? <p>{strings.linkContactBank}</p> : null}
        </div>
        {error ? <ErrorBox error={error} /> : null}
        <div className="actions">
          {stepError.next_step === 'retry' ? (
            <button type="button" className="button primary" onClick={() => void retryLink()} disabled={busy}>
              {strings.retry}
            </button>
          ) : null}
          {step.is_pdf_allowed || stepError.next_step !== 'retry' ? (
            <button type="button" className={`button ${stepError.next_step === 'retry' ? 'secondary' : 'primary'}`} onClick={() => void uploadInstead()} disabled={busy}>
              {strings.linkUploadInstead}
            </button>
          ) : null}
          {stepError.next_step !== 'retry' ? (
            <button type="button" className="button secondary" onClick={() => void retryLink()} disabled={busy}>
              {strings.retry}
            </button>
          ) : null}
        </div>
      </section>
    );
  }

  if (step?.type === 'FORM') {
    return (
      <section>
        <Heading>{strings.linkFormTitle}</Heading>
        <form onSubmit={submitForm} noValidate>
          {step.login_fields.map((field) => (
            <div className="field" key={field.name}>
              <label htmlFor={`login-${field.name}`}>{field.label}</label>
              <input
                id={`login-${field.name}`}
                type={field.type === 'password' ? 'password' : 'text'}
                inputMode={field.type === 'otp' ? 'numeric' : undefined}
                autoComplete={field.type === 'otp' ? 'one-time-code' : 'off'}
                value={fields[field.name] ?? ''}
                onChange={(event) => setFields((current) => ({ ...current, [field.name]: event.target.value }))}
              />
            </div>
          ))}
          {error ? <ErrorBox error={error} /> : null}
          <button type="submit" className="button primary" disabled={busy}>
            {strings.linkFormSubmit}
          </button>
        </form>
      </section>
    );
  }

  return (
    <section>
      <Heading>{returning ? strings.linkReturning : strings.linkRedirecting(bankName || strings.expiredLenderFallback)}</Heading>
      {error ? (
        <ErrorBox error={error} onRetry={() => setAttempt((n) => n + 1)}>
          <button type="button" className="button secondary" onClick={() => void uploadInstead()} disabled={busy}>
            {strings.linkUploadInstead}
          </button>
        </ErrorBox>
      ) : (
        <Spinner label={strings.loading} />
      )}
    </section>
  );
}

interface Item {
  key: string;
  name: string;
  progress: number;
  file?: StatementFile;
  /** The upload itself failed (network, refused request): the message, and the File to retry with. */
  error?: string;
  source?: File;
}

function fileStatus(item: Item): { text: string; tone: 'busy' | 'ok' | 'bad' | 'locked' } {
  if (item.error) return { text: item.error, tone: 'bad' };
  if (!item.file) return { text: strings.uploadUploading(Math.round(item.progress * 100)), tone: 'busy' };
  const file = item.file;
  if (file.status === 'processing') return { text: strings.uploadProcessing, tone: 'busy' };
  if (file.status === 'parsed') return { text: strings.uploadParsed(file.transaction_count), tone: 'ok' };
  if (file.status === 'password_required' || file.error_code === 'wrong_password') return { text: file.message ?? strings.uploadLocked, tone: 'locked' };
  return { text: file.message ?? strings.uploadFailed, tone: 'bad' };
}

function PasswordPrompt({ item, onUnlocked }: { item: Item; onUnlocked: (file: StatementFile) => void }) {
  const { proxyId, fatal } = useFlow();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const id = `pw-${item.key}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !item.file) return;
    setBusy(true);
    setError(null);
    try {
      onUnlocked(await api.sendPassword(proxyId, item.file.id, password));
      setPassword('');
    } catch (caught) {
      if (!fatal(caught)) setError(caught);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="password" onSubmit={submit} noValidate>
      <label htmlFor={id}>{strings.uploadPasswordLabel(item.name)}</label>
      <p className="hint" id={`${id}-hint`}>
        {strings.uploadPasswordHint}
      </p>
      <div className="inline">
        <input id={id} type="password" autoComplete="off" value={password} onChange={(event) => setPassword(event.target.value)} aria-describedby={`${id}-hint`} />
        <button type="submit" className="button secondary" disabled={busy || password === ''}>
          {strings.uploadPasswordSend}
        </button>
      </div>
      {error ? <ErrorBox error={error} /> : null}
    </form>
  );
}

export function UploadScreen() {
  const { proxyId, go, fatal } = useFlow();
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  const [pollError, setPollError] = useState<unknown>(null);
  const [needOne, setNeedOne] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const counter = useRef(0);

  const update = (key: string, change: Partial<Item>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = async (key: string, file: File) => {
    update(key, { error: undefined, progress: 0, source: file });
    try {
      const answer = await api.upload(proxyId, file, (fraction) => update(key, { progress: fraction }));
      const uploaded = answer.files[0];
      if (uploaded) update(key, { file: uploaded, progress: 1 });
    } catch (caught) {
      if (fatal(caught)) return;
      update(key, { error: messageOf(caught) });
    }
  };

  const add = (list: FileList | null) => {
    if (!list) return;
    setNeedOne(false);
    for (const file of Array.from(list)) {
      counter.current += 1;
      const key = `f${counter.current}`;
      setItems((current) => [...current, { key, name: file.name, progress: 0, source: file }]);
      void send(key, file);
    }
  };

  const processing = items.some((item) => item.file?.status === 'processing');
  useEffect(() => {
    if (!processing) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      try {
        const listed = await api.files(proxyId);
        if (cancelled) return;
        setPollError(null);
        setItems((current) => current.map((item) => ({ ...item, file: item.file ? (listed.find((file) => file.id === item.file!.id) ?? item.file) : item.file })));
      } catch (caught) {
        if (!cancelled && !fatal(caught)) {
          setPollError(caught);
          // Keep trying: the next poll clears the message when the network is back.
          setItems((current) => [...current]);
        }
      }
    }, POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [items, processing, proxyId]);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(event.dataTransfer.files);
  };

  const parsed = items.filter((item) => item.file?.status === 'parsed').length;
  const finish = () => {
    if (parsed === 0) {
      setNeedOne(true);
      return;
    }
    go({ name: 'analysing', via: 'upload' });
  };

  return (
    <section>
      <Heading>{strings.uploadTitle}</Heading>
      <p>{strings.uploadIntro}</p>
      <div
        className={`drop${dragging ? ' dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{strings.uploadDrop}</p>
        <button type="button" className="button secondary" onClick={() => picker.current?.click()}>
          {strings.uploadChoose}
        </button>
        <input
          ref={picker}
          id="statement-files"
          className="visually-hidden"
          type="file"
          multiple
          accept=".pdf,.csv,application/pdf,text/csv"
          tabIndex={-1}
          aria-label={strings.uploadChoose}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
        <p className="hint">{strings.uploadAccepted}</p>
      </div>
      {pollError ? <ErrorBox error={pollError} /> : null}
      <ul className="files" aria-live="polite">
        {items.map((item) => {
          const status = fileStatus(item);
          return (
            <li key={item.key} className={`file ${status.tone}`} data-status={item.file?.status ?? (item.error ? 'error' : 'uploading')} data-error-code={item.file?.error_code ?? undefined}>
              <div className="file-row">
                <span className="file-name">{item.name}</span>
                <span className="file-status">{status.text}</span>
              </div>
              {!item.file && !item.error ? <progress max={1} value={item.progress} aria-label={strings.uploadUploading(Math.round(item.progress * 100))} /> : null}
              {status.tone === 'locked' && item.file ? (
                <PasswordPrompt item={item} onUnlocked={(file) => update(item.key, { file })} />
              ) : null}
              {item.error && item.source ? (
                <button type="button" className="button secondary small" onClick={() => void send(item.key, item.source!)}>
                  {strings.retry}
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {needOne ? (
        <p className="field-error" role="alert">
          {strings.uploadNeedOne}
        </p>
      ) : null}
      <button type="button" className="button primary" onClick={finish} disabled={processing}>
        {strings.uploadDone}
      </button>
    </section>
  );
}

export function EmailScreen() {
  const { session, go } = useFlow();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(session.statements_email);
      setCopied(true);
    } catch {
      // No clipboard (an old browser or a denied permission): select the address so it can be copied by hand.
      const range = document.createRange();
      const node = document.getElementById('statements-email');
      if (node) {
        range.selectNodeContents(node);
        getSelection()?.removeAllRanges();
        getSelection()?.addRange(range);
      }
    }
  };
  return (
    <section>
      <Heading>{strings.emailTitle}</Heading>
      <p>{strings.emailIntro}</p>
      <p className="address" id="statements-email">
        {session.statements_email}
      </p>
      <button type="button" className="button secondary" onClick={() => void copy()}>
        {strings.emailCopy}
      </button>
      <p role="status" aria-live="polite" className="hint">
        {copied ? strings.emailCopied : ''}
      </p>
      <p>{strings.emailThen}</p>
      <button type="button" className="button primary" onClick={() => go({ name: 'done' })}>
        {strings.emailSent}
      </button>
    </section>
  );
}

export function AnalysingScreen({ via }: { via: 'link' | 'upload' | 'email' }) {
  const { proxyId, go, fatal } = useFlow();
  const [slow, setSlow] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const started = Date.now();
    (async () => {
      while (!cancelled) {
        try {
          if (via === 'link') {
            const step = await api.step(proxyId);
            if (step.complete || step.type === 'COMPLETE') break;
          } else {
            const files = await api.files(proxyId);
            if (!files.some((file) => file.status === 'processing')) break;
          }
          setError(null);
        } catch (caught) {
          if (cancelled) return;
          if (fatal(caught)) return;
          if (!(caught instanceof ApiError) || caught.status === 0 || caught.status >= 500) {
            setError(caught);
            return;
          }
          break;
        }
        if (Date.now() - started > 60_000) setSlow(true);
        await sleep(POLL_MS);
      }
      if (!cancelled) go({ name: 'done' }, { replace: true });
    })();
    return () => {
      cancelled = true;
    };
  }, [via, proxyId, attempt]);

  return (
    <section>
      <Heading>{strings.analysingTitle}</Heading>
      {error ? <ErrorBox error={error} onRetry={() => setAttempt((n) => n + 1)} /> : <Spinner label={strings.analysingText} />}
      {slow ? (
        <>
          <p>{strings.analysingSlow}</p>
          <button type="button" className="button secondary" onClick={() => go({ name: 'done' })}>
            {strings.continue}
          </button>
        </>
      ) : null}
    </section>
  );
}
