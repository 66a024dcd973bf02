// The ad form's address lookups (routes/geocode.ts): a map point turned into a public address and
// a typed place turned into points. With GEOCODER_URL set the Nominatim-style geocoder answers
// (adapters/geocoder.ts); without it, or when it fails, says nothing, or takes longer than
// GEOCODER_TIMEOUT_MS, the packaged list of German places does (public/geo/places.json, the list
// the app uses offline). Every lookup counts against the caller's rate limits; the geocoder itself
// is asked at most once a second across all instances (Nominatim's usage policy; a lookup waits
// for the next second once, then falls back), and its answers are kept for CACHE_TTL_MS.
import { readFile } from 'node:fs/promises';
import * as v from 'valibot';
import { distanceKm } from '../../src/core/geo.ts';
import { GEOCODE_SEARCH_LIMIT, type GeocodedPlace } from '../../src/core/geocode.ts';
import type { Locale } from '../../src/core/constants.ts';
import type { Geocoder } from '../adapters/geocoder.ts';
import { RATE_RULES, type RateLimiter } from './rate-limit.ts';

export const GEOCODER_TIMEOUT_MS = 3000;
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_MAX = 1000;
/** Search answers are rounded to about 100 m: a typed home address must not pin the house. */
const SEARCH_DECIMALS = 3;

const PLACES_FILE = new URL('../../public/geo/places.json', import.meta.url);
const PlacesSchema = v.array(v.object({ name: v.string(), lat: v.number(), lng: v.number() }));
type Place = v.InferOutput<typeof PlacesSchema>[number];

export interface GeocodeCaller {
  userId: number;
  ip: string;
}

export interface GeocodeService {
  reverse(caller: GeocodeCaller, point: { lat: number; lng: number }, lang: Locale): Promise<GeocodedPlace>;
  search(caller: GeocodeCaller, query: string, lang: Locale): Promise<GeocodedPlace[]>;
}

const round = (x: number, decimals: number) => Number(x.toFixed(decimals));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function geocodeService(deps: {
  limiter: RateLimiter;
  /** Counts the calls to the geocoder itself (unscaled: the policy's one per second holds always). */
  upstreamLimiter: RateLimiter;
  geocoder: Geocoder | undefined;
  timeoutMs?: number;
}): GeocodeService {
  const { limiter, upstreamLimiter, geocoder } = deps;
  const timeoutMs = deps.timeoutMs ?? GEOCODER_TIMEOUT_MS;
  const cache = new Map<string, { at: number; value: Promise<unknown> }>();
  let places: Promise<Place[]> | undefined;

  const loadPlaces = () => {
    places ??= readFile(PLACES_FILE, 'utf8')
      .then((body) => v.parse(PlacesSchema, JSON.parse(body)))
      .catch(() => {
        places = undefined;
        return [];
      });
    return places;
  };

  const countCall = async (caller: GeocodeCaller) => {
    await limiter.hit(RATE_RULES.geocodePerUser, String(caller.userId));
    await limiter.hit(RATE_RULES.geocodePerIp, caller.ip);
  };

  /**
   * One answer of the geocoder, shared by parallel equal lookups and kept briefly; undefined on any
   * failure (down, slow, busy, an answer we cannot read), which is not kept: the places list answers.
   */
  const ask = async <T>(key: string, call: (signal: AbortSignal) => Promise<T>): Promise<T | undefined> => {
    const now = Date.now();
    const kept = cache.get(key);
    if (kept && now - kept.at < CACHE_TTL_MS) return kept.value as Promise<T | undefined>;
    const deadline = now + timeoutMs;
    const value = (async () => {
      let slot = await upstreamLimiter.allow(RATE_RULES.geocoderUpstream, 'all');
      if (!slot && deadline - Date.now() > 1000) {
        await sleep(1000);
        slot = await upstreamLimiter.allow(RATE_RULES.geocoderUpstream, 'all');
      }
      if (!slot) throw new Error('geocoder busy');
      return call(AbortSignal.timeout(Math.max(1, deadline - Date.now())));
    })().catch(() => undefined);
    cache.set(key, { at: now, value });
    while (cache.size > CACHE_MAX) {
      const oldest = cache.keys().next().value;
      if (oldest === undefined) break;
      cache.delete(oldest);
    }
    const answer = await value;
    if (answer === undefined && cache.get(key)?.value === value) cache.delete(key);
    return answer;
  };

  return {
    async reverse(caller, point, lang) {
      await countCall(caller);
      const key = `reverse:${lang}:${point.lat.toFixed(4)},${point.lng.toFixed(4)}`;
      const found = geocoder
        ? await ask(key, (signal) => geocoder.reverse(point.lat, point.lng, lang, signal))
        : undefined;
      if (found) return { address: found.address, lat: point.lat, lng: point.lng };
      let best: { place: Place; km: number } | undefined;
      for (const place of await loadPlaces()) {
        const km = distanceKm(place, point);
        if (!best || km < best.km) best = { place, km };
      }
      return { address: best?.place.name ?? `${point.lat}, ${point.lng}`, lat: point.lat, lng: point.lng };
    },

    async search(caller, query, lang) {
      await countCall(caller);
      const key = `search:${lang}:${query.toLowerCase()}`;
      const found = geocoder ? await ask(key, (signal) => geocoder.search(query, lang, signal)) : undefined;
      if (found && found.length > 0) {
        return found.slice(0, GEOCODE_SEARCH_LIMIT).map((p) => ({
          address: p.address,
          lat: round(p.lat, SEARCH_DECIMALS),
          lng: round(p.lng, SEARCH_DECIMALS),
        }));
      }
      const needle = query.toLocaleLowerCase('de');
      const matches = (await loadPlaces()).filter((p) => p.name.toLocaleLowerCase('de').includes(needle));
      const starts = (p: Place) => (p.name.toLocaleLowerCase('de').startsWith(needle) ? 0 : 1);
      return matches
        .sort((a, b) => starts(a) - starts(b) || a.name.localeCompare(b.name, 'de'))
        .slice(0, GEOCODE_SEARCH_LIMIT)
        .map((p) => ({ address: p.name, lat: p.lat, lng: p.lng }));
    },
  };
}
