// The products resource (GET /wc/v3/products, its views): the keys its answers are kept under and
// the hooks every screen reads ads with. Each shows the device's copy at once where there is one
// and refreshes it from the network (src/local/use-cached.ts); components use these hooks, never
// src/api or the device's database themselves.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { countView, fetchProductBySlug, fetchProducts, type ProductPage } from '../../api/catalogue.ts';
import { ApiFailure, asApiFailure } from '../../api/client.ts';
import { writeProductQuery, type ProductListRequest } from '../../core/product-query.ts';
import type { Product } from '../../core/products.ts';
import {
  readListPage,
  readProductBySlug,
  readProductsByIds,
  saveListPage,
  saveProducts,
} from '../../local/read-cache.ts';
import { useCached } from '../../local/use-cached.ts';

/** The keys product answers are kept under, on the device and in memory. */
export const productKeys = {
  /** A list query without its page: every page of one list shares it. */
  list: (request: ProductListRequest) => `list:${writeProductQuery({ ...request, page: undefined })}`,
  listPage: (list: string, page: number) => `${list}|${page}`,
  bySlug: (slug: string) => `product:${slug}`,
  byIds: (ids: readonly number[]) => `favorites:${[...ids].sort().join(',')}`,
};

/**
 * Pages added with "load more", by the history entry that showed them (and the list): going back
 * to that entry shows them again, so the reader lands where they were. Bounded.
 */
const KEPT_LISTS = 20;
const keptPages = new Map<string, ProductPage[]>();
function keepPages(key: string, pages: ProductPage[]) {
  keptPages.delete(key);
  keptPages.set(key, pages);
  if (keptPages.size > KEPT_LISTS) keptPages.delete(keptPages.keys().next().value ?? '');
}

/**
 * A list of ads: the first page stale-while-revalidate, further pages on `loadMore` (each cached,
 * so a list seen once can be paged again offline). `keepAs` names the place the list is shown
 * (a history entry): coming back to it brings back the pages loaded there.
 */
export function useProductList(request: ProductListRequest | null, { keepAs }: { keepAs?: string } = {}) {
  const base = request ? productKeys.list(request) : null;
  const first = useCached<ProductPage>(base && productKeys.listPage(base, 1), {
    read: () => readListPage(productKeys.listPage(base ?? '', 1)),
    fetch: (signal) => fetchProducts({ ...request, page: 1 }, signal),
    save: (page) => saveListPage(productKeys.listPage(base ?? '', 1), page),
  });
  const keep = keepAs && base ? `${keepAs}|${base}` : undefined;
  const [more, setMore] = useState<{ base: string | null; pages: ProductPage[] }>({ base: null, pages: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<ApiFailure>();
  const extra = useMemo(
    () => (more.base === base ? more.pages : ((keep === undefined ? undefined : keptPages.get(keep)) ?? [])),
    [more, base, keep],
  );
  useEffect(() => {
    if (keep) keepPages(keep, extra);
  }, [keep, extra]);

  const loadMore = useCallback(async () => {
    if (!base || !request) return;
    const page = extra.length + 2;
    const key = productKeys.listPage(base, page);
    setLoadingMore(true);
    setMoreError(undefined);
    try {
      let result: ProductPage | undefined;
      try {
        result = await fetchProducts({ ...request, page });
        void saveListPage(key, result).catch(() => undefined);
      } catch (error) {
        result = await readListPage(key);
        if (!result) throw error;
      }
      setMore({ base, pages: [...extra, result] });
    } catch (error) {
      setMoreError(asApiFailure(error));
    } finally {
      setLoadingMore(false);
    }
  }, [base, request, extra]);

  const products = useMemo(() => {
    // New ads arriving between pages shift the offsets; never show one ad twice.
    const seen = new Set<number>();
    const all: Product[] = [];
    for (const p of [...(first.data?.products ?? []), ...extra.flatMap((page) => page.products)]) {
      if (!seen.has(p.id)) {
        seen.add(p.id);
        all.push(p);
      }
    }
    return all;
  }, [first.data, extra]);

  const last = extra.at(-1) ?? first.data;
  const total = last?.total ?? 0;
  const hasMore = last !== undefined && extra.length + 1 < last.totalPages;
  return { ...first, products, total, hasMore, loadMore, loadingMore, moreError };
}

/**
 * One ad by slug: from the device at once (seen in a list or opened before), then the network.
 * A visit of the ad page is counted once per browser session (not a glance from a map popup).
 */
export function useProduct(slug: string, { countVisit = true } = {}) {
  const state = useCached<Product>(productKeys.bySlug(slug), {
    read: () => readProductBySlug(slug),
    fetch: async (signal) => {
      const product = await fetchProductBySlug(slug, signal);
      if (!product) throw new ApiFailure('woocommerce_rest_product_invalid_id', 404, 'no such ad');
      return product;
    },
    save: (product) => saveProducts([product]),
  });
  const id = state.data?.id;
  useEffect(() => {
    if (id === undefined || !countVisit) return;
    const key = `hm.viewed.${id}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      return;
    }
    countView(id).catch(() => undefined);
  }, [id, countVisit]);
  return state;
}

/** These ads (favourites), live or expired, in no particular order; `null` waits. */
export function useProductsByIds(ids: readonly number[] | null, max: number) {
  return useCached<Product[]>(ids && productKeys.byIds(ids), {
    read: () => readProductsByIds(ids ?? []),
    fetch: async (signal) =>
      !ids || ids.length === 0
        ? []
        : (await fetchProducts({ include: [...ids], per_page: max, status: ['publish', 'expired'] }, signal))
            .products,
    save: (products) => saveProducts(products),
  });
}

const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);

/** Route loaders start these while the screen's code loads; the hooks pick up the same requests. */
export function prefetchProductList(request: ProductListRequest): void {
  quietly(fetchProducts({ ...request, page: 1 }));
}

export function prefetchProduct(slug: string): void {
  quietly(fetchProductBySlug(slug));
}
