import { describe, expect, it } from 'vitest';
import { ARTICLES, PAGES } from '../../server/db/seed/pages-data.ts';
import { htmlToMarkdown } from './html-to-markdown.ts';
import { decodeEntities, markdownExcerpt, renderMarkdown, safeUrl } from './markdown.ts';

describe('renderMarkdown', () => {
  it('renders headings, paragraphs, emphasis, lists, links and images', () => {
    const md = [
      '## Akku',
      '',
      'Ein **starker** und *schneller* Text mit [Link](/page/faq) und `code`.',
      '',
      '- eins',
      '- zwei',
      '',
      '1. erst',
      '2. dann',
      '',
      '![Ein Foto](/uploads/2026/11/a.jpg)',
    ].join('\n');
    expect(renderMarkdown(md)).toBe(
      [
        '<h2>Akku</h2>',
        '<p>Ein <strong>starker</strong> und <em>schneller</em> Text mit <a href="/page/faq">Link</a> und <code>code</code>.</p>',
        '<ul>\n<li>eins</li>\n<li>zwei</li>\n</ul>',
        '<ol>\n<li>erst</li>\n<li>dann</li>\n</ol>',
        '<p><img src="/uploads/2026/11/a.jpg" alt="Ein Foto" loading="lazy"></p>',
      ].join('\n'),
    );
  });

  it('escapes raw HTML: script tags come out as text', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\n<b onmouseover="x()">hi</b>');
    expect(html).not.toMatch(/<script|<b /i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('neutralises onerror attributes on images', () => {
    const html = renderMarkdown('<img src=x onerror=alert(1)>\n\n![a" onerror="alert(1)](/x.jpg)');
    // The attribute text stays inside the quoted alt, its quotes escaped: no attribute of its own.
    expect(html).toBe(
      '<p>&lt;img src=x onerror=alert(1)&gt;</p>\n' +
        '<p><img src="/x.jpg" alt="a&quot; onerror=&quot;alert(1)" loading="lazy"></p>',
    );
  });

  it('refuses javascript:, data: and other schemes in links and images, keeping the text', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      'java\tscript:alert(1)',
    ]) {
      const html = renderMarkdown(`[klick](${url}) ![bild](${url})`);
      expect(html, url).not.toMatch(/href=|src=/);
    }
    expect(renderMarkdown('[klick](javascript:alert(1))')).not.toContain('<a');
  });

  it('keeps entity tricks inert: an escaped ampersand is no scheme', () => {
    const html = renderMarkdown('[x](javascript&#58;alert)');
    expect(html).toBe('<p><a href="javascript&amp;#58;alert">x</a></p>');
  });

  it('allows http, https and relative addresses, marking external links', () => {
    expect(safeUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeUrl('/magazin/a')).toBe('/magazin/a');
    expect(safeUrl('mailto:a@b.de')).toBeUndefined();
    expect(renderMarkdown('[ext](https://example.com)')).toBe(
      '<p><a href="https://example.com" rel="noopener noreferrer">ext</a></p>',
    );
  });

  it('keeps underscores inside words and escaped markers as text', () => {
    expect(renderMarkdown('{{operator.vat_id}} and \\*not em\\*')).toBe(
      '<p>{{operator.vat_id}} and *not em*</p>',
    );
  });
});

describe('htmlToMarkdown', () => {
  const normal = (html: string) => decodeEntities(html).replace(/\s+/g, '');
  it('gives every shipped page and article back as Markdown that renders to the same HTML', () => {
    for (const page of [...PAGES, ...ARTICLES]) {
      const md = htmlToMarkdown(page.content);
      expect(normal(renderMarkdown(md)), `${page.slug} ${page.lang}`).toBe(normal(page.content));
    }
  });
});

describe('markdownExcerpt', () => {
  it('takes the first paragraph as plain text', () => {
    expect(markdownExcerpt('# Titel\n\nErster **Absatz** & mehr.\n\nZweiter.')).toBe('Erster Absatz & mehr.');
  });
});
