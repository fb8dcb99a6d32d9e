/**
 * Heading anchors: one function used both by gatsby-node (to build each page's table of
 * contents from the Markdown source) and by the h2/h3 components (to give the rendered
 * headings the same ids), so the two cannot disagree.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[`*_~]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s+/g, '-');
}

/** The text of a Markdown heading: inline code, emphasis and links reduced to their text. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}

export interface TocEntry {
  id: string;
  title: string;
  level: number;
}

/** Level 2 and 3 headings of a Markdown/MDX body (outside code fences), in order. */
export function tableOfContents(body: string): TocEntry[] {
  const entries: TocEntry[] = [];
  let fenced = false;
  for (const line of body.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const match = /^(#{2,3})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const title = headingText(match[2]!);
    entries.push({ id: slugify(title), title, level: match[1]!.length });
  }
  return entries;
}
