// The offline write of a first price proposal on an ad, or of a purchase at the asking price
// ("Sofort kaufen", issue 32: the same call without `proposal`), POST /wc/v3/orders.
import { orderOfflineWrite } from './order-offline.ts';
import {
  buyNowRefusalId,
  CreatePayloadSchema,
  isBuyNow,
  ORDER_CREATE,
  refusalMessageId,
  sendCreate,
} from './orders-queue.ts';

export default orderOfflineWrite({
  kind: ORDER_CREATE,
  schema: CreatePayloadSchema,
  send: sendCreate,
  sentMessage: (payload) =>
    payload && isBuyNow(payload) ? 'orders.notice.bought' : 'orders.notice.proposalSent',
  refusedMessage: (payload, refusal) =>
    payload && isBuyNow(payload) ? buyNowRefusalId(refusal) : refusalMessageId(refusal),
});
