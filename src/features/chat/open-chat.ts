// "Nachricht schreiben" on an ad: opening (or finding) the chat with its seller. Apart from
// chats.ts, whose sending goes through the outbox (chat-queue.ts): the ad page needs only this,
// and a visitor's ad page then loads neither the outbox nor the device's database for it.
import { type InfiniteData, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { openChat } from '../../api/chats.ts';
import { keyPerRequest, newIdempotencyKey } from '../../api/idempotency.ts';
import type { Chat } from '../../core/chat.ts';
import { privateOwner, queryClient } from '../../local/query-client.ts';
import { chatKeys } from './chat-keys.ts';

/** Keeps a chat an answer brought (opening, reading) and marks its place in the list. */
export function rememberChat(chat: Chat): void {
  const owner = privateOwner();
  if (owner === null) return;
  queryClient.setQueryData(chatKeys.one(owner, chat.id), chat);
  queryClient.setQueryData<InfiniteData<Chat[], number | undefined>>(chatKeys.list(owner), (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => page.map((c) => (c.id === chat.id ? chat : c))) }
      : data,
  );
}

/** POST /hm/v1/chats: the chat with the seller of an ad; the list is asked again (it may be new). */
export async function openChatOn(productId: number, idempotencyKey: string): Promise<Chat> {
  const chat = await openChat(productId, idempotencyKey);
  rememberChat(chat);
  const owner = privateOwner();
  if (owner !== null) void queryClient.invalidateQueries({ queryKey: chatKeys.list(owner) });
  return chat;
}

/** Opens the chat on an ad once a login asked for by "Nachricht schreiben" succeeded. */
export const openChatAfterLogin = (productId: number): Promise<Chat> =>
  openChatOn(productId, newIdempotencyKey());

/** "Nachricht schreiben": opens (or finds) the chat on an ad. One key per ad while on the page. */
export function useOpenChat() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    { mutationFn: (productId: number) => openChatOn(productId, keyFor(`chat:${productId}`)) },
    queryClient,
  );
}
