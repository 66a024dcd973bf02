// What a first proposal and an answer on an order have in common as offline writes
// (order-create.offline.ts, order-update.offline.ts): the server's order is kept and every order
// on screen asked again once it went through; when nobody awaits it (its screen is closed) the
// outcome is told on any page: sent, or refused with the reason in plain words. Nothing here
// charges anything: paying is never queued.
import type * as v from 'valibot';
import type { Order } from '../../core/orders.ts';
import { defineOfflineWrite, type OfflineWrite, type OfflineNotice } from '../../local/outbox/define.ts';
import type { MessageId } from '../../i18n/messages.ts';
import { orderKeys, rememberOrder } from './orders.ts';
import { refusalMessageId, refusalOf, writeOutcomeOf, type OrderRefusal } from './orders-queue.ts';

export function orderOfflineWrite<P>(spec: {
  kind: string;
  schema: v.GenericSchema<unknown, P>;
  send: (payload: P, idempotencyKey: string) => Promise<Order>;
  /** The notice of one that went through while nobody awaited it. */
  sentMessage: MessageId | ((payload: P | undefined) => MessageId);
  /** The notice of a refused one (default: the order refusal's words). */
  refusedMessage?: (payload: P | undefined, refusal: OrderRefusal) => MessageId;
}): OfflineWrite {
  return defineOfflineWrite({
    kind: spec.kind,
    schema: spec.schema,
    send: async ({ payloads: [payload], idempotencyKey }) => {
      if (payload === undefined) throw new Error('an order write without its payload');
      return spec.send(payload, idempotencyKey);
    },
    invalidates: ({ owner }) => (owner === null ? [] : [orderKeys.all(owner)]),
    settled: (outcome) => {
      const [entry] = outcome.entries;
      if (outcome.state !== 'sent' || !entry) return;
      const told = writeOutcomeOf({ state: 'sent', seq: entry.seq, result: outcome.result });
      if (told.state === 'sent' && told.order) rememberOrder(told.order);
    },
    notice: (outcome): OfflineNotice | undefined => {
      const [entry] = outcome.entries;
      if (!entry || outcome.state === 'waiting') return undefined;
      const base = { id: `order-write-${entry.seq}`, area: 'buying', testId: 'order-write-notice' } as const;
      const [payload] = outcome.payloads;
      if (outcome.state === 'refused') {
        const refusal = refusalOf(outcome.failure);
        return {
          ...base,
          tone: 'error',
          message: spec.refusedMessage?.(payload, refusal) ?? refusalMessageId(refusal),
          amounts: { small: refusal.min, high: refusal.max },
          then: 'orders.error.nothingCharged',
        };
      }
      const told = writeOutcomeOf({ state: 'sent', seq: entry.seq, result: outcome.result });
      const order = told.state === 'sent' ? told.order : undefined;
      // An accepted order (bought at the asking price) waits for its payment on the purchase page.
      const page = order?.status === 'on-hold' ? 'accept' : 'offer';
      return {
        ...base,
        tone: 'success',
        message: typeof spec.sentMessage === 'function' ? spec.sentMessage(payload) : spec.sentMessage,
        ...(order ? { link: { to: `/order/${order.id}/${page}`, text: 'orders.notice.open' } } : {}),
      };
    },
  });
}
