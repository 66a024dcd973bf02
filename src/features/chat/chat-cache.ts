// Putting a chat's news into the app's one cache without asking the server again: a message into
// its chat's loaded messages, a chat's last message into the list and the chat. Both the sender
// (a message the server confirmed, sent-message.ts) and the realtime connection (a message or a
// chat line the server pushed, chat-live.ts) use it, and each change is kept on the device for its
// user at once (the newest page of the messages, the newest page of the list), as a fetch would
// keep it, so an app opened offline a moment later shows it.
import type { InfiniteData } from '@tanstack/react-query';
import type { Chat, ChatLastMessage, ChatMessage } from '../../core/chat.ts';
import { keepPrivateCopy, readKeptCopy } from '../../local/private-query.ts';
import { queryClient } from '../../local/query-client.ts';
import { chatCopyNames, chatKeys, type MessagePages } from './chat-keys.ts';
import { chatCopies } from './chat-queries.ts';

/**
 * Where a message landed in the loaded messages:
 * - `added`: right after the newest one (the messages are complete);
 * - `unchanged`: it was there already, the same;
 * - `replaced`: it was there and changed (removed by the operator, say);
 * - `gap`: put in its place, but one before it is not loaded (the messages want a refetch);
 * - `not-loaded`: the chat's messages are not in the cache (nothing to do until it is opened).
 */
export type MessagePlacement = 'added' | 'unchanged' | 'replaced' | 'gap' | 'not-loaded';

/** JSON with every object's keys in order: a message read from an event or an answer alike. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, field: unknown) =>
    field !== null && typeof field === 'object' && !Array.isArray(field)
      ? Object.fromEntries(Object.entries(field).sort(([a], [b]) => (a < b ? -1 : 1)))
      : field,
  );
const sameMessage = (a: ChatMessage, b: ChatMessage) => canonical(a) === canonical(b);

/** The pages with `message` in its place by key (pages newest first, each oldest first within). */
export function withMessage(
  data: MessagePages,
  message: ChatMessage,
): { data: MessagePages; placement: Exclude<MessagePlacement, 'not-loaded'> } {
  const at = data.pages.findIndex((page) => page.some((m) => m.key === message.key));
  const held = data.pages[at]?.find((m) => m.key === message.key);
  if (held) {
    if (sameMessage(held, message)) return { data, placement: 'unchanged' };
    const pages = data.pages.map((page, i) =>
      i === at ? page.map((m) => (m.key === message.key ? message : m)) : page,
    );
    return { data: { ...data, pages }, placement: 'replaced' };
  }
  const [newest = [], ...older] = data.pages;
  const newestKey = newest.at(-1)?.key ?? 0;
  const merged = [...newest, message].sort((a, b) => a.key - b.key);
  const placement = message.key === newestKey + 1 ? 'added' : 'gap';
  return { data: { ...data, pages: [merged, ...older] }, placement };
}

/**
 * Puts `message` into its chat's loaded messages (withMessage) and keeps the newest page on the
 * device for `userId`. Answers where it landed.
 */
export function placeMessage(
  owner: string,
  userId: number | undefined,
  chatId: string,
  message: ChatMessage,
): MessagePlacement {
  const key = chatKeys.messages(owner, chatId);
  const data = queryClient.getQueryData<MessagePages>(key);
  if (!data) return 'not-loaded';
  const placed = withMessage(data, message);
  if (placed.placement === 'unchanged') return 'unchanged';
  queryClient.setQueryData<MessagePages>(key, placed.data);
  const newest = placed.data.pages[0];
  if (userId !== undefined && newest) void keepPrivateCopy(userId, chatCopyNames.messages(chatId), newest);
  return placed.placement;
}

/** The list of chats as loaded: pages of 30, newest activity first. */
export type ChatPages = InfiniteData<Chat[], number | undefined>;

/** A chat's last message and the reader's activity in it (the list's order). */
export interface ChatLine {
  lastMessage: ChatLastMessage;
  timestamp: number;
}

/** Whether `line` is not older than the last message `chat` shows. */
const isNewerLine = (chat: Chat, line: ChatLine) =>
  !chat.lastMessage || chat.lastMessage.messageTime <= line.lastMessage.messageTime;

/**
 * The chat with `line` as its last message, unless it shows a newer one already (the reader's
 * activity only moves forward).
 */
export const withLine = (chat: Chat, line: ChatLine): Chat =>
  isNewerLine(chat, line)
    ? { ...chat, lastMessage: line.lastMessage, timestamp: Math.max(chat.timestamp, line.timestamp) }
    : chat;

/**
 * The list with `line` as its chat's last message, when it is not older than the one listed: the
 * chat leaves the page it was on and stands in the newest page where its activity now puts it
 * (the list is newest activity first). Undefined when the list does not hold the chat (its first
 * message: the list's refetch brings it).
 */
export function withChatLine(list: ChatPages, chatId: string, line: ChatLine): ChatPages | undefined {
  const chat = list.pages.flat().find((c) => c.id === chatId);
  if (!chat) return undefined;
  if (!isNewerLine(chat, line)) return list;
  const updated = withLine(chat, line);
  const [first = [], ...rest] = list.pages.map((page) => page.filter((c) => c.id !== chatId));
  const at = first.findIndex((c) => c.timestamp <= updated.timestamp);
  const newest = at === -1 ? [...first, updated] : [...first.slice(0, at), updated, ...first.slice(at)];
  return { ...list, pages: [newest, ...rest] };
}

// One update of the device's list copy after another, so a later message's never lands first.
let listCopyWrites: Promise<void> = Promise.resolve();

/**
 * `line` as its chat's last message: in the chat when it is loaded, in the list when it is loaded,
 * and in the list's copy on the device (its newest page), from the cache's or else from the copy
 * itself (a chat opened straight from a notice or an ad, the list not loaded since the app
 * started). Answers false when the loaded list does not hold the chat (the caller refetches it).
 */
export function placeChatLine(
  owner: string,
  userId: number | undefined,
  chatId: string,
  line: ChatLine,
): boolean {
  queryClient.setQueryData<Chat>(chatKeys.one(owner, chatId), (chat) => chat && withLine(chat, line));
  let listed = true;
  const loaded = queryClient.setQueryData<ChatPages>(chatKeys.list(owner), (list) => {
    if (!list) return list;
    const updated = withChatLine(list, chatId, line);
    listed = updated !== undefined;
    return updated ?? list;
  });
  if (userId === undefined) return listed;
  listCopyWrites = listCopyWrites
    .then(async () => {
      const newest = loaded
        ? loaded.pages[0]
        : withChatLine(await keptFirstPage(userId), chatId, line)?.pages[0];
      if (newest && newest.some((c) => c.id === chatId))
        await keepPrivateCopy(userId, chatCopyNames.list, newest);
    })
    .catch(() => undefined);
  return listed;
}

async function keptFirstPage(userId: number): Promise<ChatPages> {
  const kept = await readKeptCopy(userId, chatCopies.list);
  return { pages: kept ? [kept] : [], pageParams: kept ? [undefined] : [] };
}

/** What the list of chats shows of a message its reader sent: read by its sender. */
export function sentLine(message: ChatMessage): ChatLine {
  const { key: _key, client_msg_id: _clientId, ...shown } = message;
  return { lastMessage: { ...shown, newMessage: false }, timestamp: message.messageTime };
}
