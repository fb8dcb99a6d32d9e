/**
 * Password links e-mailed to staff users: "create your password" after an invite and "reset
 * your password" after a request. One flow serves both; only the wording and lifetime differ.
 */
import { DomainError } from '#schemas/errors';
import { hashPassword } from '#core/passwords';
import { digest, newLinkToken } from '#core/secrets';
import { config } from '../config.ts';
import { mail } from '../aws/mail.ts';
import { consumePasswordToken, savePasswordToken, type PasswordTokenPurpose } from '../repositories/password-tokens.ts';
import { nowSeconds } from '../repositories/table.ts';
import { getOrganisation } from '../repositories/organisations.ts';
import { getUser, setPassword, type UserItem } from '../repositories/users.ts';

const LINKS = {
  create: {
    lifetimeSeconds: 72 * 60 * 60,
    path: '/create-password',
    subject: 'Create your Khanya password',
    intro: (user: UserItem) => `Hello ${user.name},\n\nYou have been invited to your organisation's Khanya console.`,
    action: 'Create your password',
  },
  reset: {
    lifetimeSeconds: 60 * 60,
    path: '/reset-password',
    subject: 'Reset your Khanya password',
    intro: (user: UserItem) => `Hello ${user.name},\n\nSomeone asked to reset the password of your Khanya account. If it was not you, ignore this e-mail.`,
    action: 'Reset your password',
  },
} as const;

export async function sendPasswordLink(user: UserItem, purpose: PasswordTokenPurpose): Promise<void> {
  const link = LINKS[purpose];
  const token = newLinkToken();
  await savePasswordToken(digest(token), {
    user_id: user.id,
    organisation_id: user.organisation_id,
    purpose,
    expiresAt: nowSeconds() + link.lifetimeSeconds,
  });
  const url = `${config.consoleUrl}${link.path}?token=${encodeURIComponent(token)}`;
  const hours = link.lifetimeSeconds / 3600;
  const text = `${link.intro(user)}\n\n${link.action}: ${url}\n\nThe link works once and expires in ${hours} hour${hours === 1 ? '' : 's'}.\nIf your console cannot open it, send the token below to POST /v1/in/auth/${purpose === 'create' ? 'create_password' : 'password_reset'}:\n${token}\n\nKhanya`;
  await mail().send({ to: user.email, subject: link.subject, text });
}

/** Uses the link once and sets the password; every earlier session of the user ends. */
export async function completePasswordLink(token: string, purpose: PasswordTokenPurpose, newPassword: string): Promise<void> {
  const now = nowSeconds();
  const record = await consumePasswordToken(digest(token), purpose, now);
  if (!record) throw new DomainError('invalid_password_token');
  const [user, organisation] = await Promise.all([getUser(record.organisation_id, record.user_id), getOrganisation(record.organisation_id)]);
  if (!user || !organisation) throw new DomainError('invalid_password_token');
  if (!user.is_active || !organisation.is_active) throw new DomainError('account_deactivated');
  await setPassword(user, await hashPassword(newPassword), Date.now());
}
