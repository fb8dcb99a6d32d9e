/**
 * Registering an organisation (POST /v1/organisations/register): the rules for what a new
 * lender starts with, apart from how it is stored. The caller supplies what is random or
 * slow (ids, the bearer token, the password hash, the clock), so the rules are deterministic
 * and tested without DynamoDB; the repository writes the result in one transaction, which is
 * where a taken slug or e-mail is refused.
 */
import type { z } from 'zod';
import { DEFAULT_ENTITLEMENTS } from '#schemas/data-points';
import type { OrganisationCreateInSchema } from '#schemas/organisations';
import { PERMISSION_NAMES } from '#schemas/permissions';

export type RegistrationRequest = z.output<typeof OrganisationCreateInSchema>;

/** The random and time-dependent parts, made by the caller. */
export interface RegistrationMade {
  organisationId: string;
  ownerId: string;
  tokenId: string;
  /** The first API token in clear: answered once, never stored. */
  bearerToken: string;
  /** SHA-256 of the bearer token (core/secrets.ts `digest`), the only form stored. */
  tokenHash: string;
  passwordHash: string;
  createdAt: string;
}

/** The scope of the first token: the organisation's API, the original API's only scope. */
export const REGISTRATION_TOKEN_SCOPES = ['organisation:api'];
export const REGISTRATION_TOKEN_NAME = 'Registration token';

/**
 * The organisation, its owner and its first API token:
 *  - the company name defaults to the slug (the original API has no such field), and the legal
 *    name to the company name, so the white label has a display name from the start;
 *  - the organisation starts with the default entitlements (schemas/data-points.ts);
 *  - the owner is the first user: active, every permission, the password already set;
 *  - the first token is the owner's, with the owner's permissions, and keeps only its last four
 *    characters and its hash.
 */
export function newRegistration(request: RegistrationRequest, made: RegistrationMade) {
  const companyName = request.company_name ?? request.name_slug;
  const organisation = {
    id: made.organisationId,
    name_slug: request.name_slug,
    company_name: companyName,
    legal_name: companyName,
    vat_number: null,
    is_active: true,
    created_at: made.createdAt,
    entitlements: [...DEFAULT_ENTITLEMENTS],
  };
  const owner = {
    id: made.ownerId,
    organisation_id: made.organisationId,
    name: companyName,
    email: request.email,
    password_hash: made.passwordHash,
    permissions: [...PERMISSION_NAMES],
    is_active: true,
    created_at: made.createdAt,
    last_login: null,
    sessions_valid_after: 0,
  };
  const token = {
    hash: made.tokenHash,
    listing: {
      id: made.tokenId,
      organisation_id: made.organisationId,
      name: REGISTRATION_TOKEN_NAME,
      scopes: [...REGISTRATION_TOKEN_SCOPES],
      permissions: [...PERMISSION_NAMES],
      created_by: made.ownerId,
      created_at: made.createdAt,
      last_four: made.bearerToken.slice(-4),
      token_hash: made.tokenHash,
    },
  };
  return { organisation, owner, token };
}
