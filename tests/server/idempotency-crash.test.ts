// Exactly once across a crash (issue 15): a server that dies right after a keyed call's change
// committed, before anything else happens, must not make the repeat act again or answer
// "refused" for what was done. The repeat gets what the first call did, and the change exists once.
//
// The crash is injected through the app's one dependency on the database: the test builds the
// app with a Database whose transaction(), once armed, fails or never returns right after the
// COMMIT of the transaction that made the change (the code under test is not touched).
import { count, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../../src/core/errors.ts';
import type { Order } from '../../src/core/orders.ts';
import type { Product } from '../../src/core/products.ts';
import { localStorage } from '../../server/adapters/storage.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { domainEvents, idempotencyKeys, orders, products } from '../../server/db/schema.ts';
import { adBody, makeMedia, PRODUCTS } from './support/ad-writes.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import type { ApiResponse } from './support/http.ts';
import { created, ORDERS, orderKit, orderPath, type Party } from './support/orders.ts';
import type { App } from './support/server.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const kit = orderKit(server);

type Crash = 'fails' | 'dies';

/** The fault, armed for one call: when `changed` holds after a COMMIT, the server "crashes". */
let armed: { how: Crash; changed: () => Promise<boolean>; crashed: () => void } | undefined;

/** `db` whose transaction() crashes right after its COMMIT while armed (see the top). */
function crashingAfterCommit(db: Database): Database {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction') {
        return async (...args: Parameters<Database['transaction']>) => {
          const result: unknown = await target.transaction(...args);
          const fault = armed;
          if (fault && (await fault.changed())) {
            armed = undefined;
            fault.crashed();
            // Dead: nothing after the COMMIT ever runs. Failed: the call ends in an error.
            if (fault.how === 'dies') await new Promise<never>(() => undefined);
            throw new Error('simulated crash right after the COMMIT');
          }
          return result;
        };
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

let crashingApp: App | undefined;
beforeEach(() => {
  armed = undefined;
  crashingApp ??= createApp({
    db: crashingAfterCommit(server.db),
    config: loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0', ...ACCOUNT_ENV }),
    storage: localStorage(server.uploadsDir),
  });
});

/**
 * Send `call` to the crashing app with the fault armed, and wait until it crashed (a dead call
 * never answers). Then, as a client does after a lost answer, send it again to a server that
 * runs (the file's app) once the dead call's claim counts as abandoned (ABANDONED_CLAIM_S).
 */
async function crashThenRepeat<T>(
  how: Crash,
  changed: () => Promise<boolean>,
  call: (app: App) => Promise<ApiResponse<T>>,
): Promise<{ first: ApiResponse<T> | 'no answer'; again: ApiResponse<T> }> {
  let crashed = () => undefined as void;
  const crash = new Promise<void>((resolve) => (crashed = resolve));
  armed = { how, changed, crashed };
  const sent = call(crashingApp!);
  await crash;
  const first = how === 'dies' ? ('no answer' as const) : await sent;
  await server.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '10 minutes'` });
  return { first, again: await call(server.app) };
}

const keyed = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });
const rows = async (table: typeof products | typeof orders) =>
  (await server.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe.each<Crash>(['fails', 'dies'])('a server that %s right after the change committed', (how) => {
  it('answers the repeat of a new ad with that ad (201), published once, never a refusal', async () => {
    const seller = await kit.seller();
    const [photo] = await makeMedia(server, seller.id);
    const body = adBody(server, [photo!.id]);

    const { first, again } = await crashThenRepeat(
      how,
      async () => (await rows(products)) > 0,
      (app) =>
        server.request<Product>('POST', PRODUCTS, {
          app,
          token: seller.token,
          body,
          headers: keyed(`ad-${how}`),
        }),
    );

    expect(first === 'no answer' || first.status === 500).toBe(true);
    expect(again.status).toBe(201);
    expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe('true');
    const ads = await server.db.select().from(products);
    expect(ads).toHaveLength(1);
    expect(again.body.id).toBe(ads[0]?.id);
    expect(again.body.status).toBe('publish');
  });

  it('answers the repeat of a proposal with that proposal (201), made once', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 300 });

    const { again } = await crashThenRepeat(
      how,
      async () => (await rows(orders)) > 0,
      (app) =>
        server.request<Order>('POST', ORDERS, {
          app,
          token: buyer.token,
          body: { line_items: [{ product_id: ad.id }], proposal: { price: '280' } },
          headers: keyed(`propose-${how}`),
        }),
    );

    expect(again.status).toBe(201);
    const made = await server.db.select().from(orders);
    expect(made).toHaveLength(1);
    expect(again.body.id).toBe(made[0]?.id);
    expect(again.body.status).toBe('confirmation');
  });

  it('answers the repeat of an acceptance with the accepted order (200), accepted once', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const ad = await kit.ad(seller, { price: 300 });
    const proposal = await created(kit.propose(buyer, ad.id, '280'));

    const { again } = await crashThenRepeat(
      how,
      async () => (await kit.status(proposal.id)) === 'on-hold',
      (app) => accept(app, seller, proposal.id, `accept-${how}`),
    );

    expect(again.status).toBe(200);
    expect(again.body.id).toBe(proposal.id);
    expect(again.body.status).toBe('on-hold');
    const accepted = await server.db
      .select({ n: count() })
      .from(domainEvents)
      .where(eq(domainEvents.type, 'order_accepted'));
    expect(accepted[0]?.n).toBe(1);
  });
});

const accept = (app: App, who: Party, id: number, key: string) =>
  server.request<Order>('PUT', orderPath(id), {
    app,
    token: who.token,
    body: { action: 'accept' },
    headers: keyed(key),
  });
