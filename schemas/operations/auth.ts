import { defineOperation } from '../operation.ts';
import {
  AccessTokenSchema,
  CreatePasswordInSchema,
  EmailSentResponseSchema,
  LoginFormSchema,
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
