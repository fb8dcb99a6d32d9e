/**
 * The applicant's side of the connect link, as your own connect screen would call it: read the
 * session, accept the data sharing consent, upload a bank CSV export. No API token: the proxy id
 * in the link is the credential.
 * In a folder with statement-generic.csv (the folder you run it from):
 *   KHANYA_API=http://localhost:3000 PROXY_ID=<from connect_url> npx tsx connect-upload.ts
 */
import { readFile } from 'node:fs/promises';

const api = process.env.KHANYA_API ?? 'http://localhost:3000';
const proxyId = process.env.PROXY_ID;
if (!proxyId) throw new Error('Set PROXY_ID to the id at the end of the connect_url.');

interface Session {
  status: string;
  lender: { display_name: string | null };
  legal_documents: { document_type: string; version: string; title: string }[];
}

// An async main, not top-level await: a .ts file in a folder without "type": "module" is
// CommonJS, where top-level await does not exist.
async function main(): Promise<void> {
  const session = (await (await fetch(`${api}/v1/connect/${proxyId}`)).json()) as Session;
  console.log(`Connecting for ${session.lender.display_name ?? 'the lender'}; application is ${session.status}`);

  // Show the documents, then record that the applicant accepted them (with the versions shown).
  const accepted = await fetch(`${api}/v1/connect/${proxyId}/legal_acceptances`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ acceptances: session.legal_documents.map(({ document_type, version }) => ({ document_type, version })) }),
  });
  if (!accepted.ok) throw new Error(`legal_acceptances answered ${accepted.status}: ${await accepted.text()}`);

  // Upload the statement: a multipart form with the file and the account it belongs to.
  const form = new FormData();
  form.set('file', new Blob([await readFile('statement-generic.csv')], { type: 'text/csv' }), 'statement.csv');
  form.set('bank_id', 'generic');
  form.set('account_number', '5566778899');
  const upload = await fetch(`${api}/v1/in/bank_connections/${proxyId}/upload_csv`, { method: 'POST', body: form });
  const answer = (await upload.json()) as { status: string; accounts: unknown[] };
  if (!upload.ok) throw new Error(`upload_csv answered ${upload.status}: ${JSON.stringify(answer)}`);
  console.log(JSON.stringify({ status: answer.status, accounts: answer.accounts.length }));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
