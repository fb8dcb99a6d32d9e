/**
 * The organisation's own settings the console manages today: staff users (invite with permissions,
 * deactivate), API tokens (create: the secret is shown once, with a copy button; revoke) and
 * billing (bills with their tax invoice PDF, the outstanding amount, prices).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ApiError, api, idempotent } from '../api.ts';
import { formatDate, formatDateTime, formatRand } from '../format.ts';
import { ErrorBox, Field, Loading, PageHeading, saveFile, ScrollBox, SecretOnce, StatusLine, TableHead, useActions } from '../ui.tsx';
import { WebhooksSection } from './Webhooks.tsx';
import { linkProps } from '../router.ts';

interface User {
  id: string;
  name: string;
  email: string;
  is_active: boolean;
  last_login: string | null;
  permissions: string[];
}
interface Permission {
  permission: string;
  ui_display_name: string;
  description: string;
}

export function UsersPage({ myId }: { myId: string }) {
  const [users, setUsers] = useState<User[] | null>(null);
  const [permissions, setPermissions] = useState<Permission[]>([]);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [chosen, setChosen] = useState<Set<string>>(new Set(['view_applications', 'view_bank_data']));

  const load = useCallback(async () => {
    const [list, catalogue] = await Promise.all([api<{ users: User[] }>('GET', '/v1/in/organisations/users?limit=100'), api<{ permissions: Permission[] }>('GET', '/v1/in/organisations/permissions')]);
    setUsers(list.users);
    setPermissions(catalogue.permissions);
  }, []);
  const { error, message, run } = useActions(load);

  async function invite(event: FormEvent) {
    event.preventDefault();
    const who = { name: name.trim(), email: email.trim() };
    const done = await run(() => api('POST', '/v1/in/organisations/users', { ...who, permissions: [...chosen] }), `${who.name} is invited: an e-mail with a link to create a password is on its way to ${who.email}.`);
    if (done) {
      setName('');
      setEmail('');
    }
  }

  const deactivate = (user: User) => run(() => api('POST', `/v1/in/organisations/users/${user.id}/deactivate`), `${user.name} is deactivated: their sessions end now.`);

  return (
    <main id="main">
      <PageHeading>Users</PageHeading>
      <StatusLine message={message} />
      <ErrorBox error={error} />
      {!users ? (
        <Loading what="users" />
      ) : (
        <ScrollBox label="Users table">
          <table>
            <caption className="visually-hidden">Your organisation's users</caption>
            <TableHead columns={['Name', 'Permissions', 'Last login', { label: 'Actions', hidden: true }]} />
            <tbody>
              {users.map((user) => (
                <tr key={user.id}>
                  <th scope="row">
                    {user.name}
                    <div className="muted small">{user.email}</div>
                  </th>
                  <td className="small">{user.permissions.map((p) => p.replace(/_/g, ' ')).join(', ') || 'none'}</td>
                  <td>{user.last_login ? formatDateTime(user.last_login) : 'never'}</td>
                  <td>
                    {!user.is_active ? (
                      <span className="badge">deactivated</span>
                    ) : user.id === myId ? (
                      <span className="muted small">you</span>
                    ) : (
                      <button type="button" className="button secondary small" onClick={() => void deactivate(user)} aria-label={`Deactivate ${user.name}`}>
                        Deactivate
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      <section aria-labelledby="invite" className="narrow-section">
        <h2 id="invite">Invite a user</h2>
        <form onSubmit={invite}>
          <Field id="user-name" label="Name">
            <input id="user-name" required value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <Field id="user-email" label="E-mail address">
            <input id="user-email" type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </Field>
          <fieldset className="checks-group">
            <legend>Permissions</legend>
            {permissions.map((p) => (
              <div className="check" key={p.permission}>
                <input
                  id={`perm-${p.permission}`}
                  type="checkbox"
                  checked={chosen.has(p.permission)}
                  aria-describedby={`perm-${p.permission}-hint`}
                  onChange={(e) => {
                    const next = new Set(chosen);
                    if (e.target.checked) next.add(p.permission);
                    else next.delete(p.permission);
                    setChosen(next);
                  }}
                />
                <label htmlFor={`perm-${p.permission}`}>
                  {p.ui_display_name}
                  <span className="muted small" id={`perm-${p.permission}-hint`}>
                    {' '}
                    {p.description}
                  </span>
                </label>
              </div>
            ))}
          </fieldset>
          <button className="button primary small" type="submit">
            Send the invitation
          </button>
        </form>
      </section>
    </main>
  );
}

interface Token {
  id: string;
  name: string;
  scopes: string[];
  created_at?: string;
  last_four?: string;
}

export function DevelopersPage({ tokens: canTokens, webhooks: canWebhooks }: { tokens: boolean; webhooks: boolean }) {
  const [tokens, setTokens] = useState<Token[] | null>(null);
  const [name, setName] = useState('');
  const [secret, setSecret] = useState<{ name: string; value: string } | null>(null);

  const load = useCallback(async () => setTokens(await api<Token[]>('GET', '/v1/in/api_tokens?limit=100')), []);
  const { error, message, run } = useActions(load, canTokens);

  async function create(event: FormEvent) {
    event.preventDefault();
    const done = await run(async () => {
      const made = await api<{ name: string; bearer_token: string }>('POST', '/v1/in/api_tokens', { name: name.trim(), scopes: ['organisation:api'] });
      setSecret({ name: made.name, value: made.bearer_token });
    }, '');
    if (done) setName('');
  }

  const revoke = (token: Token) => run(() => api('DELETE', `/v1/in/api_tokens/${token.id}`), `The token “${token.name}” is revoked: requests with it are refused from now on.`);

  return (
    <main id="main">
      <PageHeading>Developers</PageHeading>
      <StatusLine message={message} />
      <ErrorBox error={error} />
      {secret ? (
        <SecretOnce key={secret.value} id="new-token" label="The new API token" value={secret.value} copyLabel="Copy token" onStored={() => setSecret(null)}>
          The token <strong>{secret.name}</strong> is shown this once: Khanya keeps only its hash. Store it in your secret manager now.
        </SecretOnce>
      ) : null}
      {canTokens ? <h2>API tokens</h2> : null}
      {!canTokens ? null : !tokens ? (
        <Loading what="API tokens" />
      ) : tokens.length === 0 ? (
        <p>No API tokens yet.</p>
      ) : (
        <ScrollBox label="API tokens table">
          <table>
            <TableHead columns={['Name', 'Ends with', 'Created', { label: 'Actions', hidden: true }]} />
            <tbody>
              {tokens.map((token) => (
                <tr key={token.id}>
                  <th scope="row">{token.name}</th>
                  <td className="mono">…{token.last_four ?? '????'}</td>
                  <td>{token.created_at ? formatDate(token.created_at) : '–'}</td>
                  <td>
                    <button type="button" className="button secondary small" aria-label={`Revoke ${token.name}`} onClick={() => void revoke(token)}>
                      Revoke
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {canTokens ? (
        <form onSubmit={create} className="narrow-section">
          <Field id="token-name" label="New token's name" hint="What uses it, e.g. “loan origination system”.">
            <input id="token-name" required maxLength={100} aria-describedby="token-name-hint" value={name} onChange={(e) => setName(e.target.value)} />
          </Field>
          <button className="button primary small" type="submit">
            Create token
          </button>
        </form>
      ) : null}
      {canWebhooks ? <WebhooksSection /> : null}
    </main>
  );
}

interface Bill {
  id: string;
  invoice_number: string;
  status: 'PAID' | 'UNPAID';
  period: string;
  amount: number;
  subtotal: number;
  vat: number;
}

interface Card {
  id: string;
  name: string;
  is_linked: boolean;
  last_four: string | null;
  brand: string | null;
}

export function BillingPage({ canManage, returnedCard }: { canManage: boolean; returnedCard: string | null }) {
  const [bills, setBills] = useState<Bill[] | null>(null);
  const [outstanding, setOutstanding] = useState<number | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [prices, setPrices] = useState<Array<{ display_title: string; type: string; price: number }>>([]);
  const [cards, setCards] = useState<Card[]>([]);
  const [cardName, setCardName] = useState('');
  const [topup, setTopup] = useState('');

  const load = useCallback(async () => {
    const [list, due, pricing, wallet, owned] = await Promise.all([
      api<Bill[]>('GET', '/v1/billing/bills?limit=100'),
      api<{ amount: number }>('GET', '/v1/billing/outstanding_bill_amount'),
      api<Array<{ display_title: string; type: string; price: number }>>('GET', '/v1/billing/pricing'),
      canManage ? api<{ balance: number }>('GET', '/v1/billing/balance') : Promise.resolve(null),
      canManage ? api<Card[]>('GET', '/v1/billing/cards') : Promise.resolve([]),
    ]);
    setBills(list);
    setOutstanding(due.amount);
    setPrices(pricing);
    setBalance(wallet?.balance ?? null);
    setCards(owned);
  }, [canManage]);
  const { error, setError, message, run } = useActions(load);

  const linked = cards.filter((card) => card.is_linked);
  const returned = returnedCard ? cards.find((card) => card.id === returnedCard) : undefined;

  async function download(bill: Bill) {
    setError(null);
    try {
      saveFile(await api<Blob>('GET', `/v1/billing/bills/${bill.id}/invoice`, undefined, 'application/pdf'), `${bill.invoice_number}.pdf`);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new Error('The invoice could not be downloaded.'));
    }
  }

  async function addCard(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      // The card is typed on Peach Payments' page, never here; Peach sends the browser back to this page.
      const started = await api<{ redirect_url: string }>('POST', '/v1/billing/cards', { name: cardName.trim() });
      window.location.assign(started.redirect_url);
    } catch (caught) {
      setError(caught);
    }
  }

  const pay = (bill: Bill) =>
    run(() => api('POST', '/v1/billing/bills/pay', { bill_id: bill.id, card_id: linked[0]!.id }, 'application/json', idempotent()), `${bill.invoice_number} is paid (the prepaid balance first, then the card).`);

  async function topUp(event: FormEvent) {
    event.preventDefault();
    const amount = Number(topup.replace(/[\sR]/g, '').replace(',', '.'));
    const done = await run(() => api('POST', '/v1/billing/topup', { card_id: linked[0]!.id, topup_amount: amount }, 'application/json', idempotent()), `The balance is topped up by ${formatRand(amount)}; unpaid bills are paid from it first.`);
    if (done) setTopup('');
  }

  return (
    <main id="main">
      <PageHeading>Billing</PageHeading>
      <StatusLine message={message} />
      {returned ? (
        <p className="notice" role="status">
          {returned.is_linked ? `The card “${returned.name}” is linked (${returned.brand ?? 'card'} ending ${returned.last_four ?? '????'}).` : `The card “${returned.name}” is not linked yet: Peach has not confirmed it.`}
        </p>
      ) : null}
      <ErrorBox error={error} />
      {outstanding !== null ? (
        <p className="headline">
          Outstanding, VAT included: <strong>{formatRand(outstanding)}</strong>
          {balance !== null ? ` · prepaid balance ${formatRand(balance)}` : ''}
        </p>
      ) : null}
      <h2>Bills</h2>
      {!bills ? (
        <Loading what="bills" />
      ) : bills.length === 0 ? (
        <p>No bills yet: a bill is made for each month after it ends.</p>
      ) : (
        <ScrollBox label="Bills table">
          <table>
            <TableHead columns={['Invoice', 'Month', { label: 'Total (VAT incl.)', num: true }, 'Status', { label: 'Actions', hidden: true }]} />
            <tbody>
              {bills.map((bill) => (
                <tr key={bill.id}>
                  <th scope="row" className="mono">
                    {bill.invoice_number}
                  </th>
                  <td>{bill.period}</td>
                  <td className="num">{formatRand(bill.amount)}</td>
                  <td>
                    <span className={`badge ${bill.status === 'PAID' ? 'status-complete' : 'status-failed'}`}>{bill.status === 'PAID' ? 'Paid' : 'Unpaid'}</span>
                  </td>
                  <td>
                    <button type="button" className="link-button" onClick={() => void download(bill)} aria-label={`Download the tax invoice ${bill.invoice_number}`}>
                      Tax invoice (PDF)
                    </button>
                    {canManage && bill.status === 'UNPAID' && linked.length > 0 ? (
                      <>
                        {' '}
                        <button type="button" className="button secondary small" onClick={() => void pay(bill)} aria-label={`Pay ${bill.invoice_number}`}>
                          Pay
                        </button>
                      </>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {canManage ? (
        <section aria-labelledby="cards" className="narrow-section">
          <h2 id="cards">Cards</h2>
          {cards.length === 0 ? <p>No card yet: add one to pay bills and top up.</p> : null}
          <ul>
            {cards.map((card) => (
              <li key={card.id}>
                {card.name}: {card.is_linked ? `${card.brand ?? 'card'} ending ${card.last_four ?? '????'}` : 'not linked yet'}
              </li>
            ))}
          </ul>
          <form onSubmit={addCard}>
            <Field id="card-name" label="New card's name" hint="You type the card on Peach Payments' page; Khanya never sees the number.">
              <input id="card-name" required maxLength={100} aria-describedby="card-name-hint" value={cardName} onChange={(e) => setCardName(e.target.value)} />
            </Field>
            <button className="button secondary small" type="submit">
              Add a card
            </button>
          </form>
          {linked.length > 0 ? (
            <form onSubmit={topUp}>
              <Field id="topup" label="Top up the prepaid balance (rand)" hint={`From R 50, charged to ${linked[0]!.name}.`}>
                <input id="topup" inputMode="decimal" required aria-describedby="topup-hint" value={topup} onChange={(e) => setTopup(e.target.value)} />
              </Field>
              <button className="button secondary small" type="submit">
                Top up
              </button>
            </form>
          ) : null}
        </section>
      ) : null}
      <h2>Prices</h2>
      <ul>
        {prices.map((price) => (
          <li key={price.type}>
            {price.display_title}: {formatRand(price.price)} a unit (VAT excl.)
          </li>
        ))}
      </ul>
      <UsageSection />
    </main>
  );
}

interface BillableEvent {
  id: string;
  title: string;
  type: string;
  billed_price: number;
  created_at: string;
  billable_item: string;
}

const USAGE_PAGE = 25;

/** What has been billed, newest first, a page at a time: each use and the application it was for. */
function UsageSection() {
  const [events, setEvents] = useState<BillableEvent[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const load = useCallback(async (skip: number) => {
    setError(null);
    try {
      const page = await api<BillableEvent[]>('GET', `/v1/billing/billable_events?skip=${skip}&limit=${USAGE_PAGE}`);
      setEvents((previous) => (skip > 0 ? [...(previous ?? []), ...page] : page));
      setMore(page.length === USAGE_PAGE);
    } catch (caught) {
      setError(caught);
    }
  }, []);
  useEffect(() => {
    void load(0);
  }, [load]);
  return (
    <section aria-labelledby="usage">
      <h2 id="usage">Usage</h2>
      <ErrorBox error={error} />
      {!events ? (
        <Loading what="usage" />
      ) : events.length === 0 ? (
        <p>Nothing billed yet.</p>
      ) : (
        <ScrollBox label="Usage table">
          <table className="list">
            <caption className="visually-hidden">Billed uses, newest first</caption>
            <TableHead columns={['When', 'What', 'Application', { label: 'Price (VAT excl.)', num: true }]} />
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td>{formatDateTime(event.created_at)}</td>
                  <td>{event.title}</td>
                  <td>
                    {event.type === 'BANK' || event.type === 'CONNECT' ? (
                      <a className="mono" {...linkProps(`/applications/${event.billable_item}`)}>
                        {event.billable_item}
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="num">{formatRand(event.billed_price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      )}
      {more && events ? (
        <button type="button" className="button secondary small" onClick={() => void load(events.length)}>
          Load more
        </button>
      ) : null}
    </section>
  );
}
