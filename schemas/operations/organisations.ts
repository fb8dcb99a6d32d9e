import * as z from 'zod';
import { defineOperation } from '../operation.ts';
import { ObjectIdSchema, PaginationQuerySchema } from '../common.ts';
import {
  EntitlementsInSchema,
  EntitlementsOutSchema,
  OrganisationCreateInSchema,
  OrganisationCreateOutSchema,
  OrganisationGetSchema,
  OrganisationUsersSchema,
  OrganisationUserOutSchema,
  PermissionListSchema,
  UserCreateInSchema,
  UserCreateOutSchema,
  UserIdParamsSchema,
  ValidTabsSchema,
} from '../organisations.ts';

export const list = defineOperation({
  operationId: 'Organisations_list',
  method: 'GET',
  path: '/v1/organisations',
  summary: 'Get Organisation',
  description: 'The organisation the token belongs to.',
  tags: ['organisations'],
  handler: 'functions/api/organisations/list.ts',
  auth: { scopes: ['organisation:api'] },
  success: { status: 200, description: 'Successful Response', schema: OrganisationGetSchema },
  errors: [],
});

export const registerOrganisation = defineOperation({
  operationId: 'Organisations_registerOrganisation',
  method: 'POST',
  path: '/v1/in/organisations/register',
  summary: 'Register an organisation',
  description:
    'Creates an organisation and its first staff user (every permission) and answers an API token with the `organisation:api` scope, shown once.',
  tags: ['organisations'],
  handler: 'functions/api/organisations/register-organisation.ts',
  auth: null,
  request: { body: OrganisationCreateInSchema },
  success: { status: 201, description: 'The new organisation', schema: OrganisationCreateOutSchema },
  errors: ['organisation_exists', 'user_exists'],
});

export const createUser = defineOperation({
  operationId: 'OrganisationUsers_createUser',
  method: 'POST',
  path: '/v1/in/organisations/users',
  summary: 'Invite a staff user',
  description: 'Creates the user with the given permissions and e-mails a link to create a password.',
  tags: ['organisation_users'],
  handler: 'functions/api/organisations/create-user.ts',
  auth: { scopes: ['internal'], permission: 'manage_users' },
  request: { body: UserCreateInSchema },
  success: { status: 201, description: 'The new user', schema: UserCreateOutSchema },
  errors: ['invalid_permission', 'user_exists'],
  idempotent: true,
});

export const listUsers = defineOperation({
  operationId: 'OrganisationUsers_listUsers',
  method: 'GET',
  path: '/v1/in/organisations/users',
  summary: 'List staff users',
  tags: ['organisation_users'],
  handler: 'functions/api/organisations/list-users.ts',
  auth: { scopes: ['internal'], permission: 'manage_users' },
  request: { query: PaginationQuerySchema },
  success: { status: 200, description: 'Users, oldest first', schema: OrganisationUsersSchema },
  errors: [],
});

export const deactivateUser = defineOperation({
  operationId: 'OrganisationUsers_deactivateUser',
  method: 'POST',
  path: '/v1/in/organisations/users/{user_id}/deactivate',
  summary: 'Deactivate a staff user',
  description: 'The user can no longer log in and every session token they hold stops working at once.',
  tags: ['organisation_users'],
  handler: 'functions/api/organisations/deactivate-user.ts',
  auth: { scopes: ['internal'], permission: 'manage_users' },
  request: { params: UserIdParamsSchema },
  success: { status: 200, description: 'The deactivated user', schema: OrganisationUserOutSchema },
  errors: ['resource_not_found', 'cannot_deactivate_self'],
});

export const listPermissions = defineOperation({
  operationId: 'OrganisationUsers_listPermissions',
  method: 'GET',
  path: '/v1/in/organisations/permissions',
  summary: 'List permissions',
  tags: ['organisation_users'],
  handler: 'functions/api/organisations/list-permissions.ts',
  auth: { scopes: ['internal'] },
  success: { status: 200, description: 'Every permission a user can hold', schema: PermissionListSchema },
  errors: [],
});

export const validTabs = defineOperation({
  operationId: 'OrganisationUsers_validTabs',
  method: 'GET',
  path: '/v1/in/organisations/users/me/tabs',
  summary: 'Console tabs of the current user',
  tags: ['organisation_users'],
  handler: 'functions/api/organisations/valid-tabs.ts',
  auth: { scopes: ['internal'] },
  success: { status: 200, description: 'Tabs the user may open', schema: ValidTabsSchema },
  errors: [],
});

export const currentUser = defineOperation({
  operationId: 'OrganisationUsers_currentUser',
  method: 'GET',
  path: '/v1/in/organisations/users/me',
  summary: 'The current user',
  description: 'Khanya extension: the signed-in staff user with their permissions (the console hides what they may not do; the API refuses it either way).',
  tags: ['organisation_users'],
  handler: 'functions/api/organisations/current-user.ts',
  auth: { scopes: ['internal'] },
  success: { status: 200, description: 'The user', schema: OrganisationUserOutSchema },
  errors: [],
});

export const updateEntitlements = defineOperation({
  operationId: 'Organisations_updateEntitlements',
  method: 'PUT',
  path: '/v1/in/organisations/{organisation_id}/entitlements',
  summary: 'Set an organisation\'s add-ons (operators)',
  description:
    'For Khanya\'s operators only (a staff session of an operator organisation; anyone else gets 403 `invalid_token_permissions`, ' +
    'also for their own organisation): sets which add-ons the organisation holds, e.g. `affinity`. `bank` and `personal_info` ' +
    'are always held. Every change is kept with who made it and when.',
  tags: ['organisations'],
  handler: 'functions/api/organisations/update-entitlements.ts',
  auth: { scopes: ['internal'] },
  request: { params: z.object({ organisation_id: ObjectIdSchema }), body: EntitlementsInSchema },
  success: { status: 200, description: 'The organisation\'s add-ons', schema: EntitlementsOutSchema },
  errors: ['resource_not_found'],
});
