import { DEFAULT_ENTITLEMENTS } from '#schemas/data-points';
import { PERMISSION_NAMES } from '#schemas/permissions';
import { newRegistration, type RegistrationMade } from './organisation-registration.ts';

const made: RegistrationMade = {
  organisationId: '000000000000000000000001',
  ownerId: '000000000000000000000002',
  tokenId: '000000000000000000000003',
  bearerToken: 'khanya_abcdefghWXYZ',
  tokenHash: 'f'.repeat(64),
  passwordHash: 'scrypt$hash',
  createdAt: '2026-01-01T00:00:00.000Z',
};
const request = { name_slug: 'demo-lender', email: 'owner@demo.example', password: 'Correct-horse-9' };

describe('newRegistration', () => {
  it('names the company after the slug when no company name is given, and the legal name after the company', () => {
    const { organisation, owner } = newRegistration(request, made);
    expect(organisation).toMatchObject({ name_slug: 'demo-lender', company_name: 'demo-lender', legal_name: 'demo-lender', is_active: true });
    expect(owner.name).toBe('demo-lender');
    const named = newRegistration({ ...request, company_name: 'Demo Lender (Pty) Ltd' }, made);
    expect(named.organisation).toMatchObject({ company_name: 'Demo Lender (Pty) Ltd', legal_name: 'Demo Lender (Pty) Ltd' });
  });

  it('starts the organisation with the default entitlements, as a copy', () => {
    const { organisation } = newRegistration(request, made);
    expect(organisation.entitlements).toEqual([...DEFAULT_ENTITLEMENTS]);
    organisation.entitlements.length = 0;
    expect(newRegistration(request, made).organisation.entitlements).toEqual([...DEFAULT_ENTITLEMENTS]);
  });

  it('makes the owner the first user: active, every permission, the password hash (never the password) set', () => {
    const { owner } = newRegistration(request, made);
    expect(owner).toEqual({
      id: made.ownerId, organisation_id: made.organisationId, name: 'demo-lender', email: 'owner@demo.example',
      password_hash: 'scrypt$hash', permissions: [...PERMISSION_NAMES], is_active: true, created_at: made.createdAt,
      last_login: null, sessions_valid_after: 0,
    });
    expect(JSON.stringify(owner)).not.toContain(request.password);
  });

  it('gives the owner a first token with the organisation:api scope, storing only its hash and last four characters', () => {
    const { token } = newRegistration(request, made);
    expect(token.hash).toBe(made.tokenHash);
    expect(token.listing).toEqual({
      id: made.tokenId, organisation_id: made.organisationId, name: 'Registration token', scopes: ['organisation:api'],
      permissions: [...PERMISSION_NAMES], created_by: made.ownerId, created_at: made.createdAt, last_four: 'WXYZ', token_hash: made.tokenHash,
    });
    expect(JSON.stringify(token)).not.toContain(made.bearerToken);
  });
});
