// Chats as the screens use them, from the app's one cache (TanStack Query), all under
// [...privateKey(owner), 'chats'] (chat-keys.ts), which the realtime connection invalidates when a
// message, a chat change or a read arrives: the caller's chats (an infinite query paged by the
// last chat's time, 30 a page), one chat, its messages (an infinite query paged back by key, 20 a
// page, older ones when scrolling up), and the writes: opening a chat on an ad, reading, reporting
// and blocking (online mutations with their own Idempotency-Key) and sending (the outbox,
// chat-queue.ts). Private: in memory under the login, and on the device (the newest page of the
// list, each chat opened and its newest messages) under the user they belong to, read back only for
// that user, so they stay readable offline after a reload and the next person never sees them.
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { type ApiFailure, asApiFailure } from '../../api/client.ts';
import { blockUser, markChatRead, reportMessage, unblockUser, type ChatReport } from '../../api/chats.ts';
import { keyPerRequest, newIdempotencyKey } from '../../api/idempotency.ts';
import type { Chat, ChatMessage } from '../../core/chat.ts';
import { rememberChat } from './open-chat.ts';
import { privateOwner, queryClient } from '../../local/query-client.ts';
import { useSession } from '../../session/session-store.ts';
import { chatKeys } from './chat-keys.ts';
import { chatListQueryOptions, chatQueryOptions, chatMessagesQueryOptions } from './chat-queries.ts';
import { afterFirstScreen } from '../../local/after-first-screen.ts';
import { warmOutbox } from '../../local/outbox/index.ts';
import { usePendingEntries } from '../../local/outbox/status.ts';
import {
  CHAT_KINDS,
  CHAT_MESSAGE,
  dropMessage,
  pendingChatMessages,
  queueMessage,
  resendEdited,
  type PendingChatMessage,
} from './chat-queue.ts';

export { chatKeys };
export {
  chatListQueryOptions,
  chatQueryOptions,
  chatMessagesQueryOptions,
  prefetchChat,
} from './chat-queries.ts';
/** Whether the browser is online: a pending message says "sending" or "when you are online". */
export { useOnline } from '../../local/online.ts';
/** A chat opened first (from a notice, a push) starts its live updates once it shows. */
export { useFirstScreenShown } from '../../local/use-first-screen-shown.ts';
export type { PendingChatMessage };

// ---- The list -----------------------------------------------------------------------------------

