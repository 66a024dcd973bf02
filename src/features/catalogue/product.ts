// One ad as the ad page and the offer screen read it (productQueryOptions, products.ts), with the
// ad page's visit count; apart from products.ts so that the home list's first screen does not
// carry it.
import { useEffect } from 'react';
import { countView } from '../../api/catalogue.ts';
import { useDeviceQuery } from '../../local/device-query.ts';
import { productQueryOptions } from './products.ts';

/**
 * One ad by slug: from the device at once (seen in a list or opened before), then the network.
 * A visit of the ad page is counted once per browser session (not a glance from a map popup).
 */
export function useProduct(slug: string, { countVisit = true } = {}) {
  const state = useDeviceQuery(productQueryOptions(slug));
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
