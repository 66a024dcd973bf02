// Where chats come from in the app's one cache: the query options of the chat list (30 a page,
// paged by the last chat's time), one chat, and its messages (20 a page, paged back by key), each
// first page also kept on the device for its user so that it opens offline after a reload.
import { infiniteQueryOptions, type InfiniteData, queryOptions, type QueryKey } from '@tanstack/react-query';
import * as v from 'valibot';
import { fetchChat, fetchChats, fetchMessages } from '../../api/chats.ts';
import { type Chat, type ChatMessage, ChatMessageSchema, ChatSchema } from '../../core/chat.ts';
import { CHAT_LOAD } from '../../core/constants.ts';
import { withPrivateCopy } from '../../local/private-query.ts';
import { privateOwner, queryClient } from '../../local/query-client.ts';
import { signedInUserId } from '../../session/session-store.ts';
import { chatCopyNames, chatKeys } from './chat-keys.ts';

// What stays readable offline after a reload, per user (src/local/private-query.ts): the newest
// page of the list, each chat opened, and its newest page of messages.
export const chatCopies = {
  list: { name: chatCopyNames.list, schema: v.array(ChatSchema) },
  chat: (chatId: string) => ({ name: chatCopyNames.chat(chatId), schema: ChatSchema }),
  messages: (chatId: string) => ({
    name: chatCopyNames.messages(chatId),
    schema: v.array(ChatMessageSchema),
  }),
};

/** Shows a kept copy of a list's newest page while the cache has nothing for it. */
const showFirstPage =
  <T>(queryKey: QueryKey) =>
  (page: T) => {
    if (queryClient.getQueryData(queryKey) === undefined)
      queryClient.setQueryData<InfiniteData<T, number | undefined>>(queryKey, {
        pages: [page],
        pageParams: [undefined],
      });
  };

/** GET /hm/v1/chats, 30 a page; the next page is the chats before the last one's time. */
export const chatListQueryOptions = (owner: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.list(owner),
    queryFn: ({ pageParam, signal, queryKey }) =>
      pageParam === undefined
        ? withPrivateCopy(
            signedInUserId,
            chatCopies.list,
            () => fetchChats(undefined, signal),
            showFirstPage<Chat[]>(queryKey),
            signal,
          )
        : fetchChats(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: Chat[]) => (last.length >= CHAT_LOAD.chats ? last.at(-1)?.timestamp : undefined),
  });

/** GET /hm/v1/chats/{chatId}; shows the list's copy while it comes. */
export const chatQueryOptions = (owner: string, chatId: string) =>
  queryOptions<Chat, Error, Chat, ReturnType<typeof chatKeys.one>>({
    queryKey: chatKeys.one(owner, chatId),
    queryFn: ({ signal, queryKey }) =>
      withPrivateCopy(
        signedInUserId,
        chatCopies.chat(chatId),
        () => fetchChat(chatId, signal),
        (chat) => {
          if (queryClient.getQueryData(queryKey) === undefined) queryClient.setQueryData(queryKey, chat);
        },
        signal,
      ),
    placeholderData: () =>
      queryClient
        .getQueryData(chatListQueryOptions(owner).queryKey)
        ?.pages.flat()
        .find((c) => c.id === chatId),
  });

/** GET .../messages, 20 a page, newest page first; the next page is the messages before its oldest. */
export const chatMessagesQueryOptions = (owner: string, chatId: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(owner, chatId),
    queryFn: ({ pageParam, signal, queryKey }) =>
      pageParam === undefined
        ? withPrivateCopy(
            signedInUserId,
            chatCopies.messages(chatId),
            () => fetchMessages(chatId, undefined, signal),
            showFirstPage<ChatMessage[]>(queryKey),
            signal,
          )
        : fetchMessages(chatId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page: ChatMessage[]) => {
      const oldest = page[0]?.key;
      return page.length >= CHAT_LOAD.messages && oldest !== undefined && oldest > 1 ? oldest : undefined;
    },
  });

/** The chat route's loader starts the chat and its newest messages while the screen's code loads. */
export function prefetchChat(chatId: string): void {
  const owner = privateOwner();
  if (owner === null) return;
  void queryClient.ensureQueryData(chatQueryOptions(owner, chatId)).catch(() => undefined);
  void queryClient.prefetchInfiniteQuery(chatMessagesQueryOptions(owner, chatId)).catch(() => undefined);
}
