// The offline write of a chat message (POST /hm/v1/chats/{chatId}/messages): each message has its
// own client_msg_id (the server stores one message per id and answers a repeat with it) and the
// entry's own Idempotency-Key, so a replay after a lost answer, a reload or a killed server posts
// it once. A message the server confirmed stands in its chat at once, whoever sent it (its screen
// or the queue after a reconnect).
import * as v from 'valibot';
import { sendMessage } from '../../api/chats.ts';
import { ChatMessageSchema } from '../../core/chat.ts';
import { defineOfflineWrite } from '../../local/outbox/define.ts';
import { rememberSentMessage } from './sent-message.ts';
import { CHAT_MESSAGE, MessagePayloadSchema } from './chat-queue.ts';

export default defineOfflineWrite({
  kind: CHAT_MESSAGE,
  schema: MessagePayloadSchema,
  send: ({ payloads: [payload], idempotencyKey }) =>
    sendMessage(
      payload?.chatId ?? '',
      { message: payload?.message ?? '', client_msg_id: payload?.clientMsgId ?? '' },
      idempotencyKey,
    ),
  settled: (outcome) => {
    const [payload] = outcome.payloads;
    const message = outcome.state === 'sent' ? v.safeParse(ChatMessageSchema, outcome.result) : undefined;
    if (payload && message?.success) rememberSentMessage(payload.chatId, message.output);
  },
});
