// A message the server confirmed, put in place in the app's one cache and on the device: what
// the outbox's chat replayer (chat-message.offline.ts) does once a send went through.
import type { InfiniteData } from '@tanstack/react-query';
import type { Chat, ChatMessage } from '../../core/chat.ts';
import { keepPrivateCopy, readKeptCopy } from '../../local/private-query.ts';
import { privateOwner, queryClient } from '../../local/query-client.ts';
import { getSession } from '../../session/session-store.ts';
import { chatCopyNames, chatKeys, type MessagePages } from './chat-keys.ts';
import { chatCopies } from './chat-queries.ts';

/**
 * Puts a message the server confirmed (a sent one) into its chat's newest page at once, so it
 * stands where its pending copy stood, and keeps that page on the device at once too: an app
 * closed a moment after the send and opened offline shows the message (without waiting for the
 * refetch below to land and be kept). So does the list of chats get its new last message (the
 * server's word follows with the list's refetch): an app opened offline a moment later lists the
 * chat with what was just sent.
 */
export function rememberSentMessage(chatId: string, message: ChatMessage): void {
  const owner = privateOwner();
  const userId = getSession().user?.id;
  if (owner === null) return;
  const pages = queryClient.setQueryData<MessagePages>(chatKeys.messages(owner, chatId), (data) => {
    if (!data || data.pages.some((page) => page.some((m) => m.key === message.key))) return data;
    const [newest = [], ...older] = data.pages;
    const merged = [...newest, message].sort((a, b) => a.key - b.key);
    return { ...data, pages: [merged, ...older] };
  });
  const newest = pages?.pages[0];
  if (userId !== undefined && newest) void keepPrivateCopy(userId, chatCopyNames.messages(chatId), newest);
  if (userId !== undefined) void rememberInList(owner, userId, chatId, message);
  void queryClient.invalidateQueries({ queryKey: chatKeys.list(owner) });
  void queryClient.invalidateQueries({ queryKey: chatKeys.one(owner, chatId) });
}

/** The list of chats as loaded: pages of 30, newest activity first. */
export type ChatPages = InfiniteData<Chat[], number | undefined>;

// One update of the device's list copy after another, so a later message's never lands first.
let listCopyWrites: Promise<void> = Promise.resolve();

/**
 * The message as its chat's last one in the list: in the cache when the list is loaded, and in
 * the list's copy on the device (its newest page), from the cache's or else from the copy itself
 * (a chat opened straight from a notice or an ad, the list not loaded since the app started).
 */
function rememberInList(owner: string, userId: number, chatId: string, message: ChatMessage): Promise<void> {
  const loaded = queryClient.setQueryData<ChatPages>(chatKeys.list(owner), (list) =>
    list ? withLastMessage(list, chatId, message) : list,
  );
  listCopyWrites = listCopyWrites
    .then(async () => {
      const newest = loaded
        ? loaded.pages[0]
        : withLastMessage(await keptFirstPage(userId), chatId, message).pages[0];
      if (newest && (loaded || newest.some((c) => c.id === chatId)))
        await keepPrivateCopy(userId, chatCopyNames.list, newest);
    })
    .catch(() => undefined);
  return listCopyWrites;
}

async function keptFirstPage(userId: number): Promise<ChatPages> {
  const kept = await readKeptCopy(userId, chatCopies.list);
  return { pages: kept ? [kept] : [], pageParams: kept ? [undefined] : [] };
}

/**
 * The list with `message` as its chat's last message, when it is newer than the one listed: the
 * chat leaves the page it was on and stands in the newest page where its activity now puts it
 * (the list is newest activity first). The sender has read their own message. A chat the list
 * does not hold yet (its first message) is left to the list's refetch.
 */
export function withLastMessage(list: ChatPages, chatId: string, message: ChatMessage): ChatPages {
  const chat = list.pages.flat().find((c) => c.id === chatId);
  if (!chat || (chat.lastMessage && chat.lastMessage.messageTime > message.messageTime)) return list;
  const { key: _key, client_msg_id: _clientId, ...shown } = message;
  const updated: Chat = {
    ...chat,
    lastMessage: { ...shown, newMessage: false },
    timestamp: Math.max(chat.timestamp, message.messageTime),
  };
  const [first = [], ...rest] = list.pages.map((page) => page.filter((c) => c.id !== chatId));
  const at = first.findIndex((c) => c.timestamp <= updated.timestamp);
  const newest = at === -1 ? [...first, updated] : [...first.slice(0, at), updated, ...first.slice(at)];
  return { ...list, pages: [newest, ...rest] };
}
