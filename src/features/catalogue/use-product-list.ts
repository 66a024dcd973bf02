// The home list: the first page stale-while-revalidate from the device, further pages on
// "load more". Every page is cached, so a list seen once can be paged again offline.
import { useCallback, useMemo, useState } from 'react';
import { fetchProducts, type ProductPage } from '../../api/catalogue.ts';
import { ApiFailure } from '../../api/client.ts';
import { writeProductQuery, type ProductListRequest } from '../../core/product-query.ts';
import type { Product } from '../../core/products.ts';
import { readListPage, saveListPage } from '../../local/read-cache.ts';
import { useCached } from '../../local/use-cached.ts';

const pageKey = (base: string, page: number) => `${base}|${page}`;

export function useProductList(request: ProductListRequest | null) {
  const base = request ? `list:${writeProductQuery({ ...request, page: undefined }).toString()}` : null;
  const first = useCached<ProductPage>(base && pageKey(base, 1), {
    read: () => readListPage(pageKey(base ?? '', 1)),
    fetch: (signal) => fetchProducts({ ...request, page: 1 }, signal),
    save: (page) => saveListPage(pageKey(base ?? '', 1), page),
  });
  const [more, setMore] = useState<{ base: string | null; pages: ProductPage[] }>({ base, pages: [] });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<ApiFailure>();
  const extra = useMemo(() => (more.base === base ? more.pages : []), [more, base]);

  const loadMore = useCallback(async () => {
    if (!base || !request) return;
    const page = extra.length + 2;
    const key = pageKey(base, page);
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
      const loaded = result;
      setMore((m) => ({ base, pages: [...(m.base === base ? m.pages : []), loaded] }));
    } catch (error) {
      setMoreError(error instanceof ApiFailure ? error : new ApiFailure('unknown', 0, String(error)));
    } finally {
      setLoadingMore(false);
    }
  }, [base, request, extra.length]);

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
