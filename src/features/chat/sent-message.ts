// A message the server confirmed, put in place in the app's one cache and on the device: what
// the outbox's chat replayer (chat-message.offline.ts) does once a send went through.
import type { Chat, ChatMessage } from '../../core/chat.ts';
import { keepPrivateCopy } from '../../local/private-query.ts';
import { privateOwner, queryClient } from '../../local/query-client.ts';
import { getSession } from '../../session/session-store.ts';
import { chatCopyNames, chatKeys, type MessagePages } from './chat-keys.ts';

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
  const list = queryClient.setQueryData<Chat[]>(chatKeys.list(owner), (chats) =>
    chats ? withLastMessage(chats, chatId, message) : chats,
  );
  if (userId !== undefined && list) void keepPrivateCopy(userId, chatCopyNames.list, list);
  void queryClient.invalidateQueries({ queryKey: chatKeys.list(owner) });
  void queryClient.invalidateQueries({ queryKey: chatKeys.one(owner, chatId) });
}

/**
 * The list with `message` as its chat's last message, when it is newer than the one listed, and
 * the chat first among those its activity now passes (the list is newest activity first). The
 * sender has read their own message.
 */
export function withLastMessage(chats: Chat[], chatId: string, message: ChatMessage): Chat[] {
  const chat = chats.find((c) => c.id === chatId);
  if (!chat || (chat.lastMessage && chat.lastMessage.messageTime > message.messageTime)) return chats;
  const { key: _key, client_msg_id: _clientId, ...shown } = message;
  const updated: Chat = {
    ...chat,
    lastMessage: { ...shown, newMessage: false },
    timestamp: Math.max(chat.timestamp, message.messageTime),
  };
  const others = chats.filter((c) => c.id !== chatId);
  const at = others.findIndex((c) => c.timestamp <= updated.timestamp);
  return at === -1 ? [...others, updated] : [...others.slice(0, at), updated, ...others.slice(at)];
}
