// What a chat message must pass before its body is read (services/chats/writes.ts, admitMessage),
// for the sends of one turn of the event loop in ONE statement (they are gathered by
// lib/coalesce.ts: a busy server pays one round trip for many): each sender's membership, blocks
// either way, whether the other member's account is no longer active, the sender's rate-limit hit (counted for a member only, in the calls' order, as if
// they came one by one), and what a message written at once relies on (chat-message-write.ts).
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { preparedStatement } from '../sql.ts';
import { chatMembers, chats, userBlocks, users } from '../schema.ts';
import { unreadChatNoticeFound } from './chat-notices.ts';
import { countHitsStatement } from './rate-limits.ts';

export interface GateAsk {
  chatId: string;
  sentBy: number;
  /** The chat's other member. */
  other: number;
  /** The sender's rate-limit counter. */
  rateKey: string;
}

/** What one send's gate answered. */
export interface SendGate {
  /** The sender is a member of the chat (it exists). */
  member: boolean;
  /** The sender blocked the other member. */
  blocking: boolean;
  /** The other member blocked the sender. */
  blocked: boolean;
  /** The other member's account is suspended or deleted (issue 30: the chat has ended). */
  closed: boolean;
  /** The sender's count in the rate-limit window with this send (members only are counted). */
  counted: { hits: number; windowStartMs: number } | undefined;
  /** The chat's last key, the database's clock (ms) and whether the other member has a
   * new_message of this chat unread: what a message written at once relies on (re-checked). */
  seen: { lastKey: number; nowMs: number; otherHasUnreadNotice: boolean } | undefined;
}

interface GateRow {
  n: number | string;
  member: boolean;
  blocking: boolean;
  blocked: boolean;
  closed: boolean;
  last_key: number | string | null;
  now_ms: number;
  other_unread: boolean;
  hits: number | string | null;
  window_start_ms: number | null;
}

/**
 * Whether the subquery finds a row, as a scalar subquery (not EXISTS): run per ask by its index,
 * never turned into a join over the whole table (see `gates`).
 */
const found = (subquery: SQL): SQL => sql`COALESCE((${subquery} LIMIT 1), false)`;
const blocks = (blocker: string, blocked: string) =>
  found(
    sql`SELECT true FROM ${userBlocks} WHERE ${userBlocks.blockerId} = ${sql.raw(blocker)} AND ${userBlocks.blockedId} = ${sql.raw(blocked)}`,
  );

/**
 * The statement, built once: the asks go in as one array per column. Its plan is built once too
 * (PostgreSQL's generic plan), because nothing in it depends on the values: the arrays are read
 * from a materialized row, so no plan knows how many asks there are, and each lookup is a scalar
 * subquery by its index. When a plan could see the arrays (unnest of the parameters), PostgreSQL
 * planned every call anew (about 0.35 ms, more than running it), and the plan it built for any
 * number of asks (hash joins over whole tables) ran five times slower than those.
 */
const gates = preparedStatement<
  { chatIds: string[]; sentBy: number[]; others: number[]; rateKeys: string[]; windowSeconds: number },
  GateRow
>(
  (slot) => sql`
    WITH input AS MATERIALIZED (
      SELECT ${slot('chatIds')}::text[] AS chat_ids, ${slot('sentBy')}::int[] AS sent_by,
        ${slot('others')}::int[] AS others, ${slot('rateKeys')}::text[] AS rate_keys
    ),
    asks AS MATERIALIZED (
      SELECT a.* FROM input, unnest(input.chat_ids, input.sent_by, input.others, input.rate_keys)
        WITH ORDINALITY AS a(chat_id, sent_by, other, rate_key, n)
    ),
    facts AS MATERIALIZED (
      SELECT a.n, a.rate_key,
        ${found(sql`SELECT true FROM ${chatMembers} WHERE ${chatMembers.chatId} = a.chat_id AND ${chatMembers.userId} = a.sent_by`)} AS member,
        ${blocks('a.sent_by', 'a.other')} AS blocking,
        ${blocks('a.other', 'a.sent_by')} AS blocked,
        ${found(sql`SELECT true FROM ${users} WHERE ${users.id} = a.other AND (${users.suspendedAt} IS NOT NULL OR ${users.deletedAt} IS NOT NULL)`)} AS closed,
        (SELECT ${chats.lastKey} FROM ${chats} WHERE ${chats.id} = a.chat_id) AS last_key,
        ${unreadChatNoticeFound(sql`a.other`, sql`a.chat_id`)} AS other_unread
      FROM asks a
    ),
    ranked AS MATERIALIZED (
      SELECT n, rate_key, row_number() OVER (PARTITION BY rate_key ORDER BY n) AS rank,
        count(*) OVER (PARTITION BY rate_key) AS of_key
      FROM facts WHERE member
    ),
    hit AS (${countHitsStatement(sql`(SELECT rate_key AS key, count(*)::int AS n FROM ranked GROUP BY rate_key) counted`, sql`${slot('windowSeconds')}::float8`)})
    SELECT f.n, f.member, f.blocking, f.blocked, f.closed, f.last_key, f.other_unread,
      (extract(epoch from date_trunc('milliseconds', clock_timestamp())) * 1000)::float8 AS now_ms,
      hit.hits - (r.of_key - r.rank) AS hits, hit.window_start_ms
    FROM facts f LEFT JOIN ranked r ON r.n = f.n LEFT JOIN hit ON hit.key = r.rate_key
    ORDER BY f.n`,
);

/** The gates of these sends, one answer per ask in order, in one statement. */
export async function sendGates(
  db: Database,
  asks: readonly GateAsk[],
  rateWindowSeconds: number,
): Promise<SendGate[]> {
  const rows = await gates(db, {
    chatIds: asks.map((a) => a.chatId),
    sentBy: asks.map((a) => a.sentBy),
    others: asks.map((a) => a.other),
    rateKeys: asks.map((a) => a.rateKey),
    windowSeconds: rateWindowSeconds,
  });
  const byAsk = new Map(rows.map((row) => [Number(row.n), row]));
  return asks.map((_, i): SendGate => {
    const row = byAsk.get(i + 1);
    const member = row?.member ?? false;
    return {
      member,
      blocking: row?.blocking ?? false,
      blocked: row?.blocked ?? false,
      closed: row?.closed ?? false,
      counted:
        row?.hits != null && row.window_start_ms != null
          ? { hits: Number(row.hits), windowStartMs: Number(row.window_start_ms) }
          : undefined,
      seen:
        member && row && row.last_key !== null
          ? {
              lastKey: Number(row.last_key),
              nowMs: Number(row.now_ms),
              otherHasUnreadNotice: row.other_unread,
            }
          : undefined,
    };
  });
}
