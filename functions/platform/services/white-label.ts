import type { WhiteLabelOut } from '#schemas/white-label';
import { notFound } from '#schemas/errors';
import { defaultDisplayName, needsOrganisationNames, whiteLabelOut, type WhiteLabelSettings } from '#core/white-label';
import { getOrganisation } from '../repositories/organisations.ts';
import { getWhiteLabel, logoUrl } from '../repositories/white-label.ts';

/**
 * The white label as the API shows it (core/white-label.ts), with the organisation's names read
 * only when no display name is set, and a fresh signed link to the logo.
 */
export async function toWhiteLabelOut(organisationId: string, settings: WhiteLabelSettings | undefined): Promise<WhiteLabelOut> {
  const [organisation, imageUrl] = await Promise.all([
    needsOrganisationNames(settings) ? getOrganisation(organisationId) : undefined,
    settings?.image_key ? logoUrl(settings.image_key, settings.image_content_type ?? 'application/octet-stream') : null,
  ]);
  if (needsOrganisationNames(settings) && !organisation) throw notFound();
  return whiteLabelOut(settings, organisation ? defaultDisplayName(organisation) : '', imageUrl);
}

/** The organisation's branding as applicants see it (connect flow, invites). */
export async function whiteLabelOf(organisationId: string): Promise<WhiteLabelOut> {
  return toWhiteLabelOut(organisationId, await getWhiteLabel(organisationId));
}
