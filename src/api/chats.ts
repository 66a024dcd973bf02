// Chat calls (src/core/chat.ts lists them; docs/chat.md is the contract): the caller's chats paged
// by time, a chat's messages paged by key, opening a chat on an ad, sending (with the message's
// own client_msg_id and the outbox entry's Idempotency-Key), reading, reporting and blocking.
// Every answer is parsed with the core schemas.
import * as v from 'valibot';
import {
  ChatMessageSchema,
  ChatSchema,
  type Chat,
  type ChatMessage,
  type ChatReportReason,
} from '../core/chat.ts';
import { CHAT_LOAD } from '../core/constants.ts';
import { apiCall } from './client.ts';

const chatPath = (chatId: string) => `/hm/v1/chats/${encodeURIComponent(chatId)}`;

/** GET /hm/v1/chats: the caller's chats, newest activity first, older than `before` (ms). */
export async function fetchChats(before: number | undefined, signal?: AbortSignal): Promise<Chat[]> {
  const query = new URLSearchParams({ per_page: String(CHAT_LOAD.chats) });
  if (before !== undefined) query.set('before', String(before));
  const { data } = await apiCall('/hm/v1/chats', v.array(ChatSchema), { query, auth: true, signal });
  return data;
}

/** GET /hm/v1/chats/{chatId}: one chat (403 hm_chat_forbidden for everyone but its members). */
export async function fetchChat(chatId: string, signal?: AbortSignal): Promise<Chat> {
  const { data } = await apiCall(chatPath(chatId), ChatSchema, { auth: true, signal });
  return data;
}

/** GET .../messages: up to 20 messages with a key below `before` (or the newest), oldest first. */
export async function fetchMessages(
  chatId: string,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<ChatMessage[]> {
  const query = new URLSearchParams({ per_page: String(CHAT_LOAD.messages) });
  if (before !== undefined) query.set('before', String(before));
  const { data } = await apiCall(`${chatPath(chatId)}/messages`, v.array(ChatMessageSchema), {
    query,
    auth: true,
    signal,
  });
  return data;
}

/** POST /hm/v1/chats {product_id}: the chat with the ad's seller, new (201) or existing (200). */
export async function openChat(productId: number, idempotencyKey: string): Promise<Chat> {
  const { data } = await apiCall('/hm/v1/chats', ChatSchema, {
    method: 'POST',
    body: { product_id: productId },
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** POST .../messages: 201 with the message, 200 with the stored one for a repeated client_msg_id. */
export async function sendMessage(
  chatId: string,
  body: { message: string; client_msg_id: string },
  idempotencyKey: string,
): Promise<ChatMessage> {
  const { data } = await apiCall(`${chatPath(chatId)}/messages`, ChatMessageSchema, {
    method: 'POST',
    body,
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** PUT .../read {key}: the chat, read up to `key` by the caller on every device. */
export async function markChatRead(chatId: string, key: number, idempotencyKey: string): Promise<Chat> {
  const { data } = await apiCall(`${chatPath(chatId)}/read`, ChatSchema, {
    method: 'PUT',
    body: { key },
    auth: true,
    idempotencyKey,
  });
  return data;
}

export interface ChatReport {
  chat_id: string;
  key: number;
  reason: ChatReportReason;
  text: string;
}

/** POST /hm/v1/reports: a message of the other member, for the operator's queue. */
export async function reportMessage(report: ChatReport, idempotencyKey: string): Promise<void> {
  await apiCall('/hm/v1/reports', v.object({ id: v.number() }), {
    method: 'POST',
    body: report,
    auth: true,
    idempotencyKey,
  });
}

/** POST /hm/v1/blocks {user_id}: their messages no longer reach the caller. */
export async function blockUser(userId: number, idempotencyKey: string): Promise<void> {
  await apiCall('/hm/v1/blocks', v.object({ blocked: v.boolean() }), {
    method: 'POST',
    body: { user_id: userId },
    auth: true,
    idempotencyKey,
  });
}

/** DELETE /hm/v1/blocks/{user_id}. */
export async function unblockUser(userId: number, idempotencyKey: string): Promise<void> {
  await apiCall(`/hm/v1/blocks/${userId}`, v.object({ blocked: v.boolean() }), {
    method: 'DELETE',
    auth: true,
    idempotencyKey,
  });
}
