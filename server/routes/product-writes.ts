// /wc/v3/products writes (spec section 7): create, change, delete an own ad and move it to the
// top. Each needs the bearer token's user; the services check that the ad is theirs.
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  AD_FIELDS,
  AdCreateSchema,
  AdUpdateSchema,
  SINGLE_TAXONOMIES,
  type AdProblem,
} from '../../src/core/ad-form.ts';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import type { RouteDeps } from '../deps.ts';
import { ApiError, parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

const IdParamSchema = v.object({ id: IdStringSchema });
const DeleteQuerySchema = v.object({
  force: v.optional(v.picklist(['true', 'false', '1', '0'], 'must be true or false')),
});

const TAXONOMY_FIELDS: readonly string[] = [...SINGLE_TAXONOMIES, 'pa_accesories'];

/** The field a shape problem belongs to: an attribute's taxonomy when the body names one. */
function fieldOf(issue: v.BaseIssue<unknown>, body: unknown): string {
  const [root, index] = issue.path ?? [];
  const key = String(root?.key ?? '_');
  if (key !== 'attributes' || index === undefined) return key;
  const entry = (body as { attributes?: unknown[] }).attributes?.[Number(index.key)];
  const taxonomy = (entry as { taxonomy?: unknown } | undefined)?.taxonomy;
  return typeof taxonomy === 'string' && TAXONOMY_FIELDS.includes(taxonomy) ? taxonomy : key;
}

/**
 * Parse an ad body. A field of the wrong shape is refused like a broken rule, with its AdProblem
 * (`required`, `invalid`, `too_long`, `too_many`), so the client maps every 400 the same way;
 * keys that are no field of an ad keep the schema's reason.
 */
function parseAdBody<S extends typeof AdCreateSchema | typeof AdUpdateSchema>(
  schema: S,
  body: unknown,
): v.InferOutput<S> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): body', {
      body: 'must be an object',
    });
  }
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  // No prototype: a body key `__proto__` must be named like any other, not set the prototype.
  const params = Object.create(null) as Record<string, string>;
  const known: readonly string[] = [...AD_FIELDS, 'attributes'];
  for (const issue of result.issues) {
    const field = fieldOf(issue, body);
    const missing = issue.input === undefined && (issue.path?.length ?? 0) === 1;
    let problem: AdProblem | string = missing ? 'required' : 'invalid';
    if (issue.type === 'max_length') problem = field === 'images' ? 'too_many' : 'too_long';
    if (!known.includes(field)) problem = issue.message;
    params[field] ??= problem;
  }
  throw new ApiError(
    400,
    'rest_invalid_param',
    `Invalid parameter(s): ${Object.keys(params).join(', ')}`,
    params,
  );
}

export function productWriteRoutes({ products }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.post('/', keyPolicy('shop-write'), async (c) => {
    const user = await userOf(c);
    const write = parseAdBody(AdCreateSchema, await readJson(c));
    return c.json(await products.create(user.id, write), 201);
  });

  app.put('/:id', keyPolicy('shop-write'), async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    const change = parseAdBody(AdUpdateSchema, await readJson(c));
    return c.json(await products.update(user.id, id, change));
  });

  app.post('/:id/move_to_top', keyPolicy('shop-write'), async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    return c.json(await products.moveToTop(user.id, id));
  });

  app.delete('/:id', keyPolicy('shop-write'), async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const { force } = parseInput(DeleteQuerySchema, c.req.query());
    const user = await userOf(c);
    if (force === 'true' || force === '1') return c.json(await products.deleteForGood(user.id, id));
    return c.json(await products.trash(user.id, id));
  });

  return app;
}
