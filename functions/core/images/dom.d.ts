/** The DOM pieces svg.ts uses from dom.js (see there for why the DOM lib is not used). */
import type { Config, UponSanitizeAttributeHookEvent } from 'dompurify';

export interface XmlNode {
  readonly textContent: string | null;
}

export interface XmlParent {
  readonly firstElementChild: XmlElement | null;
  readonly children: ArrayLike<XmlElement>;
  readonly childNodes: ArrayLike<XmlNode>;
  getElementsByTagName(qualifiedName: string): ArrayLike<XmlElement>;
}

export interface XmlElement extends XmlNode, XmlParent {
  readonly localName: string;
  readonly namespaceURI: string | null;
  remove(): void;
}

export interface XmlDocument extends XmlParent {
  readonly documentElement: XmlElement | null;
}

export interface SvgTools {
  window: {
    DOMParser: new () => { parseFromString(text: string, type: 'image/svg+xml'): XmlDocument };
    XMLSerializer: new () => { serializeToString(node: XmlElement): string };
  };
  purify: {
    /** With RETURN_DOM_FRAGMENT: the sanitised nodes in a DocumentFragment. */
    sanitize(markup: string, config: Config & { RETURN_DOM_FRAGMENT: true }): XmlParent;
    addHook(entryPoint: 'uponSanitizeAttribute', hook: (node: XmlElement, data: UponSanitizeAttributeHookEvent) => void): void;
  };
}

export function createSvgTools(): SvgTools;
