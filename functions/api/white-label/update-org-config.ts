import { updateOrgConfig as operation } from '#schemas/operations/white-label';
import { apiHandler } from '#platform/http/http';
import { getWhiteLabel, logoKey, putLogo, updateWhiteLabel, type WhiteLabelChange } from '#platform/repositories/white-label';
import { validateImage } from '#core/images/index';
import { toWhiteLabelOut } from '#platform/services/white-label';

/**
 * Merge semantics: omitted fields stay, null resets to the default. Everything is validated
 * before anything is written (a bad image stores nothing), and the logo is written to S3
 * before the item points at it, so a failure never leaves the item pointing at nothing.
 */
export const handler = apiHandler(operation, async ({ body, principal }) => {
  const organisationId = principal.organisationId;
  const image = typeof body.image_base64 === 'string' ? await validateImage(body.image_base64) : undefined;

  const change: WhiteLabelChange = {
    display_name: body.display_name,
    primary_colour_hex: body.primary_colour_hex,
    secondary_colour_hex: body.secondary_colour_hex,
    welcome_title: body.welcome_title,
    welcome_description: body.welcome_description,
  };
  if (image) {
    const key = logoKey(organisationId, image.sha256, image.extension);
    await putLogo(key, image.bytes, image.contentType);
    change.image_key = key;
    change.image_content_type = image.contentType;
  } else if (body.image_base64 === null) {
    change.image_key = null;
    change.image_content_type = null;
  }

  const changesSomething = Object.values(change).some((value) => value !== undefined);
  const settings = changesSomething ? await updateWhiteLabel(organisationId, change, principal.userId) : await getWhiteLabel(organisationId);
  return { body: await toWhiteLabelOut(organisationId, settings) };
});
