// Catalogue calls: product lists and lookups, the attribute catalogue, views (the map's calls are
// in map.ts).
import * as v from 'valibot';
import { AttributeCatalogueSchema } from '../core/catalogue.ts';
import { writeProductQuery, type ProductListRequest } from '../core/product-query.ts';
import { ProductSchema, type Product } from '../core/products.ts';
import { apiCall, pagingHeaders } from './client.ts';

export interface ProductPage {
  products: Product[];
  total: number;
  totalPages: number;
}

export async function fetchProducts(req: ProductListRequest, signal?: AbortSignal): Promise<ProductPage> {
  const { data, headers } = await apiCall('/wc/v3/products', v.array(ProductSchema), {
    query: new URLSearchParams(writeProductQuery(req)),
    signal,
  });
  return { products: data, ...pagingHeaders(headers) };
}

/** An ad by slug, or undefined when there is none (or it is not public). */
export async function fetchProductBySlug(slug: string, signal?: AbortSignal): Promise<Product | undefined> {
  const { data } = await apiCall('/wc/v3/products', v.array(ProductSchema), {
    query: new URLSearchParams(writeProductQuery({ slug, status: ['publish', 'expired'], per_page: 1 })),
    signal,
  });
  return data[0];
}

/** `cache: 'reload'` asks past the browser's copy (kept 5 minutes) and renews it. */
export async function fetchAttributes(signal?: AbortSignal, cache?: RequestCache) {
  return (await apiCall('/wc/v3/products/attributes', AttributeCatalogueSchema, { signal, cache })).data;
}

/** Counted once per client and day by the server: as the signed-in user when there is one. */
export async function countView(productId: number): Promise<number> {
  const { data } = await apiCall(`/wc/v3/products/${productId}/views`, v.object({ views: v.number() }), {
    method: 'POST',
    auth: true,
  });
  return data.views;
}
