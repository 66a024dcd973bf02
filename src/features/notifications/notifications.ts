// The notification centre's resource (GET/PUT/DELETE /hm/v1/notifications, docs/notifications.md)
// in the app's one cache: the list paged by key (`before`), the writes (mark read, delete), and
// the newest page kept on the device for offline reading. Private data: in memory under the login
// it was fetched with (notificationKeys, unread-count.ts), on the device under the user it belongs
// to (src/local/private-copy.ts), read back only for that user.
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  type InfiniteData,
} from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import * as v from 'valibot';
import { type ApiFailure, asApiFailure } from '../../api/client.ts';
import { keyPerRequest, newIdempotencyKey } from '../../api/idempotency.ts';
import {
  deleteNotification,
  fetchNotifications,
  markNotificationsRead,
  type NotificationsPage,
} from '../../api/notifications.ts';
import {
  collapseChatNotices,
  NOTIFICATIONS_PER_PAGE,
  NotificationSchema,
  type Notification,
} from '../../core/notifications.ts';
import { keepPrivateCopy, readKeptCopy, withPrivateCopy } from '../../local/private-query.ts';
import { privateOwner, queryClient } from '../../local/query-client.ts';
import { signedInUserId, useSession } from '../../session/session-store.ts';
import { NOTIFICATIONS_COPY, notificationKeys, unreadCountQueryOptions } from './unread-count.ts';

export {
  NOTIFICATIONS_COPY,
  notificationKeys,
  unreadCountQueryOptions,
  useUnreadCount,
} from './unread-count.ts';

type Pages = InfiniteData<NotificationsPage, number | undefined>;

// ---- The device's copy ------------------------------------------------------------------------

export const NotificationsPageSchema = v.object({
  items: v.array(NotificationSchema),
  total: v.number(),
  unread: v.number(),
});

const notificationsCopy = { name: NOTIFICATIONS_COPY, schema: NotificationsPageSchema };

/** Keeps the newest page on the device for this user (best effort: a full device keeps none). */
export const saveNotificationsCopy = (userId: number, page: NotificationsPage): Promise<void> =>
  keepPrivateCopy(userId, NOTIFICATIONS_COPY, page);

/** This user's newest page as the device kept it; never another user's. */
export const readNotificationsCopy = (userId: number): Promise<NotificationsPage | undefined> =>
  readKeptCopy(userId, notificationsCopy);

// ---- The list ---------------------------------------------------------------------------------

/**
 * The caller's notifications, newest first, page by page by key. The first page is kept on the
 * device for its user; when the network fails, the device's copy is shown (with the failure
 * beside it) unless the cache has something newer, as public answers are (src/local/device-query.ts).
 */
export const notificationsQueryOptions = (owner: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(owner),
    queryFn: async ({ pageParam, signal, queryKey }) => {
      if (pageParam !== undefined) return fetchNotifications({ before: pageParam }, signal);
      const page = await withPrivateCopy(
        signedInUserId,
        notificationsCopy,
        () => fetchNotifications({ before: undefined }, signal),
        (copy) => {
          if (queryClient.getQueryData(queryKey) === undefined)
            queryClient.setQueryData<Pages>(queryKey, { pages: [copy], pageParams: [undefined] });
        },
        signal,
      );
      queryClient.setQueryData(unreadCountQueryOptions(owner).queryKey, page.unread);
      return page;
    },
    initialPageParam: undefined as number | undefined,
    // A full page may have older ones behind it; the next page is everything below its last key.
    getNextPageParam: (last) =>
      last.items.length < NOTIFICATIONS_PER_PAGE ? undefined : last.items.at(-1)?.key,
  });

export interface NotificationsState {
  /** loading: nothing to show yet; ready: a list (perhaps the device's copy); error: nothing. */
  status: 'loading' | 'ready' | 'error';
  items: Notification[];
  unread: number;
  /** The last call's failure, also while the device's copy is shown. */
  error: ApiFailure | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  reload: () => void;
}

/** The signed-in user's notifications (waits while signed out). */
export function useNotifications(): NotificationsState {
  const owner = useSession().token ?? null;
  const list = useInfiniteQuery(
    { ...notificationsQueryOptions(owner ?? ''), enabled: owner !== null },
    queryClient,
  );
  const pages = list.data?.pages;
  const items = useMemo(() => {
    // A notification written between two pages moves none of the keys: still, never show one twice.
    const seen = new Set<number>();
    return collapseChatNotices(
      (pages ?? []).flatMap((page) => page.items.filter((n) => !seen.has(n.key) && seen.add(n.key))),
    );
  }, [pages]);
  const { fetchNextPage, refetch } = list;
  return {
    status: pages ? 'ready' : list.isError ? 'error' : 'loading',
    items,
    unread: items.filter((n) => !n.read).length,
    error: list.error ? asApiFailure(list.error) : undefined,
    hasMore: list.hasNextPage,
    loadingMore: list.isFetchingNextPage,
    loadMore: useCallback(() => void fetchNextPage(), [fetchNextPage]),
    reload: useCallback(() => void refetch(), [refetch]),
  };
}

// ---- Changes shown at once --------------------------------------------------------------------

/** Changes the cached list (every page) and the bell's count in one go. */
function changeCached(owner: string, change: (n: Notification) => Notification | null): void {
  let unreadGone = 0;
  queryClient.setQueryData<Pages>(notificationKeys.list(owner), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.flatMap((n) => {
              const next = change(n);
              if (!n.read && (next === null || next.read)) unreadGone += 1;
              return next ? [next] : [];
            }),
          })),
        }
      : data,
  );
  if (unreadGone > 0) {
    queryClient.setQueryData<number>(notificationKeys.unread(owner), (count) =>
      count === undefined ? count : Math.max(0, count - unreadGone),
    );
  }
}

/** Asks the server again for the count and the list (after a write, whatever its outcome). */
export function reloadNotifications(owner: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationKeys.all(owner) });
}

// ---- Writes -----------------------------------------------------------------------------------

/** PUT /notifications/read for some keys, shown read at once; the server's word follows. */
export async function markRead(
  owner: string,
  keys: readonly number[],
  idempotencyKey: string,
): Promise<void> {
  const wanted = new Set(keys);
  changeCached(owner, (n) => (wanted.has(n.key) && !n.read ? { ...n, read: true } : n));
  try {
    await markNotificationsRead(keys, idempotencyKey);
  } finally {
    void reloadNotifications(owner);
  }
}

/**
 * DELETE /notifications/{key}, gone from the list at once. One already gone (deleted on another
 * device) is what was asked for: its 404 is no failure.
 */
export async function removeNotification(owner: string, key: number): Promise<void> {
  changeCached(owner, (n) => (n.key === key ? null : n));
  try {
    await deleteNotification(key, newIdempotencyKey());
  } catch (error) {
    if (asApiFailure(error).code !== 'hm_notification_not_found') throw error;
  } finally {
    void reloadNotifications(owner);
  }
}

/** "Mark all as read": the keys of the unread ones shown (at most a request's worth). */
export function useMarkRead() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (keys: readonly number[]) => {
        const owner = privateOwner();
        return owner === null ? Promise.resolve() : markRead(owner, keys, keyFor(keys.join(',')));
      },
    },
    queryClient,
  );
}

/** Removes one notification (its own button in the list). */
export function useRemoveNotification() {
  return useMutation(
    {
      mutationFn: (key: number) => {
        const owner = privateOwner();
        return owner === null ? Promise.resolve() : removeNotification(owner, key);
      },
    },
    queryClient,
  );
}
