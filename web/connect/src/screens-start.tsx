/** Welcome, consent, personal info, choosing the bank and the method, and the last screen. */
import { useEffect, useState, type FormEvent } from 'react';
import { checkSaIdNumber } from '../../../schemas/sa-id.ts';
import { api, ApiError } from './api.ts';
import { strings } from './strings.ts';
import type { Bank, ConnectSession, PersonalInfoIn, UploadMethod } from './types.ts';
import { ErrorBox, Heading, initials, Spinner, useFlow } from './ui.tsx';
import type { Screen } from './screens.ts';

function needsConsent(session: ConnectSession): boolean {
  return session.legal_documents.some(
    (document) => !session.legal_acceptances.some((acceptance) => acceptance.document_type === document.document_type && acceptance.version === document.version),
  );
}

function needsPersonalInfo(session: ConnectSession): boolean {
  return session.connections.some((connection) => connection.name === 'personal_info');
}

/**
 * The screen after `from`, from what the session asks for. A bank-only link asks only for the
 * bank, once the applicant's consent (carried over from the first application) covers the
 * current documents: the API refuses bank data without it.
 */
export function nextScreen(session: ConnectSession, from: 'welcome' | 'consent' | 'personal'): Screen {
  if (session.bank_only) return from === 'welcome' && needsConsent(session) ? { name: 'consent' } : { name: 'banks' };
  if (from === 'welcome' && session.legal_documents.length > 0) return { name: 'consent' };
  if ((from === 'welcome' || from === 'consent') && needsPersonalInfo(session)) return { name: 'personal' };
  return { name: 'banks' };
}

export function WelcomeScreen() {
  const { session, go } = useFlow();
  return (
    <section>
      <Heading>{session.lender.welcome_title}</Heading>
      <p className="lead">{session.lender.welcome_description}</p>
      <ul className="points">
        {strings.welcomePoints.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <button type="button" className="button primary" onClick={() => go(nextScreen(session, 'welcome'))}>
        {strings.welcomeStart}
      </button>
    </section>
  );
}

export function ConsentScreen() {
  const { session, proxyId, go, setSession, fatal } = useFlow();
  const accepted = (type: string, version: string) => session.legal_acceptances.some((a) => a.document_type === type && a.version === version);
  const [checked, setChecked] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(session.legal_documents.map((d) => [d.document_type, accepted(d.document_type, d.version)])),
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [missing, setMissing] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (session.legal_documents.some((d) => !checked[d.document_type])) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    setError(null);
    try {
      const updated = needsConsent(session)
        ? await api.accept(proxyId, session.legal_documents.map((d) => ({ document_type: d.document_type, version: d.version })))
        : session;
      setSession(updated);
      go(nextScreen(updated, 'consent'));
    } catch (caught) {
      if (!fatal(caught)) setError(caught);
      setBusy(false);
    }
  };

  return (
    <section>
      <Heading>{strings.consentTitle}</Heading>
      <p>{strings.consentIntro(session.lender.display_name)}</p>
      <form onSubmit={submit} noValidate>
        <fieldset className="checks">
          <legend className="visually-hidden">{strings.consentTitle}</legend>
          {session.legal_documents.map((document) => (
            <div className="check" key={document.document_type}>
              <input
                id={`doc-${document.document_type}`}
                type="checkbox"
                checked={checked[document.document_type] ?? false}
                aria-invalid={missing && !checked[document.document_type]}
                onChange={(event) => setChecked((current) => ({ ...current, [document.document_type]: event.target.checked }))}
              />
              <label htmlFor={`doc-${document.document_type}`}>
                {strings.consentCheckbox(document.title)}{' '}
                <a href={document.document_url} target="_blank" rel="noopener noreferrer">
                  ({document.title}, v{document.version}) <span className="visually-hidden">{strings.consentOpens}</span>
                </a>
              </label>
            </div>
          ))}
        </fieldset>
        {missing ? (
          <p className="field-error" role="alert">
            {strings.consentNeedAll}
          </p>
        ) : null}
        {error ? <ErrorBox error={error} onRetry={() => void submit()} /> : null}
        <button type="submit" className="button primary" disabled={busy}>
          {strings.consentAccept}
        </button>
      </form>
    </section>
  );
}

type Field = keyof PersonalInfoIn;
const NAME = /^.{2,24}$/u;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01' && date.getTime() <= Date.now();
}

