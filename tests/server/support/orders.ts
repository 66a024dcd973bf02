// Order fixtures (issue 10): buyers and sellers with tokens (issued directly, no password hash
// work), ads, proposals and actions through the API, and the clock moved in the database (no
// sleeping) for the 48-hour rules.
import { asc, eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER, type ApiErrorBody } from '../../../src/core/errors.ts';
import type { Order, OrderNote, OrderUpdate } from '../../../src/core/orders.ts';
import { domainEvents, orders } from '../../../server/db/schema.ts';
import { tokenService } from '../../../server/services/tokens.ts';
import { TEST_JWT_SECRET } from './flows.ts';
import type { AdOverrides, AdRow, UserOverrides, UserRow } from './factories.ts';
import type { ApiResponse } from './http.ts';
import type { TestServer } from './test-server.ts';

export const ORDERS = '/wp-json/wc/v3/orders';
export const orderPath = (id: number | string) => `${ORDERS}/${id}`;
export const HOUR_MS = 3600 * 1000;

export interface Party extends UserRow {
  token: string;
}

export type OrderAnswer = ApiResponse<Order & ApiErrorBody>;

export interface OrderKit {
  /** A user with a bearer token. */
  buyer(overrides?: UserOverrides): Promise<Party>;
  /** A user with a linked payment account (may accept and counter). */
  seller(overrides?: UserOverrides): Promise<Party>;
  /** A live ad of `vendor` at `price` euro (299 by default). */
  ad(vendor: Party, overrides?: AdOverrides): Promise<AdRow>;
  /** POST /wc/v3/orders: `who` proposes `price` on `adId`. */
  propose(who: Party, adId: number, price: string | number, key?: string): Promise<OrderAnswer>;
  /** PUT /wc/v3/orders/{id}. */
  act(
    who: Party,
    id: number,
    body: OrderUpdate | Record<string, unknown>,
    key?: string,
  ): Promise<OrderAnswer>;
  get(who: Party, id: number): Promise<OrderAnswer>;
  list(who: Party, query?: Record<string, string | number>): Promise<ApiResponse<(Order & ApiErrorBody)[]>>;
  addNote(who: Party, id: number, note: string): Promise<ApiResponse<OrderNote & ApiErrorBody>>;
  notes(who: Party, id: number, page?: number): Promise<ApiResponse<OrderNote[] & ApiErrorBody>>;
  /** The order's status as stored. */
  status(id: number): Promise<string | undefined>;
  /** Move the proposal (and the acceptance) back in time by `hours`. */
  age(id: number, hours: number): Promise<void>;
  /** The order's domain events, oldest first. */
  events(id: number): Promise<(typeof domainEvents.$inferSelect)[]>;
}

/** A proposal that must be accepted: fails the test unless it answers 201. */
export async function created(answer: Promise<OrderAnswer>): Promise<Order> {
  const res = await answer;
  if (res.status !== 201) throw new Error(`propose: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** An action that must succeed: fails the test unless it answers 200. */
export async function ok(answer: Promise<OrderAnswer>): Promise<Order> {
  const res = await answer;
  if (res.status !== 200) throw new Error(`order call: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Order tests need the known signing secret (setupTestServer({ env: ORDER_ENV })). */
export const ORDER_ENV = { JWT_SECRET: TEST_JWT_SECRET } as const;

export function orderKit(server: TestServer): OrderKit {
  const tokens = () => tokenService(server.db, { secret: TEST_JWT_SECRET, ttlHours: 1 });
  let people = 0;
  const party = async (overrides: UserOverrides): Promise<Party> => {
    people += 1;
    const user = await server.makeUser({
      email: `order-party-${people}-${Date.now()}@example.test`,
      ...overrides,
    });
    return { ...user, token: await tokens().issue({ userId: user.id, version: user.tokenVersion }) };
  };
  const keyed = (key?: string) => (key ? { [IDEMPOTENCY_HEADER]: key } : undefined);

  return {
    buyer: (o = {}) => party({ firstName: 'Ben', lastName: 'Käufer', ...o }),
    seller: (o = {}) =>
      party({
        firstName: 'Sophie',
        lastName: 'Verkäuferin',
        paypalEmail: `paypal-${people + 1}@example.test`,
        ...o,
      }),
    ad: (vendor, o = {}) => server.makeAd({ vendor, ...o }),
    propose: (who, adId, price, key) =>
      server.request('POST', ORDERS, {
        token: who.token,
        body: { line_items: [{ product_id: adId }], proposal: { price } },
        headers: keyed(key),
      }),
    act: (who, id, body, key) =>
      server.request('PUT', orderPath(id), { token: who.token, body, headers: keyed(key) }),
    get: (who, id) => server.request('GET', orderPath(id), { token: who.token }),
    list: (who, query = {}) => server.request('GET', ORDERS, { token: who.token, query }),
    addNote: (who, id, note) =>
      server.request('POST', `${orderPath(id)}/notes`, { token: who.token, body: { note } }),
    notes: (who, id, page) =>
      server.request('GET', `${orderPath(id)}/notes`, { token: who.token, query: page ? { page } : {} }),
    async status(id) {
      const [row] = await server.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      return row?.status;
    },
    async age(id, hours) {
      const shift = sql`make_interval(secs => ${hours * 3600})`;
      await server.db
        .update(orders)
        .set({
          proposedAt: sql`${orders.proposedAt} - ${shift}`,
          acceptedAt: sql`${orders.acceptedAt} - ${shift}`,
        })
        .where(eq(orders.id, id));
    },
    events: (id) =>
      server.db.select().from(domainEvents).where(eq(domainEvents.orderId, id)).orderBy(asc(domainEvents.id)),
  };
}
