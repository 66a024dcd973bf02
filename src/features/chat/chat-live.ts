// What a chat's realtime events put into the app's one cache (src/live-updates.ts, the one table
// of what each event changes). A `message` and a `chat` event carry the new message and the
// chat's new line exactly as the API answers them (server/services/chats/post.ts), so they go
// into the cache as they are and the other member's screen shows the message when its frame
// arrives, instead of after three refetches (issue 33: a reply took 0.4-1 s to show, two of
// which were these round trips, and every message cost both members six GETs). Each function
// answers the keys that still need the server: what the event cannot complete (a message after
// one that is not loaded, a chat the list does not hold, a read), and a query already on its way
// (its answer may predate the event and would overwrite it).
import type { QueryKey } from '@tanstack/react-query';
import * as v from 'valibot';
import { ChatLastMessageSchema, ChatMessageSchema } from '../../core/chat.ts';
import { queryClient } from '../../local/query-client.ts';
import { getSession } from '../../session/session-store.ts';
import { placeChatLine, placeMessage } from './chat-cache.ts';
import { chatKeys } from './chat-keys.ts';

const MessageEventSchema = v.object({ chatId: v.string(), message: ChatMessageSchema });
const ChatEventSchema = v.object({
  chatId: v.string(),
  lastMessage: ChatLastMessageSchema,
  timestamp: v.number(),
});
const ReadEventSchema = v.object({ chatId: v.string() });

/** The keys among `keys` whose fetch is on its way: refetched, so the event is not overwritten. */
const inFlight = (keys: readonly QueryKey[]) =>
  keys.filter((queryKey) => queryClient.isFetching({ queryKey, exact: true }) > 0);

/**
 * A `message` event: the message into its chat's loaded messages. A new message after the newest
 * needs nothing more (its `chat` event follows with the list's line); a changed one (removed by
 * the operator) may be the list's preview, so the list and the chat are read again; one after a
 * message that is not loaded reads the messages again. Data that is not a message reads the chats.
 */
export function liveMessage(owner: string, data: Record<string, unknown>): QueryKey[] {
  const event = v.safeParse(MessageEventSchema, data);
  if (!event.success) return [chatKeys.all(owner)];
  const { chatId, message } = event.output;
  const messages = chatKeys.messages(owner, chatId);
  const placement = placeMessage(owner, getSession().user?.id, chatId, message);
  if (placement === 'replaced') return [messages, chatKeys.list(owner), chatKeys.one(owner, chatId)];
  if (placement === 'gap') return [messages];
  return inFlight([messages]);
}

/**
 * A `chat` event: the chat's new last message and the reader's activity into the chat and the
 * list. One the list does not hold (a new chat) reads the list again; an event without a line
 * (the other member's account changed, services/chats/partners.ts) reads the chats.
 */
export function liveChatLine(owner: string, data: Record<string, unknown>): QueryKey[] {
  const event = v.safeParse(ChatEventSchema, data);
  if (!event.success) return [chatKeys.all(owner)];
  const { chatId, ...line } = event.output;
  const list = chatKeys.list(owner);
  const one = chatKeys.one(owner, chatId);
  const listed = placeChatLine(owner, getSession().user?.id, chatId, line);
  return listed ? inFlight([list, one]) : [list, ...inFlight([one])];
}

/**
 * A `read` event (the user read a chat on one of their devices): the chat's unread flag in the
 * chat and the list. Its messages do not change.
 */
export function liveRead(owner: string, data: Record<string, unknown>): QueryKey[] {
  const event = v.safeParse(ReadEventSchema, data);
  if (!event.success) return [chatKeys.all(owner)];
  return [chatKeys.list(owner), chatKeys.one(owner, event.output.chatId)];
}
