// What the server writes into the app shell for the page being opened, so a phone shows it before
// the JavaScript has loaded. On an ad's page: its name as the title, its first photo preloaded and
// already on screen in the gallery's place, and for link previews a description and an absolute
// og:image. React then replaces the preview with the full page. An ad that does not exist (or is
// not public), and a static page or article that does not exist, is `missing`: the shell is answered with 404. Everything else gets the plain shell.
import { formatCents } from '../../src/core/money.ts';
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import { contentSlugExists } from '../db/repositories/content.ts';
import { findProductPreview } from '../db/repositories/products.ts';

const PRODUCT_PAGE = /^\/product\/([a-z0-9-]{1,200})\/?$/;
/** Pages and articles named by slug: one that does not exist is answered with 404 too. */
const CONTENT_PAGE = /^\/(page|magazin)\/([^/]{1,200})\/?$/;

export interface PageHints {
  title?: string;
  /** Replaces the shell's general description (search results and link previews). */
  description?: string;
  /** The page names a thing that does not exist: answer 404 (the app shows its own page). */
  missing?: boolean;
  head: string;
  /** Markup shown in place of the app until it has loaded. */
  body: string;
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined; // malformed percent escapes name nothing that exists
  }
}

const escape = (text: string) => text.replace(/[&"<>']/g, (c) => `&#${c.charCodeAt(0)};`);

const DESCRIPTION_LENGTH = 160;

/** "349,50 € · Gepflegt, ohne Kratzer." cut to a search result's length. */
function describe(priceCents: number, description: string): string {
  // A search result's text: a plain space before the sign, as the page has always written it.
  const price = formatCents(priceCents, 'de-DE').replace(/\u00a0/g, ' ');
  const text = description.replace(/\s+/g, ' ').trim();
  const full = text ? `${price} · ${text}` : price;
  return full.length <= DESCRIPTION_LENGTH ? full : `${full.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** `origin` (PUBLIC_URL, else the request's) makes the preview image's address absolute. */
export async function pageHints(
  db: Database,
  storage: Storage,
  path: string,
  origin: string,
): Promise<PageHints | undefined> {
  const content = CONTENT_PAGE.exec(path);
  if (content?.[1] && content[2]) {
    const kind = content[1] === 'page' ? 'page' : 'article';
    const slug = safeDecode(content[2]);
    const exists = slug !== undefined && (await contentSlugExists(db, kind, slug));
    return exists ? undefined : { missing: true, head: '', body: '' };
  }
  const slug = PRODUCT_PAGE.exec(path)?.[1];
  if (!slug) return undefined;
  const preview = await findProductPreview(db, slug);
  if (!preview) return { missing: true, head: '', body: '' };
  const name = escape(preview.name);
  const description = describe(preview.priceCents, preview.description);
  const meta = [
    `<meta property="og:type" content="product">`,
    `<meta property="og:title" content="${name}">`,
    `<meta property="og:description" content="${escape(description)}">`,
  ];
  const photo = preview.photo;
  if (!photo) return { title: preview.name, description, head: meta.join(''), body: '' };
  const src = escape(storage.url(photo.path));
  const absolute = escape(new URL(storage.url(photo.path), origin).href);
  return {
    title: preview.name,
    description,
    head: [
      `<link rel="preload" as="image" href="${src}" fetchpriority="high">`,
      ...meta,
      `<meta property="og:image" content="${absolute}">`,
    ].join(''),
    body: `<main><article class="product"><div class="product__layout"><div class="gallery"><div class="gallery__main"><img src="${src}" alt="${escape(photo.alt || preview.name)}" width="${photo.width}" height="${photo.height}" fetchpriority="high"></div></div><div class="product__summary"><h1>${name}</h1></div></div></article></main>`,
  };
}

/** The shell with the page's hints written in. */
export function withHints(shell: string, hints: PageHints | undefined): string {
  if (!hints) return shell;
  // Right after the charset, before the app's scripts: the photo is the first thing requested.
  const charset = /<meta charset="[^"]*"\s*\/?>/i;
  let html = charset.test(shell)
    ? shell.replace(charset, (tag) => `${tag}${hints.head}`)
    : shell.replace('</head>', `${hints.head}</head>`);
  // Replaced by functions: a `$&` in an ad's text must stay text, not become a replacement pattern.
  const { title, description } = hints;
  if (title)
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escape(title)} – Handymarkt</title>`);
  if (description) {
    html = html.replace(
      /(<meta\s+name="description"\s+)content="[^"]*"/,
      (_tag, start: string) => `${start}content="${escape(description)}"`,
    );
  }
  // The preview takes the place of the home intro.
  if (hints.body) html = html.replace(/<main id="app-shell-home">[\s\S]*?<\/main>/, hints.body);
  return html;
}
