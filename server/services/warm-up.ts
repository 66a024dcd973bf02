// What the warm-ups before an instance listens share (orders/warm-up.ts, chats/warm-up.ts; issue
// 33): how often each runs its statements on each connection, the rolled-back transactions they
// run them in, and the seller, buyer and ad they work with there, which are never committed, so
// nobody sees them (their addresses are under .invalid, which no mail can reach either).
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';
import { loadCatalogue } from '../db/repositories/catalogue.ts';
import { insertAd } from '../db/repositories/product-writes.ts';
import type { ProductRow } from '../db/repositories/products.ts';
import { insertUser, type UserRow } from '../db/repositories/users.ts';
import { inTransaction, runInRequestTransaction, scopedDatabase } from '../db/transaction.ts';

/** PostgreSQL plans a prepared statement for its values 5 times before it tries a generic plan. */
export const ROUNDS = 6;

/**
 * Run `work` ROUNDS times on each connection of `db`'s pool (`connections` at once), each time in
 * a request transaction that is then rolled back: nothing it writes is committed, and nothing it
 * would tell is told (a notification's wake-up is sent on COMMIT only).
 */
export async function inRolledBackRounds(
  db: Database,
  connections: number,
  work: (scoped: Database) => Promise<void>,
): Promise<void> {
  const scoped = scopedDatabase(db);
  const once = async () => {
    const run = await runInRequestTransaction(
      db,
      () => Promise.resolve(),
      () => work(scoped),
    );
    await run.rollback();
  };
  for (let round = 0; round < ROUNDS; round++) {
    await Promise.all(Array.from({ length: connections }, once));
  }
}

export interface WarmUpParties {
  /** Has a PayPal account, so an order may be paid to them. */
  seller: UserRow;
  buyer: UserRow;
  /** The seller's ad at 300 €, in the catalogue's first terms. */
  ad: ProductRow;
}

/** Write the parties on `scoped`; the caller's request transaction (opened here) must be rolled back. */
export async function warmUpParties(scoped: Database): Promise<WarmUpParties> {
  // The request transaction opens with the first inTransaction; everything after runs in it.
  const { seller, buyer } = await inTransaction(scoped, async () => {
    const tag = randomUUID();
    const person = (role: string, paypal: boolean) =>
      insertUser(scoped, {
        email: `warm-up-${role}-${tag}@handymarkt.invalid`,
        firstName: 'Warm',
        lastName: 'Up',
        paypalEmail: paypal ? `warm-up-${tag}@handymarkt.invalid` : null,
      });
    return { seller: await person('seller', true), buyer: await person('buyer', false) };
  });
  if (!seller || !buyer) throw new Error('the warm-up could not write its people');
  const { catalogue } = await loadCatalogue(scoped);
  const first = <T extends { id: number }>(terms: readonly T[]) => terms[0]?.id ?? 0;
  const ad = await inTransaction(scoped, (tx) =>
    insertAd(
      tx,
      {
        name: 'Warm-up',
        priceCents: 30_000,
        vendorId: seller.id,
        systemId: first(catalogue.systems),
        brandId: first(catalogue.brands),
        modelId: first(catalogue.models),
        storageId: first(catalogue.storage),
        colorId: first(catalogue.colors),
        conditionId: first(catalogue.condition),
        ageId: first(catalogue.age),
      },
      `warm-up-${seller.id}`,
    ),
  );
  return { seller, buyer, ad };
}
