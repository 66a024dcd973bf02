// Route loaders call these so the data a screen needs is on its way while the screen's code is
// still loading. Fire and forget: the screen reads the same queries (ensureQueryData), and shows
// the device's copy when the network fails.
import { prefetchSettings } from '../content/settings.ts';
import { prefetchAttributes } from './attributes.ts';
import { listRequestFor, type HomeSearch } from './home-search.ts';
import { homePageSize } from './page-size.ts';
import { prefetchProduct as prefetchAd, prefetchProductList } from './products.ts';

export function prefetchHome(search: HomeSearch): void {
  prefetchSettings();
  prefetchAttributes();
  const request = listRequestFor(search, undefined, homePageSize());
  if (request) prefetchProductList(request);
}

export function prefetchProduct(slug: string): void {
  prefetchAd(slug);
  prefetchSettings();
}
