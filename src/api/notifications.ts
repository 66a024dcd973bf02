// The notification centre's calls (src/core/notifications.ts lists them with their paths): the
// caller's notifications paged by key, marking read, deleting. Every answer is parsed with the
// core schemas. The ad page's notices are product-notices.ts (loaded with the ad page, not here).
import * as v from 'valibot';
import { NOTIFICATIONS_PER_PAGE, NotificationSchema, type Notification } from '../core/notifications.ts';
import { apiCall } from './client.ts';

export interface NotificationsPage {
  items: Notification[];
  /** All of the caller's notifications (x-wp-total). */
  total: number;
  /** The unread ones (x-hm-unread): the bell's count. */
  unread: number;
}

const count = (headers: Headers, name: string) => Number(headers.get(name) ?? 0) || 0;

/**
 * GET /hm/v1/notifications: newest first, only those older than `before` (the last key of the
 * page before). `perPage` 1 reads the headers (the bell's count) for the smallest answer.
 */
export async function fetchNotifications(
  { before, perPage = NOTIFICATIONS_PER_PAGE }: { before?: number | undefined; perPage?: number },
  signal?: AbortSignal,
): Promise<NotificationsPage> {
  const query = new URLSearchParams({ per_page: String(perPage) });
  if (before !== undefined) query.set('before', String(before));
  const { data, headers } = await apiCall('/hm/v1/notifications', v.array(NotificationSchema), {
    query,
    auth: true,
    signal,
  });
  return { items: data, total: count(headers, 'x-wp-total'), unread: count(headers, 'x-hm-unread') };
}

/** PUT /hm/v1/notifications/read: answers the keys (of the caller's own) that are now read. */
export async function markNotificationsRead(
  keys: readonly number[],
  idempotencyKey: string,
): Promise<number[]> {
  const { data } = await apiCall('/hm/v1/notifications/read', v.object({ keys: v.array(v.number()) }), {
    method: 'PUT',
    body: { keys },
    auth: true,
    idempotencyKey,
  });
  return data.keys;
}

/** DELETE /hm/v1/notifications/{key}; 404 hm_notification_not_found when it is gone already. */
export async function deleteNotification(key: number, idempotencyKey: string): Promise<void> {
  await apiCall(`/hm/v1/notifications/${key}`, v.object({ deleted: v.boolean() }), {
    method: 'DELETE',
    auth: true,
    idempotencyKey,
  });
}
