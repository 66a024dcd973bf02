// Reads the same API the app uses, so tests compare what the user sees with what the server holds
// (never with numbers written into the test: the demo marketplace is seeded relative to today).
import { expect, type APIRequestContext } from '@playwright/test';

export interface ApiTerm {
  id: number;
  name: string;
  name_en: string;
  slug: string;
}

export interface ApiProduct {
  id: number;
  slug: string;
  name: string;
  price: string;
  views: number;
  description: string;
  date_created: string;
  date_order: string;
  images: { src: string; alt: string }[];
  vendor: {
    name: string;
    verified: Record<'phone' | 'payment' | 'social' | 'id', boolean>;
    verified_at: Record<'phone' | 'payment' | 'social' | 'id', string | null>;
  };
  attributes: { taxonomy: string; terms: ApiTerm[] }[];
  location: { address: string; lat: number; lng: number } | null;
  battery_health: number | null;
  activation_lock_removed: boolean;
  repairs: string;
}

export interface ApiCatalogue {
  systems: ApiTerm[];
  brands: (ApiTerm & { system_id: number })[];
  models: (ApiTerm & { tax_id: number; release_date: number })[];
  storage: ApiTerm[];
}

export type Sorting = 'most_recent' | 'most_viewed' | 'low_to_high_price' | 'high_to_low_price';

/** Filters as the home list sends them (prices in euro). */
export interface ListQuery {
  per_page?: number;
  page?: number;
  sorting?: Sorting;
  brandId?: number;
  storageId?: number;
  min?: number;
  max?: number;
  minBattery?: number;
  unlockedOnly?: boolean;
  /** Near me: a postcode or a town, and the km around it. */
  place?: string;
  radiusKm?: number;
}

export class Api {
  constructor(private readonly request: APIRequestContext) {}

  private async get(path: string, query: Record<string, string | number> = {}) {
    const res = await this.request.get(`/wp-json${path}`, { params: query });
    expect(res.ok(), `GET ${path} answered ${res.status()}`).toBe(true);
    return res;
  }

  /** The live ads of the home list (published, in stock), one page. */
  async liveProducts(q: ListQuery = {}): Promise<{ products: ApiProduct[]; total: number }> {
    const params: Record<string, string | number> = {
      per_page: q.per_page ?? 20,
      page: q.page ?? 1,
      status: 'publish',
      stock_status: 'instock',
      sorting: q.sorting ?? 'most_recent',
    };
    const filters = [
      ['pa_brand', q.brandId],
      ['pa_storage', q.storageId],
    ] as const;
    filters
      .filter(([, id]) => id !== undefined)
      .forEach(([taxonomy, id], i) => {
        params[`attributes[${i}][taxonomy]`] = taxonomy;
        params[`attributes[${i}][term_ids]`] = String(id);
      });
    if (q.min !== undefined) params.min_price = q.min;
    if (q.max !== undefined) params.max_price = q.max;
    if (q.minBattery !== undefined) params.min_battery_health = q.minBattery;
    if (q.unlockedOnly) params.activation_lock_removed = 'true';
    if (q.place !== undefined) params.place = q.place;
    if (q.radiusKm !== undefined) params.radius_km = q.radiusKm;
    const res = await this.get('/wc/v3/products', params);
    return { products: (await res.json()) as ApiProduct[], total: Number(res.headers()['x-wp-total']) };
  }

  /** Every live ad (the demo marketplace has fewer than 100). */
  /**
   * Every live ad, page by page: by the end of a run the tests have published more than one page
   * of 100 (only the first page made the price sortings' expectation miss the cheapest ads).
   */
  async allLiveProducts(sorting: Sorting = 'most_recent'): Promise<ApiProduct[]> {
    const all: ApiProduct[] = [];
    for (let page = 1; ; page++) {
      const { products, total } = await this.liveProducts({ per_page: 100, page, sorting });
      all.push(...products);
      if (products.length < 100 || all.length >= total) return all;
    }
  }

  /** The newest live ad whose brand has other live ads too (so it has related phones). */
  async adWithRelated(): Promise<ApiProduct> {
    const all = await this.allLiveProducts();
    const brand = (p: ApiProduct) => termsOf(p, 'pa_brand')[0]?.id;
    // With a place, so its page has the map (ads other tests publish may have none).
    const ad = all.find(
      (p) => p.location !== null && all.some((other) => other.id !== p.id && brand(other) === brand(p)),
    );
    if (!ad) throw new Error('no two live ads of one brand');
    return ad;
  }

  async product(slug: string): Promise<ApiProduct> {
    const res = await this.get('/wc/v3/products', { slug, status: 'publish,expired', per_page: 1 });
    const [product] = (await res.json()) as ApiProduct[];
    if (!product) throw new Error(`no ad with slug ${slug}`);
    return product;
  }

  async catalogue(): Promise<ApiCatalogue> {
    return (await (await this.get('/wc/v3/products/attributes')).json()) as ApiCatalogue;
  }

  /** A plain page (faq, termsandconditions, ...) in a language. */
  async page(slug: string, lang: 'de' | 'en'): Promise<{ title: string }> {
    const [page] = (await (await this.get('/wp/v2/pages', { slug, lang })).json()) as {
      title: { rendered: string };
    }[];
    if (!page) throw new Error(`no page ${slug}`);
    return { title: page.title.rendered };
  }

  async postTitles(lang: 'de' | 'en'): Promise<string[]> {
    const posts = (await (await this.get('/wp/v2/posts', { lang })).json()) as {
      title: { rendered: string };
    }[];
    return posts.map((p) => p.title.rendered);
  }

  async settings(): Promise<{ total_products: number }> {
    return (await (await this.get('/wp/v2/settings')).json()) as { total_products: number };
  }
}

export function termsOf(product: ApiProduct, taxonomy: string): ApiTerm[] {
  return product.attributes.find((a) => a.taxonomy === taxonomy)?.terms ?? [];
}
