// A message the server confirmed, put in place in the app's one cache and on the device: what
// the outbox's chat replayer (chat-message.offline.ts) does once a send went through.
import type { ChatMessage } from '../../core/chat.ts';
import { privateOwner, queryClient } from '../../local/query-client.ts';
import { realtimeLive } from '../../local/realtime.ts';
import { getSession } from '../../session/session-store.ts';
import { placeChatLine, placeMessage, sentLine } from './chat-cache.ts';
import { chatKeys } from './chat-keys.ts';

/**
 * Puts a message the server confirmed (a sent one) into its chat's newest page at once, so it
 * stands where its pending copy stood, and keeps that page on the device at once too: an app
 * closed a moment after the send and opened offline shows the message (without waiting for the
 * server's word to land and be kept). So does the list of chats get its new last message: an app
 * opened offline a moment later lists the chat with what was just sent. The server's word is the
 * send's own `message` and `chat` events when the realtime connection is live (chat-live.ts puts
 * them in place); without it, the list and the chat are read again (issue 33: two requests fewer
 * per message).
 */
export function rememberSentMessage(chatId: string, message: ChatMessage): void {
  const owner = privateOwner();
  const userId = getSession().user?.id;
  if (owner === null) return;
  placeMessage(owner, userId, chatId, message);
  placeChatLine(owner, userId, chatId, sentLine(message));
  if (realtimeLive()) return;
  void queryClient.invalidateQueries({ queryKey: chatKeys.list(owner) });
  void queryClient.invalidateQueries({ queryKey: chatKeys.one(owner, chatId) });
}
