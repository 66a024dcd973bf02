// One ad by slug: from the device at once (seen in a list or opened before), then the network.
// A visit of the ad page is counted once per browser session (not a glance from a map popup).
import { useEffect } from 'react';
import { countView, fetchProductBySlug } from '../../api/catalogue.ts';
import { ApiFailure } from '../../api/client.ts';
import type { Product } from '../../core/products.ts';
import { readProductBySlug, saveProducts } from '../../local/read-cache.ts';
import { useCached } from '../../local/use-cached.ts';

export function useProduct(slug: string, { countVisit = true } = {}) {
  const state = useCached<Product>(`product:${slug}`, {
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
