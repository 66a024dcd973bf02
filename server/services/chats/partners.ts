// A suspension, or its lifting, ends or reopens the account's chats (issue 30): `closed` is read
// from the account as it is now (json.ts), so nothing is stored, but a chat screen the other member
// has open learns of it only by an event. A `chat` event makes their app reload its chats.
import type { Tx } from '../../db/client.ts';
import { chatPartnersOf } from '../../db/repositories/chats.ts';
import { appendRealtimeEvents } from '../../db/repositories/realtime-events.ts';

export async function tellChatPartners(tx: Tx, userId: number): Promise<void> {
  const partners = await chatPartnersOf(tx, userId);
  await appendRealtimeEvents(
    tx,
    partners.map((p) => ({ userId: p.userId, type: 'chat' as const, data: { chatId: p.chatId } })),
  );
}
