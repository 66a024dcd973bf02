// The protected purchase's refusals in the parties' words (one mapping for its screens, through
// src/ui/failure-message.ts; codes not named here fall back to the catalogue's).
import type { ErrorTexts } from '../../ui/failure-message.ts';

export const FULFILMENT_TEXTS: ErrorTexts = {
  codes: {
    hm_order_not_allowed: 'orders.fulfilment.notAllowed',
    hm_order_forbidden: 'orders.forbidden',
    hm_label_not_found: 'orders.label.notFound',
  },
  // hm_return_label_not_found: the return label is not booked (yet).
  statuses: { 404: 'orders.label.notFound' },
};
