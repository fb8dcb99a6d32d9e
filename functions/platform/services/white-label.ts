import { WHITE_LABEL_DEFAULTS, type WhiteLabelOut } from '#schemas/white-label';
import { notFound } from '#schemas/errors';
import { getOrganisation } from '../repositories/organisations.ts';
import { getWhiteLabel, logoUrl, type WhiteLabelSettings } from '../repositories/white-label.ts';

/**
 * The white label as the API shows it: the organisation's settings over Khanya's defaults (the
 * display name defaults to the organisation's legal, else company, name) and a fresh signed
 * link to the logo. Internal keys (the S3 key, who changed it) never leave.
 */
export async function toWhiteLabelOut(organisationId: string, settings: WhiteLabelSettings | undefined): Promise<WhiteLabelOut> {
  const [organisation, imageUrl] = await Promise.all([
    settings?.display_name ? undefined : getOrganisation(organisationId),
    settings?.image_key ? logoUrl(settings.image_key, settings.image_content_type ?? 'application/octet-stream') : null,
  ]);
  let displayName = settings?.display_name;
  if (!displayName) {
    if (!organisation) throw notFound();
    displayName = organisation.legal_name || organisation.company_name || organisation.name_slug;
  }
  return {
    display_name: displayName,
    primary_colour_hex: settings?.primary_colour_hex ?? WHITE_LABEL_DEFAULTS.primary_colour_hex,
    secondary_colour_hex: settings?.secondary_colour_hex ?? WHITE_LABEL_DEFAULTS.secondary_colour_hex,
    image_url: imageUrl,
    welcome_title: settings?.welcome_title ?? WHITE_LABEL_DEFAULTS.welcome_title,
    welcome_description: settings?.welcome_description ?? WHITE_LABEL_DEFAULTS.welcome_description,
  };
}

/** The organisation's branding as applicants see it (connect flow, invites). */
export async function whiteLabelOf(organisationId: string): Promise<WhiteLabelOut> {
  return toWhiteLabelOut(organisationId, await getWhiteLabel(organisationId));
}
