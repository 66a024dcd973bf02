// Where chats are kept in the app's one cache: under the login they were fetched with
// (src/local/query-client.ts), all below [...privateKey(owner), 'chats'], the prefix the realtime
// connection invalidates on its `message`, `chat` and `read` events. Apart from chats.ts so that
// the outbox's chat replayer (chat-queue.ts) can put a sent message in place without a cycle.
import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage } from '../../core/chat.ts';
import { keepPrivateCopy } from '../../local/private-query.ts';
import { privateKey, privateOwner, queryClient } from '../../local/query-client.ts';
import { getSession } from '../../session/session-store.ts';

export const chatKeys = {
  all: (owner: string) => [...privateKey(owner), 'chats'] as const,
  list: (owner: string) => [...chatKeys.all(owner), 'list'] as const,
  one: (owner: string, chatId: string) => [...chatKeys.all(owner), 'one', chatId] as const,
  messages: (owner: string, chatId: string) => [...chatKeys.all(owner), 'messages', chatId] as const,
};

/** The names of the copies kept on the device per user (src/local/private-query.ts). */
export const chatCopyNames = {
  list: 'chats',
  chat: (chatId: string) => `chat:${chatId}`,
  messages: (chatId: string) => `chat-messages:${chatId}`,
};

/** A chat's loaded messages: pages newest first, each oldest first within (as the API answers). */
export type MessagePages = InfiniteData<ChatMessage[], number | undefined>;

/**
 * Puts a message the server confirmed (a sent one) into its chat's newest page at once, so it
 * stands where its pending copy stood, and keeps that page on the device at once too: an app
 * closed a moment after the send and opened offline shows the message (without waiting for the
 * refetch below to land and be kept). The list is asked again for its new last message.
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
  void queryClient.invalidateQueries({ queryKey: chatKeys.list(owner) });
  void queryClient.invalidateQueries({ queryKey: chatKeys.one(owner, chatId) });
}
