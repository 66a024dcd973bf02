// Catalogue calls: product lists and lookups, the map form, the attribute catalogue, views.
import * as v from 'valibot';
import { AttributeCatalogueSchema } from '../core/catalogue.ts';
import { writeProductQuery, type ProductListRequest } from '../core/product-query.ts';
import { ProductMapPointSchema, ProductSchema, type Product } from '../core/products.ts';
import { MAP_FETCH_SIZE } from '../core/constants.ts';
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

export async function fetchAttributes(signal?: AbortSignal) {
  return (await apiCall('/wc/v3/products/attributes', AttributeCatalogueSchema, { signal })).data;
}

export async function fetchMapPoints(signal?: AbortSignal) {
  const query = new URLSearchParams(
    writeProductQuery({ _fields: ['location', 'slug'], per_page: MAP_FETCH_SIZE, stock_status: 'instock' }),
  );
  return (await apiCall('/wc/v3/products', v.array(ProductMapPointSchema), { query, signal })).data;
}

/** Counted once per client and day by the server: as the signed-in user when there is one. */
export async function countView(productId: number): Promise<number> {
  const { data } = await apiCall(`/wc/v3/products/${productId}/views`, v.object({ views: v.number() }), {
    method: 'POST',
    auth: true,
  });
  return data.views;
}
