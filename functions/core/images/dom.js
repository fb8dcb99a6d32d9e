// jsdom and DOMPurify, created together. Plain JavaScript on purpose: importing jsdom from
// TypeScript pulls in @types/jsdom, whose `/// <reference lib="dom" />` would put the browser's
// globals (window, document, a second fetch) into the types of every Lambda. dom.d.ts types the
// few pieces svg.ts uses.
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';

export function createSvgTools() {
  const { window } = new JSDOM('');
  return { window, purify: createDOMPurify(window) };
}
