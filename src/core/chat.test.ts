import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, ChatMessageTextSchema, chatIdOf, parseChatId } from './chat.ts';

describe('the chat id', () => {
  it('is the two member ids ascending, then the ad id, joined by underscores', () => {
    expect(chatIdOf(40, 12, 977)).toBe('12_40_977');
    expect(chatIdOf(12, 40, 977)).toBe('12_40_977');
    expect(parseChatId('12_40_977')).toEqual({ low: 12, high: 40, productId: 977 });
  });

  it('refuses ids that no chat can have', () => {
    for (const id of [
      '40_12_977',
      '12_12_977',
      '012_40_977',
      '12_40',
      '12_40_977_1',
      '0_4_9',
      '1_2_2147483648',
      '',
    ])
      expect(parseChatId(id), id).toBeUndefined();
  });
});

describe('a message text', () => {
  const parse = (text: unknown) => v.safeParse(ChatMessageTextSchema, text);

  it('keeps inner line breaks, trims the rest and counts after trimming', () => {
    expect(parse(' \r\nZeile 1\r\nZeile 2\n ').output).toBe('Zeile 1\nZeile 2');
    expect(parse(`  ${'x'.repeat(CHAT_MESSAGE_MAX)}  `).success).toBe(true);
  });

  it('refuses empty, too long, NUL and lone surrogates', () => {
    for (const text of ['', ' \n ', 'x'.repeat(CHAT_MESSAGE_MAX + 1), 'a\0', 'a\udc00', null])
      expect(parse(text).success, JSON.stringify(text)).toBe(false);
  });
});
