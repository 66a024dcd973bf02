// Live updates (issue 16, docs/realtime.md): the realtime connection of the signed-in user and the
// one table of what each event refreshes. Loaded after the first screen once someone is logged in
// (app.tsx); the connection follows the session: opened for a user, closed on logout, reopened
// when the user or the login changes. Each event marks the TanStack Query keys it concerns stale,
// so an open screen (order, negotiation, My ads, purchases, chat list, bell) reloads what changed;
// a chat's message and line, which the event carries whole, go into the cache as they are
// (features/chat/chat-live.ts), and only what they cannot complete is read again.
import type { QueryKey } from '@tanstack/react-query';
import { fetchRealtimeToken } from './api/realtime.ts';
import { idDocumentKey } from './features/account/id-verification.ts';
import { chatKeys } from './features/chat/chat-keys.ts';
import { liveChatLine, liveMessage, liveRead } from './features/chat/chat-live.ts';
import { notificationKeys } from './features/notifications/unread-count.ts';
import { orderKeys } from './features/orders/orders.ts';
import { myAdKeys } from './features/selling/my-ads.ts';
import { privateOwner, queryClient } from './local/query-client.ts';
import {
  connectRealtime,
  onRealtime,
  realtimeUrl,
  type RealtimeConnection,
  type RealtimeTopic,
} from './local/realtime.ts';
import { refreshUser } from './session/session.ts';
import { getSession, subscribeSession } from './session/session-store.ts';
import { readStoredRealtimeToken, storeRealtimeToken } from './session/token.ts';

const chats = chatKeys.all;
const notifications = notificationKeys.all;

/**
 * Notifications of a change to the account itself (an ID decided: a badge earned or refused): the
 * account's data and its ID state are read again, so the settings on screen follow at once.
 */
const ACCOUNT_NOTIFICATIONS: ReadonlySet<unknown> = new Set(['id_verified', 'id_rejected']);
const noticeType = (data: Record<string, unknown>) =>
  (data.notification as { type?: unknown } | undefined)?.type;
const changesAccount = (data: Record<string, unknown>) => ACCOUNT_NOTIFICATIONS.has(noticeType(data));
/** A chat's new message changes no order and no ad: only the bell. */
const isChatNotice = (data: Record<string, unknown>) => noticeType(data) === 'new_message';

/** A system message in a chat is an order's step: the order screens reload too. */
const isOrderStep = (data: Record<string, unknown>) =>
  (data.message as { kind?: unknown } | undefined)?.kind === 'system';

/**
 * THE table: what each realtime topic makes stale, for the login `owner` (a chat's events put what
 * they carry into the cache first and answer what is left).
 */
export const REALTIME_INVALIDATIONS: Readonly<
  Record<RealtimeTopic, (owner: string, data: Record<string, unknown>) => QueryKey[]>
> = {
  notification: (owner, data) =>
    isChatNotice(data)
      ? [notifications(owner)]
      : [
          notifications(owner),
          orderKeys.all(owner),
          myAdKeys.all(owner),
          ...(changesAccount(data) ? [idDocumentKey(owner)] : []),
        ],
  message: (owner, data) =>
    isOrderStep(data) ? [chats(owner), orderKeys.all(owner)] : liveMessage(owner, data),
  chat: liveChatLine,
  // Reading a chat also reads its new_message notifications (the bell's count).
  read: (owner, data) => [...liveRead(owner, data), notifications(owner)],
  resync: (owner) => [chats(owner), notifications(owner), orderKeys.all(owner), myAdKeys.all(owner)],
};

let registered = false;

/** Register the table's handlers (once). */
export function registerLiveUpdates(): void {
  if (registered) return;
  registered = true;
  for (const [topic, keys] of Object.entries(REALTIME_INVALIDATIONS) as [
    RealtimeTopic,
    (typeof REALTIME_INVALIDATIONS)[RealtimeTopic],
  ][]) {
    onRealtime(topic, (data) => {
      const owner = privateOwner();
      if (owner === null) return;
      for (const queryKey of keys(owner, data)) void queryClient.invalidateQueries({ queryKey });
      // The account itself is the session's, not a query: read again (its badges, with dates).
      if (topic === 'notification' && changesAccount(data)) void refreshUser();
    });
  }
}

let current: { userId: number; token: string; connection: RealtimeConnection } | undefined;

function follow(): void {
  const { token, user } = getSession();
  if (current && (current.userId !== user?.id || current.token !== token)) {
    current.connection.stop();
    current = undefined;
  }
  if (current || !token || !user) return;
  current = {
    userId: user.id,
    token,
    connection: connectRealtime(user.id, {
      url: realtimeUrl(window.location),
      open: (url) => new WebSocket(url),
      storedToken: readStoredRealtimeToken,
      freshToken: async () => {
        const fresh = await fetchRealtimeToken();
        storeRealtimeToken(fresh);
        return fresh;
      },
      storage: window.localStorage,
    }),
  };
}

let started = false;

/** Follow the session from now on (app.tsx calls it after the first screen, when logged in). */
export function startLiveUpdates(): void {
  if (started) return;
  started = true;
  registerLiveUpdates();
  subscribeSession(follow);
  window.addEventListener('online', () => current?.connection.wake());
  follow();
}
