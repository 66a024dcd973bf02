// Proposals waiting for one ad do not hold up the other ads (issue 33): an instance's transitions
// of one ad take the ad's turn in the process before a connection of the pool (10 on PostgreSQL),
// so buyers queued behind a held ad wait without holding connections, and a buyer of another ad
// is answered meanwhile. The ad's row lock still decides: here another connection holds it (as
// a second instance's transaction would), and every queued proposal is answered once it ends.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { orders, products } from '../../server/db/schema.ts';
import { parallelTransaction } from './support/parallel-transaction.ts';
import { orderKit, ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);

/** More buyers on the held ad than the pool has connections. */
const QUEUED = 14;

// Needs a second connection holding the ad's lock: PostgreSQL (TEST_DATABASE_URL) only.
describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('on PostgreSQL, proposals queued for one ad', () => {
  it('leave the pool to the other ads, and are all answered once the ad is free', async () => {
    const vendor = await kit.seller();
    const held = await kit.ad(vendor, { price: 300 });
    const other = await kit.ad(vendor, { price: 300 });
    const queued = await Promise.all(Array.from({ length: QUEUED }, () => kit.buyer()));
    const elsewhere = await kit.buyer();
    // Watches PostgreSQL from a connection of its own (the app's pool may be taken up).
    const watcher = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '' });
    const holding = await parallelTransaction(async (tx) => {
      await tx.select({ id: products.id }).from(products).where(eq(products.id, held.id)).for('update');
    });
    const answers = Promise.all(queued.map((buyer) => kit.propose(buyer, held.id, '290')));
    try {
      // A proposal of the held ad waits for its row lock in PostgreSQL.
      await expect
        .poll(async () => {
          const { rows } = await watcher.db.execute<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock'`,
          );
          return rows[0]?.n ?? 0;
        })
        .toBeGreaterThan(0);
      // Were the queued proposals holding the pool's connections, this one would wait for the
      // held ad to be free.
      const answer = await Promise.race([
        kit.propose(elsewhere, other.id, '280'),
        new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 15_000)),
      ]);
      expect(answer === 'waited' ? answer : answer.status).toBe(201);
      await holding.commit();
      const all = await answers;
      expect(all.map((a) => a.status)).toEqual(queued.map(() => 201));
      // One open order for each buyer, each its first proposal.
      const rows = await server.db.select().from(orders).where(eq(orders.productId, held.id));
      const byId = (a: number, b: number) => a - b;
      expect(rows.map((r) => r.customerId).sort(byId)).toEqual(queued.map((b) => b.id).sort(byId));
      expect(new Set(rows.map((r) => [r.status, r.customerProposals].join()))).toEqual(
        new Set(['confirmation,1']),
      );
    } finally {
      await holding.commit();
      // Nothing of the test is left running when the tables are emptied.
      await answers.catch(() => undefined);
      await watcher.close();
    }
  }, 60_000);
});
