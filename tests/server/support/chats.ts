// Chat fixtures (issue 16): users with tokens and ads from the order kit, the chat calls through
// the API, and the realtime events as stored.
import { asc, eq } from 'drizzle-orm';
import type { Chat, ChatMessage } from '../../../src/core/chat.ts';
import { IDEMPOTENCY_HEADER, type ApiErrorBody } from '../../../src/core/errors.ts';
import { realtimeEvents } from '../../../server/db/schema.ts';
import type { ApiResponse, Query } from './http.ts';
import { orderKit, type OrderKit, type Party } from './orders.ts';
import type { TestServer } from './test-server.ts';

export const CHATS = '/wp-json/hm/v1/chats';
export const chatPath = (id: string) => `${CHATS}/${id}`;

type Answer<T> = ApiResponse<T & ApiErrorBody>;

export interface ChatKit extends Pick<OrderKit, 'buyer' | 'seller' | 'ad' | 'propose' | 'act'> {
  orders: OrderKit;
  open(who: Party, productId: number): Promise<Answer<Chat>>;
  /** A buyer's chat about a new ad of `seller`: fails the test unless it is created. */
  chatOf(buyer: Party, seller: Party): Promise<Chat>;
  get(who: Party, id: string): Promise<Answer<Chat>>;
  list(who: Party, query?: Query): Promise<ApiResponse<(Chat & ApiErrorBody)[]>>;
  messages(who: Party, id: string, query?: Query): Promise<ApiResponse<(ChatMessage & ApiErrorBody)[]>>;
  send(
    who: Party,
    id: string,
    message: string,
    clientMsgId?: string,
    key?: string,
  ): Promise<Answer<ChatMessage>>;
  read(who: Party, id: string, key: number): Promise<Answer<Chat>>;
  report(who: Party, body: Record<string, unknown>): Promise<Answer<{ id: number }>>;
  block(who: Party, userId: number): Promise<Answer<{ user_id: number }>>;
  unblock(who: Party, userId: number): Promise<Answer<{ user_id: number }>>;
  /** A user's realtime events, oldest first. */
  events(userId: number): Promise<(typeof realtimeEvents.$inferSelect)[]>;
}

let sent = 0;

export function chatKit(server: TestServer): ChatKit {
  const orders = orderKit(server);
  const call = <T>(method: string, path: string, who: Party, body?: unknown, query?: Query, key?: string) =>
    server.request<T>(method, path, {
      token: who.token,
      body,
      query,
      headers: key ? { [IDEMPOTENCY_HEADER]: key } : undefined,
    });
  const kit: ChatKit = {
    orders,
    buyer: orders.buyer,
    seller: orders.seller,
    ad: orders.ad,
    propose: orders.propose,
    act: orders.act,
    open: (who, productId) => call('POST', CHATS, who, { product_id: productId }),
    async chatOf(buyer, seller) {
      const ad = await orders.ad(seller);
      const res = await kit.open(buyer, ad.id);
      if (res.status !== 201) throw new Error(`open chat: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
    get: (who, id) => call('GET', chatPath(id), who),
    list: (who, query) => call('GET', CHATS, who, undefined, query),
    messages: (who, id, query) => call('GET', `${chatPath(id)}/messages`, who, undefined, query),
    send: (who, id, message, clientMsgId, key) =>
      call(
        'POST',
        `${chatPath(id)}/messages`,
        who,
        { message, client_msg_id: clientMsgId ?? `m-${++sent}` },
        undefined,
        key,
      ),
    read: (who, id, key) => call('PUT', `${chatPath(id)}/read`, who, { key }),
    report: (who, body) => call('POST', '/wp-json/hm/v1/reports', who, body),
    block: (who, userId) => call('POST', '/wp-json/hm/v1/blocks', who, { user_id: userId }),
    unblock: (who, userId) => call('DELETE', `/wp-json/hm/v1/blocks/${userId}`, who),
    events: (userId) =>
      server.db
        .select()
        .from(realtimeEvents)
        .where(eq(realtimeEvents.userId, userId))
        .orderBy(asc(realtimeEvents.id)),
  };
  return kit;
}

/** A call that must succeed with `status`: fails the test otherwise. */
export async function expectStatus<T>(answer: Promise<ApiResponse<T>>, status: number): Promise<T> {
  const res = await answer;
  if (res.status !== status)
    throw new Error(`expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
