// All SQL of the domain events table: one row per happening (an order's transition, a note),
// written in the transaction of the change it reports; an order's history is its rows.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { preparedStatement } from '../sql.ts';
import { domainEvents } from '../schema.ts';
import { realtimeLocksOf } from './realtime-events.ts';

export type DomainEventRow = typeof domainEvents.$inferSelect;
export type NewDomainEventRow = Omit<typeof domainEvents.$inferInsert, 'id' | 'createdAt'>;

interface EventValues extends Record<string, unknown> {
  locks: number[];
  type: string;
  order: number | null;
  product: number | null;
  actor: number | null;
  recipients: number[];
  status: string | null;
  price: number | null;
  payload: string;
}

/** The realtime locks of `locks`, then the event: one statement, planned once per connection. */
const insertUnderLocks = preparedStatement<EventValues, never>(
  (slot) => sql`WITH locked AS MATERIALIZED (${realtimeLocksOf(sql`${slot('locks')}::int[]`)})
    INSERT INTO ${domainEvents} (type, order_id, product_id, actor_id, recipient_ids, status, price_cents, payload)
    SELECT ${slot('type')}::text, ${slot('order')}::int, ${slot('product')}::int, ${slot('actor')}::int,
      ${slot('recipients')}::int[], ${slot('status')}::text, ${slot('price')}::int, ${slot('payload')}::jsonb
    FROM locked`,
);

/**
 * Write one event after taking the realtime locks of `lockIds` (lockRealtimeRecipients'
 * locks, ascending), in one round trip: the locks are read first, the row is written under them.
 */
export async function insertDomainEvent(
  tx: Tx,
  event: NewDomainEventRow,
  lockIds: readonly number[] = [],
): Promise<void> {
  await insertUnderLocks(tx, {
    locks: [...lockIds],
    type: event.type,
    order: event.orderId ?? null,
    product: event.productId ?? null,
    actor: event.actorId ?? null,
    recipients: [...event.recipientIds],
    status: event.status ?? null,
    price: event.priceCents ?? null,
    payload: JSON.stringify(event.payload ?? {}),
  });
}

/** An order's events, oldest first (its history). */
export function listOrderEvents(db: Database, orderId: number): Promise<DomainEventRow[]> {
  return db
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.orderId, orderId))
    .orderBy(asc(domainEvents.id));
}