export interface ChatListState {
  status: 'loading' | 'ready' | 'error';
  chats: Chat[];
  error: ApiFailure | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

/** The caller's chats, newest activity first, with older ones on demand. */
export function useChatList(): ChatListState {
  const owner = useSession().token ?? null;
  const list = useInfiniteQuery(
    { ...chatListQueryOptions(owner ?? ''), enabled: owner !== null },
    queryClient,
  );
  const pages = list.data?.pages;
  const chats = useMemo(() => {
    // A chat that moved up between two pages is shown once, in its newer place.
    const seen = new Set<string>();
    return (pages ?? []).flat().filter((c) => !seen.has(c.id) && seen.add(c.id));
  }, [pages]);
  const { fetchNextPage, refetch } = list;
  return {
    status: pages ? 'ready' : list.error ? 'error' : 'loading',
    chats,
    error: list.error ? asApiFailure(list.error) : undefined,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: useCallback(() => void fetchNextPage(), [fetchNextPage]),
    reload: useCallback(() => void refetch(), [refetch]),
  };
}

/** How many of the loaded chats hold a message the user has not read (the header's badge). */
export function useUnreadChatCount(): number {
  const { chats } = useChatList();
  return chats.filter((c) => c.lastMessage?.newMessage === true).length;
}

// ---- One chat -----------------------------------------------------------------------------------

export interface ChatState {
  status: 'loading' | 'ready' | 'error';
  chat: Chat | undefined;
  error: ApiFailure | undefined;
  reload: () => void;
}

export function useChat(chatId: string): ChatState {
  const owner = useSession().token ?? null;
  const query = useQuery({ ...chatQueryOptions(owner ?? '', chatId), enabled: owner !== null }, queryClient);
  const { refetch } = query;
  return {
    status: query.data ? 'ready' : query.error ? 'error' : 'loading',
    chat: query.data,
    error: query.error ? asApiFailure(query.error) : undefined,
    reload: useCallback(() => void refetch(), [refetch]),
  };
}

export interface MessagesState {
  status: 'loading' | 'ready' | 'error';
  /** Oldest first. */
  messages: ChatMessage[];
  error: ApiFailure | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  reload: () => void;
}

/** A chat's loaded messages, oldest first, with older pages on demand (scrolling up). */
export function useChatMessages(chatId: string): MessagesState {
  const owner = useSession().token ?? null;
  const query = useInfiniteQuery(
    { ...chatMessagesQueryOptions(owner ?? '', chatId), enabled: owner !== null },
    queryClient,
  );
  const pages = query.data?.pages;
  const messages = useMemo(() => {
    const byKey = new Map<number, ChatMessage>();
    for (const page of pages ?? []) for (const m of page) byKey.set(m.key, m);
    return [...byKey.values()].sort((a, b) => a.key - b.key);
  }, [pages]);
  const { fetchNextPage, refetch } = query;
  return {
    status: pages ? 'ready' : query.error ? 'error' : 'loading',
    messages,
    error: query.error ? asApiFailure(query.error) : undefined,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: useCallback(() => void fetchNextPage(), [fetchNextPage]),
    reload: useCallback(() => void refetch(), [refetch]),
  };
}

/** This chat's messages not yet confirmed, in the order written, minus those the server has. */
export function usePendingChatMessages(chatId: string, loaded: readonly ChatMessage[]) {
  const entries = usePendingEntries(useSession().user?.id, CHAT_KINDS);
  return useMemo(() => {
    const confirmed = new Set(loaded.map((m) => m.client_msg_id).filter((id) => id !== undefined));
    return pendingChatMessages(entries).filter((p) => p.chatId === chatId && !confirmed.has(p.clientMsgId));
  }, [entries, chatId, loaded]);
}

// ---- Writes -------------------------------------------------------------------------------------

/**
 * PUT .../read with the newest key while the chat is shown and holds something unread: its flag
 * clears here and, through the server, on the user's other devices.
 */
export function useMarkRead(chatId: string) {
  return useMutation(
    {
      mutationFn: (key: number) => markChatRead(chatId, key, newIdempotencyKey()),
      onSuccess: rememberChat,
    },
    queryClient,
  );
}

/**
 * Sends a message through the outbox; resolves once it is queued (it shows as pending at once).
 * The outbox's database and the message's sender are made ready once the chat is shown.
 */
export function useSendMessage(chatId: string) {
  useEffect(() => afterFirstScreen(() => void warmOutbox(CHAT_MESSAGE)), []);
  return useMutation({ mutationFn: (text: string) => queueMessage(chatId, text) }, queryClient);
}

/** Edits a refused message and sends it again, or deletes it. */
export function usePendingMessageActions() {
  const edit = useMutation(
    {
      mutationFn: ({ entry, text }: { entry: PendingChatMessage; text: string }) => resendEdited(entry, text),
    },
    queryClient,
  );
  const remove = useMutation({ mutationFn: (seq: number) => dropMessage(seq) }, queryClient);
  return { edit, remove };
}

/** POST /hm/v1/reports: one key per dialog, so a resend after a lost answer files one report. */
export function useReportMessage() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    { mutationFn: (report: ChatReport) => reportMessage(report, keyFor(`${report.chat_id}:${report.key}`)) },
    queryClient,
  );
}

/**
 * POST /hm/v1/blocks, DELETE /hm/v1/blocks/{id}; the chats are asked again either way. Both are
 * the same state however often they are sent, so each press has a key of its own.
 */
export function useBlockUser() {
  const reload = () => {
    const owner = privateOwner();
    if (owner !== null) void queryClient.invalidateQueries({ queryKey: chatKeys.all(owner) });
  };
  const block = useMutation(
    { mutationFn: (userId: number) => blockUser(userId, newIdempotencyKey()), onSuccess: reload },
    queryClient,
  );
  const unblock = useMutation(
    { mutationFn: (userId: number) => unblockUser(userId, newIdempotencyKey()), onSuccess: reload },
    queryClient,
  );
  return { block, unblock };
}
