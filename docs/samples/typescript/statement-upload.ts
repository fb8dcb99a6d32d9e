/**
 * A PDF bank statement to an affordability analysis (Node 20+, no dependencies): upload the
 * statement the applicant gave you, follow the file until it is read, then read the analysis.
 * In a folder with statement-three-months.pdf (the folder you run it from):
 *   KHANYA_API=http://localhost:3000 KHANYA_TOKEN=khanya_... APPLICANT_ID=... npx tsx statement-upload.ts
 */
import { readFile } from 'node:fs/promises';

const api = process.env.KHANYA_API ?? 'http://localhost:3000';
const token = process.env.KHANYA_TOKEN;
const applicantId = process.env.APPLICANT_ID;
if (!token || !applicantId) throw new Error('Set KHANYA_TOKEN (npm start prints one) and APPLICANT_ID.');

/** One call to the API: JSON (or a multipart form) in, JSON out, Khanya's error shape turned into an exception. */
async function khanya<T>(method: string, path: string, body?: unknown): Promise<T> {
  const form = body instanceof FormData;
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined || form ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer as T;
}

interface StatementFile {
  id: string;
  title: string;
  status: 'processing' | 'parsed' | 'password_required' | 'failed';
  error_code: string | null;
  message: string | null;
  bank_slug: string | null;
  account_number: string | null;
  statement_start_date: string | null;
  statement_end_date: string | null;
  transaction_count: number | null;
  authenticity: { verdict: 'no_signals' | 'suspicious' | 'tampered'; signals: { code: string; detail: string }[] } | null;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

// An async main, not top-level await: a .ts file in a folder without "type": "module" is
// CommonJS, where top-level await does not exist.
async function main(): Promise<void> {
  const application = await khanya<{ id: string }>('POST', '/v1/applications/', { applicant_id: applicantId, redirect_url: 'https://lender.example.co.za/thanks' });

  // 1. Upload: a multipart form whose file part is `files` (append it once per file).
  const form = new FormData();
  form.append('files', new Blob([await readFile('statement-three-months.pdf')], { type: 'application/pdf' }), 'statement-three-months.pdf');
  const uploaded = await khanya<{ files: StatementFile[] }>('POST', `/v1/bank_connections/${application.id}/statements`, form);
  console.log(`Uploaded ${uploaded.files.map((file) => `${file.title} (${file.status})`).join(', ')}`);

  // 2. Each file is read in the background: poll the list until none is processing.
  let files: StatementFile[];
  do {
    await sleep(500);
    files = await khanya<StatementFile[]>('GET', `/v1/bank_connections/${application.id}/files`);
  } while (files.some((file) => file.status === 'processing'));
  for (const file of files) {
    if (file.status !== 'parsed') throw new Error(`${file.title}: ${file.status} ${file.error_code}: ${file.message}`);
    console.log(
      `${file.title}: ${file.bank_slug} account ${file.account_number}, ${file.statement_start_date} to ${file.statement_end_date}, ` +
        `${file.transaction_count} transactions, authenticity ${file.authenticity?.verdict}`,
    );
  }

  // 3. The parsed statement is analysed like any other bank data: wait for complete, then read.
  while ((await khanya<{ status: string }>('GET', `/v1/bank_connections/${application.id}`)).status !== 'complete') await sleep(500);
  const { affordability } = await khanya<{ affordability: { monthly_affordability: { year: number; month: number; affordability_amount: number }[] } }>(
    'GET',
    `/v1/bank_connections/${application.id}/affordability`,
  );
  for (const month of affordability.monthly_affordability) {
    console.log(`${month.year}-${String(month.month).padStart(2, '0')}: can afford R${month.affordability_amount.toFixed(2)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
