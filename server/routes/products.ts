// /wc/v3/products: the catalogue calls of spec section 7 (list, map form, by id, attributes, views).
import { Hono } from 'hono';
import * as v from 'valibot';
import { readProductQuery, ProductQuerySchema } from '../../src/core/product-query.ts';
import { PUBLIC_PRODUCT_STATUSES, type ProductStatus } from '../../src/core/products.ts';
import { loadCatalogue } from '../db/repositories/catalogue.ts';
import { addProductView, findProductById, listProducts } from '../db/repositories/products.ts';
import type { Deps } from '../deps.ts';
import { ApiError, parseInput } from '../lib/api-error.ts';
import { productJson } from '../services/product-json.ts';

// Parsed as {id} so a 400 names the parameter.
const IdParamSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'is not an id'), v.transform(Number)),
});
const isPublic = (status: string) => (PUBLIC_PRODUCT_STATUSES as readonly string[]).includes(status);

export function productRoutes({ db, storage }: Deps) {
  const app = new Hono();

  app.get('/', async (c) => {
    const query = parseInput(ProductQuerySchema, readProductQuery(new URL(c.req.url).searchParams));
    // Paused, pending and rejected ads belong to their seller; accounts arrive with the login.
    if (!query.status.every(isPublic)) {
      throw new ApiError(401, 'rest_forbidden', 'Sorry, you are not allowed to list these ads.');
    }
    const [{ records, total }, index] = await Promise.all([listProducts(db, query), loadCatalogue(db)]);
    c.header('x-wp-total', String(total));
    c.header('x-wp-totalpages', String(Math.ceil(total / query.per_page)));
    const items = records.map((r) => productJson(r, index, storage.url));
    const fields = query._fields;
    if (!fields) return c.json(items);
    return c.json(
      items
        .filter((p) => !fields.includes('location') || p.location !== null)
        .map((p) => Object.fromEntries(fields.map((f) => [f, p[f]]))),
    );
  });

  app.get('/attributes', async (c) => {
    c.header('cache-control', 'public, max-age=300');
    return c.json((await loadCatalogue(db)).catalogue);
  });

  app.get('/:id', async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const wanted = parseInput(
      v.optional(
        v.pipe(
          v.string(),
          v.transform((s) => s.split(',')),
        ),
      ),
      c.req.query('status'),
    );
    const record = await findProductById(db, id);
    const product = record && productJson(record, await loadCatalogue(db), storage.url);
    // A non-public ad answers exactly as a missing one: its existence is the seller's business.
    if (
      !product ||
      !isPublic(product.status) ||
      (wanted && !wanted.includes(product.status as ProductStatus))
    ) {
      throw new ApiError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
    }
    return c.json(product);
  });

  app.post('/:id/views', async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const views = await addProductView(db, id);
    if (views === undefined) throw new ApiError(404, 'woocommerce_rest_product_invalid_id', 'Invalid ID.');
    return c.json({ views });
  });

  return app;
}
