// Hints written into the app shell for the page being opened: on an ad's page, the browser starts
// loading the first photo (the largest thing on screen) together with the JavaScript instead of
// after it, which is most of the page's Largest Contentful Paint on a phone.
import type { Storage } from '../adapters/storage.ts';
import type { Database } from '../db/client.ts';
import { findFirstPhotoPath } from '../db/repositories/products.ts';

const PRODUCT_PAGE = /^\/product\/([a-z0-9-]{1,200})\/?$/;

const attribute = (text: string) => text.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function pageHints(db: Database, storage: Storage, path: string): Promise<string> {
  const slug = PRODUCT_PAGE.exec(path)?.[1];
  if (!slug) return '';
  const photo = await findFirstPhotoPath(db, slug);
  return photo
    ? `<link rel="preload" as="image" href="${attribute(storage.url(photo))}" fetchpriority="high">`
    : '';
}
