// The favourites' ads by id (the favourites screen), in the app's one cache under productKeys.byIds
// and kept on the device like every ad; apart from products.ts so that the home list's first
// screen does not carry it.
import { queryOptions } from '@tanstack/react-query';
import { fetchProducts } from '../../api/catalogue.ts';
import { deviceBacked, useDeviceQuery } from '../../local/device-query.ts';
import { productKeys } from './products.ts';

/** These ads (favourites), live or expired, in no particular order. */
export const productsByIdsQueryOptions = (ids: readonly number[], max: number) =>
  queryOptions({
    queryKey: productKeys.byIds(ids),
    queryFn: deviceBacked(
      async (signal) =>
        ids.length === 0
          ? []
          : (
              await fetchProducts(
                { include: [...ids], per_page: max, status: ['publish', 'expired'] },
                signal,
              )
            ).products,
      {
        read: (cache) => cache.readProductsByIds(ids),
        save: (cache, products) => cache.saveProducts(products),
      },
    ),
  });

/** These ads (favourites), live or expired, in no particular order; `null` waits. */
export function useProductsByIds(ids: readonly number[] | null, max: number) {
  return useDeviceQuery({ ...productsByIdsQueryOptions(ids ?? [], max), enabled: ids !== null });
}
