// The bell keeps one notification per chat, the newest (issue 30).
import { describe, expect, it } from 'vitest';
import { collapseChatNotices, type Notification } from './notifications.ts';

const n = (key: number, type: Notification['type'], chatId?: string): Notification => ({
  key,
  type,
  time: 1767225600 + key,
  read: key < 3,
  data: chatId === undefined ? {} : { chatId },
});

describe('collapseChatNotices', () => {
  it('keeps the newest notification of each chat and every other notification', () => {
    const items = [
      n(6, 'new_message', '1_2_3'),
      n(5, 'order_request'),
      n(4, 'new_message', '1_2_9'),
      n(3, 'new_message', '1_2_3'),
      n(2, 'order_request'),
      n(1, 'new_message', '1_2_9'),
    ];
    expect(collapseChatNotices(items).map((x) => x.key)).toEqual([6, 5, 4, 2]);
  });
});
