// The console's Markdown (issue 18): what an operator writes for pages and magazine articles,
// rendered to the HTML the pages and posts serve, on the server when saved and in the console's
// live preview, by this one renderer. A deliberately small subset:
//   # to ###### headings, paragraphs, - / * / + and 1. lists, **strong**, *em* / _em_, `code`,
//   [links](url) and ![images](url); a backslash escapes the next punctuation character.
// Everything else is text: every <, >, &, " and ' is escaped, so no raw HTML ever passes (the
// operator's text is treated like a user's). Link and image addresses must be http(s) or relative;
// any other scheme (javascript:, data:, vbscript:, ...) drops the link and keeps its text.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * An address a link or image may point to: http(s), or relative to the site (not `//host`,
 * which is another site). No whitespace or control character at all: browsers strip tabs and
 * newlines inside a URL, so `java\tscript:` would otherwise become a script link.
 */
const hasControlOrSpace = (text: string): boolean =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return code <= 0x20 || (code >= 0x7f && code <= 0x9f);
  });

export function safeUrl(url: string): string | undefined {
  if (url.length === 0 || url.length > 2000 || hasControlOrSpace(url)) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url);
  if (scheme) return /^https?$/i.test(scheme[1] ?? '') ? url : undefined;
  if (url.startsWith('//') || url.startsWith('\\') || url.startsWith('/\\')) return undefined;
  return url;
}

const PUNCTUATION = /[\\`*_{}[\]()#+\-.!|>~<"'&]/;

/** The HTML of one block's inline text. */
export function renderInline(src: string): string {
  let out = '';
  let i = 0;
  while (i < src.length) {
    const rest = src.slice(i);
    const c = src[i] ?? '';
    if (c === '\\' && PUNCTUATION.test(src[i + 1] ?? '')) {
      out += escapeHtml(src[i + 1] ?? '');
      i += 2;
      continue;
    }
    if (c === '`') {
      const end = src.indexOf('`', i + 1);
      if (end > i + 1) {
        out += `<code>${escapeHtml(src.slice(i + 1, end))}</code>`;
        i = end + 1;
        continue;
      }
    }
    const image = /^!\[([^\]\n]*)\]\(([^()\s]+)\)/.exec(rest);
    if (image) {
      const url = safeUrl(image[2] ?? '');
      const alt = escapeHtml(image[1] ?? '');
      out += url ? `<img src="${escapeHtml(url)}" alt="${alt}" loading="lazy">` : alt;
      i += image[0].length;
      continue;
    }
    const link = /^\[((?:\\.|[^\]\\\n])+)\]\(([^()\s]+)\)/.exec(rest);
    if (link) {
      const url = safeUrl(link[2] ?? '');
      const text = renderInline(link[1] ?? '');
      const external = url !== undefined && /^https?:/i.test(url);
      out += url
        ? `<a href="${escapeHtml(url)}"${external ? ' rel="noopener noreferrer"' : ''}>${text}</a>`
        : text;
      i += link[0].length;
      continue;
    }
    const emphasis = emphasisAt(src, i);
    if (emphasis) {
      out += `<${emphasis.tag}>${renderInline(emphasis.inner)}</${emphasis.tag}>`;
      i = emphasis.end;
      continue;
    }
    out += escapeHtml(c);
    i += 1;
  }
  return out;
}

const isWordChar = (c: string | undefined): boolean => c !== undefined && /[\p{L}\p{N}]/u.test(c);

/** `**strong**`, `__strong__`, `*em*`, `_em_` starting at `i` (underscores only at word edges). */
function emphasisAt(
  src: string,
  i: number,
): { tag: 'strong' | 'em'; inner: string; end: number } | undefined {
  const c = src[i];
  if (c !== '*' && c !== '_') return undefined;
  if (c === '_' && isWordChar(src[i - 1])) return undefined;
  const marker = src[i + 1] === c ? c + c : c;
  const start = i + marker.length;
  if (src[start] === undefined || /\s/.test(src[start] ?? '')) return undefined;
  let from = start;
  for (;;) {
    const end = src.indexOf(marker, from);
    if (end < 0) return undefined;
    const closes =
      end > start &&
      !/\s/.test(src[end - 1] ?? '') &&
      src[end - 1] !== '\\' &&
      (marker.length === 2 || src[end + 1] !== c) &&
      !(c === '_' && isWordChar(src[end + marker.length]));
    if (closes) {
      return {
        tag: marker.length === 2 ? 'strong' : 'em',
        inner: src.slice(start, end),
        end: end + marker.length,
      };
    }
    from = end + 1;
  }
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;

/** The HTML of a Markdown text (see the header for what is understood). */
export function renderMarkdown(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | undefined;

  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push(`<p>${renderInline(paragraph.join('\n'))}</p>`);
    paragraph = [];
  };
  const endList = () => {
    if (list) {
      const items = list.items.map((item) => `<li>${renderInline(item)}</li>`).join('\n');
      blocks.push(`<${list.tag}>\n${items}\n</${list.tag}>`);
    }
    list = undefined;
  };

  for (const line of lines) {
    if (line.trim() === '') {
      endParagraph();
      endList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      endList();
      const level = heading[1]?.length ?? 1;
      blocks.push(`<h${level}>${renderInline(heading[2] ?? '')}</h${level}>`);
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? undefined : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      endParagraph();
      const tag = bullet ? 'ul' : 'ol';
      if (list && list.tag !== tag) endList();
      list ??= { tag, items: [] };
      list.items.push(item[1] ?? '');
      continue;
    }
    if (list && /^\s/.test(line)) {
      // An indented line continues the list's last item.
      list.items[list.items.length - 1] += `\n${line.trim()}`;
      continue;
    }
    endList();
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return blocks.join('\n');
}

/** The addresses of the pictures a Markdown text shows (those the renderer would show). */
export function markdownImages(markdown: string): string[] {
  const urls = [...markdown.matchAll(/!\[[^\]\n]*\]\(([^()\s]+)\)/g)].map((m) => safeUrl(m[1] ?? ''));
  return [...new Set(urls.filter((u): u is string => u !== undefined))];
}

/** A short plain-text excerpt of a Markdown text: its first paragraph, without the markup. */
export function markdownExcerpt(markdown: string, max = 200): string {
  const html = renderMarkdown(markdown);
  const first = /<p>([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
  const text = decodeEntities(first.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos|nbsp);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(parseInt(lower.slice(1), 10));
    const named: Record<string, string> = {
      amp: '&',
      lt: '<',
      gt: '>',
      quot: '"',
      apos: "'",
      nbsp: '\u00a0',
    };
    return named[lower] ?? entity;
  });
}
