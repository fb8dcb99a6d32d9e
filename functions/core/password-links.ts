/**
 * Password links e-mailed to staff users: "create your password" after an invite and "reset
 * your password" after a request. One flow serves both; only the wording and lifetime differ.
 */
export type PasswordLinkPurpose = 'create' | 'reset';

export const PASSWORD_LINKS = {
  create: {
    lifetimeSeconds: 72 * 60 * 60,
    path: '/create-password',
    subject: 'Create your Khanya password',
    intro: (name: string) => `Hello ${name},\n\nYou have been invited to your organisation's Khanya console.`,
    action: 'Create your password',
    operation: 'create_password',
  },
  reset: {
    // Short: a reset link is a password in the clear in someone's inbox.
    lifetimeSeconds: 60 * 60,
    path: '/reset-password',
    subject: 'Reset your Khanya password',
    intro: (name: string) => `Hello ${name},\n\nSomeone asked to reset the password of your Khanya account. If it was not you, ignore this e-mail.`,
    action: 'Reset your password',
    operation: 'password_reset',
  },
} as const;

/**
 * The e-mail carrying a link to the console with the token, and the token itself for a console
 * that cannot open the link (it is sent to the API operation directly).
 */
export function passwordLinkMessage(input: { name: string; purpose: PasswordLinkPurpose; consoleUrl: string; token: string }): { subject: string; text: string } {
  const link = PASSWORD_LINKS[input.purpose];
  const url = `${input.consoleUrl}${link.path}?token=${encodeURIComponent(input.token)}`;
  const hours = link.lifetimeSeconds / 3600;
  const text =
    `${link.intro(input.name)}\n\n${link.action}: ${url}\n\nThe link works once and expires in ${hours} hour${hours === 1 ? '' : 's'}.\n` +
    `If your console cannot open it, send the token below to POST /v1/in/auth/${link.operation}:\n${input.token}\n\nKhanya`;
  return { subject: link.subject, text };
}

/** A password can be set only by an active user of an active organisation. */
export function canSetPassword(user: { is_active: boolean }, organisation: { is_active: boolean }): boolean {
  return user.is_active && organisation.is_active;
}
