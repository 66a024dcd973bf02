// A user's message tells the other member in the bell (new_message, spec 3), in the message's
// transaction: one notification per chat, the latest (the chat's own unread marker counts the
// messages, and the list names that count), none for a member who blocked the author (nothing tells the blocked side either)
// and none for the negotiation's system messages, whose order events notify already.
//
// Lock order: the caller holds both members' realtime locks and the chat's row; the bell's check
// then takes the recipient's notification turn (notifyEach writes under it).
import type { Tx } from '../../db/client.ts';
import { bellNoticeNeeds, markChatNoticesRead } from '../../db/repositories/chat-notices.ts';
import { notifyEach } from '../notifications.ts';

/** Whom the message tells in the bell: the other member, unless it is hidden from them or is not text. */
export function bellRecipientOf(
  members: readonly [number, number],
  message: { kind: 'text' | 'system'; sentBy: number; hiddenFrom?: number | undefined },
): number | undefined {
  if (message.kind !== 'text') return undefined;
  const recipient = message.sentBy === members[0] ? members[1] : members[0];
  return message.hiddenFrom === recipient ? undefined : recipient;
}

/**
 * Ring the bell for a message the caller's transaction has just written (under its locks: the
 * members' realtime locks and the chat's row): when `recipient` has none of this chat's
 * new_message unread, write one in place of the chat's earlier, read ones (the bell keeps one per
 * chat, the latest, issue 30). Only the first message after a read writes one. What the notice
 * needs is read in the statement that checks (the recipient's notification turn taken with it),
 * so a first message's bell costs three round trips (that one, the notification, its event; a
 * fourth and fifth with push devices) instead of nine.
 */
export async function ringBell(
  tx: Tx,
  chatId: string,
  members: readonly [number, number],
  recipient: number,
): Promise<void> {
  const needs = await bellNoticeNeeds(tx, recipient, chatId);
  if (!needs || needs.unread) return;
  const { chat, ad } = needs;
  const vendorId = ad?.vendorId ?? recipient;
  const customerId = vendorId === chat.memberLow ? chat.memberHigh : chat.memberLow;
  const data = {
    chatId: chat.id,
    product: ad
      ? { id: ad.id, name: ad.name, slug: ad.slug }
      : { id: chat.productId, name: chat.productName, slug: '' },
    vendorId,
    customerId,
  };
  await notifyEach(tx, [{ userId: recipient, type: 'new_message', data }], members, {
    notificationsLocked: [recipient],
    people: needs.people,
    devices: needs.devices,
  });
}

/** Reading a chat reads its new_message notifications too (spec 4: opening it clears its flag). */
export function readChatNotices(tx: Tx, userId: number, chatId: string): Promise<number> {
  return markChatNoticesRead(tx, userId, chatId);
}
