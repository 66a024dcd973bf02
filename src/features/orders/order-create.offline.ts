// The offline write of a first price proposal on an ad (POST /wc/v3/orders).
import { orderOfflineWrite } from './order-offline.ts';
import { CreatePayloadSchema, ORDER_CREATE, sendCreate } from './orders-queue.ts';

export default orderOfflineWrite({
  kind: ORDER_CREATE,
  schema: CreatePayloadSchema,
  send: sendCreate,
  sentMessage: 'orders.notice.proposalSent',
});
