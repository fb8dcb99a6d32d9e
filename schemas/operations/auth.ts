import { defineOperation } from '../operation.ts';
import {
  AccessTokenSchema,
  CreatePasswordInSchema,
  EmailSentResponseSchema,
  LoginFormSchema,
  LoginLinkInSchema,
  PasswordResetInSchema,
  PasswordResetRequestInSchema,
} from '../auth.ts';
import { MessageSchema } from '../common.ts';

const tags = ['auth'] as const;

export const loginForAccessToken = defineOperation({
  operationId: 'Auth_loginForAccessToken',
  method: 'POST',
  path: '/v1/in/auth/login/token',
  summary: 'Log in (OAuth2 password flow)',
  description:
    'Exchanges a staff user\'s e-mail and password for a signed bearer token (form-encoded, RFC 6749 §4.3). ' +
    'Repeated failures for one username are rate-limited.',
  tags,
  handler: 'functions/api/auth/login-for-access-token.ts',
  auth: null,
  request: { body: LoginFormSchema, bodyContentType: 'application/x-www-form-urlencoded' },
  success: { status: 200, description: 'A bearer token', schema: AccessTokenSchema },
  errors: ['invalid_credentials', 'account_deactivated', 'too_many_login_attempts'],
});

export const requestPasswordReset = defineOperation({
  operationId: 'Auth_requestPasswordReset',
  method: 'POST',
  path: '/v1/in/auth/password_reset/request',
  summary: 'Request a password-reset e-mail',
  description:
    'Always answers 202 with the same message, whether or not the address belongs to a user, so the endpoint cannot be used to discover accounts.',
  tags,
  handler: 'functions/api/auth/request-password-reset.ts',
  auth: null,
  request: { body: PasswordResetRequestInSchema },
  success: { status: 202, description: 'Reset e-mail sent if the user exists', schema: EmailSentResponseSchema },
  errors: [],
});

export const resetPassword = defineOperation({
  operationId: 'Auth_resetPassword',
  method: 'POST',
  path: '/v1/in/auth/password_reset',
  summary: 'Set a new password with a reset token',
  tags,
  handler: 'functions/api/auth/reset-password.ts',
  auth: null,
  request: { body: PasswordResetInSchema },
  success: { status: 200, description: 'Password changed', schema: MessageSchema },
  errors: ['invalid_password_token', 'account_deactivated'],
});

export const createPassword = defineOperation({
  operationId: 'Auth_createPassword',
  method: 'POST',
  path: '/v1/in/auth/create_password',
  summary: 'Create the first password of an invited user',
  tags,
  handler: 'functions/api/auth/create-password.ts',
  auth: null,
  request: { body: CreatePasswordInSchema },
  success: { status: 200, description: 'Password created', schema: MessageSchema },
  errors: ['invalid_password_token', 'account_deactivated'],
});

/**
 * The console's session (issue 14): the access token lives in the page's memory only; an
 * HttpOnly, SameSite=Strict cookie scoped to /v1/in/auth/session carries a random session secret
 * (stored as a SHA-256 digest) that answers a fresh access token after a reload, without the
 * token ever reaching localStorage or any script-readable cookie.
 */
const CONSOLE_SESSION_COOKIE_NOTE =
  'Sets the `khanya_console` cookie (HttpOnly, SameSite=Strict, Secure outside local, Path=/v1/in/auth/session, 12 hours) that ' +
  '`POST /v1/in/auth/session/refresh` exchanges for a new access token.';

export const startConsoleSession = defineOperation({
  operationId: 'Auth_startConsoleSession',
  method: 'POST',
  path: '/v1/in/auth/session',
  summary: 'Log in to the console',
  description: `The console's login: the same form and checks as \`POST /v1/in/auth/login/token\` (throttled per username). ${CONSOLE_SESSION_COOKIE_NOTE}`,
  tags,
  handler: 'functions/api/auth/start-console-session.ts',
  auth: null,
  request: { body: LoginFormSchema, bodyContentType: 'application/x-www-form-urlencoded' },
  success: { status: 200, description: 'A bearer token, and the session cookie', schema: AccessTokenSchema },
  errors: ['invalid_credentials', 'account_deactivated', 'too_many_login_attempts', 'invalid_token_permissions'],
});

export const redeemLoginLink = defineOperation({
  operationId: 'Auth_redeemLoginLink',
  method: 'POST',
  path: '/v1/in/auth/session/login_link',
  summary: 'Log in to the console with a one-time link',
  description: `Exchanges the token of a one-time console login link (made by \`npm start\` for the demo user, valid 10 minutes, usable once even when two requests race) for a session. ${CONSOLE_SESSION_COOKIE_NOTE}`,
  tags,
  handler: 'functions/api/auth/redeem-login-link.ts',
  auth: null,
  request: { body: LoginLinkInSchema },
  success: { status: 200, description: 'A bearer token, and the session cookie', schema: AccessTokenSchema },
  errors: ['invalid_login_link', 'account_deactivated'],
});

export const refreshConsoleSession = defineOperation({
  operationId: 'Auth_refreshConsoleSession',
  method: 'POST',
  path: '/v1/in/auth/session/refresh',
  summary: 'A new access token for the console session',
  description:
    'Answers a new bearer token for the session named by the `khanya_console` cookie, while the session, the user and the organisation are active and the password has not changed since the session began.',
  tags,
  handler: 'functions/api/auth/refresh-console-session.ts',
  auth: null,
  success: { status: 200, description: 'A bearer token', schema: AccessTokenSchema },
  errors: ['console_session_ended', 'account_deactivated'],
});

export const endConsoleSession = defineOperation({
  operationId: 'Auth_endConsoleSession',
  method: 'POST',
  path: '/v1/in/auth/session/logout',
  summary: 'Log out of the console',
  description: 'Ends the session named by the `khanya_console` cookie (if any) and clears the cookie. Access tokens already issued run out on their own (at most `expires_in` seconds).',
  tags,
  handler: 'functions/api/auth/end-console-session.ts',
  auth: null,
  success: { status: 204, description: 'Logged out' },
  errors: [],
});
