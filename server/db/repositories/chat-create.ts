// Creating a chat (issue 16): the chat of a buyer, a seller and an ad with its two member rows,
// unless it exists, in ONE statement (issue 33: the order's system messages create the chat of a
// first proposal inside the proposal's transaction, where every round trip holds the ad's lock).
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
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

/** The chat's values as a statement's expressions (placeholders); `id` NULL: no chat. */
export interface ChatSlots {
  id: SQL;
  productId: SQL;
  productName: SQL;
  low: SQL;
  high: SQL;
  /** The member whose activity starts now, or NULL. */
  active: SQL;
}

/**
 * Two CTEs for a statement's WITH: the chat's row after the relation `after` is read (nothing on a
 * conflict: it exists, or another transaction creating it came first; nothing when the id is
 * NULL), then its members' rows for the row created (the active member's activity is now, the
 * other's none yet). `ensuredChatColumns` answers what came of them.
 */
export const ensureChatAfter = (v: ChatSlots, after: SQL): SQL => sql`
    chat_created AS (
      INSERT INTO ${chats} (id, product_id, product_name, member_low, member_high)
      SELECT ${v.id}, ${v.productId}, ${v.productName}, ${v.low}, ${v.high} FROM ${after}
      WHERE ${v.id} IS NOT NULL
      ON CONFLICT DO NOTHING
      RETURNING ${chats.id}, ${chats.lastKey}
    ),
    chat_members AS (
      INSERT INTO ${chatMembers} (chat_id, user_id, activity_at)
      SELECT c.id, m.user_id, CASE WHEN m.user_id = ${v.active} THEN clock_timestamp() END
      FROM chat_created c, (VALUES (${v.low}, 1), (${v.high}, 2)) AS m(user_id, n)
      ORDER BY m.n
    )`;

/** ensureChatAfter's outcome as columns: `chat_created`, `chat_last_key`, `now_ms` (EnsuredRow). */
export const ensuredChatColumns = (id: SQL): SQL => sql`EXISTS (SELECT 1 FROM chat_created) AS chat_created,
      COALESCE((SELECT last_key FROM chat_created),
        (SELECT ${chats.lastKey} FROM ${chats} WHERE ${chats.id} = ${id})) AS chat_last_key,
      (extract(epoch from date_trunc('milliseconds', clock_timestamp())) * 1000)::float8 AS now_ms`;

/** The columns of ensuredChatColumns as the driver answers them. */
export interface EnsuredRow {
  chat_created: boolean;
  chat_last_key: number | string | null;
  now_ms: number | string;
}

/** ensuredChatColumns' row as EnsuredChat. */
export const ensuredChat = (row: EnsuredRow | undefined): EnsuredChat => ({
  created: row?.chat_created === true,
  lastKey: Number(row?.chat_last_key ?? 0),
  nowMs: Number(row?.now_ms),
});

interface Values extends Record<string, unknown> {
  id: string;
  productId: number;
  productName: string;
  low: number;
  high: number;
  active: number | null;
}

/** The chat's values as placeholders of a prepared statement (`slot`). */
export const chatSlots = <K extends string>(
  slot: (name: K) => Placeholder,
  names: Record<keyof ChatSlots, K>,
): ChatSlots => ({
  id: sql`${slot(names.id)}::text`,
  productId: sql`${slot(names.productId)}::int`,
  productName: sql`${slot(names.productName)}::text`,
  low: sql`${slot(names.low)}::int`,
  high: sql`${slot(names.high)}::int`,
  active: sql`${slot(names.active)}::int`,
});

/** The chat and its members unless it exists, the chat's last key and the clock. */
const ensure = preparedStatement<Values, EnsuredRow>((slot) => {
  const v = chatSlots(slot, {
    id: 'id',
    productId: 'productId',
    productName: 'productName',
    low: 'low',
    high: 'high',
    active: 'active',
  });
  return sql`WITH one AS (SELECT 1), ${ensureChatAfter(v, sql`one`)} SELECT ${ensuredChatColumns(v.id)}`;
});

/**
 * Create the chat and its two member rows unless it exists (`activeMember`: the member whose
 * activity starts now, the one who opened it; null for none), in one statement.
 */
export async function ensureChat(tx: Tx, values: NewChat, activeMember: number | null): Promise<EnsuredChat> {
  const [row] = await ensure(tx, { ...values, active: activeMember });
  return ensuredChat(row);
}

/** Create the chat and its two member rows unless it exists; true when this call created it. */
export async function insertChat(tx: Tx, values: NewChat, activeMember: number | null): Promise<boolean> {
  return (await ensureChat(tx, values, activeMember)).created;
}
