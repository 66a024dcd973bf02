// Which notification goes out as which push kind, how long a push service keeps it and what it
// replaces (issue 16): Topics within RFC 8030's 32 base64url characters for the largest ids.
import { describe, expect, it } from 'vitest';
import { MAX_ID } from './boundaries.ts';
import { chatIdOf } from './chat.ts';
import { NOTIFICATION_TYPES, type Notification } from './notifications.ts';
import { PUSH_KIND_OF, PUSH_TOPIC_PATTERN, PUSH_TTL, pushTopic } from './push.ts';

const n = (type: Notification['type'], data: Notification['data']) => ({ key: MAX_ID, type, data });

describe('push kinds and topics', () => {
  it('pushes messages, proposals and orders, sales, search matches and ad expiry; not reviews or own publications', () => {
    expect(PUSH_KIND_OF.new_message).toBe('messages');
    expect(PUSH_KIND_OF.order_request).toBe('orders');
    expect(PUSH_KIND_OF.product_sold).toBe('sales');
    expect(PUSH_KIND_OF.saved_search_match).toBe('saved_searches');
    expect(PUSH_KIND_OF.product_expiring).toBe('ad_expiry');
    expect(PUSH_KIND_OF.review_received).toBeNull();
    expect(PUSH_KIND_OF.product_status_publish).toBeNull();
  });

  it('keeps every TTL within the 4 weeks push services hold a push', () => {
    for (const ttl of Object.values(PUSH_TTL)) expect(ttl).toBeLessThanOrEqual(28 * 24 * 3600);
  });

  it('collapses per chat, order, ad and search match, within 32 base64url characters for the largest ids', () => {
    const product = { id: MAX_ID, name: 'x', slug: 'x' };
    const chatId = chatIdOf(MAX_ID - 1, MAX_ID, MAX_ID);
    expect(pushTopic(n('new_message', { chatId }))).toBe(chatId);
    expect(pushTopic(n('customer_proposal', { order: { id: MAX_ID }, product }))).toBe(`order-${MAX_ID}`);
    expect(pushTopic(n('product_expiring', { product }))).toBe(`ad-${MAX_ID}`);
    expect(pushTopic(n('saved_search_match', { product, saved_search: { id: MAX_ID, name: 's' } }))).toBe(
      `search-${MAX_ID}-${MAX_ID}`,
    );
    for (const type of NOTIFICATION_TYPES) {
      for (const data of [
        {},
        { chatId, order: { id: MAX_ID }, product, saved_search: { id: MAX_ID, name: 's' } },
      ]) {
        expect(pushTopic(n(type, data))).toMatch(PUSH_TOPIC_PATTERN);
      }
    }
  });
});
