// All SQL of the domain events table: one row per happening (an order's transition, a note),
// written in the transaction of the change it reports; an order's history is its rows.
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../client.ts';
import { preparedStatement } from '../sql.ts';
import { domainEvents } from '../schema.ts';
import {
  chatSlots,
  ensureChatAfter,
  ensuredChat,
  ensuredChatColumns,
  type EnsuredChat,
  type EnsuredRow,
  type NewChat,
} from './chat-create.ts';
import { peopleForNoticesOf, type PersonForNotice } from './notifications.ts';
import { pushDevicesOfAll, type PushDevice } from './push.ts';
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
  people: number[];
  devicesOf: number[];
  chatId: string | null;
  chatProduct: number | null;
  chatName: string | null;
  chatLow: number | null;
  chatHigh: number | null;
  chatActive: number | null;
}

interface EventRow extends EnsuredRow {
  people: PersonForNotice[] | null;
  devices: PushDevice[] | null;
}

/**
 * The realtime locks of `locks`, then the event, the chat of its system message made sure of
 * (chat-create.ts; none when `chatId` is NULL), and what the event's notifications will show (the
 * people they name, their users' push devices) read with it: one statement, planned once per
 * connection.
 */
const insertUnderLocks = preparedStatement<EventValues, EventRow>((slot) => {
  const chat = chatSlots(slot, {
    id: 'chatId',
    productId: 'chatProduct',
    productName: 'chatName',
    low: 'chatLow',
    high: 'chatHigh',
    active: 'chatActive',
  });
  return sql`WITH locked AS MATERIALIZED (${realtimeLocksOf(sql`${slot('locks')}::int[]`)}),
    written AS (
      INSERT INTO ${domainEvents} (type, order_id, product_id, actor_id, recipient_ids, status, price_cents, payload)
      SELECT ${slot('type')}::text, ${slot('order')}::int, ${slot('product')}::int, ${slot('actor')}::int,
        ${slot('recipients')}::int[], ${slot('status')}::text, ${slot('price')}::int, ${slot('payload')}::jsonb
      FROM locked
      RETURNING id
    ),
    ${ensureChatAfter(chat, sql`locked`)}
    SELECT (SELECT count(*) FROM written) AS written,
      ${peopleForNoticesOf(sql`${slot('people')}::int[]`)} AS people,
      ${pushDevicesOfAll(sql`${slot('devicesOf')}::int[]`)} AS devices,
      ${ensuredChatColumns(chat.id)}`;
});

/** What a notification of the event shows, read with it (insertDomainEvent's `read`). */
export interface ReadWithEvent {
  people: PersonForNotice[];
  devices: PushDevice[];
  /** The chat made sure of with it (insertDomainEvent's `chat`). */
  chat: EnsuredChat | undefined;
}

/**
 * Write one event after taking the realtime locks of `lockIds` (lockRealtimeRecipients'
 * locks, ascending), in one round trip: the locks are read first, the row is written under them.
 * `read`: the people `peopleIds` and every push device of `devicesOf`'s users, read with it;
 * `chat`: the chat to make sure of (ensureChat's, no member active), after those locks.
 */
export async function insertDomainEvent(
  tx: Tx,
  event: NewDomainEventRow,
  lockIds: readonly number[] = [],
  read: { peopleIds: readonly number[]; devicesOf: readonly number[] } = { peopleIds: [], devicesOf: [] },
  chat?: NewChat,
): Promise<ReadWithEvent> {
  const [row] = await insertUnderLocks(tx, {
    locks: [...lockIds],
    type: event.type,
    order: event.orderId ?? null,
    product: event.productId ?? null,
    actor: event.actorId ?? null,
    recipients: [...event.recipientIds],
    status: event.status ?? null,
    price: event.priceCents ?? null,
    payload: JSON.stringify(event.payload ?? {}),
    people: [...read.peopleIds],
    devicesOf: [...read.devicesOf],
    chatId: chat?.id ?? null,
    chatProduct: chat?.productId ?? null,
    chatName: chat?.productName ?? null,
    chatLow: chat?.low ?? null,
    chatHigh: chat?.high ?? null,
    chatActive: null,
  });
  return {
    people: row?.people ?? [],
    devices: row?.devices ?? [],
    chat: chat ? ensuredChat(row) : undefined,
  };
}

/** An order's events, oldest first (its history). */
export function listOrderEvents(db: Database, orderId: number): Promise<DomainEventRow[]> {
  return db
    .select()
    .from(domainEvents)
    .where(eq(domainEvents.orderId, orderId))
    .orderBy(asc(domainEvents.id));
}
