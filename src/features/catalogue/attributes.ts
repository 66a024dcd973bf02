// The attribute catalogue resource (GET /wc/v3/products/attributes): systems, brands, models and
// the other filter terms, kept on the device for offline use.
import { queryOptions } from '@tanstack/react-query';
import { fetchAttributes } from '../../api/catalogue.ts';
import { AttributeCatalogueSchema } from '../../core/catalogue.ts';
import { deviceBacked, useDeviceQuery } from '../../local/device-query.ts';
import { queryClient } from '../../local/query-client.ts';

export const attributeKeys = { all: ['attributes'] as const };
const DEVICE_KEY = 'attributes';

export const attributesQueryOptions = () =>
  queryOptions({
    queryKey: attributeKeys.all,
    queryFn: deviceBacked(fetchAttributes, {
      read: (cache) => cache.readResource(DEVICE_KEY, AttributeCatalogueSchema),
      save: (cache, value) => cache.saveResource(DEVICE_KEY, value),
    }),
  });

export function useAttributes() {
  return useDeviceQuery(attributesQueryOptions());
}

export function prefetchAttributes(): void {
  void queryClient.ensureQueryData(attributesQueryOptions()).catch(() => undefined);
}
