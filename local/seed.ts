/**
 * The demo organisation `npm start` makes and reports on every start, through the API itself
 * (so the real handlers do it): registered once, a fresh API token each start (tokens are kept
 * only as hashes, so an old one cannot be shown again), three demo applications with six
 * months of bank data pushed as BYOD, and one whose bank data arrives as a PDF statement uploaded
 * through the lender's statements route (read on the statement queue like any upload). Their ids are kept in `<data dir>/demo-applications.json`; each start
 * checks them through the API and makes again any that is gone (a data dir from before this file
 * existed, say), so every start prints them. docs/test/samples.test.ts runs the same seed before
 * it runs the README's and the docs' samples, twice, as a reader's first and second start would.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DEMO = {
  name_slug: 'demo-lender',
  email: 'demo@lender.test',
  password: 'demo-password',
  company_name: 'Demo Lender (Pty) Ltd',
};

/**
 * The demo applications' config. Not "Personal loans": that is the name the README's and the
 * docs' first config sample uses, and config names are unique in an organisation.
 */
export const DEMO_CONFIG_NAME = 'Demo: every analysis';

/** Personas whose bank data the demo organisation starts with (functions/core/personas, fixed seeds). */
export const DEMO_PERSONAS = [
  { kind: 'salaried_monthly', name: 'Thandiwe Mokoena' },
  { kind: 'heavy_gambler', name: 'Sipho Dlamini' },
  { kind: 'often_overdrawn', name: 'Anele Nkosi' },
] as const;

/**
 * The persona whose three months arrive as one PDF statement (functions/core/personas/pdf.ts, "Khanya Demo
 * Bank"), uploaded with `POST /v1/bank_connections/{id}/statements`: its files list shows the
 * parsed statement and its analyses read like the others'.
 */
export const DEMO_PDF_PERSONA = { kind: 'salaried_weekly', name: 'Refilwe Botha', months: 3 } as const;

/** The demo applications' names, in the order every start prints them. */
export const DEMO_APPLICATION_NAMES = [...DEMO_PERSONAS.map((persona) => personaLabel(persona)), `${DEMO_PDF_PERSONA.name} (PDF statement)`];

export interface DemoApplication {
  name: string;
  id: string;
}

export interface Seeded {
  /** The organisation was registered by this start. */
  created: boolean;
  apiToken: string;
  demoApplications: DemoApplication[];
}

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function call(base: string, method: string, path: string, init: { json?: unknown; form?: Record<string, string>; token?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: string | undefined;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${base}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed };
}

function describe(answer: Answer): string {
  return `${answer.status} ${typeof answer.body === 'string' ? answer.body.slice(0, 300) : JSON.stringify(answer.body)}`;
}

function personaLabel(persona: { kind: string; name: string }): string {
  return `${persona.name} (${persona.kind.replace(/_/g, ' ')})`;
}

/** Registers the demo organisation (once), logs in, mints a new API token and makes sure the demo applications exist. */
/**
 * Khanya's own operations staff, locally: an operator organisation (the relabelling and Xero pages
 * are theirs). Operator status is never granted through the API (scripts/operator.ts), so the seed
 * sets it in the table directly, as that script does.
 */
export const OPERATOR = {
  name_slug: 'khanya-operations',
  email: 'operator@khanya.example',
  password: 'operator-password',
  company_name: 'Khanya Operations',
};

export async function seedOperator(base: string): Promise<void> {
  const registered = await call(base, 'POST', '/v1/in/organisations/register', { json: OPERATOR });
  if (!(registered.status >= 200 && registered.status < 300) && !(registered.status === 409 && registered.body?.code === 'organisation_exists')) {
    throw new Error(`registering the operator organisation answered ${describe(registered)}`);
  }
  const { organisationIdBySlug, setOperator } = await import('#platform/repositories/organisations');
  const organisationId = await organisationIdBySlug(OPERATOR.name_slug);
  if (!organisationId) throw new Error('the operator organisation was registered but its slug is not claimed');
  await setOperator(organisationId, true);
}

export async function seedDemo(base: string, dataDir: string): Promise<Seeded> {
  const registered = await call(base, 'POST', '/v1/in/organisations/register', { json: DEMO });
  const exists = registered.status === 409 && registered.body?.code === 'organisation_exists';
  if (!(registered.status >= 200 && registered.status < 300) && !exists) {
    throw new Error(`registering the demo organisation answered ${describe(registered)}`);
  }
  const login = await call(base, 'POST', '/v1/in/auth/login/token', { form: { username: DEMO.email, password: DEMO.password } });
  if (login.status !== 200 || !login.body?.access_token) throw new Error(`logging in as ${DEMO.email} answered ${describe(login)}`);
  const token = await call(base, 'POST', '/v1/in/api_tokens', {
    token: login.body.access_token,
    json: { name: `npm start ${new Date().toISOString()}`, scopes: ['organisation:api'] },
  });
  if (token.status < 200 || token.status >= 300 || !token.body?.bearer_token) throw new Error(`creating an API token answered ${describe(token)}`);
  const apiToken: string = token.body.bearer_token;
  const demoApplications = await ensureDemoApplications(base, apiToken, join(dataDir, 'demo-applications.json'));
  await seedOperator(base);
  return { created: !exists, apiToken, demoApplications };
}

