// /wc/v3/products: the catalogue calls of spec section 7 (list, map form, by id, attributes, views).
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema, safeString } from '../../src/core/boundaries.ts';
import { readProductQuery, ProductQuerySchema } from '../../src/core/product-query.ts';
import type { ServiceDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { clientIp, signedInUserId } from '../lib/auth.ts';

// Parsed as {id} so a 400 names the parameter.
const IdParamSchema = v.object({ id: IdStringSchema });

export function productRoutes({ config, tokens, products }: ServiceDeps) {
  const app = new Hono();

  app.get('/', async (c) => {
    const query = parseInput(ProductQuerySchema, readProductQuery(new URL(c.req.url).searchParams));
    const { items, total } = await products.list(query);
    c.header('x-wp-total', String(total));
    c.header('x-wp-totalpages', String(Math.ceil(total / query.per_page)));
    return c.json(items);
  });

  app.get('/attributes', async (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json(await products.attributes());
  });

  app.get('/:id', async (c) => {
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
    return c.json(await products.publicById(id, wanted));
  });

  /** Counted once per viewer, ad and day: the signed-in user, else the client's address. */
  app.post('/:id/views', async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const userId = await signedInUserId(c, tokens);
    const viewer = userId === undefined ? { ip: clientIp(c, config.trustProxy) } : { userId };
    return c.json({ views: await products.countView(id, viewer) });
  });

  return app;
}
