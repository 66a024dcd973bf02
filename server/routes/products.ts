// /wc/v3/products: the catalogue calls of spec section 7 (list, map form, by id, attributes, views),
// the seller's own reads of non-public ads, and the writes of product-writes.ts.
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema, safeString } from '../../src/core/boundaries.ts';
import { readProductQuery, ProductQuerySchema } from '../../src/core/product-query.ts';
import { PUBLIC_PRODUCT_STATUSES } from '../../src/core/products.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import {
  type AuthEnv,
  clientIp,
  presentsCredentials,
  publicCall,
  signedInUserId,
  userOf,
} from '../lib/auth.ts';
import { productWriteRoutes } from './product-writes.ts';
import { keyPolicy } from '../lib/key-policy.ts';
import { PRIVATE_ANSWER, publicAnswer } from '../lib/etag.ts';
import { jsonAnswer } from '../lib/known-length.ts';

const isPublicStatus = (status: string) => (PUBLIC_PRODUCT_STATUSES as readonly string[]).includes(status);

// Parsed as {id} so a 400 names the parameter.
const IdParamSchema = v.object({ id: IdStringSchema });

export function productRoutes(deps: RouteDeps) {
  const { config, products } = deps;
  const app = new Hono<AuthEnv>();

  // Public reads carry a strong ETag (lib/etag.ts); a seller's own reads are kept nowhere.
  app.get('/', keyPolicy('shop-read'), publicAnswer(), async (c) => {
    const query = parseInput(ProductQuerySchema, readProductQuery(new URL(c.req.url).searchParams));
    // Only a seller's own reads need the login (My ads); the public list never looks at a token.
    const ownRead = query.vendor === 'me' || !query.status.every(isPublicStatus);
    const caller = ownRead && presentsCredentials(c) ? await userOf(c) : undefined;
    if (ownRead) c.header('cache-control', PRIVATE_ANSWER);
    const { json, total } = await products.list(query, caller?.id);
    c.header('x-wp-total', String(total));
    c.header('x-wp-totalpages', String(Math.ceil(total / query.per_page)));
    // Serialised once (each ad once per database text), its length said and its text kept beside
    // it (lib/known-length.ts): neither jsonAnswers nor the ETag reads the answer (50 kB for the
    // home list's 20 ads) back out of it.
    return jsonAnswer(c, json.text, json.bytes);
  });

  app.get('/attributes', keyPolicy('shop-read'), publicAnswer(), async (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json(await products.attributes());
  });

  app.get('/:id', keyPolicy('shop-read'), publicAnswer(), async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const wanted = parseInput(
      v.optional(
        v.pipe(
          safeString(200),
          v.transform((s) => s.split(',')),
        ),
      ),
      c.req.query('status'),
    );
    // The seller may read their own paused, pending, rejected or trashed ad by naming its status;
    // for anyone else (a bad token included) it stays the 404 of a missing ad.
    const caller = wanted && presentsCredentials(c) ? await userOf(c).catch(() => undefined) : undefined;
    if (wanted) c.header('cache-control', PRIVATE_ANSWER);
    return jsonAnswer(c, JSON.stringify(await products.publicById(id, wanted, caller?.id)));
  });

  /** Counted once per viewer, ad and day: the signed-in user, else the client's address. */
  app.post('/:id/views', keyPolicy('none'), publicCall, async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const userId = await signedInUserId(c);
    const viewer = userId === undefined ? { ip: clientIp(c, config.trustProxy) } : { userId };
    return c.json({ views: await products.countView(id, viewer) });
  });

  app.route('/', productWriteRoutes(deps));
  return app;
}
