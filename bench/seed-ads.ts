// Fills an empty database with a believable marketplace at scale: the real catalogue, a few hundred
// sellers and N ads (default 100,000), each with two photo rows and some accessories. Ads are
// generated in JS from a fixed seed (same data on every run and on both databases) and written in
// chunks of one JSON parameter each (jsonb_to_recordset), which is fast on PGlite and PostgreSQL.
//
// Distributions: ~60% Apple/Samsung, newer models more often, prices 50–1500 € from the model's
// used price, storage and condition; created over the last 60 days (ids grow with time, as in
// production); ~10% of live ads sold (out of stock); ~3% expired, ~1.5% pending/private; views
// log-normal and growing with the ad's age; 85% with a location.
import { sql } from 'drizzle-orm';
import { AD_LIFETIME_DAYS } from '../src/core/constants.ts';
import { productSlugBase } from '../src/core/slug.ts';
import type { Database } from '../server/db/client.ts';
import { invalidateCatalogue } from '../server/db/repositories/catalogue.ts';
import { BRANDS, COLORS } from '../server/db/seed/catalogue-data.ts';
import { seedCatalogue } from '../server/db/seed/catalogue-seed.ts';
import { DEMO_CITIES, DEMO_DESCRIPTIONS } from '../server/db/seed/demo-data.ts';
import { seededRandom } from '../server/db/seed/demo-seed.ts';
import { terms, users } from '../server/db/schema.ts';

const DAY_MS = 24 * 3600 * 1000;
const CHUNK = 5000;

/** Share of ads per brand (sums to 1): Apple and Samsung together ~60%. */
const BRAND_SHARE: Record<string, number> = {
  apple: 0.35,
  samsung: 0.25,
  google: 0.08,
  xiaomi: 0.08,
  oneplus: 0.05,
  motorola: 0.05,
  huawei: 0.04,
  oppo: 0.03,
  fairphone: 0.03,
  sony: 0.02,
  nokia: 0.02,
};
/** Best to worst, as CONDITIONS: share of ads and price factor. */
const CONDITION_MIX = [
  { share: 0.05, factor: 1.25 },
  { share: 0.25, factor: 1.1 },
  { share: 0.35, factor: 1 },
  { share: 0.22, factor: 0.9 },
  { share: 0.1, factor: 0.75 },
  { share: 0.03, factor: 0.4 },
];
const FIRST_NAMES = ['Anna', 'Ben', 'Clara', 'David', 'Elif', 'Felix', 'Greta', 'Hannah', 'Ivan', 'Jonas'];
const MORE_FIRST = ['Katrin', 'Leon', 'Mia', 'Noah', 'Olga', 'Paul', 'Rosa', 'Sven', 'Tim', 'Yasemin'];
const LAST_NAMES = ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker'];
const MORE_LAST = ['Schulz', 'Hoffmann', 'Koch', 'Richter', 'Klein', 'Wolf', 'Yilmaz', 'Neumann', 'Braun'];

export interface SeedReport {
  ads: number;
  users: number;
  media: number;
  accessories: number;
  ms: { catalogue: number; users: number; ads: number; media: number; analyze: number; total: number };
}

interface AdRow {
  slug: string;
  name: string;
  status: string;
  description: string;
  price_cents: number;
  vendor_id: number;
  system_id: number;
  brand_id: number;
  model_id: number;
  storage_id: number;
  color_id: number;
  condition_id: number;
  age_id: number;
  address: string | null;
  lat: number | null;
  lng: number | null;
  views: number;
  stock_status: string;
  created_at: string;
  modified_at: string;
  expires_at: string;
}

/** Pick from weighted choices with one uniform draw. */
function weighted<T>(choices: readonly { value: T; weight: number }[], u: number): T {
  const total = choices.reduce((sum, c) => sum + c.weight, 0);
  let left = u * total;
  for (const c of choices) {
    left -= c.weight;
    if (left < 0) return c.value;
  }
  const last = choices.at(-1);
  if (!last) throw new Error('no choices');
  return last.value;
}

