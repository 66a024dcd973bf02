// A message written at once (issue 16's hot path: one statement, no transaction) in a busy chat:
// it stands, and is told, exactly as the transaction's would; and in every case where what the
// send's gate saw changed before the message's locks were taken, it either follows the change or
// writes nothing at all (the send then takes the transaction, which handles that case): another
// message in between (it takes the next key, after that one in time), the recipient having read
// the chat (the bell must hear of the next message), a repeat of a stored client_msg_id, and the
// recipient's notice held by another writer (never waited for).
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lockRealtimeRecipients } from '../../server/db/repositories/realtime-events.ts';
import { chats, notifications } from '../../server/db/schema.ts';
import { postMessageAtOnce, type SeenAtAdmission } from '../../server/services/chats/post.ts';
import { chatKit, expectStatus } from './support/chats.ts';
import { parallelTransaction } from './support/parallel-transaction.ts';
import { ORDER_ENV } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = chatKit(server);

/** A chat whose buyer wrote once (the seller's bell holds its unread new_message). */
async function busyChat() {
  const seller = await kit.seller();
  const buyer = await kit.buyer();
  const chat = await kit.chatOf(buyer, seller);
  const first = await expectStatus(kit.send(buyer, chat.id, 'Noch da?', 'first'), 201);
  const members = buyer.id < seller.id ? ([buyer.id, seller.id] as const) : ([seller.id, buyer.id] as const);
  const atOnce = (seen: Partial<SeenAtAdmission> = {}, clientMsgId = 'second') =>
    postMessageAtOnce(
      server.db,
      chat.id,
      members,
      { sentBy: buyer.id, message: 'Und der Akku?', clientMsgId },
      { lastKey: 1, nowMs: Date.now(), otherHasUnreadNotice: true, ...seen },
    );
  return { seller, buyer, chat, first, atOnce };
}

