/** Password links e-mailed to staff users (the wording, lifetimes and rules: core/password-links.ts). */
import { DomainError } from '#schemas/errors';
import { hashPassword } from '#core/passwords';
import { digest, newLinkToken } from '#core/secrets';
import { canSetPassword, PASSWORD_LINKS, passwordLinkMessage, type PasswordLinkPurpose } from '#core/password-links';
import { config } from '../config.ts';
import { mail } from '../aws/mail.ts';
import { consumePasswordToken, savePasswordToken } from '../repositories/password-tokens.ts';
import { nowSeconds } from '../repositories/table.ts';
import { getOrganisation } from '../repositories/organisations.ts';
import { getUser, setPassword, type UserItem } from '../repositories/users.ts';

export async function sendPasswordLink(user: UserItem, purpose: PasswordLinkPurpose): Promise<void> {
  const token = newLinkToken();
  await savePasswordToken(digest(token), {
    user_id: user.id,
    organisation_id: user.organisation_id,
    purpose,
    expiresAt: nowSeconds() + PASSWORD_LINKS[purpose].lifetimeSeconds,
  });
  await mail().send({ to: user.email, ...passwordLinkMessage({ name: user.name, purpose, consoleUrl: config.consoleUrl, token }) });
}

/** Uses the link once and sets the password; every earlier session of the user ends. */
export async function completePasswordLink(token: string, purpose: PasswordLinkPurpose, newPassword: string): Promise<void> {
  const now = nowSeconds();
  const record = await consumePasswordToken(digest(token), purpose, now);
  if (!record) throw new DomainError('invalid_password_token');
  const [user, organisation] = await Promise.all([getUser(record.organisation_id, record.user_id), getOrganisation(record.organisation_id)]);
  if (!user || !organisation) throw new DomainError('invalid_password_token');
  if (!canSetPassword(user, organisation)) throw new DomainError('account_deactivated');
  await setPassword(user, await hashPassword(newPassword), Date.now());
}
