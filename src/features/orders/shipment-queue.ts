// Marking a sale shipped (issue 32): sellers do it at the post office counter, often without a
// connection, so a tracking goes through the one outbox as a `shipment-tracking` entry
// (shipment-tracking.offline.ts) with its own Idempotency-Key: sent once when the connection
// returns, however often it is tried. The number is checked here against its carrier's format
// first (src/core/carriers.ts, the server's rule), so a typo is caught at the counter.
import * as v from 'valibot';
import { addTracking } from '../../api/fulfilment.ts';
import {
  CARRIER_NAMES,
  findCarrier,
  isValidTrackingNumber,
  normalizeTrackingNumber,
} from '../../core/carriers.ts';
import type { Tracking } from '../../core/fulfilment.ts';
import { enqueue, outboxOutcome, type EntryOutcome, type OutboxFailure } from '../../local/outbox/index.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { signedInUserId } from '../../session/session-store.ts';
import { failureMessageId, type ErrorTexts } from '../../ui/failure-message.ts';

/** The outbox kind (the file shipment-tracking.offline.ts sends it). */
export const SHIPMENT_TRACKING = 'shipment-tracking';

export const ShipmentPayloadSchema = v.object({
  orderId: v.number(),
  provider: v.picklist(CARRIER_NAMES),
  /** Normalized (no spaces or dashes, upper case), checked against the carrier's format. */
  number: v.string(),
  /** YYYY-MM-DD; left out: the server takes today. */
  dateShipped: v.optional(v.string()),
});
export type ShipmentPayload = v.InferOutput<typeof ShipmentPayloadSchema>;

export function sendShipment(payload: ShipmentPayload, idempotencyKey: string): Promise<Tracking> {
  return addTracking(
    payload.orderId,
    {
      tracking_provider: payload.provider,
      tracking_number: payload.number,
      ...(payload.dateShipped ? { date_shipped: payload.dateShipped } : {}),
    },
    idempotencyKey,
  );
}

/** What the form's fields say before anything is sent: undefined when they can be sent. */
export type ShipmentProblem = 'carrierRequired' | 'numberRequired' | 'numberInvalid' | 'dateFuture';

export interface ShipmentInput {
  provider: string;
  number: string;
  /** YYYY-MM-DD or ''. */
  date: string;
}

/** The form's check, as the server's (a carrier, its number format, no day to come). */
export function shipmentProblem(input: ShipmentInput, today: string): ShipmentProblem | undefined {
  const carrier = findCarrier(input.provider);
  if (!carrier) return 'carrierRequired';
  if (normalizeTrackingNumber(input.number) === '') return 'numberRequired';
  if (!isValidTrackingNumber(carrier, input.number)) return 'numberInvalid';
  if (input.date !== '' && input.date > today) return 'dateFuture';
  return undefined;
}

/** The payload of a checked input (shipmentProblem said nothing). */
export function shipmentPayload(orderId: number, input: ShipmentInput): ShipmentPayload {
  const carrier = findCarrier(input.provider);
  if (!carrier) throw new Error('no carrier');
  return {
    orderId,
    provider: carrier.name,
    number: normalizeTrackingNumber(input.number),
    ...(input.date ? { dateShipped: input.date } : {}),
  };
}

/** The server's refusal of a tracking in the seller's words. */
export const SHIPMENT_TEXTS: ErrorTexts = {
  codes: {
    hm_invalid_tracking_number: 'error.invalidTrackingNumber',
    hm_order_not_allowed: 'orders.fulfilment.notAllowed',
    hm_order_forbidden: 'orders.forbidden',
  },
  otherwise: 'orders.error.generic',
};

export const shipmentRefusalId = (failure: Pick<OutboxFailure, 'code' | 'status'>): MessageId =>
  failureMessageId(failure, SHIPMENT_TEXTS);

export type ShipmentOutcome =
  | { state: 'sent'; seq: number }
  | { state: 'queued'; seq: number }
  | { state: 'refused'; seq: number; failure: OutboxFailure };

export function shipmentOutcomeOf(outcome: EntryOutcome): ShipmentOutcome {
  if (outcome.state === 'refused') return { state: 'refused', seq: outcome.seq, failure: outcome.failure };
  if (outcome.state === 'waiting') return { state: 'queued', seq: outcome.seq };
  return { state: 'sent', seq: outcome.seq };
}

/** Enqueues a tracking and waits for what became of it (a slow answer online stays "sending"). */
export async function markShipped(payload: ShipmentPayload): Promise<ShipmentOutcome> {
  const userId = await signedInUserId(); // at a start, the user follows the stored token
  if (userId === undefined) throw new Error('marking shipped needs a signed-in user');
  const seq = await enqueue({ userId, kind: SHIPMENT_TRACKING, payload });
  return shipmentOutcomeOf(await outboxOutcome(seq));
}
