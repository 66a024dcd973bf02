// The Markdown of a page as the code ships it (issue 18): the seeded pages and articles are HTML
// of a small known set of tags (h2, h3, p, ul, li, strong, em, a; server/db/seed/pages-data.ts),
// so the console can offer them for editing as Markdown. Rendering the result with
// src/core/markdown.ts gives the same HTML back (tests/unit check it for every seeded page).
import { decodeEntities } from './markdown.ts';

/** Escapes what Markdown would read as markup (underscores only at word edges, as the renderer). */
const escapeText = (text: string): string =>
  text
    .replace(/[\\`*[\]]/g, (c) => `\\${c}`)
    .replace(/(^|[^\p{L}\p{N}])_|_(?=$|[^\p{L}\p{N}])/gu, (m) => m.replace('_', '\\_'));

function inline(html: string): string {
  const parts: string[] = [];
  const tag = /<(strong|b|em|i|a)(\s[^>]*)?>([\s\S]*?)<\/\1>|<br\s*\/?>|<[^>]*>/gi;
  let last = 0;
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    parts.push(escapeText(decodeEntities(html.slice(last, m.index))));
    last = m.index + m[0].length;
    const name = m[1]?.toLowerCase();
    const inner = inline(m[3] ?? '');
    if (name === 'strong' || name === 'b') parts.push(`**${inner}**`);
    else if (name === 'em' || name === 'i') parts.push(`*${inner}*`);
    else if (name === 'a') {
      const href = /href="([^"]*)"/i.exec(m[2] ?? '')?.[1];
      parts.push(href ? `[${inner}](${decodeEntities(href)})` : inner);
    } else if (/^<br/i.test(m[0])) parts.push(' ');
  }
  parts.push(escapeText(decodeEntities(html.slice(last))));
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** A paragraph that starts like a heading or list item keeps being a paragraph. */
const escapeBlockStart = (text: string): string =>
  text.replace(/^(#|[-+]\s)/, '\\$1').replace(/^(\d+)([.)]\s)/, '$1\\$2');

export function htmlToMarkdown(html: string): string {
  const blocks: string[] = [];
  const block = /<h([1-6])>([\s\S]*?)<\/h\1>|<p>([\s\S]*?)<\/p>|<(ul|ol)>([\s\S]*?)<\/\4>/gi;
  for (let m = block.exec(html); m; m = block.exec(html)) {
    if (m[1]) blocks.push(`${'#'.repeat(Number(m[1]))} ${inline(m[2] ?? '')}`);
    else if (m[3] !== undefined) blocks.push(escapeBlockStart(inline(m[3])));
    else {
      const items = [...(m[5] ?? '').matchAll(/<li>([\s\S]*?)<\/li>/gi)];
      const ordered = m[4]?.toLowerCase() === 'ol';
      blocks.push(items.map((li, n) => `${ordered ? `${n + 1}.` : '-'} ${inline(li[1] ?? '')}`).join('\n'));
    }
  }
  return blocks.join('\n\n');
}
