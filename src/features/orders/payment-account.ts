// What a seller without a linked payment account is offered (spec 2.4 accept_order): whether the
// signed-in user has one, and the actions a negotiation shows, including accept and counter that
// the server holds back only for the missing account (they open the modal that links it).
import { orderActions, type OrderAction } from '../../core/order-machine.ts';
import type { Order } from '../../core/orders.ts';
import { useSession } from '../../session/session-store.ts';

/**
 * Whether the signed-in user has linked a payment account (needed to accept or counter);
 * undefined while the user's data is still loading.
 */
export function useHasPaymentAccount(): boolean | undefined {
  const { user } = useSession();
  return user === undefined ? undefined : user.user_paypal_id !== '' || user.verified.payment;
}

export interface ShownAction {
  action: OrderAction;
  /** The seller must link a payment account first (the accept_order modal). */
  needsAccount: boolean;
}

/**
 * The actions a screen offers: those the server allows now (`order.actions`), and for a seller
 * without a payment account also accept and counter, which the server holds back only for the
 * missing account: they open the accept_order modal, which links it.
 */
export function shownActions(
  order: Order,
  /** undefined (not known yet): only what the server allows. */
  hasPaymentAccount: boolean | undefined,
  now = new Date(),
): ShownAction[] {
  const shown: ShownAction[] = order.actions.map((action) => ({ action, needsAccount: false }));
  if (order.role !== 'vendor' || hasPaymentAccount !== false) return shown;
  const withAccount = orderActions(
    {
      status: order.status,
      proposedBy: order.proposal.by,
      customerProposals: order.proposals.customer,
      vendorProposals: order.proposals.vendor,
      proposedAt: new Date(order.proposal.date),
      acceptedAt: null,
    },
    { role: 'vendor', now, vendorHasPaymentAccount: true, productAvailable: true },
  );
  for (const action of withAccount) {
    if ((action === 'accept' || action === 'counter') && !order.actions.includes(action)) {
      shown.push({ action, needsAccount: true });
    }
  }
  const rank = (a: OrderAction) => withAccount.indexOf(a);
  return shown.sort((a, b) => rank(a.action) - rank(b.action));
}
