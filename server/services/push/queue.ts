// A notification becomes pushes (issue 16, docs/push.md): in the notification's own transaction,
// one row per device of the recipient that wants its kind, with the words in the recipient's
// language, in push_outbox. The sender (./sender.ts) sends them after COMMIT, never inside the
// transaction: a slow or dead push service then holds no lock and loses nothing, and a change
// rolled back sends nothing.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/core/constants.ts';
import type { Notification } from '../../../src/core/notifications.ts';
import { PUSH_KIND_OF, PUSH_TTL, PUSH_URGENCY, pushTopic } from '../../../src/core/push.ts';
import { pushPayload } from '../../../src/core/push-texts.ts';
import type { Tx } from '../../db/client.ts';
import { pushTargets, queuePushes } from '../../db/repositories/push.ts';

const localeOf = (value: string): Locale =>
  (LOCALES as readonly string[]).includes(value) ? (value as Locale) : DEFAULT_LOCALE;

/** Queue `notification`'s push to each of `userId`'s devices that want its kind (none: nothing). */
export async function queuePushFor(tx: Tx, userId: number, notification: Notification): Promise<void> {
  const kind = PUSH_KIND_OF[notification.type];
  if (!kind) return;
  const { ids, locale } = await pushTargets(tx, userId, kind);
  if (ids.length === 0) return;
  await queuePushes(tx, ids, {
    userId,
    payload: pushPayload(notification, userId, localeOf(locale)),
    ttl: PUSH_TTL[kind],
    topic: pushTopic(notification),
    urgency: PUSH_URGENCY[kind],
  });
}
