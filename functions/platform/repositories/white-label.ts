/**
 * An organisation's white label: one item (ORG#<org> / WHITELABEL, access pattern 16) holding
 * only the fields the organisation has set, and its logo in the uploads bucket under
 * `organisations/<org>/white-label/<sha256>.<ext>`. The item stores the object key, never a
 * URL: a signed link is made on every read.
 */
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb.ts';
import { s3 } from '../clients/s3.ts';
import { config } from '../config.ts';
import { keys } from './table-design.ts';
import { getItem, nowIso, tableName } from './table.ts';
import type { WhiteLabelSettings } from '#core/white-label';

/** Signed logo links last 7 days, SigV4's maximum (in AWS also bounded by the role session). */
export const IMAGE_URL_TTL_SECONDS = 7 * 24 * 60 * 60;

export type { WhiteLabelSettings } from '#core/white-label';

export interface WhiteLabelItem extends WhiteLabelSettings {
  pk: string;
  sk: string;
  type: 'white_label';
  organisation_id: string;
  updated_at: string;
  updated_by: string;
}

const SETTING_NAMES = [
  'display_name',
  'primary_colour_hex',
  'secondary_colour_hex',
  'welcome_title',
  'welcome_description',
  'image_key',
  'image_content_type',
] as const satisfies readonly (keyof WhiteLabelSettings)[];

/** A change: a string sets the field, null removes it (back to the default), absent leaves it. */
export type WhiteLabelChange = { [K in keyof WhiteLabelSettings]?: string | null };

export function getWhiteLabel(organisationId: string): Promise<WhiteLabelItem | undefined> {
  return getItem<WhiteLabelItem>(keys.whiteLabel(organisationId));
}

/**
 * Applies a change in one UpdateItem (SET the given fields, REMOVE the nulled ones), so two
 * concurrent updates of different fields both survive, and answers the item as it now is.
 */
export async function updateWhiteLabel(organisationId: string, change: WhiteLabelChange, updatedBy: string): Promise<WhiteLabelItem> {
  const names: Record<string, string> = { '#type': 'type', '#organisation_id': 'organisation_id', '#updated_at': 'updated_at', '#updated_by': 'updated_by' };
  const values: Record<string, unknown> = { ':type': 'white_label', ':organisation_id': organisationId, ':updated_at': nowIso(), ':updated_by': updatedBy };
  const set = ['#type = :type', '#organisation_id = :organisation_id', '#updated_at = :updated_at', '#updated_by = :updated_by'];
  const remove: string[] = [];
  for (const name of SETTING_NAMES) {
    const value = change[name];
    if (value === undefined) continue;
    names[`#${name}`] = name;
    if (value === null) {
      remove.push(`#${name}`);
    } else {
      values[`:${name}`] = value;
      set.push(`#${name} = :${name}`);
    }
  }
  const answer = await dynamo.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.whiteLabel(organisationId),
      UpdateExpression: `SET ${set.join(', ')}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
      ReturnValues: 'ALL_NEW',
    }),
  );
  return answer.Attributes as WhiteLabelItem;
}

/** The tenant-scoped, content-addressed key of a logo. */
export function logoKey(organisationId: string, sha256: string, extension: string): string {
  return `organisations/${organisationId}/white-label/${sha256}.${extension}`;
}

/**
 * Stores a validated logo. The key is content-addressed, so storing the same logo again is
 * harmless and an earlier signed link keeps working until it expires.
 */
export async function putLogo(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await s3.send(
    new PutObjectCommand({
      Bucket: config.uploadsBucket,
      Key: key,
      Body: bytes,
      ContentType: contentType,
      ContentDisposition: 'inline',
      CacheControl: 'private, max-age=86400, immutable',
    }),
  );
}

/**
 * A signed GET link to a logo. The response headers are pinned in the signature, so whatever
 * the object's metadata, the browser gets exactly the sniffed image type, inline.
 */
export function logoUrl(key: string, contentType: string): Promise<string> {
  return getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: config.uploadsBucket,
      Key: key,
      ResponseContentType: contentType,
      ResponseContentDisposition: 'inline',
    }),
    { expiresIn: IMAGE_URL_TTL_SECONDS },
  );
}
