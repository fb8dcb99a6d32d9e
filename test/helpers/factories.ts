/** Test data factories: a fresh organisation with its owner logged in, per test. */
import { randomBytes } from 'node:crypto';
import type { TestServer } from './server.ts';

export interface TestOrganisation {
  id: string;
  slug: string;
  email: string;
  password: string;
  apiToken: string;
  session: string;
}

export function uniqueSlug(prefix = 'org'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}`;
}

export async function login(api: TestServer, username: string, password: string, scope?: string): Promise<string> {
  const answer = await api.form('/v1/in/auth/login/token', { username, password, ...(scope !== undefined ? { scope } : {}) });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
  return answer.body.access_token as string;
}

export async function registerOrganisation(api: TestServer, prefix = 'org'): Promise<TestOrganisation> {
  const slug = uniqueSlug(prefix);
  const email = `owner@${slug}.khanya.example`;
  const password = 'a-long-test-password';
  const answer = await api.json('POST', '/v1/in/organisations/register', { name_slug: slug, email, password, company_name: `${slug} (Pty) Ltd` });
  if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${answer.text}`);
  return { id: answer.body.id, slug, email, password, apiToken: answer.body.bearer_token, session: await login(api, email, password) };
}
