// GET /wc/v3/products/clusters?bbox=minLng,minLat,maxLng,maxLat&zoom=N: the home map's ads counted
// per grid cell (src/core/map-query.ts). Mounted before /wc/v3/products so `clusters` is no id.
import { Hono } from 'hono';
import { ClusterQuerySchema } from '../../src/core/map-query.ts';
import type { RouteDeps } from '../deps.ts';
import type { AuthEnv } from '../lib/auth.ts';
import { parseInput } from '../lib/api-error.ts';
import { keyPolicy } from '../lib/key-policy.ts';
import { publicAnswer } from '../lib/etag.ts';

/** Public and the same for everyone: browsers and proxies may keep an answer briefly. */
const CLUSTER_CACHE = 'public, max-age=15';

export function productClusterRoutes({ productClusters }: RouteDeps) {
  const app = new Hono<AuthEnv>();
  app.get('/', keyPolicy('shop-read'), publicAnswer(), async (c) => {
    const query = parseInput(ClusterQuerySchema, c.req.query());
    const answer = await productClusters.clusters(query);
    c.header('cache-control', CLUSTER_CACHE);
    return c.json(answer);
  });
  return app;
}
