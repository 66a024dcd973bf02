// The protected purchase's calls (issue 32, src/core/fulfilment.ts and problems.ts list them):
// the seller's trackings and DHL label, the buyer's receipt, cancel and problem, the seller's
// answer, and the two label PDFs (fetched with the login's token as a Blob: they are private).
// Every changing call takes an Idempotency-Key (its outbox entry's, or the screen's request's).
import * as v from 'valibot';
import { TrackingSchema, type Tracking, type TrackingCreate } from '../core/fulfilment.ts';
import { OrderSchema, type Order } from '../core/orders.ts';
import { ProblemSchema, type Problem, type ProblemAction, type ProblemReason } from '../core/problems.ts';
import { apiBlob, apiCall } from './client.ts';

/** POST /wc-shipment-tracking/v3/orders/{id}/shipment-trackings (the seller): 201 the tracking. */
export async function addTracking(
  orderId: number,
  body: Pick<TrackingCreate, 'tracking_provider' | 'tracking_number' | 'date_shipped'>,
  idempotencyKey: string,
): Promise<Tracking> {
  const { data } = await apiCall(
    `/wc-shipment-tracking/v3/orders/${orderId}/shipment-trackings`,
    TrackingSchema,
    {
      method: 'POST',
      body,
      auth: true,
      idempotencyKey,
    },
  );
  return data;
}

const LabelSchema = v.object({
  tracking_provider: v.string(),
  tracking_number: v.string(),
  label_url: v.string(),
});
export type Label = v.InferOutput<typeof LabelSchema>;

/** POST /hm/v1/orders/{id}/label (the seller): one DHL label per order, its tracking added. */
export async function createLabel(orderId: number, idempotencyKey: string): Promise<Label> {
  const { data } = await apiCall(`/hm/v1/orders/${orderId}/label`, LabelSchema, {
    method: 'POST',
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** GET /hm/v1/orders/{id}/label.pdf (the seller only). */
export const fetchLabelPdf = (orderId: number): Promise<Blob> =>
  apiBlob(`/hm/v1/orders/${orderId}/label.pdf`);

/** GET /hm/v1/orders/{id}/return-label.pdf (the buyer, once a return was accepted). */
export const fetchReturnLabelPdf = (orderId: number): Promise<Blob> =>
  apiBlob(`/hm/v1/orders/${orderId}/return-label.pdf`);

async function orderCall(path: string, idempotencyKey: string): Promise<Order> {
  const { data } = await apiCall(path, OrderSchema, { method: 'POST', auth: true, idempotencyKey });
  return data;
}

/** POST /hm/v1/orders/{id}/received (the buyer): the order, received, the payout released. */
export const confirmReceived = (orderId: number, idempotencyKey: string): Promise<Order> =>
  orderCall(`/hm/v1/orders/${orderId}/received`, idempotencyKey);

/** POST /hm/v1/orders/{id}/cancel (the buyer, after ship_by, nothing shipped): refunded. */
export const cancelNotShipped = (orderId: number, idempotencyKey: string): Promise<Order> =>
  orderCall(`/hm/v1/orders/${orderId}/cancel`, idempotencyKey);

/** POST /hm/v1/orders/{id}/problem (the buyer, shipped or delivered): 201 the problem. */
export async function reportProblem(
  orderId: number,
  body: { reason: ProblemReason; text: string },
  idempotencyKey: string,
): Promise<Problem> {
  const { data } = await apiCall(`/hm/v1/orders/${orderId}/problem`, ProblemSchema, {
    method: 'POST',
    body,
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** POST /hm/v1/orders/{id}/problem/answer (the seller): accept a return, refund, or dispute. */
export async function answerProblem(
  orderId: number,
  body: { action: ProblemAction; text?: string },
  idempotencyKey: string,
): Promise<Problem> {
  const { data } = await apiCall(`/hm/v1/orders/${orderId}/problem/answer`, ProblemSchema, {
    method: 'POST',
    body,
    auth: true,
    idempotencyKey,
  });
  return data;
}
