// Order notes (POST and GET /wc/v3/orders/{id}/notes): both parties write and read them, 100
// per page, oldest first. A note is one domain event to the counterpart.
import type { OrderNote } from '../../../src/core/orders.ts';
import type { Database } from '../../db/client.ts';
import { findUserName, insertNote, listNotes } from '../../db/repositories/order-notes.ts';
import { lockOrder } from '../../db/repositories/orders.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recordEvent } from '../domain-events.ts';
import { noteJson, partyName } from '../order-json.ts';
import { RATE_RULES, type RateLimiter } from '../rate-limit.ts';
import { invalidParam, notAllowed, orderForbidden } from './errors.ts';
import type { OrderReads } from './reads.ts';

export const NOTES_PER_PAGE = 100;
const NOTE_PAGES_MAX = 100_000;

/** `?page=`: 1 when not given, else a whole number from 1. */
function pageOf(text: string | undefined): number {
  if (text === undefined || text === '') return 1;
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1 || Number(text) > NOTE_PAGES_MAX) {
    throw invalidParam('page', `must be between 1 and ${NOTE_PAGES_MAX}`);
  }
  return Number(text);
}

export function orderNotes(deps: { db: Database; limiter: RateLimiter; reads: OrderReads }) {
  const { db, limiter, reads } = deps;
  return {
    /** POST /wc/v3/orders/{id}/notes: a note both parties see (201). */
    async addNote(userId: number, orderId: number, note: string): Promise<OrderNote> {
      await reads.participating(userId, orderId);
      await limiter.hit(RATE_RULES.orderNotesPerUser, String(userId));
      const row = await inTransaction(db, async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) throw orderForbidden();
        // Notes belong to a negotiation or a sale; once it ended without one there is nothing
        // left to arrange, and a counterpart must not keep writing to someone who said no.
        if (order.status === 'cancelled' || order.status === 'trash') throw notAllowed();
        const written = await insertNote(tx, { orderId, authorId: userId, note });
        await recordEvent(tx, {
          type: 'order_note',
          orderId,
          productId: order.productId,
          actorId: userId,
          recipientIds: [order.customerId === userId ? order.vendorId : order.customerId],
          status: order.status,
          payload: { note_id: written.id },
        });
        return written;
      });
      const name = await findUserName(db, userId);
      return noteJson(row, name ? partyName(name.firstName, name.lastName) : '');
    },

    /** GET /wc/v3/orders/{id}/notes: 100 per page, oldest first. */
    async notes(
      userId: number,
      orderId: number,
      pageText: string | undefined,
    ): Promise<{ notes: OrderNote[]; total: number; pages: number }> {
      await reads.participating(userId, orderId);
      const page = pageOf(pageText);
      const { rows, total } = await listNotes(db, orderId, page, NOTES_PER_PAGE);
      return {
        notes: rows.map((r) => noteJson(r, partyName(r.firstName, r.lastName))),
        total,
        pages: Math.ceil(total / NOTES_PER_PAGE),
      };
    },
  };
}
