// The home route's loader calls this so the data the list needs is on its way while the screen's
// code is still loading. Fire and forget: the screen reads the same queries, and shows the device's
// copy when the network fails.
import { queryClient } from '../../local/query-client.ts';
import { prefetchSettings } from '../content/settings.ts';
import { prefetchAttributes } from './attributes.ts';
import { listRequestFor, type HomeSearch } from './home-search.ts';
import { homePageSize } from './page-size.ts';
import { productListQueryOptions } from './products.ts';

export function prefetchHome(search: HomeSearch): void {
  prefetchSettings();
  prefetchAttributes();
  const request = listRequestFor(search, undefined, homePageSize());
  if (request)
    void queryClient.ensureInfiniteQueryData(productListQueryOptions(request)).catch(() => undefined);
}
