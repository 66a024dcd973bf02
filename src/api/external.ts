// The external listing flow's calls (src/core/external-listing.ts): a buyer's external ads with
// their anonymous proposal, the offer behind a claim link, and the seller's claim.
import * as v from 'valibot';
import {
  ExternalAdSchema,
  ExternalOfferSchema,
  type ExternalAd,
  type ExternalCreate,
  type ExternalOffer,
} from '../core/external-listing.ts';
import { OrderSchema, type Order } from '../core/orders.ts';
import { apiCall } from './client.ts';

const BASE = '/wc/v3/products/advertise_to_extern';

/** POST: a new external ad of the signed-in buyer (201), with the claim link to send on. */
export async function createExternalAd(body: ExternalCreate, idempotencyKey: string): Promise<ExternalAd> {
  const { data } = await apiCall(BASE, ExternalAdSchema, {
    method: 'POST',
    body,
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** GET: the signed-in buyer's external ads. */
export async function fetchMyExternalAds(signal?: AbortSignal): Promise<ExternalAd[]> {
  const { data } = await apiCall(BASE, v.array(ExternalAdSchema), { auth: true, signal });
  return data;
}

/** GET {token}: what the claim link offers, the buyer not named (anyone with the link). */
export async function fetchExternalOffer(token: string, signal?: AbortSignal): Promise<ExternalOffer> {
  const { data } = await apiCall(`${BASE}/${encodeURIComponent(token)}`, ExternalOfferSchema, { signal });
  return data;
}

/** POST {token}/claim: the seller's published ad takes the buyer's proposal; answers the order. */
export async function claimExternalOffer(
  token: string,
  productId: number,
  idempotencyKey: string,
): Promise<Order> {
  const { data } = await apiCall(`${BASE}/${encodeURIComponent(token)}/claim`, OrderSchema, {
    method: 'POST',
    body: { product_id: productId },
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** DELETE {id}: the buyer withdraws an unclaimed external ad. */
export async function withdrawExternalAd(id: number, idempotencyKey: string): Promise<ExternalAd> {
  const { data } = await apiCall(`${BASE}/${id}`, ExternalAdSchema, {
    method: 'DELETE',
    auth: true,
    idempotencyKey,
  });
  return data;
}
