// Creating a chat (issue 16): the chat of a buyer, a seller and an ad with its two member rows,
// unless it exists, in ONE statement (issue 33: the order's system messages create the chat of a
// first proposal inside the proposal's transaction, where every round trip holds the ad's lock).
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { preparedStatement } from '../sql.ts';
import { chatMembers, chats } from '../schema.ts';

export interface NewChat {
  id: string;
  productId: number;
  productName: string;
  low: number;
  high: number;
}

/** What ensureChat answers: whether it created the chat, and what a message written next needs. */
export interface EnsuredChat {
  created: boolean;
  /**
   * The chat's last key as this statement saw it (0 for a new one): only what a message is
   * planned with; the message's write takes the chat's next key itself.
   */
  lastKey: number;
  /** The database's clock (whole ms), as a message written next reads it. */
  nowMs: number;
}

interface Values extends Record<string, unknown> {
  id: string;
  productId: number;
  productName: string;
  low: number;
  high: number;
  active: number | null;
}

interface Row {
  created: boolean;
  last_key: number | string | null;
  now_ms: number | string;
}

/**
 * The chat's row (nothing on a conflict: it exists, or another transaction creating it came
 * first), then its members' rows for the row this statement created (the active member's
 * activity is now, the other's none yet), the chat's last key and the clock.
 */
const ensure = preparedStatement<Values, Row>(
  (slot) => sql`
    WITH created AS (
      INSERT INTO ${chats} (id, product_id, product_name, member_low, member_high)
      VALUES (${slot('id')}::text, ${slot('productId')}::int, ${slot('productName')}::text,
        ${slot('low')}::int, ${slot('high')}::int)
      ON CONFLICT DO NOTHING
      RETURNING ${chats.id}, ${chats.lastKey}
    ),
    members AS (
      INSERT INTO ${chatMembers} (chat_id, user_id, activity_at)
      SELECT created.id, m.user_id, CASE WHEN m.user_id = ${slot('active')}::int THEN clock_timestamp() END
      FROM created, (VALUES (${slot('low')}::int, 1), (${slot('high')}::int, 2)) AS m(user_id, n)
      ORDER BY m.n
    )
    SELECT EXISTS (SELECT 1 FROM created) AS created,
      COALESCE((SELECT last_key FROM created), (SELECT ${chats.lastKey} FROM ${chats} WHERE ${chats.id} = ${slot('id')}::text)) AS last_key,
      (extract(epoch from date_trunc('milliseconds', clock_timestamp())) * 1000)::float8 AS now_ms`,
);

/**
 * Create the chat and its two member rows unless it exists (`activeMember`: the member whose
 * activity starts now, the one who opened it; null for none), in one statement.
 */
export async function ensureChat(tx: Tx, values: NewChat, activeMember: number | null): Promise<EnsuredChat> {
  const [row] = await ensure(tx, { ...values, active: activeMember });
  return {
    created: row?.created === true,
    lastKey: Number(row?.last_key ?? 0),
    nowMs: Number(row?.now_ms),
  };
}

/** Create the chat and its two member rows unless it exists; true when this call created it. */
export async function insertChat(tx: Tx, values: NewChat, activeMember: number | null): Promise<boolean> {
  return (await ensureChat(tx, values, activeMember)).created;
}
