/**
 * White label, end to end: defaults, merge and reset, validation, logos stored in S3 and served
 * through signed links, SVG sanitising, size limits, permissions and tenant isolation.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3 } from '#platform/clients/s3';
import { MAX_IMAGE_BYTES } from '#core/images/index';
import { b64, jpeg, png, SVG, WEBP } from '../helpers/images.ts';
import { WHITE_LABEL_DEFAULTS } from '#schemas/white-label';
import { startTestServer, type TestServer } from '../helpers/server.ts';
import { login, registerOrganisation, uniqueSlug, type TestOrganisation } from '../helpers/factories.ts';
import { latestLinkToken } from '../helpers/outbox.ts';

const PATH = '/v1/white_label/config';

let api: TestServer;
beforeAll(async () => {
  api = await startTestServer();
});
afterAll(() => api.close());

// --- Helpers ----------------------------------------------------------------------------------

const get = (token: string) => api.json('GET', PATH, undefined, { token });
const patch = (token: string, body: unknown) => api.json('PATCH', PATH, body, { token });

async function fetchImage(url: string): Promise<{ status: number; contentType: string | null; bytes: Buffer }> {
  const response = await fetch(url);
  return { status: response.status, contentType: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

async function storedKeys(organisationId: string): Promise<string[]> {
  const answer = await s3.send(new ListObjectsV2Command({ Bucket: process.env.UPLOADS_BUCKET, Prefix: `organisations/${organisationId}/` }));
  return (answer.Contents ?? []).map((object) => object.Key!).sort();
}

async function staffUser(org: TestOrganisation, permissions: string[]) {
  const email = `brand@${uniqueSlug('staff')}.khanya.example`;
  const created = await api.json('POST', '/v1/in/organisations/users/', { name: 'Brand Viewer', email, permissions }, { token: org.session });
  expect(created.status).toBe(201);
  const password = 'brand-viewer-password';
  expect((await api.json('POST', '/v1/in/auth/create_password', { token: latestLinkToken(email), new_password: password })).status).toBe(200);
  return login(api, email, password);
}

const INVALID_IMAGE = { error_type: 'code', code: 'invalid_image', message: 'Uploaded image is invalid.' };
const INVALID_IMAGE_SIZE = { error_type: 'code', code: 'invalid_image_size', message: 'Uploaded image must be less than 2048MB.' };

// --- Tests ------------------------------------------------------------------------------------

describe('white label', () => {
  it("answers Khanya's defaults, with the organisation's company name, until configured", async () => {
    const org = await registerOrganisation(api, 'brand');
    const answer = await get(org.apiToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      display_name: `${org.slug} (Pty) Ltd`,
      primary_colour_hex: '#F2A900',
      secondary_colour_hex: null,
      image_url: null,
      welcome_title: WHITE_LABEL_DEFAULTS.welcome_title,
      welcome_description: WHITE_LABEL_DEFAULTS.welcome_description,
    });
    expect((await api.json('GET', `${PATH}/`, undefined, { token: org.apiToken })).body).toEqual(answer.body);
  });

  it('merges a PATCH: given fields change (colours normalised), omitted ones stay, null resets to the default', async () => {
    const org = await registerOrganisation(api, 'brand');
    const first = await patch(org.apiToken, {
      display_name: '  Ubuntu Loans  ',
      primary_colour_hex: '#0a7',
      secondary_colour_hex: '1b1b1b',
      welcome_title: 'Welcome to Ubuntu Loans',
      welcome_description: 'Share your statements to finish your application.',
    });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      display_name: 'Ubuntu Loans',
      primary_colour_hex: '#00AA77',
      secondary_colour_hex: '#1B1B1B',
      image_url: null,
      welcome_title: 'Welcome to Ubuntu Loans',
      welcome_description: 'Share your statements to finish your application.',
    });
    expect((await get(org.apiToken)).body).toEqual(first.body);

    const second = await patch(org.apiToken, { welcome_title: 'Hello' });
    expect(second.body).toEqual({ ...first.body, welcome_title: 'Hello' });

    const reset = await patch(org.apiToken, { display_name: null, primary_colour_hex: null, secondary_colour_hex: null });
    expect(reset.body).toEqual({ ...second.body, display_name: `${org.slug} (Pty) Ltd`, primary_colour_hex: '#F2A900', secondary_colour_hex: null });
    expect((await get(org.apiToken)).body).toEqual(reset.body);

    const nothing = await patch(org.apiToken, {});
    expect(nothing.status).toBe(200);
    expect(nothing.body).toEqual(reset.body);
  });

  it('refuses bad colours and text with 422 and changes nothing', async () => {
    const org = await registerOrganisation(api, 'brand');
    for (const [field, value] of [
      ['primary_colour_hex', 'red'],
      ['primary_colour_hex', '#12345'],
      ['secondary_colour_hex', '#GGGGGG'],
      ['primary_colour_hex', 123],
    ] as const) {
      const answer = await patch(org.apiToken, { display_name: 'Never stored', [field]: value });
      expect([field, value, answer.status]).toEqual([field, value, 422]);
      expect(answer.body.detail).toEqual([expect.objectContaining({ loc: ['body', field] })]);
    }
    const tooLong = await patch(org.apiToken, { welcome_title: 'x'.repeat(151), display_name: '' });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.detail.map((issue: { loc: unknown }) => issue.loc)).toEqual(expect.arrayContaining([['body', 'welcome_title'], ['body', 'display_name']]));
    expect((await get(org.apiToken)).body.display_name).toBe(`${org.slug} (Pty) Ltd`);
  });

  it('stores a PNG under the organisation and answers a signed link that serves the same bytes', async () => {
    const org = await registerOrganisation(api, 'brand');
    const logo = png();
    const answer = await patch(org.apiToken, { image_base64: b64(logo) });
    expect(answer.status).toBe(200);
    expect(answer.body.image_url).toEqual(expect.stringContaining(`organisations/${org.id}/white-label/`));
    expect(answer.body.image_url).toContain('X-Amz-Expires=604800');
    const keys = await storedKeys(org.id);
    expect(keys).toEqual([expect.stringMatching(new RegExp(`^organisations/${org.id}/white-label/[0-9a-f]{64}\\.png$`))]);

    const served = await fetchImage(answer.body.image_url);
    expect(served.status).toBe(200);
    expect(served.contentType).toBe('image/png');
    expect(served.bytes.equals(logo)).toBe(true);

    // Every read signs a fresh link to the same object; other fields are untouched.
    const read = await get(org.apiToken);
    expect(read.body.image_url).toEqual(expect.stringContaining(keys[0]!));
    expect((await fetchImage(read.body.image_url)).bytes.equals(logo)).toBe(true);
    expect(read.body.display_name).toBe(`${org.slug} (Pty) Ltd`);

    // null removes the logo.
    const removed = await patch(org.apiToken, { image_base64: null });
    expect(removed.body.image_url).toBeNull();
    expect((await get(org.apiToken)).body.image_url).toBeNull();
  });

  it.each([
    ['JPEG', () => jpeg(), 'image/jpeg', 'jpg'],
    ['WebP', () => WEBP, 'image/webp', 'webp'],
    ['SVG', () => Buffer.from(SVG), 'image/svg+xml', 'svg'],
  ])('accepts a %s logo, typed by its content even behind a misleading data URL', async (_name, bytes, contentType, extension) => {
    const org = await registerOrganisation(api, 'brand');
    const answer = await patch(org.apiToken, { image_base64: `data:image/gif;base64,${b64(bytes())}` });
    expect(answer.status).toBe(200);
    expect(answer.body.image_url).toMatch(new RegExp(`/white-label/[0-9a-f]{64}\\.${extension}\\?`));
    const served = await fetchImage(answer.body.image_url);
    expect(served.contentType).toBe(contentType);
    if (extension !== 'svg') expect(served.bytes.equals(bytes())).toBe(true);
  });

  it('stores an SVG sanitised: no script, handler, javascript: link, foreign object, remote reference or remote CSS survives', async () => {
    const org = await registerOrganisation(api, 'brand');
    const hostile =
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)"><script>alert(2)</script>' +
      '<style>@import url(https://evil.example/x.css);</style><style>rect { fill: url(https://evil.example/track) }</style>' +
      '<a href="javascript:alert(3)"><rect width="10" height="10" fill="#F2A900" onclick="alert(4)"/></a>' +
      '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(5)"/></foreignObject>' +
      '<use href="http://evil.example/x.svg#a"/><use xlink:href="data:image/svg+xml;base64,PHN2Zy8+"/><image href="https://evil.example/p.png"/>' +
      '<circle r="1" style="fill: url(https://evil.example/paint)"/></svg>';
    const answer = await patch(org.apiToken, { image_base64: b64(hostile) });
    expect(answer.status).toBe(200);
    const served = await fetchImage(answer.body.image_url);
    expect(served.contentType).toBe('image/svg+xml');
    const stored = served.bytes.toString('utf8');
    expect(stored).not.toMatch(/script|onload|onclick|alert|javascript|foreignObject|iframe|evil|import|data:|<image|<style/i);
    expect(stored.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    // The drawing stays (the link around the rect is unwrapped); the <use> elements lose their hrefs.
    expect(stored).toContain('<rect width="10" height="10" fill="#F2A900"/><use/><use/><circle r="1"/></svg>');
  });

  it('refuses an SVG that declares entities (XXE, billion laughs) with 400 invalid_image and stores nothing', async () => {
    const org = await registerOrganisation(api, 'brand');
    for (const svg of [
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>',
      '<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
    ]) {
      const answer = await patch(org.apiToken, { image_base64: b64(svg) });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(INVALID_IMAGE);
    }
    expect(await storedKeys(org.id)).toEqual([]);
  });

  it('refuses what is not an image with 400 invalid_image and stores nothing, not even the text fields', async () => {
    const org = await registerOrganisation(api, 'brand');
    const random = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7919 + 17) % 256));
    for (const image_base64 of [b64(random), 'this is not base64!', b64('<html><script>alert(1)</script></html>'), b64('<svg><g></svg>'), '']) {
      const answer = await patch(org.apiToken, { display_name: 'Never stored', image_base64 });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(INVALID_IMAGE);
    }
    expect(await storedKeys(org.id)).toEqual([]);
    expect((await get(org.apiToken)).body).toMatchObject({ display_name: `${org.slug} (Pty) Ltd`, image_url: null });
  });

  it('accepts a logo of exactly 2 MiB and refuses one byte more with 400 invalid_image_size', async () => {
    const org = await registerOrganisation(api, 'brand');
    const largest = png(undefined, MAX_IMAGE_BYTES);
    expect(largest.length).toBe(2 * 1024 * 1024);
    const accepted = await patch(org.apiToken, { image_base64: b64(largest) });
    expect(accepted.status).toBe(200);
    expect((await fetchImage(accepted.body.image_url)).bytes.equals(largest)).toBe(true);

    const tooLarge = await patch(org.apiToken, { image_base64: b64(png(undefined, MAX_IMAGE_BYTES + 1)) });
    expect(tooLarge.status).toBe(400);
    // The catalogue's words, plus the real limit.
    expect(tooLarge.body).toEqual({
      ...INVALID_IMAGE_SIZE,
      max_bytes: 2 * 1024 * 1024,
      detail: 'The largest accepted image is 2 MiB (2097152 bytes) after base64 decoding.',
    });
    expect(await storedKeys(org.id)).toHaveLength(1);

    const farTooLarge = await api.request('PATCH', PATH, {
      token: org.apiToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ image_base64: 'A'.repeat(4 * 1024 * 1024) }),
    });
    expect(farTooLarge.status).toBe(413);
    expect(farTooLarge.body.code).toBe('payload_too_large');
  });

  it('lets a user without manage_white_label read but not change it (403)', async () => {
    const org = await registerOrganisation(api, 'brand');
    const viewer = await staffUser(org, ['view_applications']);
    expect((await get(viewer)).status).toBe(200);
    const refused = await patch(viewer, { display_name: 'Hijacked', image_base64: b64(png()) });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('invalid_token_permissions');
    expect((await get(org.apiToken)).body.display_name).toBe(`${org.slug} (Pty) Ltd`);
    expect(await storedKeys(org.id)).toEqual([]);
    expect((await api.json('GET', PATH)).status).toBe(401);
  });

  it("keeps organisations apart: B never sees or changes A's white label", async () => {
    const lenderA = await registerOrganisation(api, 'lender-a');
    const lenderB = await registerOrganisation(api, 'lender-b');
    const configuredA = await patch(lenderA.apiToken, { display_name: 'Lender A', primary_colour_hex: '#112233', image_base64: b64(png()) });
    expect(configuredA.status).toBe(200);

    const ofB = await get(lenderB.apiToken);
    expect(ofB.body).toMatchObject({ display_name: `${lenderB.slug} (Pty) Ltd`, primary_colour_hex: '#F2A900', image_url: null });
    expect(ofB.text).not.toContain(lenderA.id);

    const changedB = await patch(lenderB.apiToken, { display_name: 'Lender B', image_base64: b64(png([1, 2, 3, 255])) });
    expect(changedB.body.image_url).toContain(`organisations/${lenderB.id}/`);
    expect(changedB.body.image_url).not.toContain(lenderA.id);
    const ofA = await get(lenderA.apiToken);
    expect(ofA.body).toMatchObject({ display_name: 'Lender A', primary_colour_hex: '#112233' });
    expect(ofA.body.image_url).toContain(`organisations/${lenderA.id}/`);
  });
});
