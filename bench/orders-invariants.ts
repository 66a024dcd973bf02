// The orders bench's check after its run (bench/orders.bench.ts): what the database says of the
// order rules, queried once every client has stopped; every count but the statuses must be 0.
import { sql } from 'drizzle-orm';
import { MAX_PROPOSALS_PER_PARTY } from '../src/core/constants.ts';
import { openDatabase, type DatabaseTarget } from '../server/db/client.ts';

/** What the database says at the end; every count but the statuses must be 0. */
export interface Invariants {
  adsWithSeveralSales: number;
  ordersOverProposalLimit: number;
  partiesOverProposalEvents: number;
  buyersWithSeveralOpenOrders: number;
  statuses: Record<string, number>;
}

/** How many invariants were broken in all (must be 0). */
export const brokenCount = (inv: Invariants): number =>
  inv.adsWithSeveralSales +
  inv.ordersOverProposalLimit +
  inv.partiesOverProposalEvents +
  inv.buyersWithSeveralOpenOrders;

export async function countInvariants(target: DatabaseTarget): Promise<Invariants> {
  const handle = await openDatabase(target);
  try {
    // PGlite and node-postgres both answer raw queries with `rows`.
    const rowsOf = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
      ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
    const one = async (query: ReturnType<typeof sql>) =>
      Number((await rowsOf<{ n: number | string }>(query))[0]?.n ?? 0);
    const adsWithSeveralSales = await one(sql`
      SELECT count(*) AS n FROM (
        SELECT product_id FROM orders WHERE status IN ('on-hold', 'completed')
        GROUP BY product_id HAVING count(*) > 1) t`);
    const ordersOverProposalLimit = await one(sql`
      SELECT count(*) AS n FROM orders
      WHERE customer_proposals > ${MAX_PROPOSALS_PER_PARTY} OR vendor_proposals > ${MAX_PROPOSALS_PER_PARTY}`);
    // The proposals as they happened (one domain event each), not only the counters on the row.
    const partiesOverProposalEvents = await one(sql`
      SELECT count(*) AS n FROM (
        SELECT order_id, actor_id FROM domain_events
        WHERE type IN ('order_request', 'customer_proposal', 'vendor_proposal')
        GROUP BY order_id, actor_id HAVING count(*) > ${MAX_PROPOSALS_PER_PARTY}) t`);
    const buyersWithSeveralOpenOrders = await one(sql`
      SELECT count(*) AS n FROM (
        SELECT product_id, customer_id FROM orders
        WHERE status IN ('confirmation', 'pending', 'frozen', 'on-hold')
        GROUP BY product_id, customer_id HAVING count(*) > 1) t`);
    const rows = await rowsOf<{ status: string; n: number | string }>(
      sql`SELECT status, count(*) AS n FROM orders GROUP BY status ORDER BY status`,
    );
    const statuses = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
    return {
      adsWithSeveralSales,
      ordersOverProposalLimit,
      partiesOverProposalEvents,
      buyersWithSeveralOpenOrders,
      statuses,
    };
  } finally {
    await handle.close();
  }
}
