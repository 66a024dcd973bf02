// The offline write of a parcel's tracking on a sale (POST …/shipment-trackings, issue 32): once
// it went through, the order is asked again (it shows shipped); when nobody awaits it (the order
// page was closed) the outcome is told on any page, with the order to open.
import { defineOfflineWrite, type OfflineNotice } from '../../local/outbox/define.ts';
import { orderKeys } from './orders.ts';
import {
  SHIPMENT_TRACKING,
  sendShipment,
  shipmentRefusalId,
  ShipmentPayloadSchema,
} from './shipment-queue.ts';

export default defineOfflineWrite({
  kind: SHIPMENT_TRACKING,
  schema: ShipmentPayloadSchema,
  send: async ({ payloads: [payload], idempotencyKey }) => {
    if (payload === undefined) throw new Error('a tracking without its payload');
    return sendShipment(payload, idempotencyKey);
  },
  invalidates: ({ owner }) => (owner === null ? [] : [orderKeys.all(owner)]),
  notice: (outcome): OfflineNotice | undefined => {
    const [entry] = outcome.entries;
    const [payload] = outcome.payloads;
    if (!entry || outcome.state === 'waiting') return undefined;
    const link = payload
      ? { to: `/order/${payload.orderId}/accept`, text: 'orders.notice.open' as const }
      : undefined;
    return {
      id: `shipment-${entry.seq}`,
      area: 'buying',
      testId: 'shipment-notice',
      tone: outcome.state === 'sent' ? 'success' : 'error',
      message: outcome.state === 'sent' ? 'orders.shipment.sent' : shipmentRefusalId(outcome.failure),
      ...(link ? { link } : {}),
    };
  },
});
