// The attribute catalogue resource (GET /wc/v3/products/attributes): systems, brands, models and
// the other filter terms, kept on the device for offline use.
import { fetchAttributes } from '../../api/catalogue.ts';
import { AttributeCatalogueSchema, type AttributeCatalogue } from '../../core/catalogue.ts';
import { readResource, saveResource } from '../../local/read-cache.ts';
import { useCached } from '../../local/use-cached.ts';

export const attributeKeys = { all: () => 'attributes' };

export function useAttributes() {
  return useCached<AttributeCatalogue>(attributeKeys.all(), {
    read: () => readResource(attributeKeys.all(), AttributeCatalogueSchema),
    fetch: fetchAttributes,
    save: (value) => saveResource(attributeKeys.all(), value),
  });
}

export function prefetchAttributes(): void {
  void fetchAttributes().catch(() => undefined);
}
