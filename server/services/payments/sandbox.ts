// The sandbox provider's approval page (issue 10): what it shows of a provider order, and its
// approve button, for the buyer who started the payment.
import { expiredStatus } from '../../../src/core/order-machine.ts';
import { approveSandboxOrder, type PaymentProvider } from '../../adapters/payments.ts';
import type { Database } from '../../db/client.ts';
import { findOrder } from '../../db/repositories/orders.ts';
import { findPaymentByProviderOrder, findSandboxOrder } from '../../db/repositories/payments.ts';
import { orderFacts } from '../order-json.ts';

/** What the sandbox's approval page shows. */
export interface SandboxApproval {
  orderId: number;
  productName: string;
  amountCents: number;
  /** The buyer can approve now (the order is on-hold and the sandbox order not captured). */
  payable: boolean;
}

export function sandboxPage(deps: { db: Database; provider: PaymentProvider }) {
  const { db, provider } = deps;
  /** The sandbox's approval page: what it shows; undefined for an unknown provider order. */
  async function sandboxApproval(providerOrderId: string): Promise<SandboxApproval | undefined> {
    if (provider.kind !== 'sandbox') return undefined;
    const payment = await findPaymentByProviderOrder(db, providerOrderId);
    const book = payment && (await findSandboxOrder(db, providerOrderId));
    const order = payment && (await findOrder(db, payment.orderId));
    if (!payment || !book || !order) return undefined;
    const live = order.status === 'on-hold' && !expiredStatus(orderFacts(order), new Date());
    return {
      orderId: order.id,
      productName: order.productName,
      amountCents: book.amountCents,
      payable:
        live && payment.status === 'created' && (book.status === 'CREATED' || book.status === 'APPROVED'),
    };
  }

  return {
    sandboxApproval,

    /**
     * The approve button of the sandbox page. Holding the unguessable provider order id (only the
     * buyer's POST /payment answered it) and naming its order is what allows it, as PayPal's
     * token in its approval link does. The order id it belongs to; undefined when refused.
     */
    async sandboxApprove(providerOrderId: string, orderId: number): Promise<number | undefined> {
      const approval = await sandboxApproval(providerOrderId);
      if (!approval || approval.orderId !== orderId || !approval.payable) return undefined;
      return (await approveSandboxOrder(db, providerOrderId)) ? approval.orderId : undefined;
    },
  };
}
