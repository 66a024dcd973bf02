// Fixtures written straight into the database: sellers and their ads, built from the real
// catalogue (terms looked up by slug), each field overridable.
import type { Taxonomy } from '../../../src/core/catalogue.ts';
import { AD_LIFETIME_DAYS } from '../../../src/core/constants.ts';
import type { Location, ProductStatus } from '../../../src/core/products.ts';
import { productSlugBase, uniqueSlug } from '../../../src/core/slug.ts';
import { media, productAccessories, products, users } from '../../../server/db/schema.ts';
import { need, type AppUnderTest, type TermRow } from './server.ts';

export type UserRow = typeof users.$inferSelect;
export type AdRow = typeof products.$inferSelect;

export const DAY_MS = 24 * 3600 * 1000;
export const daysAgo = (days: number): Date => new Date(Date.now() - days * DAY_MS);
export const daysAhead = (days: number): Date => new Date(Date.now() + days * DAY_MS);

export const BERLIN: Location = { address: '10178 Berlin', lat: 52.5219, lng: 13.4132 };
export const HAMBURG: Location = { address: '20095 Hamburg', lat: 53.5503, lng: 10.0006 };

export interface UserOverrides {
  firstName?: string;
  lastName?: string;
  email?: string;
  avatarUrl?: string | null;
  /** A linked PayPal account (has_paypal). */
  paypalEmail?: string | null;
  verified?: Partial<{ phone: boolean; payment: boolean; social: boolean; id: boolean }>;
  createdAt?: Date;
}

export interface AdOverrides {
  /** Catalogue slugs; the model defaults to iphone-13 for Apple, else the brand's first model. */
  brand?: string;
  model?: string;
  storage?: string;
  color?: string;
  condition?: string;
  age?: string;
  accessories?: readonly string[];
  /** Euro, e.g. 349 or 349.5. */
  price?: number;
  name?: string;
  description?: string;
  slug?: string;
  status?: ProductStatus;
  stockStatus?: 'instock' | 'outofstock';
  views?: number;
  createdAt?: Date;
  /** Defaults to createdAt + 60 days. */
  expiresAt?: Date;
  location?: Location | null;
  vendor?: UserRow;
  /** Number of photos (each with a thumbnail). */
  images?: number;
}

export interface Factories {
  term(taxonomy: Taxonomy, slug: string): TermRow;
  termId(taxonomy: Taxonomy, slug: string): number;
  terms(taxonomy: Taxonomy): TermRow[];
  makeUser(overrides?: UserOverrides): Promise<UserRow>;
  makeAd(overrides?: AdOverrides): Promise<AdRow>;
  /** Forget the default seller, the numbering and the slugs taken (after the tables were emptied). */
  forget(): void;
}

export function factories(server: AppUnderTest): Factories {
  let defaultVendor: UserRow | undefined;
  let userCount = 0;
  const takenSlugs = new Set<string>();

  const term = (taxonomy: Taxonomy, slug: string): TermRow => {
    const found = server.catalogue.find((t) => t.taxonomy === taxonomy && t.slug === slug);
    if (!found) throw new Error(`the catalogue has no ${taxonomy} term "${slug}"`);
    return found;
  };

  const makeUser = async (o: UserOverrides = {}): Promise<UserRow> => {
    userCount += 1;
    const [user] = await server.db
      .insert(users)
      .values({
        email: o.email ?? `verkaeufer${userCount}@example.test`,
        firstName: o.firstName ?? 'Erika',
        lastName: o.lastName ?? 'Mustermann',
        avatarUrl: o.avatarUrl ?? null,
        paypalEmail: o.paypalEmail ?? null,
        phoneVerifiedAt: o.verified?.phone ? new Date() : null,
        paymentVerifiedAt: o.verified?.payment ? new Date() : null,
        socialVerifiedAt: o.verified?.social ? new Date() : null,
        idVerifiedAt: o.verified?.id ? new Date() : null,
        createdAt: o.createdAt ?? daysAgo(365),
      })
      .returning();
    return need(user, 'the inserted user');
  };

  const makeAd = async (o: AdOverrides = {}): Promise<AdRow> => {
    const brand = term('pa_brand', o.brand ?? 'apple');
    const modelSlug =
      o.model ??
      (brand.slug === 'apple'
        ? 'iphone-13'
        : server.catalogue.find((t) => t.taxonomy === 'pa_model' && t.parentId === brand.id)?.slug);
    const model = term('pa_model', need(modelSlug, `a model of ${brand.slug}`));
    if (model.parentId !== brand.id) throw new Error(`${model.slug} is not a model of ${brand.slug}`);
    const storage = term('pa_storage', o.storage ?? '128-gb');
    const color = term('pa_color', o.color ?? 'blau');
    const vendor = o.vendor ?? (defaultVendor ??= await makeUser());
    const name = o.name ?? `${brand.name} ${model.name}`;
    const slug =
      o.slug ?? uniqueSlug(productSlugBase([brand.name, model.name, storage.name, color.name]), takenSlugs);
    takenSlugs.add(slug);
    const createdAt = o.createdAt ?? daysAgo(1);
    const location = o.location === undefined ? BERLIN : o.location;
    const [ad] = await server.db
      .insert(products)
      .values({
        slug,
        name,
        status: o.status ?? 'publish',
        description: o.description ?? `${name}, ${storage.name}, ${color.name}. Gepflegt, ohne Kratzer.`,
        priceCents: Math.round((o.price ?? 299) * 100),
        vendorId: vendor.id,
        systemId: need(brand.parentId ?? undefined, `the system of ${brand.slug}`),
        brandId: brand.id,
        modelId: model.id,
        storageId: storage.id,
        colorId: color.id,
        conditionId: term('pa_condition', o.condition ?? 'gut').id,
        ageId: term('pa_age', o.age ?? '1-2-jahre').id,
        address: location?.address ?? null,
        lat: location?.lat ?? null,
        lng: location?.lng ?? null,
        views: o.views ?? 0,
        stockStatus: o.stockStatus ?? 'instock',
        createdAt,
        dateOrder: createdAt,
        modifiedAt: createdAt,
        expiresAt: o.expiresAt ?? new Date(createdAt.getTime() + AD_LIFETIME_DAYS * DAY_MS),
      })
      .returning();
    const row = need(ad, 'the inserted ad');
    const accessories = (o.accessories ?? []).map((a) => term('pa_accesories', a).id);
    if (accessories.length > 0) {
      await server.db
        .insert(productAccessories)
        .values(accessories.map((termId) => ({ productId: row.id, termId })));
    }
    const photos = o.images ?? 1;
    if (photos > 0) {
      await server.db.insert(media).values(
        Array.from({ length: photos }, (_, position) => ({
          ownerId: vendor.id,
          productId: row.id,
          position,
          path: `test/${slug}-${position + 1}.jpg`,
          thumbPath: `test/${slug}-${position + 1}-thumb.jpg`,
          width: 1080,
          height: 1080,
        })),
      );
    }
    return row;
  };

  return {
    term,
    termId: (taxonomy, slug) => term(taxonomy, slug).id,
    terms: (taxonomy) =>
      server.catalogue
        .filter((t) => t.taxonomy === taxonomy)
        .sort((a, b) => a.position - b.position || a.id - b.id),
    makeUser,
    makeAd,
    forget() {
      defaultVendor = undefined;
      userCount = 0;
      takenSlugs.clear();
    },
  };
}
