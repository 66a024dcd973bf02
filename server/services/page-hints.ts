// What the server writes into the app shell for the page being opened, so a phone shows it before
// the JavaScript has loaded. On an ad's page: its name as the title (also for link previews), its
// first photo preloaded and already on screen in the gallery's place. React then replaces the
// preview with the full page. Everything else gets the plain shell.
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import { findProductPreview } from '../db/repositories/products.ts';

const PRODUCT_PAGE = /^\/product\/([a-z0-9-]{1,200})\/?$/;

export interface PageHints {
  title?: string;
  head: string;
  /** Markup shown in place of the app until it has loaded. */
  body: string;
}

const escape = (text: string) => text.replace(/[&"<>']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function pageHints(
  db: Database,
  storage: Storage,
  path: string,
): Promise<PageHints | undefined> {
  const slug = PRODUCT_PAGE.exec(path)?.[1];
  if (!slug) return undefined;
  const preview = await findProductPreview(db, slug);
  if (!preview) return undefined;
  const name = escape(preview.name);
  const photo = preview.photo;
  if (!photo) return { title: preview.name, head: `<meta property="og:title" content="${name}">`, body: '' };
  const src = escape(storage.url(photo.path));
  return {
    title: preview.name,
    head: [
      `<link rel="preload" as="image" href="${src}" fetchpriority="high">`,
      `<meta property="og:title" content="${name}">`,
      `<meta property="og:image" content="${src}">`,
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
  if (hints.title)
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escape(hints.title)} – Handymarkt</title>`);
  // The preview takes the place of the home intro.
  if (hints.body) html = html.replace(/<main id="app-shell-home">[\s\S]*?<\/main>/, hints.body);
  return html;
}
