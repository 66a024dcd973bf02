// The ad page's notices (spec 2.5: product_favs, product_views, hours_views): GET
// /hm/v1/products/{id}/notices, public, real counts from the server (docs/notifications.md). Kept
// per ad in the cache for the visit only: a count from another day is no notice.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchProductNotices } from '../../api/product-notices.ts';
import type { ProductNotices } from '../../core/product-notices.ts';
import { queryClient } from '../../local/query-client.ts';

export const productNoticeKeys = {
  of: (productId: number) => ['product-notices', productId] as const,
};

export const productNoticesQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: productNoticeKeys.of(productId),
    queryFn: ({ signal }) => fetchProductNotices(productId, signal),
  });

/** The ad's counts, or undefined while loading, offline or when the ad is not public. */
export function useProductNotices(productId: number): ProductNotices | undefined {
  return useQuery(productNoticesQueryOptions(productId), queryClient).data;
}
