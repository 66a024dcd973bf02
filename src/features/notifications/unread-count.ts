// What the header's bell needs, and no more (it is on every screen of a signed-in user): where
// the notifications are kept in the cache and how many are unread. The list, its offline copy and
// the writes are in notifications.ts, loaded with the panel.
//
// Everything lives under [...privateKey(owner), 'notifications']: the realtime connection
// invalidates that prefix when a `notification` event arrives, so the count and an open list are
// asked again at once; a new login drops the one before's (src/local/query-client.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchNotifications } from '../../api/notifications.ts';
import { privateKey, queryClient } from '../../local/query-client.ts';
import { signedInUserId, useSession } from '../../session/session-store.ts';

export const notificationKeys = {
  all: (owner: string) => [...privateKey(owner), 'notifications'] as const,
  list: (owner: string) => [...notificationKeys.all(owner), 'list'] as const,
  unread: (owner: string) => [...notificationKeys.all(owner), 'unread'] as const,
};

/** The name of the list's newest page on the device (one per user, notifications.ts keeps it). */
export const NOTIFICATIONS_COPY = 'notifications';

/**
 * x-hm-unread of the smallest list call (one item): the bell's number. Offline, the count of the
 * newest page the device kept for this user (what the bell's list shows offline too).
 */
export const unreadCountQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: notificationKeys.unread(owner),
    queryFn: async ({ signal }) => {
      try {
        return (await fetchNotifications({ perPage: 1 }, signal)).unread;
      } catch (error) {
        const userId = signal.aborted ? undefined : await signedInUserId();
        const kept = userId === undefined ? undefined : await keptCount(userId);
        if (kept === undefined) throw error;
        return kept;
      }
    },
  });

/** The count of the page kept on the device for this user (its module loads only when offline). */
const keptCount = async (userId: number) =>
  (await import('./kept-count.ts')).keptUnreadCount(userId, NOTIFICATIONS_COPY);

/** The signed-in user's unread notifications (0 while unknown or signed out). */
export function useUnreadCount(): number {
  const owner = useSession().token ?? null;
  const { data } = useQuery(
    { ...unreadCountQueryOptions(owner ?? ''), enabled: owner !== null },
    queryClient,
  );
  return data ?? 0;
}
