import { requestPasswordReset as operation } from '#schemas/operations/auth';
import { apiHandler } from '#platform/http/http';
import { logger } from '#platform/logger';
import { sendPasswordLink } from '#platform/services/password-links';
import { getOrganisation } from '#platform/repositories/organisations';
import { findUserByEmail } from '#platform/repositories/users';

/** The same answer whether or not the address is known, so it cannot be used to find accounts. */
const ANSWER = { message: 'If the address belongs to an active user, a password reset e-mail has been sent.' };

export const handler = apiHandler(operation, async ({ body, requestId }) => {
  const user = await findUserByEmail(body.username.trim().toLowerCase());
  const organisation = user && (await getOrganisation(user.organisation_id));
  if (user?.is_active && organisation?.is_active) {
    try {
      await sendPasswordLink(user, 'reset');
    } catch (error) {
      logger.error('Password reset e-mail failed', { requestId, error: error as Error });
    }
  }
  return { body: ANSWER };
});
