/**
 * An organisation's white label as the API and applicants see it: its own settings over
 * Khanya's defaults (schemas/white-label.ts). Internal keys (the logo's S3 key, who changed it)
 * never leave; the logo is answered as a link the caller signs.
 */
import { WHITE_LABEL_DEFAULTS, type WhiteLabelOut } from '#schemas/white-label';

/** The fields an organisation can set; absent = the Khanya default applies. */
export interface WhiteLabelSettings {
  display_name?: string;
  primary_colour_hex?: string;
  secondary_colour_hex?: string;
  welcome_title?: string;
  welcome_description?: string;
  image_key?: string;
  image_content_type?: string;
}

/** The organisation's names, for the default display name. */
export interface OrganisationNames {
  name_slug: string;
  company_name: string;
  legal_name: string | null;
}

/** The display name when none is set: the legal name, else the company name, else the slug. */
export function defaultDisplayName(organisation: OrganisationNames): string {
  return organisation.legal_name || organisation.company_name || organisation.name_slug;
}

/** Whether answering `settings` needs the organisation's names (no display name of its own). */
export function needsOrganisationNames(settings: WhiteLabelSettings | undefined): boolean {
  return !settings?.display_name;
}

export function whiteLabelOut(settings: WhiteLabelSettings | undefined, displayName: string, imageUrl: string | null): WhiteLabelOut {
  return {
    display_name: settings?.display_name || displayName,
    primary_colour_hex: settings?.primary_colour_hex ?? WHITE_LABEL_DEFAULTS.primary_colour_hex,
    secondary_colour_hex: settings?.secondary_colour_hex ?? WHITE_LABEL_DEFAULTS.secondary_colour_hex,
    image_url: imageUrl,
    welcome_title: settings?.welcome_title ?? WHITE_LABEL_DEFAULTS.welcome_title,
    welcome_description: settings?.welcome_description ?? WHITE_LABEL_DEFAULTS.welcome_description,
  };
}
