// Route loaders call these so the data a screen needs is on its way while the screen's code is
// still loading. Fire and forget: the screen's hooks pick up the same shared requests, and show
// the device's copy when the network fails.
import { fetchAttributes, fetchProductBySlug, fetchProducts } from '../../api/catalogue.ts';
import { fetchSettings } from '../../api/content.ts';
import { listRequestFor, type HomeSearch } from './home-search.ts';
import { homePageSize } from './page-size.ts';

const quietly = (promise: Promise<unknown>) => void promise.catch(() => undefined);

export function prefetchHome(search: HomeSearch): void {
  quietly(fetchSettings());
  quietly(fetchAttributes());
  const request = listRequestFor(search, undefined, homePageSize());
  if (request) quietly(fetchProducts({ ...request, page: 1 }));
}

export function prefetchProduct(slug: string): void {
  quietly(fetchProductBySlug(slug));
  quietly(fetchSettings());
}
