// Messages by key under concurrent writers (issue 16): keys are the chat's sequence, taken under
// its lock, so whatever a reader sees is gapless and ordered, and paging by `before` walks back
// through every message once, oldest first within each page.
import { describe, expect, it } from 'vitest';
import { tokenService } from '../../server/services/tokens.ts';
import { chatKit, expectStatus } from './support/chats.ts';
import { TEST_JWT_SECRET } from './support/flows.ts';
import { ORDER_ENV, type Party } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = chatKit(server);

/** Another device of the same user: a token of its own. */
async function device(who: Party, n: number): Promise<Party> {
  const tokens = tokenService(server.db, { secret: TEST_JWT_SECRET, ttlHours: 1 + n });
  return { ...who, token: await tokens.issue({ userId: who.id, version: who.tokenVersion }) };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('five concurrent senders in one chat', () => {
  it('get one message each, keys 1..n without gaps, each sender in their own order', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    const senders = [buyer, await device(buyer, 1), await device(buyer, 2), seller, await device(seller, 1)];
    const perSender = 5;
    const sent = await Promise.all(
      senders.map(async (who, s) => {
        const keys: number[] = [];
        for (let i = 0; i < perSender; i++) {
          const body = await expectStatus(
            kit.send(who, chat.id, `Sender ${s}, Nachricht ${i}`, `s${s}-${i}`),
            201,
          );
          keys.push(body.key);
        }
        return keys;
      }),
    );
    for (const keys of sent) expect(keys).toEqual([...keys].sort((a, b) => a - b));
    expect(sent.flat().sort((a, b) => a - b)).toEqual(range(1, senders.length * perSender));
    const all = await expectStatus(kit.messages(buyer, chat.id, { per_page: 100 }), 200);
    expect(all.map((m) => m.key)).toEqual(range(1, 25));
    expect(all.map((m) => m.messageTime)).toEqual([...all.map((m) => m.messageTime)].sort((a, b) => a - b));
  });
});

describe('paging by key', () => {
  it('sees a gapless, ordered prefix while writers send, and pages back through every message once', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    let writing = true;
    const writers = [buyer, seller].map(async (who, w) => {
      for (let i = 0; i < 14; i++)
        await expectStatus(kit.send(who, chat.id, `w${w} ${i}`, `w${w}-${i}`), 201);
    });
    const snapshots: number[][] = [];
    const reader = (async () => {
      while (writing) {
        const page = await expectStatus(kit.messages(seller, chat.id, { per_page: 100 }), 200);
        snapshots.push(page.map((m) => m.key));
      }
    })();
    await Promise.all(writers);
    writing = false;
    await reader;
    expect(snapshots.length).toBeGreaterThan(1);
    for (const keys of snapshots) expect(keys).toEqual(range(1, keys.length));

    // Back through the history 10 at a time: each page oldest first, together every key once.
    const seen: number[][] = [];
    let before: number | undefined;
    for (;;) {
      const page = await expectStatus(kit.messages(buyer, chat.id, { per_page: 10, before }), 200);
      if (page.length === 0) break;
      seen.push(page.map((m) => m.key));
      before = page[0]?.key;
    }
    expect(seen).toEqual([range(19, 28), range(9, 18), range(1, 8)]);
  });

  it('answers the newest 20 by default and refuses a page size over 100 or a bad key', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    for (let i = 0; i < 22; i++) await expectStatus(kit.send(buyer, chat.id, `n${i}`), 201);
    const page = await expectStatus(kit.messages(seller, chat.id), 200);
    expect(page.map((m) => m.key)).toEqual(range(3, 22));
    for (const query of [{ per_page: 101 }, { per_page: 0 }, { before: 'x' }, { before: -1 }]) {
      expect((await kit.messages(seller, chat.id, query)).status, JSON.stringify(query)).toBe(400);
    }
  });
});
