/**
 * The bank's pages, rendered on the server: login, locked account, consent and errors. Plain
 * HTML forms (they work without JavaScript), 360 px wide first, the system font, one inline
 * style sheet allowed by a per-response nonce and nothing loaded from anywhere else. Each page
 * puts focus on its heading (autofocus on a tabindex=-1 h1), so a screen reader starts there;
 * an error is tied to its fields with aria-describedby and announced (role=alert).
 */
import { randomBytes } from 'node:crypto';
import { SANDBOX_OTP, SANDBOX_PASSWORD, SANDBOX_PERSONAS } from '#core/sandbox-bank/personas';
import { SANDBOX_HISTORY_DAYS } from '#core/sandbox-bank/protocol';

export interface RenderedPage {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const STYLE = `
:root{color-scheme:light;--ink:#1c2430;--muted:#5a6472;--line:#d5dae1;--brand:#0b5c4a;--brand-ink:#fff;--bg:#f3f5f7;--danger:#a4262c;--danger-bg:#fdf0f0}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--ink);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
main{max-width:440px;margin:0 auto;padding:16px}
.card{background:#fff;border:1px solid var(--line);border-radius:12px;padding:24px 20px}
.bank{display:flex;align-items:center;gap:10px;margin:0 0 20px;font-weight:600}
.mark{display:inline-grid;place-items:center;width:36px;height:36px;border-radius:50%;background:var(--brand);color:var(--brand-ink);font-weight:700}
.badge{margin-left:auto;font-size:12px;font-weight:600;color:var(--muted);border:1px solid var(--line);border-radius:999px;padding:2px 8px}
h1{font-size:22px;line-height:1.3;margin:0 0 8px}
h1:focus{outline:none}
p{margin:0 0 16px}
.muted{color:var(--muted);font-size:14px}
label{display:block;font-weight:600;margin:16px 0 4px}
input{width:100%;font:inherit;padding:12px;border:1px solid #8a94a3;border-radius:8px;background:#fff;color:var(--ink)}
input:focus-visible,button:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
input[aria-invalid=true]{border-color:var(--danger)}
.error{background:var(--danger-bg);color:var(--danger);border-radius:8px;padding:12px;margin:16px 0 0}
.actions{display:flex;flex-direction:column;gap:12px;margin-top:24px}
.actions form{flex:1}
button{font:inherit;font-weight:600;width:100%;min-height:48px;padding:12px 16px;border-radius:8px;cursor:pointer;border:1px solid var(--brand)}
.primary{background:var(--brand);color:var(--brand-ink)}
.secondary{background:#fff;color:var(--brand)}
ul{padding-left:20px;margin:0 0 16px}
li{margin:4px 0}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{text-align:left;padding:6px 4px;border-top:1px solid var(--line);vertical-align:top}code{font-size:13px}
.hint{margin-top:20px;padding-top:16px;border-top:1px solid var(--line)}
@media (min-width:600px){main{padding:48px 16px}.card{padding:32px}.actions{flex-direction:row-reverse}}
`;

/**
 * The Content-Security-Policy: nothing but the nonce'd style sheet; forms post to the bank
 * itself, and the redirects that follow a form end at the client's redirect URI, which
 * Chromium checks against form-action too: hence `formTarget` (the connect UI's origin).
 */
function contentSecurityPolicy(nonce: string, formTarget: string | undefined): string {
  return [
    "default-src 'none'",
    `style-src 'nonce-${nonce}'`,
    `form-action 'self'${formTarget ? ` ${formTarget}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

interface PageInput {
  title: string;
  /** HTML inside the card, after the bank's header; its h1 is written by the caller. */
  content: string;
  status?: number;
  /** Origin the forms' redirects may end at (the client's). */
  formTarget?: string;
}

export function renderPage({ title, content, status = 200, formTarget }: PageInput): RenderedPage {
  const nonce = randomBytes(16).toString('base64');
  const body = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · Khanya Sandbox Bank</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<main>
<div class="card">
<p class="bank" aria-hidden="true"><span class="mark">K</span>Khanya Sandbox Bank<span class="badge">Sandbox</span></p>
${content}
</div>
</main>
</body>
</html>`;
  return {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy': contentSecurityPolicy(nonce, formTarget),
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    },
    body,
  };
}

const heading = (text: string) => `<h1 tabindex="-1" autofocus>${escapeHtml(text)}</h1>`;

export interface LoginPageInput {
  action: string;
  clientName: string;
  username?: string;
  error?: string;
  formTarget?: string;
}

export function loginPage({ action, clientName, username = '', error, formTarget }: LoginPageInput): RenderedPage {
  const describedBy = error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return renderPage({
    title: 'Log in',
    status: error ? 400 : 200,
    formTarget,
    content: `${heading('Log in to share your bank data')}
<p class="muted">${escapeHtml(clientName)} asked to read your accounts. Log in with your online banking details; ${escapeHtml(clientName)} never sees them.</p>
<form method="post" action="${escapeHtml(action)}" novalidate>
<label for="username">Username</label>
<input id="username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(username)}"${describedBy}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${describedBy}>
${error ? `<p class="error" id="login-error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="actions"><button class="primary" type="submit">Log in</button></div>
</form>
<p class="muted hint">Sandbox: log in as <strong>user_good</strong> with password <strong>${escapeHtml(SANDBOX_PASSWORD)}</strong> (other personas in Khanya's README).</p>`,
  });
}

export function lockedPage({ action, clientName, formTarget }: { action: string; clientName: string; formTarget?: string }): RenderedPage {
  return renderPage({
    title: 'Online access locked',
    status: 403,
    formTarget,
    content: `${heading('Your online banking is locked')}
<p id="locked-reason">Online access to this account has been locked after too many attempts. Call the bank on 0800 000 000 to unlock it.</p>
<p class="muted">You can go back to ${escapeHtml(clientName)} and share your bank statements another way.</p>
<form method="post" action="${escapeHtml(action)}">
<div class="actions"><button class="primary" type="submit" aria-describedby="locked-reason">Return to ${escapeHtml(clientName)}</button></div>
</form>`,
  });
}

export interface ConsentPageInput {
  allowAction: string;
  denyAction: string;
  clientName: string;
  holderName: string;
  formTarget?: string;
}

export function consentPage({ allowAction, denyAction, clientName, holderName, formTarget }: ConsentPageInput): RenderedPage {
  return renderPage({
    title: 'Allow access',
    formTarget,
    content: `${heading(`Allow ${clientName} to read your accounts?`)}
<p>Logged in as ${escapeHtml(holderName)}. ${escapeHtml(clientName)} will be able to read:</p>
<ul>
<li>your accounts: names, types and numbers</li>
<li>their balances</li>
<li>their transactions of the last ${SANDBOX_HISTORY_DAYS} days</li>
</ul>
<p class="muted">Access lasts 90 days. ${escapeHtml(clientName)} cannot move money or change anything at the bank.</p>
<div class="actions">
<form method="post" action="${escapeHtml(allowAction)}"><button class="primary" type="submit">Allow</button></form>
<form method="post" action="${escapeHtml(denyAction)}"><button class="secondary" type="submit">Deny</button></form>
</div>`,
  });
}

export function errorPage({ title, message, status }: { title: string; message: string; status: number }): RenderedPage {
  return renderPage({
    title,
    status,
    content: `${heading(title)}
<p>${escapeHtml(message)}</p>
<p class="muted">Close this page and start again from the lender's link.</p>`,
  });
}

/** The bank's front page: what it is and who to log in as (for developers trying it). */
export function homePage({ issuer }: { issuer: string }): RenderedPage {
  const rows = SANDBOX_PERSONAS.map((p) => `<tr><td><code>${escapeHtml(p.username)}</code></td><td>${escapeHtml(p.description)}</td></tr>`).join('\n');
  return renderPage({
    title: 'Sandbox bank',
    content: `${heading('Khanya Sandbox Bank')}
<p>A test bank with an OAuth 2.0 / OpenID Connect authorisation server (code flow with PKCE S256) and an Open Banking style accounts API. Lenders link its customers through Khanya's connect flow.</p>
<p class="muted">Issuer: <code>${escapeHtml(issuer)}</code> (discovery at <code>/.well-known/openid-configuration</code>). Every password is <code>${escapeHtml(SANDBOX_PASSWORD)}</code>; the one-time PIN is <code>${escapeHtml(SANDBOX_OTP)}</code>.</p>
<table><caption class="muted">Customers</caption><thead><tr><th scope="col">Username</th><th scope="col">Who</th></tr></thead><tbody>
${rows}
</tbody></table>`,
  });
}
