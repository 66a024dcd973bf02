// The kinds of change the app queues in its outbox (src/local/outbox), one per replayer in the
// app's table (src/replayers.ts). Stored with every entry: a kind is never renamed.
export const OUTBOX_KINDS = {
  /** Favourite toggles, sent merged as one PUT /wc/v3/customers/me. */
  favorite: 'favorite',
  /** One photo of an ad being published (POST /wp/v2/media). */
  mediaUpload: 'media-upload',
  /** A new ad, after its photos (POST /wc/v3/products). */
  productCreate: 'product-create',
  /** Changes to an own ad (PUT /wc/v3/products/{id}). */
  productUpdate: 'product-update',
  /** A first price proposal on an ad (POST /wc/v3/orders). */
  orderCreate: 'order-create',
  /** An answer on an order: accept, counter, decline, cancel (PUT /wc/v3/orders/{id}). */
  orderUpdate: 'order-update',
  /** A chat message (POST /hm/v1/chats/{chatId}/messages with its own client_msg_id). */
  chatMessage: 'chat-message',
} as const;

export type OutboxKind = (typeof OUTBOX_KINDS)[keyof typeof OUTBOX_KINDS];
