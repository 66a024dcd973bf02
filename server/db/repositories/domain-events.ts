// All SQL of the domain events table: one row per happening (an order's transition, a note),
// written in the transaction of the change it reports; an order's history is its rows.
import { asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { domainEvents } from '../schema.ts';

export type DomainEventRow = typeof domainEvents.$inferSelect;
export type NewDomainEventRow = Omit<typeof domainEvents.$inferInsert, 'id' | 'createdAt'>;

export async function insertDomainEvent(tx: Tx, event: NewDomainEventRow): Promise<void> {
  await tx.insert(domainEvents).values(event);
}

/** An order's events, oldest first (its history). */
export function listOrderEvents(db: Database, orderId: number): Promise<DomainEventRow[]> {
  return db
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.orderId, orderId))
    .orderBy(asc(domainEvents.id));
}
