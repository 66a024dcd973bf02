// Files wait for the COMMIT (issue 15): inside a keyed call the change commits with its answer at
// the end of the call, so the photo files an ad edit drops are erased only after that COMMIT. A
// server that dies before it leaves the ad as it was, with every file its photos need.
//
// The fault comes through the app's database dependency: a transaction() whose work, once armed,
// fails after it ran and before its COMMIT, so the transaction rolls back as in a crash.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../src/core/errors.ts';
import type { Product } from '../../src/core/products.ts';
import { localStorage } from '../../server/adapters/storage.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/client.ts';
import { idempotencyKeys, media } from '../../server/db/schema.ts';
import { adBody, makeMedia, photoFilesExist, PRODUCTS, productPath, seller } from './support/ad-writes.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });

/** Armed for one call: true when the transaction holds the change (asked through it). */
let armed: ((tx: Database) => Promise<boolean>) | undefined;

/** `db` whose transaction() rolls back (throws before COMMIT) once it holds the armed change. */
function crashingBeforeCommit(db: Database): Database {
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction') {
        return (work: (tx: Database) => Promise<unknown>) =>
          target.transaction(async (tx) => {
            const result = await work(tx as unknown as Database);
            const fault = armed;
            if (fault && (await fault(tx as unknown as Database))) {
              armed = undefined;
              throw new Error('simulated crash before the COMMIT');
            }
            return result;
          });
      }
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

it('keeps the files of a photo an ad edit dropped when the server dies before the COMMIT', async () => {
  const crashing = createApp({
    db: crashingBeforeCommit(server.db),
    config: loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0', ...ACCOUNT_ENV }),
    storage: localStorage(server.uploadsDir),
  });
  const me = await seller(server);
  const [kept, dropped] = await makeMedia(server, me.id, 2);
  const ad = await server.request<Product>('POST', PRODUCTS, {
    token: me.token,
    body: adBody(server, [kept!.id, dropped!.id]),
  });
  const edit = (app = server.app) =>
    server.request<Product>('PUT', productPath(ad.body.id), {
      app,
      token: me.token,
      body: { images: [{ id: kept!.id }] },
      headers: { [IDEMPOTENCY_HEADER]: 'edit-photos' },
    });

  armed = async (tx) =>
    (await tx.select({ id: media.id }).from(media).where(eq(media.id, dropped!.id))).length === 0;
  const crashed = await edit(crashing);

  expect(crashed.status).toBe(500);
  expect(await server.db.select().from(media).where(eq(media.id, dropped!.id))).toHaveLength(1);
  expect(photoFilesExist(server, dropped!)).toEqual([true, true, true, true]);

  // The client repeats once the dead call's claim is abandoned: the edit runs, then the files go.
  await server.db.update(idempotencyKeys).set({ createdAt: sql`now() - interval '10 minutes'` });
  const again = await edit();

  expect(again.status).toBe(200);
  expect(again.body.images.map((i) => i.id)).toEqual([kept!.id]);
  expect(photoFilesExist(server, dropped!)).toEqual([false, false, false, false]);
});
