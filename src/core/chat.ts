// Chat per ad (issue 16, spec sections 1, 3 and 7): the id rule, the limits, and the schemas of
// every chat call and answer, used by the server now and by the client's chat screens later.
//
//   POST /hm/v1/chats                         {product_id} -> 201 new / 200 existing Chat
//   GET  /hm/v1/chats?per_page&before=<ms>    the caller's chats, newest activity first, x-wp-total
//   GET  /hm/v1/chats/{chatId}                the Chat
//   GET  /hm/v1/chats/{chatId}/messages?per_page&before=<key>   oldest first within the page
//   POST /hm/v1/chats/{chatId}/messages       {message, client_msg_id} -> 201 / 200 for a repeat
//   PUT  /hm/v1/chats/{chatId}/read           {key} -> the Chat, newMessage cleared up to key
//   POST /hm/v1/reports                       {chat_id, key, reason, text} -> 201
//   POST /hm/v1/blocks {user_id}; DELETE /hm/v1/blocks/{user_id}
import * as v from 'valibot';
import { IdSchema, MAX_ID, intString, isWellFormedText, safeString } from './boundaries.ts';
import { CHAT_LOAD, MAX_PAGE_SIZE } from './constants.ts';
import { VerificationFieldsSchema } from './verification.ts';

/** Longest message, in UTF-16 units as a textarea's maxlength counts them, after trimming. */
export const CHAT_MESSAGE_MAX = 2000;
/** Messages one user may send per minute, over all chats (429 with Retry-After beyond). */
export const CHAT_MESSAGES_PER_MINUTE = 30;
/** Chats one user may open per day (only new ones count; opening an existing chat is free). */
export const NEW_CHATS_PER_DAY = 20;
/** Reports one user may file per day. */
export const CHAT_REPORTS_PER_DAY = 50;
export const CHAT_REPORT_REASONS = ['fraud', 'spam', 'offensive', 'other'] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];
export const CHAT_REPORT_TEXT_MAX = 1000;
/** A client_msg_id: what a UUID or a ULID is, printable ASCII without spaces. */
export const CLIENT_MSG_ID_PATTERN = /^[\x21-\x7e]{1,64}$/;

/** The order steps that appear in the chat of the buyer and the seller as system messages. */
export const CHAT_SYSTEM_TYPES = [
  'order_request', // the buyer's first proposal
  'customer_proposal', // the buyer countered
  'vendor_proposal', // the seller countered
  'order_accepted',
  'order_declined', // with the seller's or buyer's reason
  'order_completed', // paid: the capture completes the sale in one step
] as const;
export type ChatSystemType = (typeof CHAT_SYSTEM_TYPES)[number];

/** The events the realtime connection streams (realtime_events.type). */
export const REALTIME_EVENT_TYPES = ['message', 'chat', 'read', 'notification'] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

// --- The chat id ---------------------------------------------------------------------------------

/** The chat of two users about one ad: both ids ascending, then the ad's, joined by `_`. */
export function chatIdOf(userA: number, userB: number, productId: number): string {
  const [low, high] = userA < userB ? [userA, userB] : [userB, userA];
  return `${low}_${high}_${productId}`;
}

export interface ChatIdParts {
  low: number;
  high: number;
  productId: number;
}

const CHAT_ID_PATTERN = /^([1-9]\d{0,9})_([1-9]\d{0,9})_([1-9]\d{0,9})$/;

/** The parts of a well-formed chat id (two different users, ascending), else undefined. */
export function parseChatId(id: string): ChatIdParts | undefined {
  const m = CHAT_ID_PATTERN.exec(id);
  if (!m) return undefined;
  const [low, high, productId] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!(low < high) || high > MAX_ID || productId > MAX_ID) return undefined;
  return { low, high, productId };
}

// --- Requests ------------------------------------------------------------------------------------

const perPage = (fallback: number) => v.optional(intString(1, MAX_PAGE_SIZE), String(fallback));

export const ChatCreateSchema = v.strictObject({ product_id: IdSchema }, 'is not a field of a chat');
export type ChatCreate = v.InferOutput<typeof ChatCreateSchema>;

/** Milliseconds since 1970 as text (the chats list's `before`). */
const MillisSchema = v.pipe(
  v.string('must be text'),
  v.regex(/^\d{1,15}$/, 'must be a time in milliseconds'),
  v.transform(Number),
);

export const ChatListQuerySchema = v.object({
  per_page: perPage(CHAT_LOAD.chats),
  before: v.optional(MillisSchema),
});
export type ChatListQuery = v.InferOutput<typeof ChatListQuerySchema>;

export const ChatMessagesQuerySchema = v.object({
  per_page: perPage(CHAT_LOAD.messages),
  before: v.optional(intString(1, Number.MAX_SAFE_INTEGER)),
});
export type ChatMessagesQuery = v.InferOutput<typeof ChatMessagesQuerySchema>;

/**
 * A message as it is stored: Windows line breaks become `\n`, outer white space goes, and what
 * is left is 1 to CHAT_MESSAGE_MAX characters of well-formed text without NUL. Inner line breaks
 * stay. The cap before trimming only bounds the work (the body cap bounds the rest).
 */