export async function seedBenchMarketplace(
  db: Database,
  opts: { ads: number; users: number; now?: Date },
): Promise<SeedReport> {
  const now = opts.now ?? new Date();
  const random = seededRandom(100_000);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const started = performance.now();
  const lap = (() => {
    let last = started;
    return () => {
      const t = performance.now();
      const d = t - last;
      last = t;
      return Math.round(d);
    };
  })();

  await seedCatalogue(db);
  invalidateCatalogue(db);
  const allTerms = await db.select().from(terms);
  const termId = (taxonomy: string, slug: string) => {
    const t = allTerms.find((x) => x.taxonomy === taxonomy && x.slug === slug);
    if (!t) throw new Error(`unknown ${taxonomy} term ${slug}`);
    return t.id;
  };
  const tax = (taxonomy: string) =>
    allTerms.filter((t) => t.taxonomy === taxonomy).sort((a, b) => a.position - b.position);
  const conditions = tax('pa_condition');
  const ages = tax('pa_age');
  const catalogueMs = lap();

  const sellers = await db
    .insert(users)
    .values(
      Array.from({ length: opts.users }, (_, i) => {
        const first = [...FIRST_NAMES, ...MORE_FIRST][i % 20] ?? 'Alex';
        const last = [...LAST_NAMES, ...MORE_LAST][Math.floor(i / 20) % 17] ?? 'Lang';
        const verified = random();
        return {
          email: `bench-seller-${i + 1}@example.org`,
          firstName: first,
          lastName: last,
          paypalEmail: verified < 0.6 ? `bench-seller-${i + 1}@example.org` : null,
          verifiedPhone: verified < 0.8,
          verifiedPayment: verified < 0.6,
          verifiedSocial: verified < 0.3,
          verifiedId: verified < 0.15,
          createdAt: new Date(now.getTime() - Math.floor(random() * 1000 + 30) * DAY_MS),
        };
      }),
    )
    .returning({ id: users.id });
  const usersMs = lap();

  // Models people sell: released by now, newer ones more often (half-life of about two years).
  const today = now.getUTCFullYear() * 10000 + (now.getUTCMonth() + 1) * 100 + now.getUTCDate();
  const yearsSince = (yyyymmdd: number) => {
    const y = Math.floor(yyyymmdd / 10000);
    const m = Math.floor(yyyymmdd / 100) % 100;
    const d = yyyymmdd % 100;
    return (now.getTime() - Date.UTC(y, m - 1, d)) / (365.25 * DAY_MS);
  };
  const brandChoices = BRANDS.map((brand) => ({
    weight: BRAND_SHARE[brand.slug] ?? 0.01,
    value: {
      brand,
      models: brand.models
        .filter((m) => m.release_date <= today)
        .map((model) => ({ value: model, weight: Math.pow(0.7, yearsSince(model.release_date)) })),
    },
  })).filter((b) => b.value.models.length > 0);

  const slugCount = new Map<string, number>();
  const rows: AdRow[] = [];
  for (let i = 0; i < opts.ads; i++) {
    const { brand, models } = weighted(brandChoices, random());
    const model = weighted(models, random());
    const storageIndex = weighted(
      model.storages.map((_, index) => ({ value: index, weight: 1 / (index + 1) })),
      random(),
    );
    const storageSlug = model.storages[storageIndex] ?? model.storages[0] ?? '128-gb';
    const colorSlug = model.colors[Math.floor(random() * model.colors.length)] ?? 'schwarz';
    const color = COLORS.find((c) => c.slug === colorSlug);
    const conditionIndex = weighted(
      CONDITION_MIX.map((c, index) => ({ value: index, weight: c.share })),
      random(),
    );
    const condition = conditions[conditionIndex];
    const storage = allTerms.find((t) => t.taxonomy === 'pa_storage' && t.slug === storageSlug);
    if (!condition || !color || !storage) throw new Error(`catalogue mismatch for ${model.slug}`);
    // The phone's age: the model's age, sometimes younger (bought later than its launch).
    const modelAge = yearsSince(model.release_date) * (random() < 0.3 ? random() : 1);
    const ageIndex = modelAge < 0.5 ? 0 : modelAge < 1 ? 1 : modelAge < 2 ? 2 : modelAge < 3 ? 3 : 4;
    const factor =
      (1 + storageIndex * 0.12) * (CONDITION_MIX[conditionIndex]?.factor ?? 1) * (0.85 + random() * 0.3);
    const euros = Math.min(
      1500,
      Math.max(50, Math.round((model.used_price_eur * factor) / 5) * 5 - (random() < 0.4 ? 1 : 0)),
    );

    const kind = random();
    const status = kind < 0.03 ? 'expired' : kind < 0.04 ? 'pending' : kind < 0.045 ? 'private' : 'publish';
    const ageDays = status === 'expired' ? AD_LIFETIME_DAYS + random() * 60 : random() * AD_LIFETIME_DAYS;
    const created = new Date(now.getTime() - ageDays * DAY_MS);
    const views = Math.floor(Math.exp(normal() * 1.1) * (2 + Math.min(ageDays, AD_LIFETIME_DAYS) * 3));

    const base = productSlugBase([brand.name, model.name, storage.name, color.name]);
    const taken = (slugCount.get(base) ?? 0) + 1;
    slugCount.set(base, taken);
    const city = random() < 0.85 ? DEMO_CITIES[Math.floor(random() * DEMO_CITIES.length)] : undefined;
    const description = (DEMO_DESCRIPTIONS[i % DEMO_DESCRIPTIONS.length] ?? '')
      .replaceAll('{model}', `${brand.name} ${model.name}`)
      .replaceAll('{storage}', storage.name)
      .replaceAll('{color}', color.name)
      .replaceAll('{battery}', String(78 + Math.floor(random() * 22)));
    const vendor = sellers[Math.floor(Math.pow(random(), 2) * sellers.length)];
    if (!vendor) throw new Error('no sellers');

    rows.push({
      slug: taken === 1 ? base : `${base}-${taken}`,
      name: `${brand.name} ${model.name}`,
      status,
      description,
      price_cents: euros * 100,
      vendor_id: vendor.id,
      system_id: termId('pa_system', brand.system),
      brand_id: termId('pa_brand', brand.slug),
      model_id: termId('pa_model', model.slug),
      storage_id: storage.id,
      color_id: termId('pa_color', colorSlug),
      condition_id: condition.id,
      age_id: ages[ageIndex]?.id ?? ages[0]?.id ?? 0,
      address: city ? city.address : null,
      lat: city ? city.lat + (random() - 0.5) * 0.02 : null,
      lng: city ? city.lng + (random() - 0.5) * 0.03 : null,
      views,
      stock_status: status === 'publish' && random() < 0.1 ? 'outofstock' : 'instock',
      created_at: created.toISOString(),
      modified_at: created.toISOString(),
      expires_at: new Date(created.getTime() + AD_LIFETIME_DAYS * DAY_MS).toISOString(),
    });
  }
  // Ids grow with creation time, as they do when ads arrive one by one.
  rows.sort((a, b) => a.created_at.localeCompare(b.created_at));

  await db.transaction(async (tx) => {
    for (let at = 0; at < rows.length; at += CHUNK) {
      const json = JSON.stringify(rows.slice(at, at + CHUNK));
      await tx.execute(sql`
        INSERT INTO products (slug, name, status, description, price_cents, vendor_id, system_id,
          brand_id, model_id, storage_id, color_id, condition_id, age_id, address, lat, lng, views,
          stock_status, created_at, date_order, modified_at, expires_at)
        SELECT slug, name, status, description, price_cents, vendor_id, system_id,
          brand_id, model_id, storage_id, color_id, condition_id, age_id, address, lat, lng, views,
          stock_status, created_at, created_at, modified_at, expires_at
        FROM jsonb_to_recordset(${json}::jsonb) AS r(slug text, name text, status text,
          description text, price_cents integer, vendor_id integer, system_id integer,
          brand_id integer, model_id integer, storage_id integer, color_id integer,
          condition_id integer, age_id integer, address text, lat double precision,
          lng double precision, views integer, stock_status text, created_at timestamptz,
          modified_at timestamptz, expires_at timestamptz)`);
    }
  });
  const adsMs = lap();

  // Two photos per ad (front and back, as the demo has) and ~35% of the accessories, both
  // deterministic from the ids.
  await db.execute(sql`
    INSERT INTO media (owner_id, product_id, position, path, thumb_path, alt, width, height, created_at)
    SELECT p.vendor_id, p.id, n, 'bench/' || p.slug || '-' || (n + 1) || '.jpg',
      'bench/' || p.slug || '-' || (n + 1) || '-thumb.jpg', '', 1080, 1440, p.created_at
    FROM products p CROSS JOIN generate_series(0, 1) AS n
    ORDER BY p.id, n`);
  await db.execute(sql`
    INSERT INTO product_accessories (product_id, term_id)
    SELECT p.id, t.id FROM products p
    JOIN terms t ON t.taxonomy = 'pa_accesories'
    WHERE abs(hashtext(p.id || ':' || t.id)) % 100 < 35`);
  const mediaMs = lap();

  // Production tables are autovacuumed after a bulk of inserts: statistics and visibility map.
  await db.execute(sql`VACUUM ANALYZE`);
  const analyzeMs = lap();

  const countOf = async (table: string) => {
    // node-postgres answers a QueryResult, PGlite a Results object: both carry `rows`.
    const result = (await db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]?.n ?? 0;
  };
  return {
    ads: await countOf('products'),
    users: sellers.length,
    media: await countOf('media'),
    accessories: await countOf('product_accessories'),
    ms: {
      catalogue: catalogueMs,
      users: usersMs,
      ads: adsMs,
      media: mediaMs,
      analyze: analyzeMs,
      total: Math.round(performance.now() - started),
    },
  };
}
