// /wc/v3/orders (spec section 7, issue 10): proposals, the PUT actions, the lists, one order with
// its history, and its notes. Every call needs the bearer token's user; an order the caller does
// not take part in (or one that does not exist) answers 403 hm_order_forbidden.
import { Hono } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import {
  NoteCreateSchema,
  OrderCreateSchema,
  OrderListQuerySchema,
  OrderUpdateSchema,
} from '../../src/core/orders.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { keyPolicy } from '../lib/key-policy.ts';

const IdParamSchema = v.object({ id: IdStringSchema });
const NotesQuerySchema = v.object({ page: v.optional(v.pipe(v.string(), v.maxLength(10))) });

export function orderRoutes({ orders }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.post('/', keyPolicy('shop-write'), async (c) => {
    const user = await userOf(c);
    const input = parseInput(OrderCreateSchema, await readJson(c));
    return c.json(await orders.create(user.id, input), 201);
  });

  app.get('/', keyPolicy('shop-read'), async (c) => {
    const user = await userOf(c);
    const query = parseInput(OrderListQuerySchema, c.req.query());
    const { orders: list, total, pages } = await orders.list(user.id, query);
    c.header('x-wp-total', String(total));
    c.header('x-wp-totalpages', String(pages));
    return c.json(list);
  });

  app.get('/:id', keyPolicy('shop-read'), async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    return c.json(await orders.get(user.id, id));
  });

  app.put('/:id', keyPolicy('shop-write'), async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    const input = parseInput(OrderUpdateSchema, await readJson(c));
    return c.json(await orders.update(user.id, id, input));
  });

  app.post('/:id/notes', keyPolicy('shop-write'), async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    const { note } = parseInput(NoteCreateSchema, await readJson(c));
    return c.json(await orders.addNote(user.id, id, note), 201);
  });

  app.get('/:id/notes', keyPolicy('shop-read'), async (c) => {
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const user = await userOf(c);
    const { page } = parseInput(NotesQuerySchema, c.req.query());
    const { notes, total, pages } = await orders.notes(user.id, id, page);
    c.header('x-wp-total', String(total));
    c.header('x-wp-totalpages', String(pages));
    return c.json(notes);
  });

  return app;
}
