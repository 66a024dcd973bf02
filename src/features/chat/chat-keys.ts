// Where chats are kept in the app's one cache: under the login they were fetched with
// (src/local/query-client.ts), all below [...privateKey(owner), 'chats'], the prefix the realtime
// connection invalidates on its `message`, `chat` and `read` events. Apart from chats.ts so that
// the outbox's chat replayer can put a sent message in place without a cycle (sent-message.ts),
// and free of the device's copies, so that the ad page's "Nachricht schreiben" (open-chat.ts)
// needs nothing more.
import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage } from '../../core/chat.ts';
import { privateKey } from '../../local/query-client.ts';

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
