// /hm/v1/geocode: the ad form's address lookups, for signed-in sellers only. `reverse?lat=&lng=`
// answers {address, lat, lng} for a map marker; `search?q=` answers up to five [{address, lat, lng}].
// The browser asks here, never the geocoder itself: no outside host in the CSP, and the seller's
// IP stays with us (services/geocode.ts).
import { Hono } from 'hono';
import { ReverseGeocodeQuerySchema, SearchGeocodeQuerySchema } from '../../src/core/geocode.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, clientIp, userOf } from '../lib/auth.ts';
import { keyPolicy } from '../lib/key-policy.ts';

export function geocodeRoutes({ config, geocode }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.get('/reverse', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const query = parseInput(ReverseGeocodeQuerySchema, c.req.query());
    const caller = { userId: user.id, ip: clientIp(c, config.trustProxy) };
    return c.json(await geocode.reverse(caller, { lat: query.lat, lng: query.lng }, query.lang));
  });

  app.get('/search', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const query = parseInput(SearchGeocodeQuerySchema, c.req.query());
    const caller = { userId: user.id, ip: clientIp(c, config.trustProxy) };
    return c.json(await geocode.search(caller, query.q, query.lang));
  });

  return app;
}
