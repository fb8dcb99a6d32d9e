/** Application configs: which connections and data points an application collects and analyses. */
import * as z from 'zod';
import { nameText, ObjectIdSchema, PaginationQuerySchema } from './common.ts';
import { RedirectUrlSchema } from './applications.ts';
import { ConnectionSchema } from './data-points.ts';

const ConfigNameSchema = nameText(1, 100);

export const ApplicationConfigInSchema = z
  .object({
    name: ConfigNameSchema.meta({ description: 'Unique within the organisation (case-insensitive).' }),
    connections: z.array(ConnectionSchema).min(1),
    is_default: z.boolean().default(false).meta({ description: 'Makes this the default; the previous default stops being one.' }),
    default_redirect_url: RedirectUrlSchema.nullish(),
    affinity_enabled: z.boolean().default(false).meta({ description: 'Show affinity offers (needs the affinity entitlement).' }),
  })
  .meta({ id: 'ApplicationConfigInSchema' });

export const ApplicationConfigUpdateSchema = z
  .object({
    name: ConfigNameSchema.optional(),
    connections: z.array(ConnectionSchema).min(1).optional(),
    is_default: z.boolean().optional(),
    default_redirect_url: RedirectUrlSchema.nullish(),
    affinity_enabled: z.boolean().optional(),
  })
  .meta({ id: 'ApplicationConfigUpdateSchema', description: 'Only the fields given change; `default_redirect_url: null` removes it.' });

export const ApplicationConfigOutSchema = z
  .object({
    id: ObjectIdSchema,
    name: z.string(),
    organisation: ObjectIdSchema,
    connections: z.array(ConnectionSchema),
    is_default: z.boolean(),
    default_redirect_url: RedirectUrlSchema.nullable(),
    affinity_enabled: z.boolean(),
    archived: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'ApplicationConfigOutSchema' });

export const ApplicationConfigListSchema = z.array(ApplicationConfigOutSchema).meta({ id: 'ApplicationConfigList' });
export const AppConfigIdParamsSchema = z.object({ app_config_id: ObjectIdSchema });
export const ApplicationConfigListQuerySchema = PaginationQuerySchema;
