// People and ads written straight into a bench's database (faster than registering over HTTP),
// with bearer tokens signed by the app's own key (generated and stored on first use), so a server
// started on the same database accepts them. Shared by the orders and realtime sections.
import { and, eq } from 'drizzle-orm';
import { AD_LIFETIME_DAYS } from '../../src/core/constants.ts';
import type { Database } from '../../server/db/client.ts';
import { products, terms, users } from '../../server/db/schema.ts';
import { seedCatalogue } from '../../server/db/seed/catalogue-seed.ts';
import { tokenService, type TokenService } from '../../server/services/tokens.ts';

const DAY_MS = 24 * 3600 * 1000;

export interface Actor {
  id: number;
  /** Its token version, for more tokens later (the realtime token lives five minutes). */
  version: number;
  token: string;
}

export interface BenchAd {
  id: number;
  priceCents: number;
  seller: Actor;
}

export interface BenchMarketplace {
  tokens: TokenService;
  /** A user; a seller has a payment account (PayPal e-mail) so buyers may pay. */
  person(kind: 'seller' | 'buyer', n: number): Promise<Actor>;
  /** A live "Apple iPhone 13, 128 GB, blau, gut" ad of `seller`. */
  ad(seller: Actor, n: number, priceCents: number): Promise<BenchAd>;
}

/** The catalogue seeded, and writers of people and ads into `db`. */
export async function benchMarketplace(db: Database, label: string): Promise<BenchMarketplace> {
  await seedCatalogue(db);
  const term = async (taxonomy: string, slug: string) => {
    const [row] = await db
      .select({ id: terms.id, parentId: terms.parentId })
      .from(terms)
      .where(and(eq(terms.taxonomy, taxonomy), eq(terms.slug, slug)));
    if (!row) throw new Error(`no ${taxonomy} ${slug} in the catalogue`);
    return row;
  };
  const brand = await term('pa_brand', 'apple');
  const [model, storage, color, condition, age] = await Promise.all([
    term('pa_model', 'iphone-13'),
    term('pa_storage', '128-gb'),
    term('pa_color', 'blau'),
    term('pa_condition', 'gut'),
    term('pa_age', '1-2-jahre'),
  ]);
  const tokens = tokenService(db, { secret: undefined, ttlHours: 24 });
  return {
    tokens,
    async person(kind, n) {
      const [row] = await db
        .insert(users)
        .values({
          email: `${label}-${kind}-${n}@example.test`,
          firstName: kind === 'seller' ? 'Sophie' : 'Ben',
          lastName: `Bench${n}`,
          paypalEmail: kind === 'seller' ? `${label}-${n}@paypal.example.test` : null,
        })
        .returning({ id: users.id, version: users.tokenVersion });
      if (!row) throw new Error('user not written');
      return {
        id: row.id,
        version: row.version,
        token: await tokens.issue({ userId: row.id, version: row.version }),
      };
    },
    async ad(seller, n, priceCents) {
      const [row] = await db
        .insert(products)
        .values({
          slug: `${label}-iphone-13-${n}`,
          name: 'Apple iPhone 13',
          status: 'publish',
          description: 'Bench ad.',
          priceCents,
          vendorId: seller.id,
          systemId: brand.parentId ?? 0,
          brandId: brand.id,
          modelId: model.id,
          storageId: storage.id,
          colorId: color.id,
          conditionId: condition.id,
          ageId: age.id,
          stockStatus: 'instock',
          expiresAt: new Date(Date.now() + AD_LIFETIME_DAYS * DAY_MS),
        })
        .returning({ id: products.id });
      if (!row) throw new Error('ad not written');
      return { id: row.id, priceCents, seller };
    },
  };
}
