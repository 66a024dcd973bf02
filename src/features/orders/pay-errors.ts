// The plain words for a failed purchase step (spec 8): the order and payment codes the server
// answers with, then the shared reading of any other failure. Raw server text never shows.
import type { MessageId } from '../../i18n/messages.ts';
import { failureMessageId, type ErrorTexts } from '../../ui/failure-message.ts';

export const PAY_TEXTS: ErrorTexts = {
  offline: 'pay.offline',
  codes: {
    hm_order_forbidden: 'orders.forbidden',
    rest_forbidden_context: 'orders.forbidden',
    hm_payment_declined: 'pay.notReceived',
    hm_order_expired: 'pay.expired',
    hm_shipping_required: 'pay.shippingRequired',
    hm_product_unavailable: 'orders.error.sold',
    hm_product_reserved: 'orders.error.reserved',
    hm_order_not_allowed: 'orders.error.notPermitted',
    too_many_requests: 'pay.tooMany',
  },
  statuses: { 403: 'orders.forbidden' },
};

/** A failed call (or anything thrown) as the message the purchase screens show. */
export const payFailureMessage = (error: unknown): MessageId => failureMessageId(error, PAY_TEXTS);
