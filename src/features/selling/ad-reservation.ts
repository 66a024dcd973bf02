// Whether the seller's own ad is reserved now (an order of it on-hold, the buyer paying), asked
// of the server's order list with the seller's login and kept under My ads' keys. The edit form
// locks what the buyer accepted meanwhile (ad-form-lock.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchOrders } from '../../api/orders.ts';
import { reservesAd } from '../../core/reserved-ad.ts';
import { queryClient } from '../../local/query-client.ts';
import { useSession } from '../../session/session-store.ts';
import { myAdKeys } from './my-ads.ts';

/** GET /wc/v3/orders?product={id}&vendor=me&status=on-hold: whether one still reserves the ad. */
export const adReservedQueryOptions = (owner: string, productId: number) =>
  queryOptions({
    queryKey: myAdKeys.reserved(owner, productId),
    queryFn: async ({ signal }) => {
      const page = await fetchOrders(
        { product: productId, vendor: 'me', status: ['on-hold'], per_page: 100 },
        signal,
      );
      return page.orders.some((order) => reservesAd(order, new Date()));
    },
  });

/**
 * Whether the signed-in seller's ad is reserved; false while unknown (offline, a new ad): the
 * server refuses a change of what the buyer accepted anyway, and the form then says why.
 */
export function useAdReserved(productId: number | undefined): boolean {
  const owner = useSession().token ?? null;
  const query = useQuery(
    {
      ...adReservedQueryOptions(owner ?? '', productId ?? 0),
      enabled: owner !== null && productId !== undefined,
    },
    queryClient,
  );
  return query.data === true;
}
