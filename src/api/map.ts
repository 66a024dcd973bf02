// The home map's calls: ads counted per grid cell (GET /wc/v3/products/clusters), the ads of a
// small view as points, and the few ads of one cluster in the list form.
import * as v from 'valibot';
import {
  ClusterAnswerSchema,
  MAP_POINTS_MAX,
  writeClusterQuery,
  type Bbox,
  type ClusterQuery,
} from '../core/map-query.ts';
import { writeProductQuery } from '../core/product-query.ts';
import { ProductMapPointSchema, ProductSchema } from '../core/products.ts';
import { apiCall, pagingHeaders } from './client.ts';
import type { ProductPage } from './catalogue.ts';

export async function fetchClusters(query: ClusterQuery, signal?: AbortSignal) {
  const params = new URLSearchParams(writeClusterQuery(query));
  return (await apiCall('/wc/v3/products/clusters', ClusterAnswerSchema, { query: params, signal })).data;
}

/** The live ads of a box as points (the view holds at most MAP_POINTS_MAX). */
export async function fetchMapPointsIn(bbox: Bbox, signal?: AbortSignal) {
  const query = new URLSearchParams(
    writeProductQuery({
      _fields: ['location', 'slug'],
      per_page: MAP_POINTS_MAX,
      stock_status: 'instock',
      bbox,
    }),
  );
  return (await apiCall('/wc/v3/products', v.array(ProductMapPointSchema), { query, signal })).data;
}

/** The ads of one cluster (its box), in the normal list form, newest first. */
export async function fetchAdsIn(bbox: Bbox, perPage: number, signal?: AbortSignal): Promise<ProductPage> {
  const query = new URLSearchParams(writeProductQuery({ per_page: perPage, stock_status: 'instock', bbox }));
  const { data, headers } = await apiCall('/wc/v3/products', v.array(ProductSchema), { query, signal });
  return { products: data, ...pagingHeaders(headers) };
}
