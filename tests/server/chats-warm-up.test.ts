// The send's path warmed before an instance listens (issue 33: a restart under load): it writes,
// counts and tells nothing, in a database with chats and messages, and the chats go on as before.
// Its first messages of a chat (the bell's) run in transactions that are rolled back: their
// people, ad, chat, messages and notices stay uncommitted.
import { describe, expect, it } from 'vitest';
import { warmUpChatSends } from '../../server/services/chats/warm-up.ts';
import { chatKit, expectStatus } from './support/chats.ts';
import { ORDER_ENV } from './support/orders.ts';
import { rowCounts } from './support/tables.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = chatKit(server);

const counts = () => rowCounts(server.db);

describe('warming up the send path', () => {
  it('writes, counts and tells nothing, and the next message follows as before', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    await expectStatus(kit.send(buyer, chat.id, 'Noch da?'), 201);
    const before = await counts();

    expect(await warmUpChatSends(server.db, 3)).toBe(true);

    expect(await counts()).toEqual(before);
    const next = await expectStatus(kit.send(seller, chat.id, 'Ja'), 201);
    expect(next.key).toBe(2);
  });
});
