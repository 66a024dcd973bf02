// The ad page's notices (spec 2.5): GET /hm/v1/products/{id}/notices, public. Apart from the
// notification centre's calls, so the ad page does not share a chunk with the header's bell.
import { ProductNoticesSchema, type ProductNotices } from '../core/product-notices.ts';
import { apiCall } from './client.ts';

/** Favourites, views, and views of the last 24 hours of one public ad. */
export async function fetchProductNotices(productId: number, signal?: AbortSignal): Promise<ProductNotices> {
  return (await apiCall(`/hm/v1/products/${productId}/notices`, ProductNoticesSchema, { signal })).data;
}
