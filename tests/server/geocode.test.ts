// The ad form's address lookups (GET /wp-json/hm/v1/geocode/reverse and /search): with
// GEOCODER_URL the Nominatim-style geocoder answers (here a local stand-in speaking Nominatim's
// jsonv2), and the address shown on the ad never holds the house number; without it, or when it
// is down or too slow, the packaged places list answers. Sellers only, bad input is a 400, and a
// burst past the per-user limit is refused with 429 however parallel it is.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeocodedPlace } from '../../src/core/geocode.ts';
import { loadConfig } from '../../server/config.ts';
import { RATE_RULES } from '../../server/services/rate-limit.ts';
import { startNominatimStandIn, type RunningNominatim } from '../support/nominatim-stand-in.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import type { App } from './support/server.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const PUBLIC_URL = 'https://handymarkt.test';
const REVERSE = '/wp-json/hm/v1/geocode/reverse';
const SEARCH = '/wp-json/hm/v1/geocode/search';
const FRIEDRICHSTRASSE = { lat: 52.5170365, lng: 13.3888599 };
const HAMBURG_RATHAUS = { lat: 53.5503, lng: 9.9932 };
const FREIBURG_MUENSTER = { lat: 47.9959, lng: 7.8522 };

let nominatim: RunningNominatim;
beforeAll(async () => {
  nominatim = await startNominatimStandIn();
});
afterAll(() => nominatim.close());

/** A fresh app (and so an empty answer cache) that asks the stand-in. */
const geocodingApp = () => server.buildApp({ ...ACCOUNT_ENV, PUBLIC_URL, GEOCODER_URL: nominatim.url });

async function seller() {
  return (await server.register()).token;
}

const reverse = (token: string | undefined, point: { lat: number; lng: number }, app?: App) =>
  server.request<GeocodedPlace>('GET', REVERSE, {
    token,
    app,
    query: { lat: String(point.lat), lng: String(point.lng) },
  });

const search = (token: string | undefined, q: string, app?: App) =>
  server.request<GeocodedPlace[]>('GET', SEARCH, { token, app, query: { q } });

describe('with a Nominatim-style geocoder (GEOCODER_URL)', () => {
  it('turns a marker into road, postcode and town, without the house number, asking as Nominatim documents', async () => {
    const app = geocodingApp();
    const token = await seller();
    nominatim.mode = 'ok';
    nominatim.requests.length = 0;

    const res = await reverse(token, FRIEDRICHSTRASSE, app);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ address: 'Friedrichstraße, 10117 Berlin', ...FRIEDRICHSTRASSE });
    expect(res.body.address).not.toMatch(/43/);
    const [asked] = nominatim.requests;
    expect(asked?.path).toBe('/reverse');
    expect(Object.fromEntries(asked?.query ?? [])).toEqual({
      format: 'jsonv2',
      lat: String(FRIEDRICHSTRASSE.lat),
      lon: String(FRIEDRICHSTRASSE.lng),
      zoom: '18',
      addressdetails: '1',
      'accept-language': 'de',
    });
    expect(asked?.headers['user-agent']).toContain('Handymarkt');
    expect(asked?.headers['user-agent']).toContain(PUBLIC_URL);

    // The same spot again is answered from the cache: the geocoder is not asked twice.
    const again = await reverse(token, FRIEDRICHSTRASSE, app);
    expect(again.body.address).toBe('Friedrichstraße, 10117 Berlin');
    expect(nominatim.requests).toHaveLength(1);
  });

  it('finds typed places in Germany, their points rounded so no house is pinned', async () => {
    const app = geocodingApp();
    const token = await seller();
    nominatim.mode = 'ok';
    nominatim.requests.length = 0;

    const res = await search(token, 'Friedrichstr', app);

    expect(res.status).toBe(200);
    expect(res.body).toEqual([{ address: 'Friedrichstraße, 10117 Berlin', lat: 52.517, lng: 13.389 }]);
    expect(Object.fromEntries(nominatim.requests[0]?.query ?? [])).toMatchObject({
      format: 'jsonv2',
      q: 'Friedrichstr',
      countrycodes: 'de',
      limit: '5',
      addressdetails: '1',
    });
  });

  it('answers from the places list where the geocoder knows no address', async () => {
    nominatim.mode = 'ok';
    const res = await reverse(await seller(), { lat: 48.14, lng: 11.58 }, geocodingApp());

    expect(res.status).toBe(200);
    expect(res.body.address).toBe('München');
  });

  it('answers from the places list while the geocoder is down', async () => {
    nominatim.mode = 'down';
    const app = geocodingApp();
    const token = await seller();
    // Two at once share the one failed call to the geocoder; neither fails.
    const [res, twin] = await Promise.all([
      reverse(token, HAMBURG_RATHAUS, app),
      reverse(token, HAMBURG_RATHAUS, app),
    ]);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ address: 'Hamburg', ...HAMBURG_RATHAUS });
    expect(twin.body).toEqual(res.body);
    const found = await search(await seller(), 'Hambu', geocodingApp());
    expect(found.body[0]).toEqual({ address: 'Hamburg', lat: 53.551, lng: 9.994 });
  });

  it('answers from the places list when the geocoder is too slow', async () => {
    nominatim.mode = 'slow';
    nominatim.slowMs = 10_000;
    const res = await reverse(await seller(), FREIBURG_MUENSTER, geocodingApp());
    nominatim.mode = 'ok';

    expect(res.status).toBe(200);
    expect(res.body.address).toBe('Freiburg im Breisgau');
  }, 15_000);
});

