import { updateOrgConfig } from '#schemas/operations/white-label';
import { DomainError } from '#schemas/errors';
import { b64, jpeg, png, SVG, WEBP } from '../../../test/helpers/images.ts';
import { decodeImageBase64, isSafeCss, MAX_IMAGE_BYTES, sanitiseSvg, sniffImageType, validateImage } from './index.ts';
import { MAX_SVG_DEPTH, MAX_SVG_TAGS } from './svg.ts';

async function codeOf(run: () => unknown): Promise<string | undefined> {
  try {
    await run();
    return undefined;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('decodeImageBase64', () => {
  it('decodes plain base64, a data URL (whatever type it declares) and line-wrapped or unpadded base64', () => {
    const bytes = png();
    expect(decodeImageBase64(b64(bytes))).toEqual(bytes);
    expect(decodeImageBase64(`data:image/gif;base64,${b64(bytes)}`)).toEqual(bytes);
    expect(decodeImageBase64(b64(bytes).replace(/(.{20})/g, '$1\n'))).toEqual(bytes);
    expect(decodeImageBase64('YWJj')).toEqual(Buffer.from('abc'));
    expect(decodeImageBase64('YWI')).toEqual(Buffer.from('ab'));
  });

  it('refuses what is not base64 with invalid_image', async () => {
    for (const input of ['', '   ', 'not base64!', 'YWJj*', 'Y', 'YW=j', 'YQ=', 'data:image/png,plain-text', 'data:image/png;base64,', '%%%%']) {
      expect([input, await codeOf(() => decodeImageBase64(input))]).toEqual([input, 'invalid_image']);
    }
  });

  it('allows exactly MAX_IMAGE_BYTES (2 MiB) and refuses one byte more with invalid_image_size', async () => {
    expect(MAX_IMAGE_BYTES).toBe(2 * 1024 * 1024);
    expect(decodeImageBase64(b64(Buffer.alloc(MAX_IMAGE_BYTES))).length).toBe(MAX_IMAGE_BYTES);
    expect(await codeOf(() => decodeImageBase64(b64(Buffer.alloc(MAX_IMAGE_BYTES + 1))))).toBe('invalid_image_size');
    expect(await codeOf(() => validateImage(b64(Buffer.alloc(MAX_IMAGE_BYTES + 1, 7))))).toBe('invalid_image_size');
  });
});

describe('the update operation', () => {
  it('documents the real 2 MiB limit and accepts a body that carries a 2 MiB image as base64', () => {
    expect(updateOrgConfig.description).toContain('2 MiB');
    const largestBody = JSON.stringify({ image_base64: `data:image/png;base64,${b64(Buffer.alloc(MAX_IMAGE_BYTES))}`, welcome_description: 'x'.repeat(1000) });
    expect(updateOrgConfig.maxBodyBytes).toBeGreaterThan(Buffer.byteLength(largestBody) + 1024);
    expect(updateOrgConfig.maxBodyBytes).toBeLessThan(10 * 1000 * 1000); // API Gateway's payload cap
  });

  it('states the SVG limits it enforces', () => {
    expect(updateOrgConfig.description).toContain(`more than ${MAX_SVG_TAGS.toLocaleString('en')} tags or nesting deeper than ${MAX_SVG_DEPTH}`);
  });
});

describe('sniffImageType', () => {
  it('recognises real PNG, JPEG, WebP and SVG files', async () => {
    expect(await sniffImageType(png())).toBe('png');
    expect(await sniffImageType(jpeg())).toBe('jpeg');
    expect(await sniffImageType(WEBP)).toBe('webp');
    expect(await sniffImageType(Buffer.from(SVG))).toBe('svg');
    expect(await sniffImageType(Buffer.from(`\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg [<!ENTITY a "b>">]>\n${SVG}`))).toBe('svg');
  });

  it('refuses truncated, corrupted and look-alike files', async () => {
    const good = png();
    const badCrc = Buffer.from(good);
    badCrc[20] = 9; // height changed without fixing the IHDR CRC
    const candidates: [string, Buffer][] = [
      ['PNG signature only', good.subarray(0, 8)],
      ['PNG without IEND', good.subarray(0, good.length - 12)],
      ['PNG with a bad IHDR CRC', badCrc],
      ['PNG with trailing data', Buffer.concat([good, Buffer.from('<script>')])],
      ['JPEG without EOI', jpeg().subarray(0, jpeg().length - 2)],
      ['JPEG header only', Buffer.from([0xff, 0xd8, 0xff, 0xe0])],
      ['WebP with a wrong RIFF size', Buffer.concat([WEBP, Buffer.alloc(4)])],
      ['RIFF that is not WebP', Buffer.from('RIFF\x04\x00\x00\x00WAVE', 'latin1')],
      ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1')],
      ['HTML', Buffer.from('<html><body><svg></svg></body></html>')],
      ['text', Buffer.from('hello')],
      ['malformed XML with an svg root', Buffer.from('<svg><g></svg>')],
      ['invalid UTF-8 around an svg tag', Buffer.concat([Buffer.from('<svg>'), Buffer.from([0xc3, 0x28]), Buffer.from('</svg>')])],
      ['random bytes', Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 7919 + 13) % 256))],
    ];
    for (const [name, bytes] of candidates) expect([name, await sniffImageType(bytes)]).toEqual([name, undefined]);
  });
});

