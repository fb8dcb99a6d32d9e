/**
 * SVG logos → a safe SVG document, or invalid_image. The parsing and the sanitising are jsdom's
 * and DOMPurify's; this module only configures them and adds a CSS check DOMPurify leaves out.
 *
 * 1. Well-formed XML or nothing: jsdom's XML parser must read the text without an error and the
 *    root element must be <svg>. A document that declares entities (<!ENTITY …>) is refused, so
 *    nothing expands (billion laughs) and nothing external is read (XXE; jsdom never loads
 *    external entities either: a reference to one is an "undefined entity" parse error).
 * 2. DOMPurify with its SVG and SVG-filter profiles, on a jsdom window, drops <script>, event
 *    handlers (on*), <foreignObject> with its content, comments and processing instructions, and
 *    every element and attribute outside its allow-list (editor namespaces, <animate>, <set>).
 *    On top of its profile: <use> is allowed (logos reuse symbols); <a> is unwrapped (the drawing
 *    inside stays); <image>, <feImage>, animation and <metadata> are dropped; href and xlink:href
 *    survive only as same-document #id references (no javascript:, data:, other documents).
 * 3. CSS, which DOMPurify does not read: a <style> element survives only when its whole text is
 *    safe CSS (isSafeCss: no @import or other at-rules, url() only as url(#id), no escapes or
 *    script), a style attribute keeps only its safe declarations, and every other attribute value
 *    must be safe CSS too (fill="url(http://…)" is dropped).
 * 4. The result is serialised as XML (XMLSerializer) with the SVG namespace declared, whether or
 *    not the upload declared it.
 *
 * jsdom takes about a second to load, so it is loaded on the first SVG, not with the module:
 * a Lambda that only ever sees PNGs never pays for it.
 */
import type { Config } from 'dompurify';
import { DomainError } from '#schemas/errors';
import type { SvgTools, XmlDocument, XmlElement } from './dom.js';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** A same-document reference: `#id`. The only link target kept (href, xlink:href). */
const LOCAL_FRAGMENT = /^#[A-Za-z_][A-Za-z0-9_.:-]*$/;

/** CSS functions allowed in style and presentation values; url() only as url(#id). */
const CSS_FUNCTIONS = new Set([
  'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color-mix', 'calc', 'min', 'max', 'clamp', 'var',
  'translate', 'translatex', 'translatey', 'rotate', 'scale', 'scalex', 'scaley', 'skewx', 'skewy', 'matrix',
  'blur', 'drop-shadow', 'brightness', 'contrast', 'grayscale', 'saturate', 'opacity', 'invert', 'sepia', 'hue-rotate',
  'url',
]);
const LOCAL_URL = /^url\(\s*(['"]?)#[A-Za-z_][A-Za-z0-9_.:-]*\1\s*\)/i;

/**
 * True when a CSS text (a <style> element, a style declaration or a presentation value) is safe.
 * Not a CSS parser: a deny-first filter on the raw text, so that no parser differential can
 * smuggle anything through. Comments go first (`exp/**\/ression(`), then anything with an
 * escape, an at-rule, markup, a script or data URL, IE expression/behavior or -moz-binding is
 * refused, and only allow-listed functions may appear, url() only pointing into the document.
 */
export function isSafeCss(css: string): boolean {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
  if (/\/\*|[\\<@]|javascript:|vbscript:|data:|expression|behavior|binding|-o-link/i.test(text)) return false;
  for (const match of text.matchAll(/([A-Za-z_-][A-Za-z0-9_-]*)?\s*\(/g)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!CSS_FUNCTIONS.has(name)) return false;
    if (name === 'url' && !LOCAL_URL.test(text.slice(match.index))) return false;
  }
  return true;
}

/** A style attribute with only its safe declarations ('' when none is left). */
function safeDeclarations(style: string): string {
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => /^[A-Za-z-]+\s*:/.test(declaration) && isSafeCss(declaration))
    .join('; ');
}

const PURIFY_CONFIG: Config & { RETURN_DOM_FRAGMENT: true } = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use'],
  FORBID_TAGS: ['a', 'image', 'feImage', 'metadata', 'animate', 'animateColor', 'animateMotion', 'animateTransform', 'mpath', 'set'],
  // Dropped with everything inside (the default for a dropped element is to keep its content).
  ADD_FORBID_CONTENTS: ['metadata', 'foreignObject'],
  RETURN_DOM_FRAGMENT: true,
};

let tools: Promise<SvgTools> | undefined;

async function loadTools(): Promise<SvgTools> {
  const { createSvgTools } = await import('./dom.js');
  const { window, purify } = createSvgTools();
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const value = data.attrValue;
    if (data.attrName === 'href' || data.attrName === 'xlink:href') {
      // URL parsers ignore white space and control characters: `java\tscript:` is javascript:.
      // eslint-disable-next-line no-control-regex -- the control characters URL parsers skip are what this strips
      const compact = value.replace(/[\u0000-\u0020]+/g, '');
      data.keepAttr = LOCAL_FRAGMENT.test(compact);
      data.attrValue = compact;
    } else if (data.attrName === 'style') {
      data.attrValue = safeDeclarations(value);
      data.keepAttr = data.attrValue !== '';
      // eslint-disable-next-line no-control-regex -- control characters become spaces so CSS checks see the words they split
    } else if (!isSafeCss(value.replace(/[\u0000-\u0020]+/g, ' '))) {
      data.keepAttr = false;
    }
  });
  return { window, purify };
}