describe('without a geocoder', () => {
  it('turns a marker into the nearest packaged place and searches the places list', async () => {
    const token = await seller();

    const near = await reverse(token, { lat: 52.51, lng: 13.4 });
    const found = await search(token, 'mün');

    expect(near.status).toBe(200);
    expect(near.body).toEqual({ address: 'Berlin', lat: 52.51, lng: 13.4 });
    expect(found.status).toBe(200);
    expect(found.body.map((p) => p.address)).toEqual(expect.arrayContaining(['München', 'Münster']));
    expect(found.body.length).toBeLessThanOrEqual(5);
  });
});

describe('who may ask, and what', () => {
  it('answers 401 without a token', async () => {
    const a = await reverse(undefined, FRIEDRICHSTRASSE);
    const b = await search(undefined, 'Berlin');

    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
  });

  it('answers 400 rest_invalid_param to bad input', async () => {
    const token = await seller();
    const bad = [
      server.request('GET', REVERSE, { token, query: { lat: 'abc', lng: '13' } }),
      server.request('GET', REVERSE, { token, query: { lat: '91', lng: '13' } }),
      server.request('GET', REVERSE, { token, query: { lat: '52' } }),
      server.request('GET', REVERSE, { token, query: { lat: '52', lng: '13', lang: 'fr' } }),
      server.request('GET', SEARCH, { token, query: { q: '' } }),
      server.request('GET', SEARCH, { token, query: { q: ' a ' } }),
      server.request('GET', SEARCH, { token, query: { q: 'x'.repeat(201) } }),
      server.request('GET', SEARCH, { token }),
    ];

    for (const res of await Promise.all(bad)) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
    }
  });

  it('refuses a parallel burst past the per-user limit with 429, however parallel', async () => {
    const token = await seller();
    const { limit } = RATE_RULES.geocodePerUser;
    const burst = Array.from({ length: limit + 10 }, () => search(token, 'Berlin'));

    const statuses = (await Promise.all(burst)).map((r) => r.status);

    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const after = await search(token, 'Berlin');
    expect(after.status).toBe(429);
    expect(after.body).toMatchObject({ code: 'too_many_requests' });
    expect(after.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});

describe('GEOCODER_URL', () => {
  it('takes an http(s) base URL and stops the start naming the variable otherwise', () => {
    expect(loadConfig({ GEOCODER_URL: 'https://nominatim.example.org' }).geocoderUrl).toBe(
      'https://nominatim.example.org',
    );
    expect(loadConfig({}).geocoderUrl).toBeUndefined();
    for (const bad of ['nominatim.example.org', 'ftp://example.org', 'https://example.org/?q=1']) {
      expect(() => loadConfig({ GEOCODER_URL: bad })).toThrow(/GEOCODER_URL/);
    }
  });
});
