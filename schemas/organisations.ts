/** Organisations (lenders) and their staff users. */
import * as z from 'zod';
import { ObjectIdSchema, EmailSchema, nameText, NextCursorSchema } from './common.ts';
import { NewPasswordSchema } from './auth.ts';
import { PERMISSION_NAMES } from './permissions.ts';
import { ENTITLEMENTS } from './data-points.ts';

export const NameSlugSchema = z
  .string()
  .min(3)
  .max(50)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lower-case letters, digits and single hyphens only')
  .meta({ example: 'demo-lender' });

export const OrganisationCreateInSchema = z
  .object({
    name_slug: NameSlugSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    // Optional so that clients written for the original API (which has no such field) keep working.
    company_name: nameText(2, 200)
      .optional()
      .meta({ example: 'Demo Lender (Pty) Ltd', description: 'Registered company name; defaults to the name slug.' }),
  })
  .meta({ id: 'OrganisationCreateInSchema' });

export const OrganisationCreateOutSchema = z
  .object({
    id: ObjectIdSchema,
    name_slug: z.string(),
    bearer_token: z.string().meta({
      description: 'An API token with the `organisation:api` scope, shown only in this answer.',
    }),
  })
  .meta({ id: 'OrganisationCreateOutSchema' });

export const OrganisationGetSchema = z
  .object({
    id: ObjectIdSchema,
    name_slug: z.string(),
    vat_number: z.string().nullable(),
    legal_name: z.string().nullable(),
  })
  .meta({ id: 'OrganisationGetSchema' });

export const PermissionNameSchema = z.enum(PERMISSION_NAMES).meta({ id: 'PermissionName' });

export const UserCreateInSchema = z
  .object({
    name: nameText(1, 100),
    email: EmailSchema,
    // Checked against the catalogue by the handler so an unknown name answers 400 invalid_permission.
    permissions: z.array(z.string().min(1).max(64)).max(50),
  })
  .meta({ id: 'UserCreateInSchema' });

export const UserCreateOutSchema = z
  .object({ id: ObjectIdSchema, name: z.string(), email: z.string() })
  .meta({ id: 'UserCreateOutSchema' });

export const OrganisationUserOutSchema = z
  .object({
    id: ObjectIdSchema,
    name: z.string(),
    email: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    last_login: z.iso.datetime({ offset: true }).nullable(),
    is_active: z.boolean(),
    permissions: z.array(z.string()),
  })
  .meta({ id: 'OrganisationUserOutSchema' });

export const OrganisationUsersSchema = z
  .object({ users: z.array(OrganisationUserOutSchema), next: NextCursorSchema })
  .meta({ id: 'OrganisationUsers' });

export const UserIdParamsSchema = z.object({ user_id: ObjectIdSchema });

export const PermissionDetailSchema = z
  .object({ permission: z.string(), ui_display_name: z.string(), description: z.string() })
  .meta({ id: 'PermissionDetail' });

export const PermissionListSchema = z
  .object({ permissions: z.array(PermissionDetailSchema) })
  .meta({ id: 'PermissionList' });

export const ValidTabsSchema = z.object({ tabs: z.array(z.string()) }).meta({ id: 'ValidTabs' });

export const EntitlementsInSchema = z
  .strictObject({ entitlements: z.array(z.enum(ENTITLEMENTS)).max(ENTITLEMENTS.length).meta({ description: 'The add-ons to hold (`affinity`); the defaults are always held.' }) })
  .meta({ id: 'EntitlementsIn' });
export const EntitlementsOutSchema = z
  .object({ organisation_id: ObjectIdSchema, entitlements: z.array(z.enum(ENTITLEMENTS)) })
  .meta({ id: 'EntitlementsOut' });
