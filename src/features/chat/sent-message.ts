// A message the server confirmed, put in place in the app's one cache and on the device: what
// the outbox's chat replayer (chat-message.offline.ts) does once a send went through.
import type { ChatMessage } from '../../core/chat.ts';
import { keepPrivateCopy } from '../../local/private-query.ts';
import { privateOwner, queryClient } from '../../local/query-client.ts';
import { getSession } from '../../session/session-store.ts';
import { chatCopyNames, chatKeys, type MessagePages } from './chat-keys.ts';

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
