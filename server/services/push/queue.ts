// A notification becomes pushes (issue 16, docs/push.md): in the notification's own transaction,
// one row per device of the recipient that wants its kind, with the words in the recipient's
// language, in push_outbox. The sender (./sender.ts) sends them after COMMIT, never inside the
// transaction: a slow or dead push service then holds no lock and loses nothing, and a change
// rolled back sends nothing.
import type { Notification } from '../../../src/core/notifications.ts';
import { PUSH_KIND_OF, PUSH_TTL, PUSH_URGENCY, pushTopic } from '../../../src/core/push.ts';
import { pushPayload } from './texts.ts';
import type { Tx } from '../../db/client.ts';
import { localeOf } from '../../lib/locale.ts';
import {
  pushTargetsAmong,
  pushTargetsOf,
  queuePushes,
  type PushDevice,
  type PushTarget,
  type PushToQueue,
} from '../../db/repositories/push.ts';

/**
 * Queue each notification's push to its user's devices that want its kind (none: nothing), in
 * two statements however many notifications: a saved search alert tells thousands of users.
 */
export async function queuePushesFor(
  tx: Tx,
  written: readonly { userId: number; notification: Notification }[],
  /** Every device of these users, read already (pushDevicesOf); read here when not given. */
  devices?: readonly PushDevice[],
): Promise<void> {
  const wanted = written.flatMap(({ userId, notification }) => {
    const kind = PUSH_KIND_OF[notification.type];
    return kind ? [{ userId, kind, notification }] : [];
  });
  const targets = devices ? pushTargetsAmong(devices, wanted) : await pushTargetsOf(tx, wanted);
  if (targets.length === 0) return;
  const byUser = new Map<string, PushTarget[]>();
  for (const t of targets) {
    const key = `${t.userId}:${t.kind}`;
    byUser.set(key, [...(byUser.get(key) ?? []), t]);
  }
  const pushes: PushToQueue[] = [];
  for (const { userId, kind, notification } of wanted) {
    const mine = byUser.get(`${userId}:${kind}`);
    if (!mine) continue;
    const payload = pushPayload(notification, userId, localeOf(mine[0]?.locale));
    for (const device of mine) {
      pushes.push({
        subscriptionId: device.id,
        userId,
        payload,
        ttl: PUSH_TTL[kind],
        topic: pushTopic(notification),
        urgency: PUSH_URGENCY[kind],
      });
    }
  }
  await queuePushes(tx, pushes);
}
