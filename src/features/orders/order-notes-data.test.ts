import { describe, expect, it } from 'vitest';
import type { OrderNote } from '../../core/orders.ts';
import { mergeNotes } from './order-notes-data.ts';

const note = (id: number, minute: number): OrderNote => ({
  id,
  order_id: 1,
  author_id: 7,
  author_name: 'Bruno',
  note: `note ${id}`,
  date_created: `2026-05-01T10:${String(minute).padStart(2, '0')}:00Z`,
});

describe('mergeNotes', () => {
  it('puts an older page before the notes shown, oldest first', () => {
    const merged = mergeNotes([note(1, 1), note(2, 2)], [note(3, 3)]);
    expect(merged.map((n) => n.id)).toEqual([1, 2, 3]);
  });
  it('shows a note once when it is both sent and listed', () => {
    const merged = mergeNotes([note(1, 1), note(2, 2)], [note(2, 2)]);
    expect(merged.map((n) => n.id)).toEqual([1, 2]);
  });
  it('orders notes of the same minute by id', () => {
    expect(mergeNotes([note(5, 1)], [note(4, 1)]).map((n) => n.id)).toEqual([4, 5]);
  });
});
