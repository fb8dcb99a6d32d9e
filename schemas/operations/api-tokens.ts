import { defineOperation } from '../operation.ts';
import { APITokenCreateInSchema, APITokenCreateOutSchema, APITokenListSchema, TokenIdParamsSchema } from '../auth.ts';
import { PaginationQuerySchema } from '../common.ts';

const tags = ['api_tokens'] as const;

export const createApiToken = defineOperation({
  operationId: 'ApiTokens_createApiToken',
  method: 'POST',
  path: '/v1/in/api_tokens',
  summary: 'Create an API token',
  description: 'The `bearer_token` is shown only in this answer; Khanya stores only its SHA-256 hash.',
  tags,
  handler: 'functions/api/api-tokens/create-api-token.ts',
  auth: { scopes: ['internal'], permission: 'manage_api_tokens' },
  request: { body: APITokenCreateInSchema },
  success: { status: 201, description: 'The new token', schema: APITokenCreateOutSchema },
  errors: [],
});

export const listApiTokens = defineOperation({
  operationId: 'ApiTokens_listApiTokens',
  method: 'GET',
  path: '/v1/in/api_tokens',
  summary: 'List API tokens',
  tags,
  handler: 'functions/api/api-tokens/list-api-tokens.ts',
  auth: { scopes: ['internal'], permission: 'manage_api_tokens' },
  request: { query: PaginationQuerySchema },
  success: { status: 200, description: 'Active tokens, newest first', schema: APITokenListSchema },
  errors: [],
});

export const revokeApiToken = defineOperation({
  operationId: 'ApiTokens_revokeApiToken',
  method: 'DELETE',
  path: '/v1/in/api_tokens/{token_id}',
  summary: 'Revoke an API token',
  description: 'The token stops working at once.',
  tags,
  handler: 'functions/api/api-tokens/revoke-api-token.ts',
  auth: { scopes: ['internal'], permission: 'manage_api_tokens' },
  request: { params: TokenIdParamsSchema },
  success: { status: 204, description: 'Revoked' },
  errors: ['resource_not_found'],
});
