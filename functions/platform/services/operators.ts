/**
 * Khanya's own staff: the users of an operator organisation (OrganisationItem.operator, set with
 * `npm run operator`, never by the API). Operator routes act for Khanya (its Xero, granting an
 * organisation an add-on), so a lender's staff get 403 there whatever their permissions.
 */
import { DomainError } from '#schemas/errors';
import type { Principal } from '#core/principal';
import { getOrganisation } from '../repositories/organisations.ts';

export async function requireOperator(principal: Principal): Promise<void> {
  const organisation = await getOrganisation(principal.organisationId);
  if (organisation?.operator !== true) throw new DomainError('invalid_token_permissions');
}
