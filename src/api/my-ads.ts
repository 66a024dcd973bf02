// My ads (spec 2.3): the signed-in seller's own ads in every status, and the lifecycle changes of
// src/core/product-lifecycle.ts. Every changing call takes an Idempotency-Key, so a retry after a
// lost answer acts once.
import * as v from 'valibot';
import { PRODUCT_STATUSES, ProductSchema, type Product, type ProductStatus } from '../core/products.ts';
import { apiCall, pagingHeaders } from './client.ts';

export interface MyAdsQuery {
  status: readonly ProductStatus[];
  stock_status?: 'instock' | 'outofstock';
  page: number;
  per_page: number;
}

export interface MyAdsPage {
  ads: Product[];
  total: number;
  totalPages: number;
}

/** GET /wc/v3/products?vendor=me&status=...: only ever the caller's own ads. */
export async function fetchMyAds(query: MyAdsQuery, signal?: AbortSignal): Promise<MyAdsPage> {
  const params = new URLSearchParams({
    vendor: 'me',
    status: query.status.join(','),
    page: String(query.page),
    per_page: String(query.per_page),
  });
  if (query.stock_status) params.set('stock_status', query.stock_status);
  const { data, headers } = await apiCall('/wc/v3/products', v.array(ProductSchema), {
    query: params,
    auth: true,
    signal,
  });
  return { ads: data, ...pagingHeaders(headers) };
}

/** One of the caller's own ads by slug, whatever its status; undefined when it is not theirs. */
export async function fetchMyAdBySlug(slug: string, signal?: AbortSignal): Promise<Product | undefined> {
  const params = new URLSearchParams({
    vendor: 'me',
    slug,
    status: PRODUCT_STATUSES.join(','),
    per_page: '1',
  });
  const { data } = await apiCall('/wc/v3/products', v.array(ProductSchema), {
    query: params,
    auth: true,
    signal,
  });
  return data[0];
}

/** deactivate (private), restore and republish (publish): PUT {status}. */
export async function setMyAdStatus(id: number, status: 'publish' | 'private', idempotencyKey: string) {
  const { data } = await apiCall(`/wc/v3/products/${id}`, ProductSchema, {
    method: 'PUT',
    body: { status },
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** Once per 24 hours; too soon: 400 `product_move_to_top_too_soon`. */
export async function moveMyAdToTop(id: number, idempotencyKey: string): Promise<Product> {
  const { data } = await apiCall(`/wc/v3/products/${id}/move_to_top`, ProductSchema, {
    method: 'POST',
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** To the trash: shown to its seller as a removed ad, restorable. */
export async function trashMyAd(id: number, idempotencyKey: string): Promise<Product> {
  const { data } = await apiCall(`/wc/v3/products/${id}`, ProductSchema, {
    method: 'DELETE',
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** Gone for good, photos erased. */
export async function deleteMyAdForGood(id: number, idempotencyKey: string): Promise<void> {
  await apiCall(`/wc/v3/products/${id}`, v.object({ deleted: v.literal(true), previous: ProductSchema }), {
    method: 'DELETE',
    query: new URLSearchParams({ force: 'true' }),
    auth: true,
    idempotencyKey,
  });
}
