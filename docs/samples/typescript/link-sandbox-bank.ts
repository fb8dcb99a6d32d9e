/**
 * Linking a bank account through the API alone, with the Khanya Sandbox Bank (Node 20+, no
 * dependencies): you create the application; the applicant's side (no token, only the proxy id)
 * accepts the documents, chooses the sandbox bank and gets the REDIRECT step; the "browser" logs
 * in at the bank as user_good / pass_good and allows access (plain HTTP with a small cookie jar:
 * your real screens send the applicant there instead); the code goes back to Khanya with the PKCE
 * verifier; the applicant finishes; you read the analysed connection.
 *   KHANYA_API=http://localhost:3000 KHANYA_TOKEN=khanya_... APPLICANT_ID=... npx tsx link-sandbox-bank.ts
 */
import { createHash, randomBytes } from 'node:crypto';

const api = process.env.KHANYA_API ?? 'http://localhost:3000';
const token = process.env.KHANYA_TOKEN;
const applicantId = process.env.APPLICANT_ID;
if (!token || !applicantId) throw new Error('Set KHANYA_TOKEN and APPLICANT_ID as in the BYOD walkthrough.');

/** One call to the API: JSON in, JSON out (the lender's calls send the token, the applicant's none). */
async function khanya<T>(method: string, path: string, body?: unknown, as: 'lender' | 'applicant' = 'applicant'): Promise<T> {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { ...(as === 'lender' ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer as T;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * The bank's side of the applicant's browser: each request carries the bank's cookies and
 * answers where the bank redirects next (redirects are not followed, so that the last one, to
 * redirect_uri, can be read instead of opened). Cookies by name; the bank scopes some by path,
 * and sending them on other paths of the same bank does no harm.
 */
const cookies = new Map<string, string>();
async function visit(url: string, form?: Record<string, string>): Promise<string> {
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  });
  for (const header of response.headers.getSetCookie()) {
    const [pair = ''] = header.split(';');
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    // An emptied or already-expired cookie is the bank deleting it.
    if (value === '' || /expires=Thu, 01 Jan 1970/i.test(header)) cookies.delete(name);
    else cookies.set(name, value);
  }
  await response.arrayBuffer();
  const location = response.headers.get('location');
  return location ? new URL(location, url).href : '';
}

interface Step {
  type: 'REDIRECT' | 'FORM' | 'COMPLETE' | 'THREAD';
  redirect_url: string | null;
  client_id: string | null;
  scope: string | null;
  code_challenge_method: string | null;
}

// An async main, not top-level await: a .ts file in a folder without "type": "module" is
// CommonJS, where top-level await does not exist.
async function main(): Promise<void> {
  // You: an application with your redirect_url; send the applicant its connect_url.
  const application = await khanya<{ id: string; proxy_id: string; connect_url: string }>(
    'POST', '/v1/applications/', { applicant_id: applicantId, redirect_url: 'https://lender.example.co.za/thanks' }, 'lender',
  );
  const link = `/v1/connect/${application.proxy_id}`;
  // The sandbox bank knows one redirect URI: the connect UI's callback, on connect_url's origin.
  const redirectUri = new URL('/connect/oauth/callback', application.connect_url).href;

  // The applicant: open the link, accept every legal document at the version shown.
  const session = await khanya<{ status: string; legal_documents: { document_type: string; version: string }[] }>('GET', link);
  await khanya('POST', `${link}/legal_acceptances`, { acceptances: session.legal_documents.map(({ document_type, version }) => ({ document_type, version })) });

  // Choose the sandbox bank, to link the account.
  const banks = await khanya<{ id: string; display_name: string; automated_active: boolean }[]>('GET', `${link}/banks`);
  const sandbox = banks.find((bank) => bank.id === 'sandbox' && bank.automated_active);
  if (!sandbox) throw new Error('The sandbox bank is not in the list: is this the local stack?');
  await khanya('POST', `${link}/banks`, [{ bank_id: sandbox.id, upload_method: 'automatic' }]);
  const step = await khanya<Step>('GET', `${link}/step`);
  if (step.type !== 'REDIRECT' || !step.redirect_url || !step.client_id || !step.scope) throw new Error(`Expected a REDIRECT step, got ${JSON.stringify(step)}`);
  console.log(`${sandbox.display_name}: ${step.type} to ${step.redirect_url} (PKCE ${step.code_challenge_method})`);

  // The bank's authorisation URL, with PKCE (S256), a state of your own and Khanya's nonce.
  const codeVerifier = base64url(randomBytes(32));
  const state = randomBytes(16).toString('hex');
  const authorization = new URL(step.redirect_url);
  for (const [name, value] of Object.entries({
    client_id: step.client_id,
    response_type: 'code',
    scope: step.scope,
    redirect_uri: redirectUri,
    state,
    code_challenge: base64url(sha256(codeVerifier)),
    code_challenge_method: 'S256',
    nonce: base64url(sha256(`khanya-nonce.${codeVerifier}`)),
  })) authorization.searchParams.set(name, value);

  // The browser part: the login page, its form as user_good, the consent page, Allow.
  const loginPage = await visit(authorization.href);
  await visit(loginPage);
  const consentPage = await visit(await visit(`${loginPage}/login`, { username: 'user_good', password: 'pass_good' }));
  await visit(consentPage);
  const callback = new URL(await visit(await visit(`${consentPage}/allow`, {})));
  const code = callback.searchParams.get('code');
  if (`${callback.origin}${callback.pathname}` !== redirectUri || callback.searchParams.get('state') !== state || !code) {
    throw new Error(`The bank did not send back a code for our state: ${callback.href}`);
  }

  // Back on your side: hand the code to Khanya, which fetches the accounts and transactions.
  const iss = callback.searchParams.get('iss');
  await khanya('POST', `${link}/oauth/code`, { code, code_verifier: codeVerifier, redirect_uri: redirectUri, ...(iss ? { iss } : {}) });
  console.log(`Step after linking: ${(await khanya<Step>('GET', `${link}/step`)).type}`);
  const summary = await khanya<{ accounts: { account_name: string; account_number: string; balance: number }[] }>('GET', `${link}/bank_summary`);
  for (const account of summary.accounts) console.log(`Linked ${account.account_name} ${account.account_number}, balance R${account.balance.toFixed(2)}`);
  const { redirect_url } = await khanya<{ redirect_url: string | null }>('POST', `${link}/complete`);
  console.log(`Applicant done, back to ${redirect_url}`);

  // You: wait until the linked data is analysed, then read it like any other bank data.
  for (let polls = 0; ; polls++) {
    const connection = await khanya<{ status: string }>('GET', `/v1/bank_connections/${application.id}`, undefined, 'lender');
    if (connection.status === 'complete') break;
    if (connection.status === 'failed' || polls > 120) throw new Error(`The bank connection is ${connection.status}`);
    await new Promise((done) => setTimeout(done, 1000));
  }
  const { affordability } = await khanya<{ affordability: { average_full_month_affordability: number } }>('GET', `/v1/bank_connections/${application.id}/affordability`, undefined, 'lender');
  console.log(JSON.stringify({ application_id: application.id, accounts: summary.accounts.length, average_full_month_affordability: affordability.average_full_month_affordability }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
