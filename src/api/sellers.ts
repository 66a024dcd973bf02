// A seller's public page (issue 17, src/core/sellers.ts): GET /hm/v1/sellers/{id}.
import { SellerSchema, type Seller } from '../core/sellers.ts';
import { apiCall } from './client.ts';

export async function fetchSeller(id: number, signal?: AbortSignal): Promise<Seller> {
  return (await apiCall(`/hm/v1/sellers/${id}`, SellerSchema, { signal })).data;
}
