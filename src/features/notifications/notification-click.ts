// What a click on a notification does (spec 4, "Notification click"; spec 9: 2 s): the user's
// data is fetched again, the orders or ads it concerns are reloaded, the reader goes where the
// table says (notification-routes.ts), and the notification is removed 2 seconds later. It is
// marked read at once, so the bell's count drops with the click (on every device of the user).
//
// The reloads are query keys, not the orders' or ads' code: those areas sit above this one
// (eslint.config.js), and their screens ask again on their own when they open; the keys here are
// those of orderKeys.all, myAdKeys.all and productKeys.all (checked by
// src/features/orders/notification-reload.test.ts).
import type { QueryKey } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../api/idempotency.ts';
import { NOTIFICATION_REMOVAL_DELAY_MS } from '../../core/constants.ts';
import type { Notification } from '../../core/notifications.ts';
import { privateKey, privateOwner, queryClient } from '../../local/query-client.ts';
import { refreshUser } from '../../session/session.ts';
import { notificationTarget, type Reload } from '../../core/notification-routes.ts';
import { markRead, removeNotification } from './notifications.ts';

/** The cached answers a reload asks again for, per kind. */
export const RELOADED_KEYS: Record<Reload, (owner: string) => readonly QueryKey[]> = {
  orders: (owner) => [
    [...privateKey(owner), 'orders'],
    [...privateKey(owner), 'order-notes'],
  ],
  products: (owner) => [[...privateKey(owner), 'my-ads'], ['products']],
};

/**
 * Follows a click on `n` for the signed-in reader: returns the path to go to (the caller
 * navigates), and has started the rest. Nothing happens while signed out.
 */
export function openNotification(n: Notification, readerId: number | undefined): string | undefined {
  const owner = privateOwner();
  if (owner === null) return undefined;
  const target = notificationTarget(n, readerId);
  void refreshUser();
  for (const kind of target.reload) {
    for (const queryKey of RELOADED_KEYS[kind](owner)) void queryClient.invalidateQueries({ queryKey });
  }
  if (!n.read) void markRead(owner, [n.key], newIdempotencyKey()).catch(() => undefined);
  // Not tied to the panel: it closes with the navigation, the removal still happens.
  setTimeout(
    () => void removeNotification(owner, n.key).catch(() => undefined),
    NOTIFICATION_REMOVAL_DELAY_MS,
  );
  return target.path;
}
