// Removing a reported chat message, and giving it back (issue 30). The message is not deleted and
// not hidden like a block: it is marked removed (its `data` holds the reason), so its author
// reads it marked "removed" with the reason, and the other member (the reporter) reads a
// placeholder instead of the text (server/services/chats/json.ts). Both members' open chats are
// told at once (a `message` event each, in the decision's transaction). The statement of reasons
// and its notification name what was removed: a chat message, with the start of its text, in the
// chat about the ad (not "deine Anzeige").
import { parseChatId } from '../../../src/core/chat.ts';
import type { ModerationReasonCode } from '../../../src/core/moderation-reasons.ts';
import type { Tx } from '../../db/client.ts';
import type { ChatMessageRow } from '../../db/repositories/chat-messages.ts';
import { chatAdOf, markMessageRemoved, restoreMessage } from '../../db/repositories/moderation-decisions.ts';
import { appendRealtimeEvents } from '../../db/repositories/realtime-events.ts';
import { messageJson } from '../chats/json.ts';
import type { DecisionRow } from '../../db/repositories/moderation-decisions.ts';
import { writeRemoval } from './decisions.ts';

/** How much of a removed message its author's notification quotes. */
export const EXCERPT_LENGTH = 40;

/** The start of a message as one line of plain text: control characters out, white space as one. */
export function excerptOf(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is taken out
  const line = text.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e]+/gu, ' ');
  const words = line.replace(/\s+/gu, ' ').trim();
  const chars = [...words];
  if (chars.length <= EXCERPT_LENGTH) return words;
  const cut = chars.slice(0, EXCERPT_LENGTH).join('');
  // At a word's end when there is one in the second half, so no word is quoted cut.
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Each member's open chat shows the message as it is now (the client reloads the chat). */
async function tellMembers(tx: Tx, row: ChatMessageRow): Promise<void> {
  const parts = parseChatId(row.chatId);
  if (!parts) return;
  await appendRealtimeEvents(
    tx,
    [parts.low, parts.high].map((userId) => ({
      userId,
      type: 'message' as const,
      data: { chatId: row.chatId, message: messageJson(row, userId) },
    })),
  );
}

export interface MessageRemoval {
  messageId: number;
  chatId: string | null;
  authorId: number;
  reasonCode: ModerationReasonCode;
  text: string;
  decidedBy: number;
  messageKey: number | null;
}

/**
 * Mark the message removed, tell both members' chats, and write its author's statement of
 * reasons (a notification naming the chat message and the chat's ad). Answers the decision and
 * the chat's ad (the reporters' notifications name it too).
 */
export async function removeMessage(
  tx: Tx,
  removal: MessageRemoval,
): Promise<{ decision: DecisionRow; chatAd: { id: number; name: string; slug: string } | undefined }> {
  const row = await markMessageRemoved(tx, removal.messageId, removal.reasonCode);
  if (row) await tellMembers(tx, row);
  const chatAd = removal.chatId ? await chatAdOf(tx, removal.chatId) : undefined;
  const decision = await writeRemoval(tx, {
    userId: removal.authorId,
    objectType: 'message',
    objectId: removal.messageId,
    title: removal.chatId ? `${removal.chatId}#${removal.messageKey ?? ''}` : '',
    action: 'remove_message',
    reasonCode: removal.reasonCode,
    text: removal.text,
    source: 'report',
    previousStatus: null,
    decidedBy: removal.decidedBy,
    product: chatAd,
    message: { excerpt: excerptOf(row?.message ?? '') },
  });
  return { decision, chatAd };
}

/** The chat's ad of a message decision, whose title is "<chatId>#<key>". */
export async function chatAdOfMessage(
  tx: Tx,
  decisionTitle: string,
): Promise<{ id: number; name: string; slug: string } | undefined> {
  const chatId = decisionTitle.split('#')[0] ?? '';
  return chatId ? chatAdOf(tx, chatId) : undefined;
}

/** An appeal granted: the message shows to both members again, at once. */
export async function restoreRemovedMessage(tx: Tx, messageId: number): Promise<void> {
  const row = await restoreMessage(tx, messageId);
  if (row) await tellMembers(tx, row);
}