/** SPEC §5's rules, checked as the applicant types them in (the API checks them again). */
export function validatePersonalInfo(info: PersonalInfoIn): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  const need = (field: Field, ok: boolean, message: string) => {
    const value = info[field];
    if (value === null || value.trim() === '') {
      if (field !== 'phone') problems[field] = strings.required;
    } else if (!ok) problems[field] = message;
  };
  need('first_names', NAME.test(info.first_names.trim()), strings.nameLength);
  need('last_names', NAME.test(info.last_names.trim()), strings.nameLength);
  need('date_of_birth', validDate(info.date_of_birth.trim()), strings.dateFormat);
  need('nationality', /^[A-Za-z]{2,3}$/.test(info.nationality.trim()), strings.countryFormat);
  need('email', /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(info.email.trim()), strings.emailFormat);
  need('phone', /^\+?[0-9]{9,11}$/.test((info.phone ?? '').trim()) && (info.phone ?? '').trim().length >= 10, strings.phoneFormat);
  need('gov_id', /^.{7,13}$/.test(info.gov_id.trim()), strings.govIdLength);
  if (!problems.gov_id && info.id_type === 'SA_ID') {
    const problem = checkSaIdNumber(info.gov_id.trim(), problems.date_of_birth ? undefined : info.date_of_birth.trim())[0];
    if (problem) problems[problem.field] = problem.message;
  }
  return problems;
}

