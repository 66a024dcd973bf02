// Who may use a chat (issue 16): its two members and nobody else. Every chat call of anyone else
// answers 403 hm_chat_forbidden, the same for ids that do not exist or are not chat ids, and
// changes nothing; opening a chat needs a public ad of someone else.
import { describe, expect, it } from 'vitest';
import { chatMessages, reports } from '../../server/db/schema.ts';
import { chatKit, chatPath, CHATS, expectStatus } from './support/chats.ts';
import { ORDER_ENV, type Party } from './support/orders.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const kit = chatKit(server);

describe('opening a chat', () => {
  it('creates the chat of buyer, seller and ad (201), then answers the same chat (200)', async () => {
    const seller = await kit.seller({ firstName: 'Sophie', lastName: 'Hahn' });
    const buyer = await kit.buyer({ firstName: 'Ben', lastName: 'Kaiser' });
    const ad = await kit.ad(seller, { price: 340 });
    const first = await kit.open(buyer, ad.id);
    expect(first.status).toBe(201);
    const [low, high] = [buyer.id, seller.id].sort((a, b) => a - b);
    expect(first.body).toMatchObject({
      id: `${low}_${high}_${ad.id}`,
      product: { id: ad.id, name: ad.name, slug: ad.slug, price: '340', status: 'publish' },
      members: {
        [buyer.id]: { name: 'Ben K.', avatar_url: null, verified: { phone: false } },
        [seller.id]: { name: 'Sophie H.' },
      },
      lastMessage: null,
    });
    expect(typeof first.body.timestamp).toBe('number');
    const again = await kit.open(buyer, ad.id);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
  });

  it('refuses the seller a chat on their own ad (400 hm_own_product)', async () => {
    const seller = await kit.seller();
    const ad = await kit.ad(seller);
    const res = await kit.open(seller, ad.id);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'hm_own_product', data: { status: 400 } });
  });

  it('answers 404 for an ad that is not public or does not exist', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    for (const status of ['private', 'pending', 'rejected', 'trash'] as const) {
      const ad = await kit.ad(seller, { status });
      const res = await kit.open(buyer, ad.id);
      expect(res.status, status).toBe(404);
      expect(res.body.code).toBe('woocommerce_rest_product_invalid_id');
    }
    expect((await kit.open(buyer, 987654)).status).toBe(404);
  });
});

describe('non-members', () => {
  it('are refused with 403 hm_chat_forbidden on every chat call, as for unknown ids', async () => {
    const seller = await kit.seller();
    const buyer = await kit.buyer();
    const stranger = await kit.buyer();
    const chat = await kit.chatOf(buyer, seller);
    const sent = await expectStatus(kit.send(buyer, chat.id, 'Ist es noch da?'), 201);

    const calls = (id: string, who: Party) => [
      kit.get(who, id),
      kit.messages(who, id),
      kit.send(who, id, 'Hallo'),
      kit.read(who, id, 1),
      kit.report(who, { chat_id: id, key: sent.key, reason: 'spam', text: '' }),
      // A bad body must not tell a member's chat from another: still 403.
      server.request('POST', `${chatPath(id)}/messages`, { token: who.token, body: { message: '' } }),
      server.request('PUT', `${chatPath(id)}/read`, { token: who.token, body: {} }),
    ];
    const unknown = [
      chat.id,
      // Well-formed, with the stranger in it, but never opened.
      `${Math.min(stranger.id, seller.id)}_${Math.max(stranger.id, seller.id)}_${chat.product.id}`,
      `${Math.min(stranger.id, seller.id)}_${Math.max(stranger.id, seller.id)}_987654`,
      'not-a-chat',
      `${seller.id}_${seller.id}_1`,
      '1_2_3_4',
    ];
    for (const id of unknown) {
      for (const res of await Promise.all(calls(id, stranger))) {
        expect(res.status, id).toBe(403);
        expect(res.body).toMatchObject({ code: 'hm_chat_forbidden', data: { status: 403 } });
      }
    }
    expect(await server.db.select().from(chatMessages)).toHaveLength(1);
    expect(await server.db.select().from(reports)).toHaveLength(0);
    expect((await kit.list(stranger)).body).toEqual([]);
  });

  it('without a token every chat call is 401', async () => {
    for (const [method, path] of [
      ['POST', CHATS],
      ['GET', CHATS],
      ['GET', chatPath('1_2_3')],
      ['GET', `${chatPath('1_2_3')}/messages`],
      ['POST', `${chatPath('1_2_3')}/messages`],
      ['PUT', `${chatPath('1_2_3')}/read`],
      ['POST', '/wp-json/hm/v1/reports'],
      ['POST', '/wp-json/hm/v1/blocks'],
      ['DELETE', '/wp-json/hm/v1/blocks/2'],
    ] as const) {
      const res = await server.request(method, path, { body: method === 'GET' ? undefined : {} });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });
});
