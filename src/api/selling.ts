// Selling calls: photo uploads (POST /wp/v2/media), an ad's creation and changes
// (POST/PUT /wc/v3/products); the own ad read for editing is My ads' (api/my-ads.ts). Each call
// takes the Idempotency-Key of its outbox entry, so a replay never makes a second photo or ad.
import type { AdCreate, AdUpdate } from '../core/ad-form.ts';
import type { Locale } from '../core/constants.ts';
import {
  GeocodedPlaceSchema,
  GeocodedPlacesSchema,
  reverseGeocodeParams,
  searchGeocodeParams,
  type GeocodedPlace,
} from '../core/geocode.ts';
import { MediaSchema, type Media } from '../core/media.ts';
import { ProductSchema, type Product } from '../core/products.ts';
import { apiCall } from './client.ts';

/** Uploads one processed photo as multipart `file`; answers the media item (its id goes into the ad). */
export async function uploadMedia(photo: Blob, filename: string, idempotencyKey: string): Promise<Media> {
  const body = new FormData();
  body.append('file', photo, filename);
  const { data } = await apiCall('/wp/v2/media', MediaSchema, {
    method: 'POST',
    body,
    auth: true,
    idempotencyKey,
  });
  return data;
}

export async function createProduct(ad: AdCreate, idempotencyKey: string): Promise<Product> {
  const { data } = await apiCall('/wc/v3/products', ProductSchema, {
    method: 'POST',
    body: ad,
    auth: true,
    idempotencyKey,
  });
  return data;
}

export async function updateProduct(id: number, change: AdUpdate, idempotencyKey: string): Promise<Product> {
  const { data } = await apiCall(`/wc/v3/products/${id}`, ProductSchema, {
    method: 'PUT',
    body: change,
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** The public address at a map marker (GET /hm/v1/geocode/reverse; the server asks its geocoder). */
export async function reverseGeocode(
  point: { lat: number; lng: number },
  lang: Locale,
  signal?: AbortSignal,
): Promise<GeocodedPlace> {
  const query = new URLSearchParams(reverseGeocodeParams(point, lang));
  const { data } = await apiCall('/hm/v1/geocode/reverse', GeocodedPlaceSchema, {
    query,
    auth: true,
    signal,
  });
  return data;
}

/** Up to five places in Germany matching typed text (GET /hm/v1/geocode/search). */
export async function searchPlaces(q: string, lang: Locale, signal?: AbortSignal): Promise<GeocodedPlace[]> {
  const query = new URLSearchParams(searchGeocodeParams(q, lang));
  const { data } = await apiCall('/hm/v1/geocode/search', GeocodedPlacesSchema, {
    query,
    auth: true,
    signal,
  });
  return data;
}
