// A user's message tells the other member in the bell (new_message, spec 3), in the message's
// transaction: one notification per chat, the latest (the chat's own unread marker counts the
// messages, and the list names that count), none for a member who blocked the author (nothing tells the blocked side either)
// and none for the negotiation's system messages, whose order events notify already.
//
// Lock order: the caller holds both members' realtime locks and the chat's row; the bell's check
// then takes the recipient's notification turn (notifyEach writes under it).
import type { Tx } from '../../db/client.ts';
import { bellNoticeNeeds, markChatNoticesRead } from '../../db/repositories/chat-notices.ts';
import type { PersonForNotice } from '../../db/repositories/notifications.ts';
import type { PushDevice } from '../../db/repositories/push.ts';
import { notifyEach, type NotificationToWrite } from '../notifications.ts';

/** Whom the message tells in the bell: the other member, unless it is hidden from them or is not text. */
export function bellRecipientOf(
  members: readonly [number, number],
  message: { kind: 'text' | 'system'; sentBy: number; hiddenFrom?: number | undefined },
): number | undefined {
  if (message.kind !== 'text') return undefined;
  const recipient = message.sentBy === members[0] ? members[1] : members[0];
  return message.hiddenFrom === recipient ? undefined : recipient;
}

/** A message whose bell may ring: its chat, the chat's members and whom it tells (bellRecipientOf). */
export interface BellRing {
  chatId: string;
  members: readonly [number, number];
  recipient: number;
}

/**
 * Ring the bell for messages the caller's transaction has just written (under their locks: the
 * members' realtime locks and the chats' rows): for each chat and recipient with none of that
 * chat's new_message unread, write one in place of the chat's earlier, read ones (the bell keeps
 * one per chat, the latest, issue 30). Only the first message after a read writes one, and two
 * messages of one chat to one recipient ring once. What the notices need is read in the statement
 * that checks (the recipients' notification turns taken with it), so the bell costs three round
 * trips however many messages ring it (that one, the notifications, their events; a fourth and
 * fifth with push devices) instead of nine per message.
 */
export async function ringBells(tx: Tx, rings: readonly BellRing[]): Promise<void> {
  const asks = [...new Map(rings.map((r) => [`${r.chatId} ${r.recipient}`, r])).values()];
  if (asks.length === 0) return;
  const found = await bellNoticeNeeds(
    tx,
    asks.map((r) => ({ userId: r.recipient, chatId: r.chatId })),
  );
  const items: NotificationToWrite[] = [];
  const people = new Map<number, PersonForNotice>();
  const devices: PushDevice[] = [];
  asks.forEach(({ recipient }, i) => {
    const needs = found[i];
    if (!needs || needs.unread) return;
    const { chat, ad } = needs;
    const vendorId = ad?.vendorId ?? recipient;
    const customerId = vendorId === chat.memberLow ? chat.memberHigh : chat.memberLow;
    const product = ad
      ? { id: ad.id, name: ad.name, slug: ad.slug }
      : { id: chat.productId, name: chat.productName, slug: '' };
    items.push({
      userId: recipient,
      type: 'new_message',
      data: { chatId: chat.id, product, vendorId, customerId },
    });
    for (const person of needs.people) people.set(person.id, person);
    // A recipient's devices once, however many of their chats ring.
    if (!items.slice(0, -1).some((item) => item.userId === recipient)) devices.push(...needs.devices);
  });
  await notifyEach(
    tx,
    items,
    asks.flatMap((r) => r.members),
    { notificationsLocked: items.map((i) => i.userId), people: [...people.values()], devices },
  );
}

/** Reading a chat reads its new_message notifications too (spec 4: opening it clears its flag). */
export function readChatNotices(tx: Tx, userId: number, chatId: string): Promise<number> {
  return markChatNoticesRead(tx, userId, chatId);
}
