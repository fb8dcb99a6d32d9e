/**
 * From an API token to an affordability analysis, in one script (Node 20+, no dependencies).
 * In an empty folder, with byod-three-months.json beside it (the folder you run it from):
 *   KHANYA_API=http://localhost:3000 KHANYA_TOKEN=khanya_... npx tsx quickstart.ts
 */
import { readFile } from 'node:fs/promises';

const api = process.env.KHANYA_API ?? 'http://localhost:3000';
const token = process.env.KHANYA_TOKEN;
if (!token) throw new Error('Set KHANYA_TOKEN to an API token (npm start prints one).');

/** One call to the API: JSON in, JSON out, Khanya's error shape turned into an exception. */
async function khanya<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${api}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await response.json();
  if (!response.ok) {
    // {"error_type":"code","code":"...","message":"..."} or, for 422, {"detail":[...]}
    throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  }
  return answer as T;
}

interface Affordability {
  affordability: {
    monthly_affordability: { year: number; month: number; primary_income: number; non_discretionary_expenses: number; affordability_amount: number; full_month: boolean }[];
    average_full_month_affordability: number;
  };
}

// An async main, not top-level await: a .ts file in a folder without "type": "module" is
// CommonJS, where top-level await does not exist.
async function main(): Promise<void> {
  // 1. A config that collects bank data and computes affordability (reuse it for every application).
  const config = await khanya<{ id: string }>('POST', '/v1/application_configs/application_configs/', {
    name: `Quickstart ${Math.random().toString(36).slice(2, 8)}`, // names are unique, 2 to 24 characters
    connections: [
      {
        name: 'bank',
        data_points: [
          { name: 'labelled_transactions', input_args: [], output_args: [] },
          { name: 'affordability', input_args: [], output_args: [] },
        ],
      },
    ],
  });

  // 2. The applicant and their application. The idempotency key makes a retry safe.
  const applicant = await khanya<{ id: string }>('POST', '/v1/applications/applicants/', { name: 'Sipho Dlamini' });
  const application = await khanya<{ id: string; status: string }>(
    'POST',
    '/v1/applications/',
    { applicant_id: applicant.id, application_config_id: config.id },
    { 'idempotency-key': `quickstart-${applicant.id}` },
  );

  // 3. Your own bank data for the applicant (three months of a cheque account).
  const data = JSON.parse(await readFile('byod-three-months.json', 'utf8')); // relative to the folder you run it from
  await khanya('PUT', `/v1/bank_connections/${application.id}/byod`, data);

  // 4. Wait for the analysis (it runs on a queue, usually within seconds).
  for (let attempt = 0; ; attempt++) {
    const connection = await khanya<{ status: string }>('GET', `/v1/bank_connections/${application.id}`);
    if (connection.status === 'complete') break;
    if (connection.status === 'failed') throw new Error('The analysis failed: check the data and upload again.');
    if (attempt > 60) throw new Error('The analysis is taking longer than a minute.');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }

  // 5. Read the affordability analysis: rand amounts per month, and the average over full months.
  const { affordability } = await khanya<Affordability>('GET', `/v1/bank_connections/${application.id}/affordability`);
  for (const month of affordability.monthly_affordability) {
    console.log(
      `${month.year}-${String(month.month).padStart(2, '0')}${month.full_month ? '' : ' (part)'}: ` +
        `income R${month.primary_income}, committed R${month.non_discretionary_expenses}, can afford R${month.affordability_amount}`,
    );
  }
  console.log(`Average over full months: R${affordability.average_full_month_affordability}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