function readKept(file: string): DemoApplication[] {
  if (!existsSync(file)) return [];
  try {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(kept) ? kept.filter((entry): entry is DemoApplication => typeof entry?.id === 'string' && typeof entry?.name === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The demo applications: those kept from an earlier start that the API still knows, and for
 * each persona without one, a new application with six months of its bank data uploaded as BYOD
 * under the demo config (made on the first start; it is named, so applications never depend on
 * which config is the default, which the README's samples change).
 */
async function ensureDemoApplications(base: string, apiToken: string, file: string): Promise<DemoApplication[]> {
  const kept = readKept(file);
  const result: DemoApplication[] = [];
  let configId: string | undefined;
  const stillThere = async (name: string) => {
    const previous = kept.find((entry) => entry.name === name);
    return previous && (await call(base, 'GET', `/v1/applications/applications/${previous.id}`, { token: apiToken })).status === 200 ? previous : undefined;
  };
  const newApplication = async (name: string, email: string): Promise<string> => {
    configId ??= await demoConfig(base, apiToken);
    const applicant = await call(base, 'POST', '/v1/applications/applicants', { token: apiToken, json: { name, email } });
    const application = await call(base, 'POST', '/v1/applications', { token: apiToken, json: { applicant_id: applicant.body?.id, application_config_id: configId } });
    if (application.status !== 201) throw new Error(`creating a demo application answered ${describe(application)}`);
    return application.body.id;
  };
  // Loaded only when an application is made (a start with every application kept needs neither).
  const personas = () => import('#core/personas/index');
  for (const [index, persona] of DEMO_PERSONAS.entries()) {
    const name = personaLabel(persona);
    const previous = await stillThere(name);
    if (previous) {
      result.push(previous);
      continue;
    }
    const { generatePersona, toByodPayload } = await personas();
    const data = generatePersona(persona.kind, { seed: index + 1, months: 6, accounts: 1 });
    const id = await newApplication(persona.name, data.applicant.email);
    const upload = await call(base, 'PUT', `/v1/bank_connections/${id}/byod`, { token: apiToken, json: toByodPayload(data) });
    if (upload.status !== 200) throw new Error(`uploading demo bank data answered ${describe(upload)}`);
    result.push({ name, id });
  }
  const pdfName = DEMO_APPLICATION_NAMES[DEMO_PERSONAS.length]!;
  const previous = await stillThere(pdfName);
  if (previous) result.push(previous);
  else {
    const { generatePersona } = await personas();
    const data = generatePersona(DEMO_PDF_PERSONA.kind, { seed: 'demo-pdf', months: DEMO_PDF_PERSONA.months, accounts: 1 });
    const id = await newApplication(DEMO_PDF_PERSONA.name, data.applicant.email);
    const { personaPdfStatements } = await import('#core/personas/pdf');
    const form = new FormData();
    for (const statement of await personaPdfStatements(data)) form.append('files', new Blob([statement.bytes], { type: 'application/pdf' }), statement.filename);
    const upload = await fetch(`${base}/v1/bank_connections/${id}/statements`, { method: 'POST', headers: { accept: 'application/json', authorization: `Bearer ${apiToken}` }, body: form });
    if (upload.status !== 202) throw new Error(`uploading the demo PDF statement answered ${upload.status} ${(await upload.text()).slice(0, 300)}`);
    result.push({ name: pdfName, id });
  }
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return result;
}

/** The demo config's id: made (as the default, when there is none yet) or found by its name. */
async function demoConfig(base: string, apiToken: string): Promise<string> {
  const bankDataPoints = ['labelled_transactions', 'affordability', 'income_analysis', 'risk_insights', 'liquidity_score', 'expense_insights', 'health_score', 'statement_summary'];
  const created = await call(base, 'POST', '/v1/application_configs/application_configs', {
    token: apiToken,
    json: {
      name: DEMO_CONFIG_NAME,
      is_default: true,
      default_redirect_url: 'https://lender.khanya.example/applications/done',
      connections: [
        { name: 'bank', data_points: bankDataPoints.map((name) => ({ name, input_args: [], output_args: [] })) },
        { name: 'personal_info', data_points: [{ name: 'personal_info', input_args: [], output_args: [] }] },
      ],
    },
  });
  if (created.status === 201) return created.body.id;
  if (created.status !== 409) throw new Error(`creating the demo config answered ${describe(created)}`);
  for (let skip = 0; ; skip += 100) {
    const page = await call(base, 'GET', `/v1/application_configs/?skip=${skip}&limit=100`, { token: apiToken });
    const configs: { id: string; name: string }[] = Array.isArray(page.body) ? page.body : (page.body?.data ?? page.body?.application_configs ?? []);
    const found = configs.find((config) => config.name.toLowerCase() === DEMO_CONFIG_NAME.toLowerCase());
    if (found) return found.id;
    if (page.status !== 200 || configs.length < 100) throw new Error(`the demo config exists but was not found in the list (${describe(page)})`);
  }
}
