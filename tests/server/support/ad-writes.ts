// Helpers for the ad write tests: a valid POST /wc/v3/products body built from catalogue slugs,
// uploaded photos as media rows with real files in the app's uploads folder (written here, not
// through the upload route, so these tests do not depend on it), and sellers who are logged in.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { AdCreate } from '../../../src/core/ad-form.ts';
import type { Product } from '../../../src/core/products.ts';
import { media } from '../../../server/db/schema.ts';
import type { RegisteredUser } from './flows.ts';
import type { TestServer } from './test-server.ts';

export type MediaRow = typeof media.$inferSelect;
export const PRODUCTS = '/wp-json/wc/v3/products';
export const productPath = (id: number | string) => `${PRODUCTS}/${id}`;

export interface AdBodyTerms {
  system?: string;
  brand?: string;
  model?: string;
  storage?: string;
  color?: string;
  condition?: string;
  age?: string;
  accessories?: readonly string[];
}

/** A body every rule accepts: an iPhone 13, 128 GB, blue, good condition, with the given photos. */
export function adBody(
  server: TestServer,
  imageIds: readonly number[],
  terms: AdBodyTerms = {},
  overrides: Partial<AdCreate> = {},
): AdCreate {
  const id = server.termId;
  return {
    regular_price: '349',
    description: 'Gepflegt, immer mit Hülle genutzt.',
    attributes: [
      { taxonomy: 'pa_system', term_ids: [id('pa_system', terms.system ?? 'ios')] },
      { taxonomy: 'pa_brand', term_ids: [id('pa_brand', terms.brand ?? 'apple')] },
      { taxonomy: 'pa_model', term_ids: [id('pa_model', terms.model ?? 'iphone-13')] },
      { taxonomy: 'pa_storage', term_ids: [id('pa_storage', terms.storage ?? '128-gb')] },
      { taxonomy: 'pa_color', term_ids: [id('pa_color', terms.color ?? 'blau')] },
      { taxonomy: 'pa_condition', term_ids: [id('pa_condition', terms.condition ?? 'gut')] },
      { taxonomy: 'pa_age', term_ids: [id('pa_age', terms.age ?? '1-2-jahre')] },
      { taxonomy: 'pa_accesories', term_ids: (terms.accessories ?? []).map((a) => id('pa_accesories', a)) },
    ],
    images: imageIds.map((i) => ({ id: i })),
    location: { address: '10178 Berlin', lat: 52.5219, lng: 13.4132 },
    status: 'publish',
    battery_health: 87,
    activation_lock_removed: true,
    repairs: '',
    ...overrides,
  };
}

let mediaCount = 0;

/** Uploaded photos of `ownerId`, not yet on an ad, each with its files written to the uploads folder. */
export async function makeMedia(server: TestServer, ownerId: number, count = 1): Promise<MediaRow[]> {
  const rows: MediaRow[] = [];
  for (let i = 0; i < count; i++) {
    mediaCount += 1;
    const base = `test-media/${ownerId}/${mediaCount}`;
    const keys = {
      path: `${base}.jpg`,
      thumbPath: `${base}-thumb.jpg`,
      mediumPath: `${base}-medium.jpg`,
      webpPath: `${base}.webp`,
    };
    for (const key of Object.values(keys)) {
      const file = join(server.uploadsDir, key);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, 'photo');
    }
    const [row] = await server.db
      .insert(media)
      .values({ ownerId, ...keys, width: 1080, height: 1080 })
      .returning();
    if (!row) throw new Error('media insert returned nothing');
    rows.push(row);
  }
  return rows;
}

/** Whether each of the photo's files is still in the uploads folder. */
export function photoFilesExist(server: TestServer, row: MediaRow): boolean[] {
  return [row.path, row.thumbPath, row.mediumPath, row.webpPath]
    .filter((k): k is string => k !== null)
    .map((key) => existsSync(join(server.uploadsDir, key)));
}

export interface Seller extends RegisteredUser {
  id: number;
}

/** A seller registered and logged in through the API. */
export async function seller(server: TestServer): Promise<Seller> {
  const user = await server.register();
  return { ...user, id: user.user_id };
}

/** Publish an ad through the API with `photos` fresh photos; fails the test unless it answers 201. */
export async function publishAd(
  server: TestServer,
  who: Seller,
  opts: { photos?: number; terms?: AdBodyTerms; overrides?: Partial<AdCreate> } = {},
): Promise<Product> {
  const photos = await makeMedia(server, who.id, opts.photos ?? 1);
  const res = await server.request<Product>('POST', PRODUCTS, {
    token: who.token,
    body: adBody(
      server,
      photos.map((p) => p.id),
      opts.terms,
      opts.overrides,
    ),
  });
  if (res.status !== 201) throw new Error(`publish: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
