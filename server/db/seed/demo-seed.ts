// Fills an empty marketplace with believable demo ads: a few dozen phones across Germany from
// the demo sellers of demo-data.ts, each with generated photos. Deterministic: the same seed
// gives the same marketplace, so screenshots and tests can rely on it.
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { DEFECT_CONDITION_SLUG } from '../../../src/core/ad-form.ts';
import { AD_LIFETIME_DAYS } from '../../../src/core/constants.ts';
import { productSlugBase, uniqueSlug } from '../../../src/core/slug.ts';
import type { Storage } from '../../adapters/storage.ts';
import { makeRenditions } from '../../services/photo-renditions.ts';
import type { Database } from '../client.ts';
import { media, productAccessories, products, terms, users } from '../schema.ts';
import { BRANDS, COLORS } from './catalogue-data.ts';
import type { BrandSeed, ModelSeed } from './catalogue-types.ts';
import {
  DEMO_CITIES,
  DEMO_DESCRIPTIONS,
  DEMO_PASSWORD,
  DEMO_ADMIN,
  DEMO_REVIEWER,
  DEMO_USERS,
  type DemoVerification,
} from './demo-data.ts';
import { renderPhonePhoto, type PhonePhotoOptions } from './phone-photo.ts';

const DEMO_AD_COUNT = 48;
/** After the live ads, one more per demo seller whose 60 days have run out: My ads shows an expired ad to republish. */
const EXPIRED_DEMO_ADS = 8;
/** What a few demo sellers say was repaired (device facts). */
const DEMO_REPAIRS = ['Display getauscht (Originalteil)', 'Akku neu beim Fachhändler', 'Rückseite ersetzt'];
const DAY_MS = 24 * 3600 * 1000;

/** mulberry32: a small seeded generator, so the demo is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A street address in the demo user's city ("Oranienstraße 12", "10999", "Berlin"). */
function demoShipping(citySlug: string, i: number) {
  const city = DEMO_CITIES.find((c) => c.slug === citySlug);
  if (!city) return null;
  const [street = '', place = ''] = city.address.split(', ');
  const [zip = city.postcode, ...name] = place.split(' ');
  return { street: `${street} ${12 + i * 7}`, zip, city: name.join(' '), phone: '' };
}

