// The ad form's address lookups on the device: the server's answer while online, the packaged
// places list offline or when the server cannot answer (the form never goes without an address).
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthToken } from '../../api/client.ts';
import { addressAt, placesMatching } from './geocode.ts';

const PLACES = readFileSync('public/geo/places.json', 'utf8');
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let asked: string[];
let serverAnswers: (url: string) => Response;

beforeEach(() => {
  asked = [];
  setAuthToken('a-token');
  vi.stubGlobal('fetch', (input: string) => {
    const url = String(input);
    if (url === '/geo/places.json') return Promise.resolve(new Response(PLACES));
    asked.push(url);
    return Promise.resolve(serverAnswers(url));
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(undefined);
});

describe('addressAt', () => {
  it("takes the server's public address while online", async () => {
    serverAnswers = () => json(200, { address: 'Friedrichstraße, 10117 Berlin', lat: 52.517, lng: 13.389 });

    const found = await addressAt({ lat: 52.517, lng: 13.389 }, 'de', '?');

    expect(found.address).toBe('Friedrichstraße, 10117 Berlin');
    expect(asked[0]).toBe('/wp-json/hm/v1/geocode/reverse?lat=52.517000&lng=13.389000&lang=de');
  });

  it('falls back to the nearest packaged place when the server refuses', async () => {
    serverAnswers = () => json(429, { code: 'too_many_requests', message: 'x', data: { status: 429 } });

    const found = await addressAt({ lat: 48.14, lng: 11.56 }, 'de', '?');

    expect(found).toEqual({ address: 'München', lat: 48.14, lng: 11.56 });
  });

  it('asks no server offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    serverAnswers = () => json(500, {});

    const found = await addressAt({ lat: 53.08, lng: 8.8 }, 'en', '?');
    const matching = await placesMatching('Brem', 'en');

    expect(found.address).toBe('Bremen');
    expect(matching.map((p) => p.address)).toContain('Bremen');
    expect(asked).toEqual([]);
  });
});
