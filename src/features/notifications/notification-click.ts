// What a click on a notification does (spec 4, "Notification click"; spec 9: 2 s): the user's
// data is fetched again, the orders or ads it concerns are reloaded, the reader goes where the
// table says (notification-routes.ts). It is marked read at once, so the bell's count drops with
// the click (on every device of the user), and it stays in the centre, marked read: the centre is
// the user's history (issue 30; spec 9's removal after 2 seconds left none). Only "×" removes one.
//
// The reloads are query keys, not the orders' or ads' code: those areas sit above this one
// (eslint.config.js), and their screens ask again on their own when they open; the keys here are
// those of orderKeys.all, myAdKeys.all and productKeys.all (checked by
// src/features/orders/notification-reload.test.ts).
import type { QueryKey } from '@tanstack/react-query';
import { newIdempotencyKey } from '../../api/idempotency.ts';
import type { Notification } from '../../core/notifications.ts';
import { privateKey, privateOwner, queryClient } from '../../local/query-client.ts';
import { refreshUser } from '../../session/session.ts';
import { signedInUserId } from '../../session/session-store.ts';
import { FROM_PUSH_PARAM } from '../../core/push-handoff.ts';
import { notificationTarget, type Reload } from '../../core/notification-routes.ts';
import { markRead } from './notifications.ts';

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
  settle(owner, n.key, n.read, target.reload);
  return target.path;
}

/**
 * A tap on a push opened the app at the push's address with `?from_push=<key>` (workers/push.ts):
 * the same as a click in the bell, once the session is known. The parameter leaves the address.
 */
export async function openedFromPush(search: string): Promise<void> {
  const params = new URLSearchParams(search);
  const key = Number(params.get(FROM_PUSH_PARAM));
  params.delete(FROM_PUSH_PARAM);
  const rest = params.toString();
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + (rest ? `?${rest}` : '') + window.location.hash,
  );
  if (!Number.isSafeInteger(key) || key <= 0) return;
  // A cold start on a busy phone may take a while to know the user: wait longer than a screen would.
  await signedInUserId(15_000);
  const owner = privateOwner();
  // The push does not say what it reloads: its screen asks anew as it opens; both kinds to be sure.
  if (owner !== null) settle(owner, key, false, ['orders', 'products']);
}

/** What follows opening a notification, from the bell or its push. */
function settle(owner: string, key: number, read: boolean, reloads: readonly Reload[]): void {
  void refreshUser();
  for (const kind of reloads) {
    for (const queryKey of RELOADED_KEYS[kind](owner)) void queryClient.invalidateQueries({ queryKey });
  }
  if (!read) void markRead(owner, [key], newIdempotencyKey()).catch(() => undefined);
}