export function PersonalScreen() {
  const { session, proxyId, go, fatal } = useFlow();
  const [info, setInfo] = useState<PersonalInfoIn>({
    first_names: '',
    last_names: '',
    date_of_birth: '',
    nationality: 'ZA',
    id_type: 'SA_ID',
    id_country: 'ZA',
    email: '',
    phone: '',
    gov_id: '',
  });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const next = { ...info, [field]: event.target.value };
    if (field === 'id_type') next.id_country = event.target.value === 'SA_ID' ? 'ZA' : next.nationality;
    setInfo(next);
    if (shown) setProblems(validatePersonalInfo(next));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const found = validatePersonalInfo(info);
    setProblems(found);
    setShown(true);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`pi-${first}`)?.focus();
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const phone = (info.phone ?? '').trim();
      await api.personalInfo(proxyId, { ...info, id_country: info.id_type === 'SA_ID' ? 'ZA' : info.nationality, phone: phone === '' ? null : phone });
      go(nextScreen(session, 'personal'));
    } catch (caught) {
      setBusy(false);
      if (fatal(caught)) return;
      if (caught instanceof ApiError && caught.status === 422 && Array.isArray(caught.detail)) {
        const fromServer: Partial<Record<Field, string>> = {};
        for (const item of caught.detail as { loc?: unknown[]; msg?: string }[]) {
          const field = item.loc?.[1];
          if (typeof field === 'string' && field in info) fromServer[field as Field] = item.msg ?? strings.required;
        }
        if (Object.keys(fromServer).length > 0) {
          setProblems(fromServer);
          return;
        }
      }
      setError(caught);
    }
  };

  const count = Object.keys(problems).length;
  const input = (field: Field, label: string, props: { type?: string; autoComplete?: string; hint?: string; inputMode?: 'numeric' | 'tel' | 'email' } = {}) => {
    const problem = problems[field];
    const hintId = props.hint ? `pi-${field}-hint` : undefined;
    const errorId = problem ? `pi-${field}-error` : undefined;
    return (
      <div className="field">
        <label htmlFor={`pi-${field}`}>{label}</label>
        {props.hint ? (
          <p className="hint" id={hintId}>
            {props.hint}
          </p>
        ) : null}
        <input
          id={`pi-${field}`}
          name={field}
          type={props.type ?? 'text'}
          value={info[field] ?? ''}
          onChange={set(field)}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        />
        {problem ? (
          <p className="field-error" id={errorId}>
            {problem}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section>
      <Heading>{strings.personalTitle}</Heading>
      <p>{strings.personalIntro}</p>
      <form onSubmit={submit} noValidate>
        {shown && count > 0 ? (
          <p className="field-error" role="alert">
            {strings.fixErrors(count)}
          </p>
        ) : null}
        {input('first_names', strings.firstNames, { autoComplete: 'given-name' })}
        {input('last_names', strings.lastNames, { autoComplete: 'family-name' })}
        {input('date_of_birth', strings.dateOfBirth, { autoComplete: 'bday', hint: strings.dateOfBirthHint })}
        <div className="field">
          <label htmlFor="pi-id_type">{strings.idType}</label>
          <select id="pi-id_type" value={info.id_type} onChange={set('id_type')}>
            {Object.entries(strings.idTypes).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {input('gov_id', strings.govId, { inputMode: info.id_type === 'SA_ID' ? 'numeric' : undefined })}
        {input('nationality', strings.nationality, { hint: strings.nationalityHint, autoComplete: 'country' })}
        {input('email', strings.email, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {input('phone', strings.phone, { type: 'tel', autoComplete: 'tel', hint: strings.phoneHint, inputMode: 'tel' })}
        {error ? <ErrorBox error={error} onRetry={() => void submit()} /> : null}
        <button type="submit" className="button primary" disabled={busy}>
          {strings.save}
        </button>
      </form>
    </section>
  );
}

export function BanksScreen() {
  const { proxyId, go, fatal } = useFlow();
  const [banks, setBanks] = useState<Bank[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setError(null);
    api.banks(proxyId).then(
      (list) => !cancelled && setBanks(list),
      (caught) => !cancelled && !fatal(caught) && setError(caught),
    );
    return () => {
      cancelled = true;
    };
  }, [proxyId, attempt]);

  const shown = (banks ?? []).filter((bank) => bank.display_name.toLowerCase().includes(query.trim().toLowerCase()));
  return (
    <section>
      <Heading>{strings.banksTitle}</Heading>
      {error ? <ErrorBox error={error} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {!banks && !error ? <Spinner label={strings.loading} /> : null}
      {banks ? (
        <>
          <div className="field">
            <label htmlFor="bank-search">{strings.banksSearch}</label>
            <input id="bank-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
          </div>
          <p className="visually-hidden" role="status" aria-live="polite">
            {shown.length === 0 ? strings.banksNone : strings.banksCount(shown.length)}
          </p>
          {shown.length === 0 ? <p>{strings.banksNone}</p> : null}
          <ul className="banks">
            {shown.map((bank) => (
              <li key={bank.id}>
                <button type="button" className="bank" onClick={() => go({ name: 'method', bankId: bank.id, bankName: bank.display_name })}>
                  <span className="bank-initials" aria-hidden="true">
                    {initials(bank.display_name)}
                  </span>
                  <span>{bank.display_name}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

export function MethodScreen({ bankId, bankName }: { bankId: string; bankName: string }) {
  const { proxyId, go, fatal } = useFlow();
  const [bank, setBank] = useState<Bank | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<UploadMethod | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [last, setLast] = useState<UploadMethod | null>(null);

  useEffect(() => {
    let cancelled = false;
    api.banks(proxyId).then(
      (list) => !cancelled && setBank(list.find((b) => b.id === bankId) ?? null),
      (caught) => !cancelled && !fatal(caught) && setError(caught),
    );
    return () => {
      cancelled = true;
    };
  }, [proxyId, bankId, attempt]);

  const choose = async (method: UploadMethod) => {
    setBusy(method);
    setLast(method);
    setError(null);
    try {
      await api.selectBank(proxyId, bankId, method);
      const target = { bankId, bankName };
      go(method === 'automatic' ? { name: 'link', ...target } : method === 'manual' ? { name: 'upload', ...target } : { name: 'email', ...target });
    } catch (caught) {
      setBusy(null);
      if (!fatal(caught)) setError(caught);
    }
  };

  const methods = bank?.methods_available ?? [];
  const option = (method: UploadMethod, title: string, text: string, recommended = false) =>
    methods.includes(method) && (method !== 'automatic' || bank?.automated_active) ? (
      <li key={method}>
        <button type="button" className="method" onClick={() => void choose(method)} disabled={busy !== null} aria-describedby={`method-${method}-text`}>
          <span className="method-title">
            {title}
            {recommended ? <span className="badge">{strings.recommended}</span> : null}
          </span>
          <span className="method-text" id={`method-${method}-text`}>
            {text}
          </span>
        </button>
      </li>
    ) : null;

  return (
    <section>
      <Heading>{strings.methodTitle(bankName)}</Heading>
      {error ? <ErrorBox error={error} onRetry={() => (last ? void choose(last) : setAttempt((n) => n + 1))} /> : null}
      {!bank && !error ? <Spinner label={strings.loading} /> : null}
      {bank ? (
        <ul className="methods">
          {option('automatic', strings.methodLink, strings.methodLinkText, true)}
          {option('manual', strings.methodUpload, strings.methodUploadText)}
          {option('email', strings.methodEmail, strings.methodEmailText)}
        </ul>
      ) : null}
    </section>
  );
}

export function DoneScreen() {
  const { session, proxyId, fatal } = useFlow();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [closed, setClosed] = useState(false);
  const finish = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await api.complete(proxyId);
      const target = answer.redirect_url ?? session.redirect_url;
      if (target) location.assign(target);
      else setClosed(true);
    } catch (caught) {
      setBusy(false);
      if (!fatal(caught)) setError(caught);
    }
  };
  return (
    <section>
      <Heading>{strings.doneTitle}</Heading>
      <p className="lead">{strings.doneText(session.lender.display_name)}</p>
      {error ? <ErrorBox error={error} onRetry={() => void finish()} /> : null}
      {closed ? (
        <p>{strings.doneClose}</p>
      ) : (
        <button type="button" className="button primary" onClick={() => void finish()} disabled={busy}>
          {strings.doneReturn(session.lender.display_name)}
        </button>
      )}
    </section>
  );
}

/**
 * A link whose application the applicant already completed: the lender has the data, and the API
 * refuses changes (409 `application_completed`), so this screen offers only the way back.
 */
export function CompletedScreen() {
  const { session } = useFlow();
  const lender = session.lender.display_name;
  const target = session.redirect_url;
  return (
    <section>
      <Heading>{strings.completedTitle}</Heading>
      <p className="lead">{strings.completedText(lender)}</p>
      {target ? (
        <button type="button" className="button primary" onClick={() => location.assign(target)}>
          {strings.doneReturn(lender)}
        </button>
      ) : (
        <p>{strings.doneClose}</p>
      )}
    </section>
  );
}
