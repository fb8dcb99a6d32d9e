/** Authentication payloads: the OAuth2 password flow, API tokens and password links. */
import * as z from 'zod';
import { ObjectIdSchema, EmailSchema, nameText } from './common.ts';
import { SCOPE_NAMES } from './permissions.ts';

export const ScopeSchema = z.enum(SCOPE_NAMES).meta({ id: 'Scope' });

/** Passwords: long enough to resist guessing, short enough that hashing cannot be abused. */
export const NewPasswordSchema = z
  .string()
  .min(10, 'Password must be at least 10 characters')
  .max(256, 'Password must be at most 256 characters');

/** Form body of `POST /v1/in/auth/login/token` (OAuth2 password grant, RFC 6749 §4.3). */
export const LoginFormSchema = z
  .object({
    grant_type: z.literal('password').optional().meta({ description: "If given, must be 'password'." }),
    username: z.string().min(1).max(254).meta({ description: 'The staff user\'s e-mail address.' }),
    password: z.string().min(1).max(256),
    scope: z
      .string()
      .max(200)
      .default('')
      .meta({ description: 'Space-separated scopes: `internal`, `organisation:api`. Empty means every scope the user holds.' }),
    client_id: z.string().optional(),
    client_secret: z.string().optional(),
  })
  .meta({ id: 'Body_login_for_access_token' });

export const AccessTokenSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int().meta({ description: 'Seconds until the token expires.' }),
    scope: z.string().meta({ description: 'Space-separated scopes the token carries.' }),
  })
  .meta({ id: 'AccessTokenSchema' });

export const APITokenCreateInSchema = z
  .object({
    name: nameText(1, 100),
    scopes: z.array(ScopeSchema).min(1).max(2),
  })
  .meta({ id: 'APITokenCreateInSchema' });

export const APITokenOutSchema = z
  .object({
    id: ObjectIdSchema,
    name: z.string(),
    scopes: z.array(z.string()),
    created_at: z.iso.datetime({ offset: true }).optional(),
    last_four: z.string().optional().meta({ description: 'The token\'s last four characters, to tell tokens apart.' }),
  })
  .meta({ id: 'APITokenOutSchema' });

export const APITokenCreateOutSchema = z
  .object({
    id: ObjectIdSchema,
    name: z.string(),
    bearer_token: z.string().meta({ description: 'Shown only in this answer; Khanya keeps only its hash.' }),
    scopes: z.array(z.string()),
  })
  .meta({ id: 'APITokenCreateOutSchema' });

export const APITokenListSchema = z.array(APITokenOutSchema).meta({ id: 'APITokenList' });

export const TokenIdParamsSchema = z.object({ token_id: ObjectIdSchema });

export const PasswordResetRequestInSchema = z
  .object({ username: z.string().min(1).max(254) })
  .meta({ id: 'PasswordResetRequestInSchema' });

export const PasswordResetInSchema = z
  .object({ token: z.string().min(1).max(200), new_password: NewPasswordSchema })
  .meta({ id: 'PasswordResetInSchema' });

export const CreatePasswordInSchema = z
  .object({ token: z.string().min(1).max(200), new_password: NewPasswordSchema })
  .meta({ id: 'CreatePasswordInSchema' });

export const LoginLinkInSchema = z
  .object({ token: z.string().min(1).max(200).meta({ description: 'The one-time token of a console login link (the `#login=` part of the link).' }) })
  .meta({ id: 'LoginLinkInSchema' });

export const EmailSentResponseSchema = z
  .object({ message: z.string() })
  .meta({ id: 'EmailSentResponseSchema' });

export { EmailSchema };