const invalid = () => new DomainError('invalid_image');

/**
 * Most tags (`<`) an SVG may hold, counted before parsing: jsdom and DOMPurify take a fraction of
 * a millisecond per element (more for deep nesting), so 2 MiB of tiny elements would outrun the
 * Lambda's 10 s. Logos have hundreds; a detailed one with its text as outlines, a few thousand.
 */
export const MAX_SVG_TAGS = 5_000;
/** Deepest element nesting: the serialisers recurse, and a deep tree would exhaust the stack. */
export const MAX_SVG_DEPTH = 100;

function tooManyTags(text: string): boolean {
  let count = 0;
  for (let at = text.indexOf('<'); at >= 0; at = text.indexOf('<', at + 1)) if (++count > MAX_SVG_TAGS) return true;
  return false;
}

function tooDeep(root: XmlElement): boolean {
  const pending: [XmlElement, number][] = [[root, 1]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [element, depth] = next;
    if (depth > MAX_SVG_DEPTH) return true;
    for (const child of Array.from(element.children)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * The parsed document, or undefined when the text is not well-formed XML or is larger or
 * deeper than the limits above (never throws).
 */
function parseXml(window: SvgTools['window'], text: string): XmlDocument | undefined {
  if (tooManyTags(text)) return undefined;
  const document = new window.DOMParser().parseFromString(text.replace(/^\uFEFF/, ''), 'image/svg+xml');
  if (document.getElementsByTagName('parsererror').length > 0 || !document.documentElement) return undefined;
  return tooDeep(document.documentElement) ? undefined : document;
}

/** The root element's name when the text is a well-formed XML document within the limits, else undefined. */
export async function xmlRootName(text: string): Promise<string | undefined> {
  const { window } = await (tools ??= loadTools());
  return parseXml(window, text)?.documentElement?.localName;
}

/** An SVG document → a safe SVG document (see the module comment), or invalid_image. */
export async function sanitiseSvg(text: string): Promise<string> {
  const { window, purify } = await (tools ??= loadTools());
  if (/<!ENTITY/i.test(text)) throw invalid();
  const root = parseXml(window, text)?.documentElement;
  if (!root || root.localName !== 'svg') throw invalid();
  // DOMPurify reads markup with the HTML parser, which puts <svg> into the SVG namespace whether
  // or not the upload declared it; the prolog (declaration, DOCTYPE, comments) stays behind.
  const markup = new window.XMLSerializer().serializeToString(root);
  const fragment = purify.sanitize(markup, PURIFY_CONFIG);
  const svg = fragment.firstElementChild;
  if (!svg || fragment.childNodes.length !== 1 || svg.localName !== 'svg' || svg.namespaceURI !== SVG_NAMESPACE) throw invalid();
  for (const style of Array.from(svg.getElementsByTagName('style'))) {
    if (!isSafeCss(style.textContent ?? '')) style.remove();
  }
  return new window.XMLSerializer().serializeToString(svg);
}
