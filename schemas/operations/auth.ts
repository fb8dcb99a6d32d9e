import { defineOperation } from '../operation.ts';
import {
  AccessTokenSchema,
  APITokenCreateInSchema,
  APITokenCreateOutSchema,
  APITokenListSchema,
  CreatePasswordInSchema,
  EmailSentResponseSchema,
  LoginFormSchema,
  PasswordResetInSchema,
  PasswordResetRequestInSchema,
  TokenIdParamsSchema,
} from '../auth.ts';
import { MessageSchema, PaginationQuerySchema } from '../common.ts';

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
  handler: 'functions/api/auth/login.ts',
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

export const createApiToken = defineOperation({
  operationId: 'ApiTokens_create',
  method: 'POST',
  path: '/v1/in/api_tokens',
  summary: 'Create an API token',
  description: 'The `bearer_token` is shown only in this answer; Khanya stores only its SHA-256 hash.',
  tags: ['api_tokens'],
  handler: 'functions/api/api-tokens/create-api-token.ts',
  auth: { scopes: ['internal'], permission: 'manage_api_tokens' },
  request: { body: APITokenCreateInSchema },
  success: { status: 201, description: 'The new token', schema: APITokenCreateOutSchema },
  errors: [],
});

export const listApiTokens = defineOperation({
  operationId: 'ApiTokens_list',
  method: 'GET',
  path: '/v1/in/api_tokens',
  summary: 'List API tokens',
  tags: ['api_tokens'],
  handler: 'functions/api/api-tokens/list-api-tokens.ts',
  auth: { scopes: ['internal'], permission: 'manage_api_tokens' },
  request: { query: PaginationQuerySchema },
  success: { status: 200, description: 'Active tokens, newest first', schema: APITokenListSchema },
  errors: [],
});

export const revokeApiToken = defineOperation({
  operationId: 'ApiTokens_revoke',
  method: 'DELETE',
  path: '/v1/in/api_tokens/{token_id}',
  summary: 'Revoke an API token',
  description: 'The token stops working at once.',
  tags: ['api_tokens'],
  handler: 'functions/api/api-tokens/revoke-api-token.ts',
  auth: { scopes: ['internal'], permission: 'manage_api_tokens' },
  request: { params: TokenIdParamsSchema },
  success: { status: 204, description: 'Revoked' },
  errors: ['resource_not_found'],
});