export async function seedDemo(db: Database, storage: Storage, now = new Date()): Promise<number> {
  const random = seededRandom(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const allTerms = await db.select().from(terms);
  const termId = (taxonomy: string, slug: string) => {
    const t = allTerms.find((x) => x.taxonomy === taxonomy && x.slug === slug);
    if (!t) throw new Error(`demo data names an unknown ${taxonomy} term: ${slug}`);
    return t.id;
  };
  const list = (taxonomy: string) => allTerms.filter((t) => t.taxonomy === taxonomy);

  const passwordHash = await hash(DEMO_PASSWORD);
  const sellers = await db
    .insert(users)
    .values(
      DEMO_USERS.map((u, i) => {
        const createdAt = new Date(now.getTime() - (400 + i * 45) * DAY_MS);
        return {
          email: u.email,
          firstName: u.first_name,
          lastName: u.last_name,
          passwordHash,
          paypalEmail: u.verified.payment ? u.email : null,
          // An address, so a demo purchase can be paid and a DHL label printed without a detour.
          shipping: demoShipping(u.city, i),
          ...verificationDates(u.verified, createdAt),
          createdAt,
        };
      }),
    )
    .returning();
  await db.insert(users).values([
    {
      email: DEMO_REVIEWER.email,
      firstName: DEMO_REVIEWER.first_name,
      lastName: DEMO_REVIEWER.last_name,
      passwordHash,
      role: 'reviewer',
    },
    {
      email: DEMO_ADMIN.email,
      firstName: DEMO_ADMIN.first_name,
      lastName: DEMO_ADMIN.last_name,
      passwordHash,
      role: 'admin',
    },
  ]);

  // Phones people actually sell: mostly models of the last six years, iPhones and Galaxies first.
  const today = now.getUTCFullYear() * 10000 + (now.getUTCMonth() + 1) * 100 + now.getUTCDate();
  const candidates = BRANDS.flatMap((brand) =>
    brand.models
      .filter((m) => m.release_date >= today - 60000 && m.release_date <= today)
      .map((model) => ({
        brand,
        model,
        weight: brand.slug === 'apple' ? 4 : brand.slug === 'samsung' ? 3 : 1,
      })),
  );
  const weighted = candidates.flatMap((c) => Array.from({ length: c.weight }, () => c));
  const conditions = list('pa_condition');
  const ages = list('pa_age');
  const accessories = list('pa_accesories');
  const taken = new Set<string>();
  // Ads of the same model and colour share their photos' renditions: rendering is the slow part.
  const photoCache = new Map<string, Awaited<ReturnType<typeof makeRenditions>>>();

  for (let i = 0; i < DEMO_AD_COUNT + EXPIRED_DEMO_ADS; i++) {
    const { brand, model } = pick(weighted);
    const storageSlug = pick(model.storages);
    const colorSlug = pick(model.colors);
    const color = COLORS.find((c) => c.slug === colorSlug);
    const storageIndex = model.storages.indexOf(storageSlug);
    const drawnCondition = Math.min(
      conditions.length - 1,
      Math.floor(random() * random() * conditions.length),
    );
    // Now and then a defective phone still locked to its owner's account: what buyers are warned of.
    const stillLocked = i % 16 === 5;
    const conditionIndex = stillLocked
      ? conditions.findIndex((c) => c.slug === DEFECT_CONDITION_SLUG)
      : drawnCondition;
    const condition = conditions[conditionIndex];
    if (!color || !condition) throw new Error(`demo data is inconsistent for ${model.slug}`);
    const seller = sellers[i % sellers.length];
    const sellerSeed = DEMO_USERS[i % DEMO_USERS.length];
    const city = DEMO_CITIES.find((c) => c.slug === sellerSeed?.city) ?? pick(DEMO_CITIES);
    if (!seller) throw new Error('no demo sellers');
    const factor = (1 + storageIndex * 0.12) * (1.1 - conditionIndex * 0.1) * (0.9 + random() * 0.2);
    const euros = Math.max(
      29,
      Math.round((model.used_price_eur * factor) / 5) * 5 - (random() < 0.5 ? 1 : 0),
    );
    const age = Math.floor(random() * 40 * DAY_MS);
    const created = new Date(
      now.getTime() - (i < DEMO_AD_COUNT ? age : (AD_LIFETIME_DAYS + 2 + i - DEMO_AD_COUNT) * DAY_MS),
    );
    const storageName =
      allTerms.find((t) => t.taxonomy === 'pa_storage' && t.slug === storageSlug)?.name ?? '';
    const slug = uniqueSlug(productSlugBase([brand.name, model.name, storageName, color.name]), taken);
    taken.add(slug);
    const template = pick(DEMO_DESCRIPTIONS);
    const battery = 78 + Math.floor(random() * 22);
    const description = template
      .replaceAll('{model}', `${brand.name} ${model.name}`)
      .replaceAll('{storage}', storageName)
      .replaceAll('{color}', color.name)
      .replaceAll('{battery}', String(battery));
    const withLocation = random() > 0.15;
    const [product] = await db
      .insert(products)
      .values({
        slug,
        name: `${brand.name} ${model.name}`,
        description,
        priceCents: euros * 100,
        vendorId: seller.id,
        systemId: termId('pa_system', brand.system),
        brandId: termId('pa_brand', brand.slug),
        modelId: termId('pa_model', model.slug),
        storageId: termId('pa_storage', storageSlug),
        colorId: termId('pa_color', colorSlug),
        conditionId: condition.id,
        ageId: pick(ages).id,
        // Device facts: most sellers give the battery health; some phones were repaired.
        batteryHealth: i % 5 === 4 ? null : battery,
        activationLockRemoved: !stillLocked,
        repairs: i % 7 === 3 ? DEMO_REPAIRS[i % DEMO_REPAIRS.length] : '',
        // Shown near, never at, the seller's street.
        address: withLocation ? city.address : null,
        lat: withLocation ? city.lat + (random() - 0.5) * 0.02 : null,
        lng: withLocation ? city.lng + (random() - 0.5) * 0.03 : null,
        views: Math.floor(random() * random() * 400),
        stockStatus: i % 13 === 7 ? 'outofstock' : 'instock',
        createdAt: created,
        dateOrder: created,
        modifiedAt: created,
        expiresAt: new Date(created.getTime() + AD_LIFETIME_DAYS * DAY_MS),
      })
      .returning();
    if (!product) throw new Error('insert returned nothing');
    const chosenAccessories = accessories.filter(() => random() < 0.35);
    if (chosenAccessories.length > 0) {
      await db
        .insert(productAccessories)
        .values(chosenAccessories.map((a) => ({ productId: product.id, termId: a.id })));
    }
    // The back first: it shows the colour, which is what tells one ad from the next in a list.
    const views = ['back', 'front'] as const;
    for (const [position, view] of views.entries()) {
      const key = `${brand.slug}-${model.slug}-${colorSlug}-${view}`;
      let renditions = photoCache.get(key);
      if (!renditions) {
        const photo = await renderPhonePhoto(demoPhotoOptions(brand, model, color.hex, view, i));
        renditions = await makeRenditions(photo);
        photoCache.set(key, renditions);
      }
      const path = `demo/${slug}-${position + 1}.jpg`;
      const thumbPath = `demo/${slug}-${position + 1}-thumb.jpg`;
      const mediumPath = `demo/${slug}-${position + 1}-medium.jpg`;
      const webpPath = `demo/${slug}-${position + 1}.webp`;
      await storage.put(path, renditions.full, 'image/jpeg');
      await storage.put(thumbPath, renditions.thumb, 'image/jpeg');
      await storage.put(mediumPath, renditions.medium, 'image/jpeg');
      await storage.put(webpPath, renditions.webp, 'image/webp');
      await db.insert(media).values({
        ownerId: seller.id,
        productId: product.id,
        position,
        path,
        thumbPath,
        mediumPath,
        webpPath,
        alt: `${brand.name} ${model.name}, ${color.name} (${view === 'front' ? 'Vorderseite' : 'Rückseite'})`,
        width: renditions.width,
        height: renditions.height,
      });
    }
  }
  return (await db.select({ id: products.id }).from(products).where(eq(products.status, 'publish'))).length;
}

/** The generated photo of a demo ad: its own maker's back, its own model's name on the screen. */
export function demoPhotoOptions(
  brand: Pick<BrandSeed, 'slug' | 'name'>,
  model: Pick<ModelSeed, 'name'>,
  hex: string,
  view: 'front' | 'back',
  seed: number,
): PhonePhotoOptions {
  const label = `${brand.name} ${model.name}`;
  return { hex, brand: brand.slug, maker: brand.name, label, view, seed, width: 900, height: 900 };
}

/** Demo sellers earned their marks in their first weeks, in the order people usually do. */
function verificationDates(verified: DemoVerification, createdAt: Date) {
  const after = (earned: boolean, days: number) =>
    earned ? new Date(createdAt.getTime() + days * DAY_MS) : null;
  return {
    phoneVerifiedAt: after(verified.phone, 1),
    paymentVerifiedAt: after(verified.payment, 4),
    socialVerifiedAt: after(verified.social, 9),
    idVerifiedAt: after(verified.id, 21),
  };
}
