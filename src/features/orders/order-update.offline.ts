// The offline write of an answer on an order: accept, counter, decline, cancel
// (PUT /wc/v3/orders/{id}).
import { orderOfflineWrite } from './order-offline.ts';
import { ORDER_UPDATE, sendUpdate, UpdatePayloadSchema } from './orders-queue.ts';

export default orderOfflineWrite({
  kind: ORDER_UPDATE,
  schema: UpdatePayloadSchema,
  send: sendUpdate,
  sentMessage: 'orders.notice.sent',
});
