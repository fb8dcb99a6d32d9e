/**
 * The Khanya Sandbox Bank's customers: who a lender or developer logs in as, and what each one
 * shows. One table, so that the bank, the README, the docs and the tests list the same people.
 * Usernames and the shared password follow Plaid's sandbox convention (`user_good` /
 * `pass_good`), so that anyone who has used a sandbox bank knows where to start.
 */
import type { PersonaKind } from '#core/personas/index';

/** Every sandbox persona's password. */
export const SANDBOX_PASSWORD = 'pass_good';
/** The one-time PIN that satisfies `user_otp`'s challenge; any other answer is `invalid_otp`. */
export const SANDBOX_OTP = '123456';

/**
 * What happens when the persona links:
 * - `normal`: login, consent, accounts and transactions.
 * - `otp`: the accounts API first answers that a one-time PIN is required (a challenge).
 * - `locked`: the login page says online access is locked; its button returns to Khanya with
 *   `error=access_denied&error_description=account_locked`.
 * - `unavailable`: login and consent work; the token and accounts endpoints answer 503.
 */
export type SandboxBehaviour = 'normal' | 'otp' | 'locked' | 'unavailable';

export interface SandboxPersona {
  username: string;
  /** One line for people: what the applicant looks like to a lender. */
  description: string;
  /** The persona generator's kind (functions/core/personas). */
  kind: PersonaKind;
  behaviour: SandboxBehaviour;
  /** Accounts at the bank (1 unless said otherwise). */
  accounts: 1 | 2 | 3;
}

export const SANDBOX_PERSONAS: readonly SandboxPersona[] = [
  { username: 'user_good', description: 'Salaried earner, paid monthly (the default)', kind: 'salaried_monthly', behaviour: 'normal', accounts: 1 },
  { username: 'user_sassa', description: 'SASSA grant recipient', kind: 'sassa_recipient', behaviour: 'normal', accounts: 1 },
  { username: 'user_gig', description: 'Gig worker with irregular platform income', kind: 'gig_worker', behaviour: 'normal', accounts: 1 },
  { username: 'user_gambler', description: 'Heavy gambler', kind: 'heavy_gambler', behaviour: 'normal', accounts: 1 },
  { username: 'user_overdrawn', description: 'Often overdrawn, with returned debit orders', kind: 'often_overdrawn', behaviour: 'normal', accounts: 1 },
  { username: 'user_multi', description: 'Salaried earner with three accounts (cheque, savings, credit card)', kind: 'salaried_monthly', behaviour: 'normal', accounts: 3 },
  { username: 'user_otp', description: 'Asks for a one-time PIN before sharing accounts (enter 123456)', kind: 'salaried_monthly', behaviour: 'otp', accounts: 1 },
  { username: 'user_locked', description: 'Online banking locked: the login page sends the applicant back', kind: 'salaried_monthly', behaviour: 'locked', accounts: 1 },
  { username: 'user_unavailable', description: 'Logs in and consents, then the bank is unavailable (503)', kind: 'salaried_monthly', behaviour: 'unavailable', accounts: 1 },
];

/** The persona with this username (case and surrounding spaces ignored), or undefined. */
export function findSandboxPersona(username: string): SandboxPersona | undefined {
  const wanted = username.trim().toLowerCase();
  return SANDBOX_PERSONAS.find((persona) => persona.username === wanted);
}

export type SandboxLoginOutcome =
  | { outcome: 'ok'; persona: SandboxPersona }
  | { outcome: 'wrong_credentials' }
  | { outcome: 'locked'; persona: SandboxPersona };

/**
 * The login form's answer. A locked account says so only once the password is right, as a
 * real bank does (otherwise the page would tell anyone which usernames exist and are locked).
 */
export function checkSandboxLogin(username: string, password: string): SandboxLoginOutcome {
  const persona = findSandboxPersona(username);
  if (!persona || password !== SANDBOX_PASSWORD) return { outcome: 'wrong_credentials' };
  if (persona.behaviour === 'locked') return { outcome: 'locked', persona };
  return { outcome: 'ok', persona };
}