describe('validateImage', () => {
  it('keeps raster bytes as they came and names type, extension and digest from the content', async () => {
    const bytes = png();
    const image = await validateImage(`data:image/svg+xml;base64,${b64(bytes)}`);
    expect(image).toEqual({ kind: 'png', contentType: 'image/png', extension: 'png', bytes, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await validateImage(b64(jpeg()))).toMatchObject({ kind: 'jpeg', contentType: 'image/jpeg', extension: 'jpg' });
    expect(await validateImage(b64(WEBP))).toMatchObject({ kind: 'webp', contentType: 'image/webp', extension: 'webp' });
    expect(await validateImage(b64(SVG))).toMatchObject({ kind: 'svg', contentType: 'image/svg+xml', extension: 'svg' });
  });

  it('stores the sanitised SVG, not the upload', async () => {
    const image = await validateImage(b64(`<svg ${NS} onload="alert(1)"><rect width="1" height="1"/></svg>`));
    expect(image.bytes.toString()).toBe(`<svg ${NS}><rect width="1" height="1"/></svg>`);
  });

  it('refuses random bytes and malformed SVG with invalid_image', async () => {
    expect(await codeOf(() => validateImage(b64(Buffer.from('definitely not an image'))))).toBe('invalid_image');
    expect(await codeOf(() => validateImage(b64('<svg><g></svg>')))).toBe('invalid_image');
  });
});

describe('sanitiseSvg', () => {
  it('keeps a plain drawing and declares the SVG namespace itself', async () => {
    const out = await sanitiseSvg('<svg viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><circle cx="5" cy="5" r="4" fill="url(#g)" style="stroke: #000; stroke-width: 1"/><text x="1" y="9">A &amp; B</text></svg>');
    expect(out).toBe(
      `<svg ${NS} viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>` +
        '<circle cx="5" cy="5" r="4" fill="url(#g)" style="stroke: #000; stroke-width: 1"/><text x="1" y="9">A &amp; B</text></svg>',
    );
  });

  it('keeps symbols reused with <use href="#id"> (and xlink:href), declaring XLink when used', async () => {
    const out = await sanitiseSvg(`<svg ${NS} ${XLINK}><defs><symbol id="s"><rect width="1" height="1"/></symbol></defs><use href="#s"/><use xlink:href="#s" x="2"/></svg>`);
    expect(out).toBe(`<svg ${NS} ${XLINK}><defs><symbol id="s"><rect width="1" height="1"/></symbol></defs><use href="#s"/><use xlink:href="#s" x="2"/></svg>`);
  });

  it('removes <script> elements, in any form', async () => {
    const out = await sanitiseSvg('<svg><script>alert(1)</script><script type="text/javascript"><![CDATA[alert(2)]]></script><g><script href="http://evil/x.js"/></g></svg>');
    expect(out).not.toMatch(/script|alert/i);
    expect(out).toContain('<g/>');
  });

  it('removes event-handler attributes', async () => {
    const out = await sanitiseSvg('<svg onload="alert(1)"><rect width="1" height="1" onclick="alert(2)" onMouseOver="alert(3)"/><g onfocusin="alert(4)"/></svg>');
    expect(out).not.toMatch(/on\w+=|alert/i);
    expect(out).toContain('<rect width="1" height="1"/>');
  });

  it('drops javascript: and data: links, even disguised, and unwraps <a>', async () => {
    const out = await sanitiseSvg(
      `<svg ${XLINK}><a href="javascript:alert(1)"><rect width="1" height="1"/></a><a xlink:href="&#106;ava&#x09;script:alert(2)"><circle r="1"/></a>` +
        '<use href="data:image/svg+xml;base64,PHN2Zy8+"/><use xlink:href=" JaVaScRiPt:alert(3)"/></svg>',
    );
    expect(out).not.toMatch(/javascript|data:|alert|<a[\s>]/i);
    expect(out).toContain('<rect width="1" height="1"/>');
    expect(out).toContain('<circle r="1"/>');
  });

  it('removes <foreignObject> with the HTML inside it', async () => {
    const out = await sanitiseSvg('<svg><foreignObject width="100" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"></iframe><body onload="alert(2)">text</body></foreignObject></svg>');
    expect(out).toBe(`<svg ${NS}/>`);
  });

  it('refuses a DOCTYPE that declares entities (XXE, billion laughs) and undeclared entity references', async () => {
    const xxe = '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg><text>&xxe;</text></svg>';
    const laughs = '<!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><svg><text>&lol2;</text></svg>';
    const parameter = '<!DOCTYPE svg [<!ENTITY % remote SYSTEM "http://evil/x.dtd"> %remote;]><svg/>';
    for (const svg of [xxe, laughs, parameter, '<svg><text>&xxe;</text></svg>', '<svg><!ENTITY x "y"></svg>']) {
      expect([svg.slice(0, 50), await codeOf(() => sanitiseSvg(svg))]).toEqual([svg.slice(0, 50), 'invalid_image']);
    }
    // A DOCTYPE without entities is only dropped.
    expect(await sanitiseSvg('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><svg><g/></svg>')).toBe(`<svg ${NS}><g/></svg>`);
  });

  it('drops external references: <use> of other documents, <image>, <feImage>, remote url() paints', async () => {
    const out = await sanitiseSvg(
      `<svg ${XLINK}><use href="http://evil/x.svg#a"/><use xlink:href="other.svg#b"/><use href="#local"/><image href="http://evil/track.png" width="1" height="1"/>` +
        '<filter id="f"><feImage href="http://evil/x.png"/></filter><rect fill="url(http://evil/p.svg#p)" stroke="url(#ok)" width="1"/></svg>',
    );
    expect(out).not.toMatch(/evil|other\.svg|<image|feImage/);
    expect(out).toContain('<use href="#local"/>');
    expect(out).toContain('<rect stroke="url(#ok)" width="1"/>');
  });

  it('drops unsafe CSS: expression(), url(javascript:), @import, escapes, remote urls', async () => {
    const out = await sanitiseSvg(
      '<svg><style>@import url(http://evil/x.css); rect { fill: red }</style><style>.a { fill: #fff } .b { stroke: url(#g) }</style><style>rect { fill: url(https://evil/track) }</style>' +
        '<rect style="width: expression(alert(1)); fill: blue" width="1"/><rect style="background: url(javascript:alert(2)); stroke: red" width="2"/>' +
        '<rect style="fill: url(http://evil/p)" width="3"/><rect style="fill: u\\72l(javascript:alert(3))" width="4"/><rect style="behavior: url(x.htc)" width="5"/></svg>',
    );
    expect(out).not.toMatch(/evil|import|expression|javascript|alert|behavior|\\/i);
    expect(out).toContain('<style>.a { fill: #fff } .b { stroke: url(#g) }</style>');
    expect(out).toContain('<rect style="fill: blue" width="1"/>');
    expect(out).toContain('<rect style="stroke: red" width="2"/>');
    expect(out).toContain('<rect width="3"/>');
    expect(isSafeCss('fill: ex/**/pression(alert(1))')).toBe(false);
    expect(isSafeCss('transform: rotate(45deg) translate(1px, 2px); fill: rgb(1, 2, 3)')).toBe(true);
  });

  it('drops animation, metadata, processing instructions, comments and other namespaces', async () => {
    const out = await sanitiseSvg(
      '<svg xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" inkscape:version="1"><?xml-stylesheet href="http://evil/x.css"?><!-- hi -->' +
        '<a><set attributeName="href" to="javascript:alert(1)"/></a><animate attributeName="onload" to="alert(1)"/><animateTransform attributeName="transform" type="rotate" from="0" to="360"/>' +
        '<sodipodi:namedview/><metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">x</rdf:RDF></metadata><g/></svg>',
    );
    expect(out).toBe(`<svg ${NS}><g/></svg>`);
  });

  it('escapes text and attribute values on output, and markup hidden in CDATA stays text', async () => {
    const out = await sanitiseSvg('<svg><title>&lt;script&gt;alert(1)&lt;/script&gt;</title><text x="1&quot;&gt;&lt;script&gt;">x</text><text><![CDATA[</text><img src=x onerror=alert(1)>]]></text></svg>');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('<img');
    expect(out).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });

  it(`refuses more than ${MAX_SVG_TAGS} tags or nesting deeper than ${MAX_SVG_DEPTH} (time and stack), before sanitising`, async () => {
    const nested = (depth: number) => `<svg>${'<g>'.repeat(depth - 1)}${'</g>'.repeat(depth - 1)}</svg>`;
    expect(await sanitiseSvg(nested(MAX_SVG_DEPTH))).toContain('<g/>');
    expect(await codeOf(() => sanitiseSvg(nested(MAX_SVG_DEPTH + 1)))).toBe('invalid_image');
    // A 2 MiB bomb of tiny elements or of nesting is refused by counting, not parsed.
    expect(await codeOf(() => sanitiseSvg(`<svg>${'<g/>'.repeat(MAX_SVG_TAGS)}</svg>`))).toBe('invalid_image');
    expect(await codeOf(() => validateImage(b64(`<svg>${'<g>'.repeat(250_000)}${'</g>'.repeat(250_000)}</svg>`)))).toBe('invalid_image');
    expect(await sniffImageType(Buffer.from(`<svg>${'<g/>'.repeat(MAX_SVG_TAGS)}</svg>`))).toBeUndefined();
  });

  it('refuses documents that are not well-formed SVG with invalid_image', async () => {
    for (const svg of [
      '<html><svg/></html>',
      '<svg><g></svg>',
      '<svg><g></g>',
      '<svg a="1" a="2"/>',
      '<svg a=1/>',
      '<svg>&</svg>',
      '<svg>&nbsp;</svg>',
      '<svg/><svg/>',
      '<svg/>trailing',
      '<svg><![CDATA[x</svg>',
      '<svg><sodipodi:namedview/></svg>', // a prefix without its namespace
      '<svg\u0000/>',
    ]) {
      expect([svg.slice(0, 40), await codeOf(() => sanitiseSvg(svg))]).toEqual([svg.slice(0, 40), 'invalid_image']);
    }
  });
});