const waitingForAdvisoryLock = async () => {
  const {
    rows: [row],
  } = await server.db.execute<{ waiting: number }>(
    // This database's (pg_locks is the cluster's, where other test files run beside this one).
    sql`SELECT count(*)::int AS waiting FROM pg_locks
        WHERE locktype = 'advisory' AND NOT granted
          AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
  );
  return (row?.waiting ?? 0) > 0;
};
const lastKeyOf = async (chatId: string) =>
  (await server.db.select({ lastKey: chats.lastKey }).from(chats).where(eq(chats.id, chatId)))[0]?.lastKey;
const noticesOf = (userId: number) =>
  server.db
    .select({ read: notifications.read })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'new_message')));

describe('a message written at once', () => {
  it('stands and is told exactly as the transaction writes one, and tells the bell nothing new', async () => {
    const { seller, buyer, chat, first, atOnce } = await busyChat();
    const eventsBefore = {
      buyer: (await kit.events(buyer.id)).length,
      seller: (await kit.events(seller.id)).length,
    };
    const nowMs = Date.now();

    const row = await atOnce({ nowMs });
    expect(row?.key).toBe(2);

    const shown = await expectStatus(kit.messages(seller, chat.id), 200);
    expect(shown.map((m) => [m.key, m.message])).toEqual([
      [1, 'Noch da?'],
      [2, 'Und der Akku?'],
    ]);
    expect(shown[1]?.messageTime).toBe(nowMs);
    expect(shown[1]?.messageTime).toBeGreaterThanOrEqual(first.messageTime);
    expect(await lastKeyOf(chat.id)).toBe(2);
    // The events have the shape of the first message's (written by the transaction).
    const buyerEvents = (await kit.events(buyer.id)).slice(eventsBefore.buyer);
    const sellerEvents = (await kit.events(seller.id)).slice(eventsBefore.seller);
    const mine = { key: 2, message: 'Und der Akku?', sentBy: buyer.id, messageTime: nowMs, kind: 'text' };
    expect(buyerEvents.map((e) => [e.type, e.data])).toEqual([
      ['message', { chatId: chat.id, message: { ...mine, client_msg_id: 'second' } }],
      [
        'chat',
        {
          chatId: chat.id,
          lastMessage: {
            message: 'Und der Akku?',
            newMessage: false,
            sentBy: buyer.id,
            messageTime: nowMs,
            kind: 'text',
          },
          timestamp: nowMs,
        },
      ],
    ]);
    expect(sellerEvents.map((e) => [e.type, e.data])).toEqual([
      ['message', { chatId: chat.id, message: mine }],
      [
        'chat',
        {
          chatId: chat.id,
          lastMessage: {
            message: 'Und der Akku?',
            newMessage: true,
            sentBy: buyer.id,
            messageTime: nowMs,
            kind: 'text',
          },
          timestamp: nowMs,
        },
      ],
    ]);
    // One unread notice per chat at a time: the first one still tells of it.
    expect(await noticesOf(seller.id)).toEqual([{ read: false }]);
    // The author has read up to it; the other member has not.
    expect((await expectStatus(kit.get(buyer, chat.id), 200)).lastMessage?.newMessage).toBe(false);
    expect((await expectStatus(kit.get(seller, chat.id), 200)).lastMessage?.newMessage).toBe(true);
  });

  it('takes the next key when another message came in between, after it in time too', async () => {
    const { buyer, seller, chat, atOnce } = await busyChat();
    const between = await expectStatus(kit.send(seller, chat.id, 'Ja, noch da'), 201);
    const events = (await kit.events(seller.id)).length;

    // The gate saw key 1 and read its clock before the seller's message was written.
    const row = await atOnce({ lastKey: 1, nowMs: between.messageTime - 5_000 });
    expect([row?.key, row?.createdAt.getTime()]).toEqual([3, between.messageTime]);
    expect(await lastKeyOf(chat.id)).toBe(3);
    const shown = await expectStatus(kit.messages(buyer, chat.id), 200);
    expect(shown.map((m) => [m.key, m.message, m.messageTime])).toEqual([
      [1, 'Noch da?', shown[0]?.messageTime],
      [2, 'Ja, noch da', between.messageTime],
      [3, 'Und der Akku?', between.messageTime],
    ]);
    // Its events tell the key and time it took, not the ones the gate saw.
    const told = (await kit.events(seller.id)).slice(events);
    expect(told.map((e) => [e.type, e.data])).toEqual([
      [
        'message',
        {
          chatId: chat.id,
          message: {
            key: 3,
            message: 'Und der Akku?',
            sentBy: buyer.id,
            messageTime: between.messageTime,
            kind: 'text',
          },
        },
      ],
      [
        'chat',
        {
          chatId: chat.id,
          lastMessage: {
            message: 'Und der Akku?',
            newMessage: true,
            sentBy: buyer.id,
            messageTime: between.messageTime,
            kind: 'text',
          },
          timestamp: between.messageTime,
        },
      ],
    ]);
    // The author has read up to it.
    expect((await expectStatus(kit.get(buyer, chat.id), 200)).lastMessage?.newMessage).toBe(false);
  });

  it('writes nothing when the recipient read the chat since, and the sent message then rings the bell', async () => {
    const { seller, buyer, chat, atOnce } = await busyChat();
    await expectStatus(kit.read(seller, chat.id, 1), 200);
    expect(await noticesOf(seller.id)).toEqual([{ read: true }]);
    const events = (await kit.events(seller.id)).length;

    // The gate saw the notice unread (a moment before the read): nothing is written.
    expect(await atOnce({ otherHasUnreadNotice: true })).toBeUndefined();
    expect(await lastKeyOf(chat.id)).toBe(1);
    expect(await kit.events(seller.id)).toHaveLength(events);

    // Sent for real, the message finds the chat read and tells the bell again: one notice per
    // chat (issue 30), so the new unread one replaces the read one.
    await expectStatus(kit.send(buyer, chat.id, 'Und der Akku?'), 201);
    expect(await noticesOf(seller.id)).toEqual([{ read: false }]);
  });

  it('is not tried when the gate saw no unread notice (the transaction writes the bell’s)', async () => {
    const { seller, chat, atOnce } = await busyChat();
    expect(await atOnce({ otherHasUnreadNotice: false })).toBeUndefined();
    expect(await lastKeyOf(chat.id)).toBe(1);
    expect(await noticesOf(seller.id)).toEqual([{ read: false }]);
  });

  it('fails whole on a repeat of a stored client_msg_id: no key taken, nothing told', async () => {
    const { buyer, chat, atOnce } = await busyChat();
    const events = (await kit.events(buyer.id)).length;

    await expect(atOnce({}, 'first')).rejects.toThrow();
    expect(await lastKeyOf(chat.id)).toBe(1);
    expect(await kit.events(buyer.id)).toHaveLength(events);
    // The send answers the repeat with the stored message, and the next one takes key 2.
    const again = await kit.send(buyer, chat.id, 'Noch da?', 'first');
    expect([again.status, again.body.key]).toEqual([200, 1]);
    expect((await expectStatus(kit.send(buyer, chat.id, 'Hallo?'), 201)).key).toBe(2);
  });

  // Needs a second connection, as a parallel transaction: PostgreSQL (TEST_DATABASE_URL) only.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL: sees the read committed while it waited for the members’ locks, and writes nothing',
    async () => {
      const { seller, buyer, chat, atOnce } = await busyChat();
      // The seller's read, as the read call writes it: under the members' realtime locks.
      const reading = await parallelTransaction(async (tx) => {
        await lockRealtimeRecipients(tx, [buyer.id, seller.id]);
        await tx.update(notifications).set({ read: true }).where(eq(notifications.userId, seller.id));
      });
      try {
        // Its statement (and snapshot) starts now, sees the notice unread, and waits for the locks.
        const answer = atOnce();
        await expect.poll(waitingForAdvisoryLock).toBe(true);
        await reading.commit();
        expect(await answer).toBeUndefined();
        expect(await lastKeyOf(chat.id)).toBe(1);
      } finally {
        await reading.commit();
      }
    },
  );

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'on PostgreSQL: never waits for the recipient’s notice another transaction holds, and writes nothing',
    async () => {
      const { seller, chat, atOnce } = await busyChat();
      const holding = await parallelTransaction(async (tx) => {
        await tx.select().from(notifications).where(eq(notifications.userId, seller.id)).for('update');
      });
      try {
        // Were it to wait, it would answer only after the commit below.
        const answer = await Promise.race([
          atOnce(),
          new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 10_000)),
        ]);
        expect(answer).toBeUndefined();
        expect(await lastKeyOf(chat.id)).toBe(1);
      } finally {
        await holding.commit();
      }
    },
  );
});
