// Shapes stored chats and messages as the API's Chat and message (src/core/chat.ts), for one
// reader: their unread flag, their timestamp, their own client_msg_ids.
import type {
  Chat,
  ChatLastMessage,
  ChatMember,
  ChatMessage,
  ChatSystemData,
} from '../../../src/core/chat.ts';
import { scamPhrasesIn } from '../../../src/core/scam-rules.ts';
import { centsToApiAmount } from '../../../src/core/money.ts';
import type { ChatMessageRow } from '../../db/repositories/chat-messages.ts';
import { REMOVED } from '../../db/repositories/moderation-decisions.ts';
import type {
  ChatMemberInfo,
  ChatProductInfo,
  LastMessageRow,
  MemberChatRow,
} from '../../db/repositories/chats.ts';
import { partyName } from '../order-json.ts';
import { statusOnRead, type MediaUrl } from '../product-json.ts';
import { verificationFields } from '../../../src/core/verification.ts';

const systemData = (data: Record<string, string | number> | null): ChatSystemData | undefined =>
  data ? (data as unknown as ChatSystemData) : undefined;

type Marked = Pick<ChatMessageRow, 'message' | 'sentBy' | 'kind' | 'data'>;

/**
 * A text message's text for `readerId` and what the server says about it (src/core/chat.ts):
 * a removed message (its `data` holds the decision's reason, server/services/moderation) keeps
 * its text for its author only; the scam rules' phrases of a text still shown.
 */
function textAndMarks(row: Marked, readerId: number) {
  if (row.kind !== 'text') return { message: row.message };
  const reason = row.data?.[REMOVED];
  if (typeof reason === 'string') {
    return { message: row.sentBy === readerId ? row.message : '', removed: { reason_code: reason } };
  }
  const phrases = scamPhrasesIn(row.message);
  return { message: row.message, ...(phrases.length > 0 ? { scam_phrases: phrases } : {}) };
}

export function messageJson(row: ChatMessageRow, readerId: number): ChatMessage {
  return {
    key: row.key,
    ...textAndMarks(row, readerId),
    sentBy: row.sentBy,
    messageTime: row.createdAt.getTime(),
    kind: row.kind,
    ...(row.kind === 'system' ? { data: systemData(row.data) } : {}),
    ...(row.sentBy === readerId && row.clientMsgId ? { client_msg_id: row.clientMsgId } : {}),
  };
}

export function lastMessageJson(
  last: LastMessageRow | null,
  lastReadKey: number,
  readerId: number,
): ChatLastMessage | null {
  if (!last) return null;
  return {
    ...textAndMarks(last, readerId),
    newMessage: last.key > lastReadKey,
    sentBy: last.sentBy,
    messageTime: last.createdAt.getTime(),
    kind: last.kind,
    ...(last.kind === 'system' ? { data: systemData(last.data) } : {}),
  };
}

function memberJson(user: ChatMemberInfo | undefined): ChatMember {
  return {
    name: user ? partyName(user.firstName, user.lastName) : '',
    avatar_url: user?.avatarUrl ?? null,
    ...verificationFields(user),
  };
}

function productJson(row: MemberChatRow, product: ChatProductInfo | undefined, mediaUrl: MediaUrl) {
  const { chat } = row;
  if (!product) {
    // Deleted for good: the name the chat kept, shown as a removed ad (spec: trash).
    return { id: chat.productId, name: chat.productName, slug: '', image: '', price: '', status: 'trash' };
  }
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    image: product.coverPath ? mediaUrl(product.coverPath) : '',
    price: centsToApiAmount(product.priceCents),
    status: product.stockStatus === 'outofstock' ? 'sold' : statusOnRead(product),
  };
}

/** What a chat answer is built from beside its row: the ads and members of a page of chats. */
export interface ChatSurroundings {
  products: Map<number, ChatProductInfo>;
  members: Map<number, ChatMemberInfo>;
  mediaUrl: MediaUrl;
}

export function chatJson(row: MemberChatRow, around: ChatSurroundings, readerId: number): Chat {
  const { chat } = row;
  return {
    id: chat.id,
    product: productJson(row, around.products.get(chat.productId), around.mediaUrl),
    members: {
      [chat.memberLow]: memberJson(around.members.get(chat.memberLow)),
      [chat.memberHigh]: memberJson(around.members.get(chat.memberHigh)),
    },
    lastMessage: lastMessageJson(row.last, row.lastReadKey, readerId),
    // Issue 30: the other member's account is no longer active (suspended or deleted). Read from
    // the accounts as they are now, so lifting a suspension reopens the chat by itself.
    closed: [chat.memberLow, chat.memberHigh].some(
      (id) => id !== readerId && around.members.get(id)?.inactive === true,
    ),
    // A chat that holds nothing for the reader yet (the seller's before the first message).
    timestamp: row.activityMs ?? chat.createdAt.getTime(),
  };
}
