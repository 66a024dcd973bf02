// The products resource (GET /wc/v3/products, its views) in the app's one cache: the key factory,
// the query options route loaders and screens share, and the hooks every screen reads ads with.
// Each answer is backed by the device's copy for offline reading (src/local/device-query.ts);
// components use these hooks, never src/api or the device's database themselves.
import { infiniteQueryOptions, queryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { fetchProductBySlug, fetchProducts, type ProductPage } from '../../api/catalogue.ts';
import { ApiFailure, asApiFailure } from '../../api/client.ts';
import { writeProductQuery, type ProductListRequest } from '../../core/product-query.ts';
import type { Product } from '../../core/products.ts';
import { deviceBacked, deviceBackedPages, deviceState, fetchPagesUpTo } from '../../local/device-query.ts';
import { queryClient } from '../../local/query-client.ts';

/** Where product answers are kept: in the cache, and (as text) on the device. */
export const productKeys = {
  all: ['products'] as const,
  /** A list query without its page: every page of one list is one infinite query. */
  list: (request: ProductListRequest) =>
    [...productKeys.all, 'list', writeProductQuery({ ...request, page: undefined })] as const,
  bySlug: (slug: string) => [...productKeys.all, 'slug', slug] as const,
  byIds: (ids: readonly number[]) => [...productKeys.all, 'ids', [...ids].sort((a, b) => a - b)] as const,
  /** The models with live ads (live-models.ts). */
  liveModels: ['products', 'live-models'] as const,
};

/** The device's key of one page of a list (kept as it was, so lists saved before still open). */
export const devicePageKey = (request: ProductListRequest, page: number) =>
  `list:${writeProductQuery({ ...request, page: undefined })}|${page}`;

/** A list of ads, page by page ("load more"); `page` in the request is ignored. */
export const productListQueryOptions = (request: ProductListRequest) =>
  infiniteQueryOptions({
    queryKey: productKeys.list(request),
    queryFn: deviceBackedPages(
      (page, signal) => fetchProducts({ ...request, page }, signal),
      (page) => ({
        read: (cache) => cache.readListPage(devicePageKey(request, page)),
        save: (cache, value: ProductPage) => cache.saveListPage(devicePageKey(request, page), value),
      }),
    ),
    initialPageParam: 1,
    getNextPageParam: (last: ProductPage, pages) =>
      pages.length < last.totalPages ? pages.length + 1 : undefined,
  });

/** One ad by slug (seen in a list or opened before, it is on the device too). */
export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: productKeys.bySlug(slug),
    queryFn: deviceBacked(
      async (signal) =>
        (await fetchProductBySlug(slug, signal)) ??
        Promise.reject(new ApiFailure('woocommerce_rest_product_invalid_id', 404, 'no such ad')),
      {
        read: (cache) => cache.readProductBySlug(slug),
        save: (cache, product) => cache.saveProducts([product]),
      },
    ),
  });

/**
 * How many pages each place a list is shown in (a history entry) had open, so that going back to
 * it shows them all again and the reader lands where they were, while a fresh visit starts with
 * the first page. What the pages hold is the cache's; this is only the screen's count. Bounded.
 */
const KEPT_PLACES = 50;
const pagesShown = new Map<string, number>();
function keepPagesShown(place: string, count: number) {
  pagesShown.delete(place);
  pagesShown.set(place, count);
  if (pagesShown.size > KEPT_PLACES) pagesShown.delete(pagesShown.keys().next().value ?? '');
}

/**
 * A list of ads: the first page at once (from memory or the device where there is one), further
 * pages on `loadMore`. `keepAs` names the place the list is shown (a history entry): coming back
 * to it shows the pages loaded there.
 */
export function useProductList(request: ProductListRequest | null, { keepAs }: { keepAs?: string } = {}) {
  const result = useInfiniteQuery(
    { ...productListQueryOptions(request ?? {}), enabled: request !== null },
    queryClient,
  );
  const place = keepAs && request ? `${keepAs}|${productKeys.list(request).join('|')}` : undefined;
  const [shown, setShown] = useState({ place, count: (place ? pagesShown.get(place) : undefined) ?? 1 });
  if (shown.place !== place) setShown({ place, count: (place ? pagesShown.get(place) : undefined) ?? 1 });
  useEffect(() => {
    if (shown.place) keepPagesShown(shown.place, shown.count);
  }, [shown]);

  const allPages = result.data?.pages;
  const pages = useMemo(() => allPages?.slice(0, shown.count), [allPages, shown.count]);
  const products = useMemo(() => {
    // New ads arriving between pages shift the offsets; never show one ad twice.
    const seen = new Set<number>();
    const all: Product[] = [];
    for (const p of (pages ?? []).flatMap((page) => page.products)) {
      if (!seen.has(p.id)) {
        seen.add(p.id);
        all.push(p);
      }
    }
    return all;
  }, [pages]);

  const cachedPages = allPages?.length ?? 0;
  const loadMore = async () => {
    const count = shown.count + 1;
    // A page this list loaded in another place is in the cache already (and refreshed with it).
    if (cachedPages < count && !(await fetchPagesUpTo(result.fetchNextPage, count))) return; // The button says so.
    setShown((s) => (s.place === place ? { place, count } : s));
  };
  const first = deviceState({ ...result, data: allPages?.[0] });
  const last = pages?.at(-1);
  return {
    ...first,
    // A failure of "load more" is the button's, not the list's.
    error: result.isFetchNextPageError ? undefined : first.error,
    products,
    total: last?.total ?? 0,
    hasMore: shown.count < cachedPages || result.hasNextPage,
    loadMore,
    loadingMore: result.isFetchingNextPage,
    moreError: result.isFetchNextPageError ? asApiFailure(result.error) : undefined,
  };
}
