/** Operations of this area (see index.ts): the organisation's white label. */
import { defineOperation } from '../operation.ts';
import { UPDATE_MAX_BODY_BYTES, UpdateWhiteLabelInSchema, WhiteLabelOutSchema, WHITE_LABEL_DEFAULTS } from '../white-label.ts';

const tags = ['white_label'] as const;

export const getOrgConfig = defineOperation({
  operationId: 'Whitelabel_getOrgConfig',
  method: 'GET',
  path: '/v1/white_label/config',
  summary: 'Get Org Whitelabel',
  description:
    'The branding applicants see. Fields the organisation never set answer Khanya\'s defaults: the display name is the ' +
    `organisation's company name, the primary colour ${WHITE_LABEL_DEFAULTS.primary_colour_hex}, no secondary colour, no logo ` +
    '(`image_url` null) and a standard welcome text. `image_url` is a signed link made fresh on every read (valid up to 7 days).',
  tags,
  handler: 'functions/api/white-label/get-org-config.ts',
  auth: { scopes: ['organisation:api'] },
  success: { status: 200, description: 'Successful Response', schema: WhiteLabelOutSchema },
  errors: [],
});

export const updateOrgConfig = defineOperation({
  operationId: 'Whitelabel_updateOrgConfig',
  method: 'PATCH',
  path: '/v1/white_label/config',
  summary: 'Update Org Whitelabel',
  description:
    'Merges the given fields into the organisation\'s white label: an omitted field is left unchanged, an explicit `null` ' +
    'resets it to Khanya\'s default (for `image_base64`: removes the logo). Colours are `#RGB` or `#RRGGBB` (the `#` is ' +
    'optional) and are answered as `#RRGGBB` in upper case. The logo (`image_base64`) may be PNG, JPEG, WebP or SVG, ' +
    '**at most 2 MiB decoded** (the `invalid_image_size` message keeps the original wording); its type is read from its ' +
    'content, not from a data-URL prefix. SVG logos are sanitised: scripts, event handlers, animation, foreign content, ' +
    'external references (links other than `#id`, remote `url()`, `@import`) and the DTD are removed; an SVG that is ' +
    'not well-formed XML, declares entities, or has more than 5,000 tags or nesting deeper than 100 is refused with ' +
    '`invalid_image`. Requests over 3.5 MiB are refused with 413.',
  tags,
  handler: 'functions/api/white-label/update-org-config.ts',
  auth: { scopes: ['organisation:api'], permission: 'manage_white_label' },
  request: { body: UpdateWhiteLabelInSchema },
  success: { status: 200, description: 'Successful Response', schema: WhiteLabelOutSchema },
  errors: ['invalid_image', 'invalid_image_size'],
  maxBodyBytes: UPDATE_MAX_BODY_BYTES,
});
