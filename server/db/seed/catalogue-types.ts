// Shapes of the seed data the attribute catalogue is built from (see catalogue-data.ts).

export interface TermSeed {
  /** URL-safe, unique within its taxonomy, e.g. "128-gb", "iphone-13-pro". */
  slug: string;
  /** German name (the default language). */
  name: string;
  /** English name. */
  name_en: string;
}

export interface ModelSeed extends TermSeed {
  /** Release date, yyyymmdd, e.g. 20210924. */
  release_date: number;
  /** Storage slugs this model was sold with (subset of STORAGES). */
  storages: readonly string[];
  /** Colour slugs this model was sold in (subset of COLORS). */
  colors: readonly string[];
  /** Typical used price in euro for a good condition unit with its smallest storage, in late 2026. */
  used_price_eur: number;
}

export interface BrandSeed extends TermSeed {
  system: 'ios' | 'android';
  models: readonly ModelSeed[];
}

export interface ColorSeed extends TermSeed {
  /** A hex colour close to the real finish, used to draw demo photos. */
  hex: string;
}
