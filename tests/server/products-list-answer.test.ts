// GET /wc/v3/products, byte for byte: the list's answer (and one ad's) for a fixed marketplace is
// the text kept in products-list-answer.golden.json. The list's statements and serialisation may
// change for speed (issue 33); what the clients receive may not, neither a field nor the order.
// Every date is fixed (the ads end in 2099), so the text does not depend on the day it runs.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, users } from '../../server/db/schema.ts';
import { BERLIN, HAMBURG } from './support/factories.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const PRODUCTS = '/wp-json/wc/v3/products';
const at = (iso: string) => new Date(iso);
const END = at('2099-01-01T00:00:00.000Z');

/** Sellers with and without marks, avatar and PayPal; ads with every kind of field set or not. */
async function marketplace() {
  const sophie = await server.makeUser({
    firstName: 'Sophie',
    lastName: 'Hartmann',
    avatarUrl: 'https://example.test/avatar.png',
    paypalEmail: 'sophie@example.test',
    createdAt: at('2024-03-01T09:15:30.123Z'),
  });
  await server.db
    .update(users)
    .set({ phoneVerifiedAt: at('2024-03-02T10:00:00.456Z'), idVerifiedAt: at('2024-04-05T11:12:13.789Z') })
    .where(eq(users.id, sophie.id));
  const jonas = await server.makeUser({
    firstName: 'Jonas',
    lastName: 'Özdemir',
    createdAt: at('2025-07-14T18:00:00.000Z'),
  });
  const accessories = server.terms('pa_accesories').map((t) => t.slug);
  const ads = [
    await server.makeAd({
      vendor: sophie,
      createdAt: at('2026-10-01T08:00:00.001Z'),
      expiresAt: END,
      accessories: accessories.slice(0, 3),
      images: 3,
      views: 42,
      price: 349.5,
    }),
    await server.makeAd({
      vendor: jonas,
      brand: 'samsung',
      color: 'schwarz',
      storage: '256-gb',
      condition: 'wie-neu',
      createdAt: at('2026-10-02T09:30:15.250Z'),
      expiresAt: END,
      location: null,
      images: 0,
      description: 'Mit "Anführungszeichen", Umlauten äöü, einem \\ und\nZeilenumbruch 📱',
    }),
    await server.makeAd({
      vendor: sophie,
      brand: 'apple',
      model: 'iphone-15',
      createdAt: at('2026-10-02T09:30:15.250Z'),
      expiresAt: END,
      location: HAMBURG,
      accessories: accessories.slice(-1),
      images: 2,
      views: 7,
    }),
    await server.makeAd({
      vendor: jonas,
      createdAt: at('2026-09-20T12:00:00.000Z'),
      expiresAt: END,
      location: BERLIN,
      stockStatus: 'outofstock',
    }),
    await server.makeAd({ vendor: jonas, createdAt: at('2026-09-21T12:00:00.000Z'), expiresAt: END }),
  ];
  const [first, second, third] = ads;
  if (!first || !second || !third) throw new Error('no ads');
  await server.db
    .update(products)
    .set({
      batteryHealth: 87,
      repairs: 'Display getauscht',
      activationLockRemoved: false,
      movedToTopAt: at('2026-10-03T07:07:07.007Z'),
    })
    .where(eq(products.id, first.id));
  await server.db.update(products).set({ batteryHealth: 100 }).where(eq(products.id, third.id));
  return ads;
}

async function text(path: string): Promise<string> {
  const res = await server.app.request(path);
  expect(res.status).toBe(200);
  const headers = ['content-type', 'x-wp-total', 'x-wp-totalpages', 'cache-control'].map(
    (h) => `${h}: ${res.headers.get(h)}`,
  );
  return `${headers.join('\n')}\n${await res.text()}`;
}

describe('the list answer', () => {
  it('is the same text as before for the home list, its sortings, a filter, a page and one ad', async () => {
    const [first] = await marketplace();
    const brand = server.termId('pa_brand', 'apple');
    const answers = {
      home: await text(
        `${PRODUCTS}?page=1&per_page=20&status=publish&stock_status=instock&sorting=most_recent`,
      ),
      cheapest: await text(`${PRODUCTS}?per_page=20&status=publish&sorting=low_to_high_price`),
      mostViewed: await text(`${PRODUCTS}?per_page=20&status=publish&sorting=most_viewed`),
      apple: await text(
        `${PRODUCTS}?per_page=20&attributes[0][taxonomy]=pa_brand&attributes[0][term_ids]=${brand}`,
      ),
      secondPage: await text(`${PRODUCTS}?per_page=2&page=2`),
      mapPoints: await text(`${PRODUCTS}?per_page=100&_fields=location,slug`),
      one: await text(`${PRODUCTS}/${first?.id}`),
    };

    await expect(`${JSON.stringify(answers, null, 2)}\n`).toMatchFileSnapshot(
      './products-list-answer.golden.json',
    );
  });
});
