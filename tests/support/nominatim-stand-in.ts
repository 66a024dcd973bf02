// A local stand-in for a Nominatim server (node:http): GET /reverse and GET /search with
// format=jsonv2 and addressdetails=1, answering in the shapes nominatim.org documents (coordinates
// as strings, `address` broken into house_number, road, suburb, city/town/village, postcode,
// country, country_code; `{"error": "Unable to geocode"}` where reverse finds nothing). It knows a
// few addresses, records every request, and can be switched to fail or to answer too late.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StandInPlace {
  lat: number;
  lng: number;
  address: Record<string, string>;
}

export const STAND_IN_PLACES: readonly StandInPlace[] = [
  {
    lat: 52.5170365,
    lng: 13.3888599,
    address: {
      house_number: '43',
      road: 'Friedrichstraße',
      suburb: 'Mitte',
      borough: 'Mitte',
      city: 'Berlin',
      'ISO3166-2-lvl4': 'DE-BE',
      postcode: '10117',
      country: 'Deutschland',
      country_code: 'de',
    },
  },
  {
    lat: 53.5503,
    lng: 9.9932,
    address: {
      house_number: '1',
      road: 'Rathausmarkt',
      suburb: 'Altstadt',
      city: 'Hamburg',
      postcode: '20095',
      country: 'Deutschland',
      country_code: 'de',
    },
  },
  {
    lat: 47.9959,
    lng: 7.8522,
    address: {
      house_number: '7',
      road: 'Münsterplatz',
      city: 'Freiburg im Breisgau',
      postcode: '79098',
      country: 'Deutschland',
      country_code: 'de',
    },
  },
];

export interface StandInRequest {
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
}

export interface RunningNominatim {
  url: string;
  requests: StandInRequest[];
  /** `ok` answers, `down` answers 503, `slow` answers after `slowMs`. */
  mode: 'ok' | 'down' | 'slow';
  slowMs: number;
  close(): Promise<void>;
}

function jsonv2(place: StandInPlace, id: number) {
  const a = place.address;
  const display = [a.house_number, a.road, a.suburb, a.city ?? a.town ?? a.village, a.postcode, a.country]
    .filter(Boolean)
    .join(', ');
  return {
    place_id: 100000 + id,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'node',
    osm_id: 200000 + id,
    lat: String(place.lat),
    lon: String(place.lng),
    category: 'building',
    type: 'yes',
    place_rank: 30,
    importance: 0.0000649,
    addresstype: 'building',
    name: '',
    display_name: display,
    address: a,
    boundingbox: [
      String(place.lat - 0.0001),
      String(place.lat + 0.0001),
      String(place.lng - 0.0001),
      String(place.lng + 0.0001),
    ],
  };
}

export async function startNominatimStandIn(): Promise<RunningNominatim> {
  const state: RunningNominatim = {
    url: '',
    requests: [],
    mode: 'ok',
    slowMs: 5000,
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    state.requests.push({ path: url.pathname, query: url.searchParams, headers: req.headers });
    const send = (status: number, body: unknown) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const answer = () => {
      if (state.mode === 'down') return send(503, { error: { code: 503, message: 'Service Unavailable' } });
      if (url.searchParams.get('format') !== 'jsonv2') return send(400, { error: 'format must be jsonv2' });
      if (url.pathname === '/reverse') {
        const lat = Number(url.searchParams.get('lat'));
        const lng = Number(url.searchParams.get('lon'));
        const index = STAND_IN_PLACES.findIndex(
          (p) => Math.abs(p.lat - lat) < 0.01 && Math.abs(p.lng - lng) < 0.01,
        );
        const place = STAND_IN_PLACES[index];
        return place ? send(200, jsonv2(place, index)) : send(200, { error: 'Unable to geocode' });
      }
      if (url.pathname === '/search') {
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        const limit = Number(url.searchParams.get('limit') ?? '10');
        const found = STAND_IN_PLACES.map((p, i) => ({ p, i }))
          .filter(({ p }) => Object.values(p.address).some((value) => value.toLowerCase().includes(q)))
          .slice(0, limit)
          .map(({ p, i }) => jsonv2(p, i));
        return send(200, found);
      }
      return send(404, { error: 'not found' });
    };
    if (state.mode === 'slow') setTimeout(answer, state.slowMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
