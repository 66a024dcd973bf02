// /hm/v1/chats (issue 16): the caller's chats per ad and their messages. Every call needs the
// bearer token's user; a chat they are not a member of, or one that does not exist, answers 403
// hm_chat_forbidden before any body is read.
import { Hono } from 'hono';
import {
  ChatCreateSchema,
  ChatListQuerySchema,
  ChatMessageCreateSchema,
  ChatMessagesQuerySchema,
  ChatReadSchema,
} from '../../src/core/chat.ts';
import type { RouteDeps } from '../deps.ts';
import { parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import { markReplayed } from '../lib/idempotency.ts';
import { keyPolicy } from '../lib/key-policy.ts';

export function chatRoutes({ chats }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.post('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const input = parseInput(ChatCreateSchema, await readJson(c));
    const { chat, created } = await chats.open(user.id, input);
    return c.json(chat, created ? 201 : 200);
  });

  app.get('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const query = parseInput(ChatListQuerySchema, c.req.query());
    const { chats: list, total } = await chats.list(user.id, query);
    c.header('x-wp-total', String(total));
    return c.json(list);
  });

  app.get('/:chatId', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    return c.json(await chats.get(user.id, c.req.param('chatId')));
  });

  app.get('/:chatId/messages', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const query = parseInput(ChatMessagesQuerySchema, c.req.query());
    return c.json(await chats.messages(user.id, c.req.param('chatId'), query));
  });

  app.post('/:chatId/messages', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const chatId = c.req.param('chatId');
    const gate = await chats.admitMessage(user.id, chatId); // before the body is read
    const input = parseInput(ChatMessageCreateSchema, await readJson(c));
    const { message, created, replayed } = await chats.send(
      user.id,
      chatId,
      input,
      gate,
      c.get('idempotencyKey'),
    );
    if (replayed) markReplayed(c);
    return c.json(message, created ? 201 : 200);
  });

  app.put('/:chatId/read', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const chatId = c.req.param('chatId');
    await chats.assertMember(user.id, chatId);
    const { key } = parseInput(ChatReadSchema, await readJson(c));
    return c.json(await chats.read(user.id, chatId, key));
  });

  return app;
}

/**
 * A message keeps its own answer (the stored message, found again by its Idempotency-Key): the
 * idempotency layer hands the key over instead of claiming it (lib/idempotency.ts, ownAnswers).
 */
export const chatCallsWithOwnAnswers = (method: string, path: string): boolean =>
  method === 'POST' && /^\/wp-json\/hm\/v1\/chats\/[^/]+\/messages$/.test(path);
