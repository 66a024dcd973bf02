// /hm/v1/notifications (issue 16): the caller's own notifications newest first, paged by key
// without gaps or repeats while others are written at the same time; marking read and deleting
// touch only the caller's own; every call needs the login and refuses bad input with a 400.
import { describe, expect, it } from 'vitest';
import type { NotificationType } from '../../src/core/notifications.ts';
import { inTransaction } from '../../server/db/transaction.ts';
import { notify } from '../../server/services/notifications.ts';
import { NOTIFICATIONS, notificationKit } from './support/notifications.ts';
import { orderKit, ORDER_ENV, type Party } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = orderKit(server);
const bell = notificationKit(server);

/**
 * Write one notification for `who` as other work does (chat messages: new_message), in a
 * transaction that stays open `holdMs` after the insert.
 */
const write = async (who: Party, chat: string, holdMs = 0, type: NotificationType = 'new_message') => {
  const row = await inTransaction(server.db, async (tx) => {
    const written = await notify(tx, who.id, type, { chatId: chat });
    if (holdMs > 0) await new Promise((resolve) => setTimeout(resolve, holdMs));
    return written;
  });
  if (!row) throw new Error('nothing written');
  return row.id;
};

describe('GET /hm/v1/notifications', () => {
  it('pages by key, newest first, with x-wp-total and the unread count', async () => {
    const user = await kit.buyer();
    const keys = [];
    for (let i = 0; i < 7; i++) keys.push(await write(user, `1_2_${i}`));
    await bell.read(user, [keys[0]]);

    const first = await bell.page(user, { per_page: 3 });
    const second = await bell.page(user, { per_page: 3, before: first.body.at(-1)?.key ?? 0 });

    expect(first.status).toBe(200);
    expect(first.headers.get('x-wp-total')).toBe('7');
    expect(first.headers.get('x-hm-unread')).toBe('6');
    expect(first.body.map((n) => n.key)).toEqual(keys.slice(4).reverse());
    expect(second.body.map((n) => n.data.chatId)).toEqual(['1_2_3', '1_2_2', '1_2_1']);
    expect((await bell.page(user)).body).toHaveLength(7);
  });

  it('pages down without a gap or a repeat while notifications are written at the same time', async () => {
    const user = await kit.buyer();
    const before = [];
    for (let i = 0; i < 24; i++) before.push(await write(user, `old_${i}`));

    const seen: number[] = [];
    const written: Promise<number>[] = [];
    const writers = (round: number) => {
      // Each keeps its transaction open a while after the insert (as a change does its other
      // work), the first ones longest: without turns, later keys would commit first.
      for (let w = 0; w < 5; w++) written.push(write(user, `new_${round}_${w}`, (5 - w) * 20));
    };
    writers(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    let last: number | undefined;
    for (let page = 1; page < 10; page++) {
      const res = await bell.page(user, last === undefined ? { per_page: 4 } : { per_page: 4, before: last });
      seen.push(...res.body.map((n) => n.key));
      last = res.body.at(-1)?.key;
      if (res.body.length < 4) break;
      writers(page);
    }
    await Promise.all(written);

    // Strictly newest first, and every key at or below the first one read is there exactly once.
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(seen.length);
    const all = (await bell.inbox(user)).map((n) => n.key);
    expect(all).toHaveLength(24 + written.length);
    expect(seen).toEqual(all.filter((k) => k <= (seen[0] ?? 0)));
    expect(seen).toEqual(expect.arrayContaining(before));
  });

  it("shows only the caller's own", async () => {
    const [me, other] = [await kit.buyer(), await kit.buyer()];
    await write(other, 'theirs');
    const mine = await write(me, 'mine');

    expect((await bell.inbox(me)).map((n) => n.key)).toEqual([mine]);
  });

  it('refuses a call without a login (401) and bad paging (400)', async () => {
    const user = await kit.buyer();
    expect((await server.request('GET', NOTIFICATIONS)).status).toBe(401);
    const bad: Record<string, string | number>[] = [
      { per_page: 0 },
      { per_page: 101 },
      { before: 'x' },
      { before: 2 ** 31 },
    ];
    for (const query of bad) {
      const res = await bell.page(user, query);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('rest_invalid_param');
    }
  });
});

describe('PUT /hm/v1/notifications/read', () => {
  it("marks the caller's own read and ignores keys of others or gone ones", async () => {
    const [me, other] = [await kit.buyer(), await kit.buyer()];
    const mine = [await write(me, 'a'), await write(me, 'b'), await write(me, 'c')];
    const theirs = await write(other, 'x');

    const res = await bell.read(me, [mine[0], mine[2], theirs, 2_000_000]);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ keys: [mine[0], mine[2]] });
    expect((await bell.inbox(me)).map((n) => [n.key, n.read])).toEqual([
      [mine[2], true],
      [mine[1], false],
      [mine[0], true],
    ]);
    expect((await bell.inbox(other))[0]?.read).toBe(false);
  });

  it('refuses a call without a login (401) and a bad list (400)', async () => {
    const user = await kit.buyer();
    const key = await write(user, 'a');
    expect((await server.request('PUT', `${NOTIFICATIONS}/read`, { body: { keys: [key] } })).status).toBe(
      401,
    );
    for (const keys of [[], 'x', [0], [1.5], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      expect((await bell.read(user, keys)).status).toBe(400);
    }
    expect((await bell.inbox(user))[0]?.read).toBe(false);
  });
});

describe('DELETE /hm/v1/notifications/{key}', () => {
  it("deletes the caller's own and answers 404 for another user's key or a gone one", async () => {
    const [me, other] = [await kit.buyer(), await kit.buyer()];
    const mine = await write(me, 'mine');
    const theirs = await write(other, 'theirs');

    const deleted = await bell.remove(me, mine);
    const again = await bell.remove(me, mine);
    const foreign = await bell.remove(me, theirs);

    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ deleted: true, previous: { key: mine, type: 'new_message' } });
    expect([again.status, foreign.status]).toEqual([404, 404]);
    expect(foreign.body.code).toBe('hm_notification_not_found');
    expect(await bell.inbox(me)).toEqual([]);
    expect((await bell.inbox(other)).map((n) => n.key)).toEqual([theirs]);
  });

  it('refuses a call without a login (401) and a key that is no key (400)', async () => {
    const user = await kit.buyer();
    const key = await write(user, 'a');
    expect((await server.request('DELETE', `${NOTIFICATIONS}/${key}`)).status).toBe(401);
    expect((await bell.remove(user, 'abc')).status).toBe(400);
    expect(await bell.inbox(user)).toHaveLength(1);
  });
});