export const ChatMessageTextSchema = v.pipe(
  v.string('must be text'),
  v.maxLength(CHAT_MESSAGE_MAX * 4, `must be at most ${CHAT_MESSAGE_MAX} characters`),
  v.excludes('\0', 'must not contain NUL characters'),
  v.check(isWellFormedText, 'must be well-formed text'),
  v.transform((text) => text.replace(/\r\n?/g, '\n').trim()),
  v.minLength(1, 'must not be empty'),
  v.maxLength(CHAT_MESSAGE_MAX, `must be at most ${CHAT_MESSAGE_MAX} characters`),
);

export const ClientMsgIdSchema = v.pipe(
  v.string('must be text'),
  v.regex(CLIENT_MSG_ID_PATTERN, 'must be 1 to 64 printable characters without spaces'),
);

export const ChatMessageCreateSchema = v.strictObject(
  { message: ChatMessageTextSchema, client_msg_id: ClientMsgIdSchema },
  'is not a field of a message',
);
export type ChatMessageCreate = v.InferOutput<typeof ChatMessageCreateSchema>;

/** A message key (the chat's sequence number). */
export const MessageKeySchema = v.pipe(
  v.number('must be a number'),
  v.safeInteger('must be a whole number'),
  v.minValue(1, 'must be at least 1'),
);

export const ChatReadSchema = v.strictObject({ key: MessageKeySchema }, 'is not a field of a read');
export type ChatRead = v.InferOutput<typeof ChatReadSchema>;

export const ChatReportCreateSchema = v.strictObject(
  {
    chat_id: v.pipe(v.string('must be text'), v.maxLength(40, 'is not a chat id')),
    key: MessageKeySchema,
    reason: v.picklist(CHAT_REPORT_REASONS, `must be one of ${CHAT_REPORT_REASONS.join(', ')}`),
    text: v.optional(v.pipe(safeString(CHAT_REPORT_TEXT_MAX), v.trim()), ''),
  },
  'is not a field of a report',
);
export type ChatReportCreate = v.InferOutput<typeof ChatReportCreateSchema>;

export const BlockCreateSchema = v.strictObject({ user_id: IdSchema }, 'is not a field of a block');
export type BlockCreate = v.InferOutput<typeof BlockCreateSchema>;

// --- Answers -------------------------------------------------------------------------------------

/** What a system message says: the order step, its order, the amount as the API writes prices. */
export const ChatSystemDataSchema = v.object({
  type: v.picklist(CHAT_SYSTEM_TYPES),
  order_id: v.number(),
  /** The API's price string in euro ("340", "340.50"), like an order's proposal.price. */
  amount: v.string(),
  /** order_declined: the reason the decliner gave. */
  reason: v.optional(v.string()),
});
export type ChatSystemData = v.InferOutput<typeof ChatSystemDataSchema>;

/**
 * What the server says about a text message beside its text (issue 30). `removed`: the operator
 * removed it (a report's decision): its author still reads the text, marked as removed with the
 * reason; the other member reads '' and a placeholder. `scam_phrases`: what the one scam rule
 * set (src/core/scam-rules.ts) finds in it, as an ad's `moderation_flags` list them; the client
 * marks the words itself (also in a message not yet sent), this is the server's word on it.
 */
const ChatMessageMarksSchema = {
  removed: v.optional(v.object({ reason_code: v.string() })),
  scam_phrases: v.optional(v.array(v.string())),
};

export const ChatMessageSchema = v.object({
  key: v.number(),
  /** The text; '' for a system message (the client writes it from `data`). */
  message: v.string(),
  /** The author; for a system message the user whose action it reports. */
  sentBy: v.number(),
  /** Milliseconds since 1970. */
  messageTime: v.number(),
  kind: v.picklist(['text', 'system']),
  data: v.optional(ChatSystemDataSchema),
  /** The sender's own id for the message, on the sender's messages only (matches the outbox). */
  client_msg_id: v.optional(v.string()),
  ...ChatMessageMarksSchema,
});
export type ChatMessage = v.InferOutput<typeof ChatMessageSchema>;

export const ChatLastMessageSchema = v.object({
  message: v.string(),
  /** Whether the reader has not read up to it. */
  newMessage: v.boolean(),
  sentBy: v.number(),
  messageTime: v.number(),
  /** Beyond the spec's four: a system message's preview is built from these. */
  kind: v.picklist(['text', 'system']),
  data: v.optional(ChatSystemDataSchema),
  ...ChatMessageMarksSchema,
});
export type ChatLastMessage = v.InferOutput<typeof ChatLastMessageSchema>;

export const ChatMemberSchema = v.object({
  name: v.string(),
  avatar_url: v.nullable(v.string()),
  ...VerificationFieldsSchema,
});
export type ChatMember = v.InferOutput<typeof ChatMemberSchema>;

export const ChatSchema = v.object({
  id: v.string(),
  product: v.object({
    id: v.number(),
    name: v.string(),
    slug: v.string(),
    /** The cover's thumbnail URL, '' without a photo. */
    image: v.string(),
    price: v.string(),
    /** The ad's status; `sold` once it is sold, `trash` once it is deleted for good. */
    status: v.string(),
  }),
  members: v.record(v.string(), ChatMemberSchema),
  lastMessage: v.nullable(ChatLastMessageSchema),
  /**
   * Issue 30: the other member's account is no longer active (suspended or deleted): the chat
   * has ended, a message into it answers 403 hm_chat_closed. Optional for chats kept from before.
   */
  closed: v.optional(v.boolean()),
  /** The reader's last activity in this chat, milliseconds since 1970 (the list's order). */
  timestamp: v.number(),
});
export type Chat = v.InferOutput<typeof ChatSchema>;
