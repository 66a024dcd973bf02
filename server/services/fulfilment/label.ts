// A DHL label for a paid order (issue 32): POST /hm/v1/orders/{id}/label (the seller) books a
// parcel through the parcel provider (server/adapters/dhl.ts) from the seller's address to the
// buyer's shipping address, keeps the PDF with the order (one label per order: a second call
// answers the same label, never a second booking) and adds the tracking as the tracking call does
// (the first parcel moves the order to `shipped`). The buyer's address goes only onto the label;
// GET …/label.pdf serves it to the seller alone. The booking runs under the fulfilment's lock, so
// two calls at once book once.
import type { BookedLabel, ParcelAddress, ParcelProvider } from '../../adapters/dhl.ts';
import { ParcelProviderUnavailableError, ParcelRefusedError } from '../../adapters/dhl.ts';
import type { Database } from '../../db/client.ts';
import { findLabel, insertLabel } from '../../db/repositories/fulfilment-due.ts';
import { findUserById, type UserRow } from '../../db/repositories/users.ts';
import type { OrderRow } from '../../db/repositories/orders.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import { logError } from '../../lib/log.ts';
import { RATE_RULES, type RateLimiter } from '../rate-limit.ts';
import { notAllowed } from '../orders/errors.ts';
import { sellerOrder } from './party.ts';
import { addTracking, germanDay, lockedFulfilment } from './trackings.ts';

export interface LabelAnswer {
  tracking_provider: 'DHL';
  tracking_number: string;
  label_url: string;
}

export const labelPath = (orderId: number) => `/wp-json/hm/v1/orders/${orderId}/label.pdf`;

const senderMissing = () =>
  new ApiError(400, 'hm_sender_address_required', 'Add your address in the settings to print a label.');
const labelRefused = (fields: string[]) =>
  new ApiError(400, 'hm_label_refused', 'DHL refused the shipment.', { fields: fields.join(',') });
const labelUnavailable = () =>
  new ApiError(503, 'hm_label_unavailable', 'DHL did not answer. Please try again.');
const labelNotFound = () => new ApiError(404, 'hm_label_not_found', 'This order has no label.');

const filled = (s: string | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/** The seller's address: the billing address of the account, else its shipping address. */
export function senderAddress(user: UserRow): ParcelAddress | undefined {
  const b = user.billing;
  if (b && filled(b.address_1) && filled(b.postcode) && filled(b.city)) {
    const name = `${b.first_name} ${b.last_name}`.trim() || `${user.firstName} ${user.lastName}`;
    return { name: name.slice(0, 50), street: b.address_1, postalCode: b.postcode.trim(), city: b.city };
  }
  const s = user.shipping;
  if (s && filled(s.street) && filled(s.zip) && filled(s.city)) {
    const name = `${user.firstName} ${user.lastName}`.trim();
    return { name: name.slice(0, 50), street: s.street, postalCode: s.zip.trim(), city: s.city };
  }
  return undefined;
}

async function book(parcels: ParcelProvider, input: Parameters<ParcelProvider['bookLabel']>[0]) {
  try {
    return await parcels.bookLabel(input);
  } catch (error) {
    if (error instanceof ParcelRefusedError) throw labelRefused(error.fields);
    if (error instanceof ParcelProviderUnavailableError) {
      logError('dhl-label', error);
      throw labelUnavailable();
    }
    throw error;
  }
}

export function labelService(db: Database, parcels: ParcelProvider, limiter: RateLimiter) {
  const answer = (orderId: number, trackingNumber: string): LabelAnswer => ({
    tracking_provider: 'DHL',
    tracking_number: trackingNumber,
    label_url: labelPath(orderId),
  });

  return {
    /** POST /hm/v1/orders/{id}/label: 201 with the label (the same one on a repeat). */
    async createLabel(userId: number, orderId: number): Promise<LabelAnswer> {
      const order = await sellerOrder(db, userId, orderId);
      const kept = await findLabel(db, orderId);
      if (kept) return answer(orderId, kept.trackingNumber);
      await limiter.hit(RATE_RULES.trackingsPerUser, String(userId));
      // One after the other: inside a keyed call both go to the call's one transaction.
      const seller = await findUserById(db, order.vendorId);
      const buyer = await findUserById(db, order.customerId);
      const sender = seller && senderAddress(seller);
      if (!sender) throw senderMissing();
      const number = await inTransaction(db, async (tx) => {
        const f = await lockedFulfilment(tx, order);
        const again = await findLabel(tx, orderId);
        if (again) return again.trackingNumber;
        if (f.status !== 'awaiting_shipment' && f.status !== 'shipped') throw notAllowed();
        const current: OrderRow = order;
        // Paid orders always carry the buyer's address (the payment asks it); never guessed.
        if (!current.shipping) throw notAllowed();
        const booked: BookedLabel = await book(parcels, {
          reference: `handymarkt-order-${orderId}`,
          sender,
          recipient: {
            name: buyer ? `${buyer.firstName} ${buyer.lastName}`.trim().slice(0, 50) : 'Handymarkt',
            street: current.shipping.street,
            postalCode: current.shipping.zip.trim(),
            city: current.shipping.city,
          },
        });
        await insertLabel(tx, { orderId, trackingNumber: booked.trackingNumber, pdf: booked.pdf });
        const now = new Date();
        const parcel = {
          provider: 'DHL' as const,
          number: booked.trackingNumber,
          dateShipped: germanDay(now),
        };
        await addTracking(tx, order, f, parcel, userId, now);
        return booked.trackingNumber;
      });
      return answer(orderId, number);
    },

    /** GET /hm/v1/orders/{id}/label.pdf: the label's PDF, the seller's only. */
    async labelPdf(userId: number, orderId: number): Promise<Uint8Array> {
      await sellerOrder(db, userId, orderId);
      const label = await findLabel(db, orderId);
      if (!label) throw labelNotFound();
      return label.pdf;
    },
  };
}
