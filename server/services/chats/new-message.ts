// A user's message tells the other member in the bell (new_message, spec 3), in the message's
// transaction: one notification per chat, the latest (the chat's own unread marker counts the
// messages, and the list names that count), none for a member who blocked the author (nothing tells the blocked side either)
// and none for the negotiation's system messages, whose order events notify already.
//
// Lock order: the caller holds both members' realtime locks and the chat's row; notify() takes
// the realtime locks again (held already) and then the recipient's notification turn.
import type { Tx } from '../../db/client.ts';
import {
  adForChatNotice,
  deleteChatNotices,
  markChatNoticesRead,
} from '../../db/repositories/chat-notices.ts';
import type { ChatRow } from '../../db/repositories/chats.ts';
import { notify } from '../notifications.ts';

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
 * Write the recipient's new_message (call when they have none of this chat unread), in place of
 * the chat's earlier, read ones: the bell keeps one per chat, the latest (issue 30). Only the first
 * message after a read gets here, so the delete costs the chat's hot path nothing more.
 */
export async function notifyNewMessage(tx: Tx, chat: ChatRow, recipient: number): Promise<void> {
  await deleteChatNotices(tx, recipient, chat.id);
  const ad = await adForChatNotice(tx, chat.productId);
  const vendorId = ad?.vendorId ?? recipient;
  const customerId = vendorId === chat.memberLow ? chat.memberHigh : chat.memberLow;
  await notify(tx, recipient, 'new_message', {
    chatId: chat.id,
    product: ad
      ? { id: ad.id, name: ad.name, slug: ad.slug }
      : { id: chat.productId, name: chat.productName, slug: '' },
    vendorId,
    customerId,
  });
}

/** Reading a chat reads its new_message notifications too (spec 4: opening it clears its flag). */
export function readChatNotices(tx: Tx, userId: number, chatId: string): Promise<number> {
  return markChatNoticesRead(tx, userId, chatId);
}
