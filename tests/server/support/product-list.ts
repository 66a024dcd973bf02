// The public ad list as the list tests read it: the answer's ads, their ids and the paging headers.
import { expect } from 'vitest';
import type { Product } from '../../../src/core/products.ts';
import type { AdRow } from './factories.ts';
import type { Query } from './http.ts';
import type { TestServer } from './test-server.ts';

export const PRODUCTS = '/wp-json/wc/v3/products';

export function productLists(server: TestServer) {
  async function list(query: Query = {}) {
    const res = await server.get<Product[]>(PRODUCTS, query);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return {
      products: res.body,
      ids: res.body.map((p) => p.id),
      total: Number(res.headers.get('x-wp-total')),
      totalPages: Number(res.headers.get('x-wp-totalpages')),
      headers: res.headers,
    };
  }
  const idsOf = (...ads: AdRow[]) => ads.map((a) => a.id);
  return { list, idsOf };
}
