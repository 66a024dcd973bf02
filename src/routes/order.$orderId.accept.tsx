import { createFileRoute } from '@tanstack/react-router';
import { orderIdOf } from '../features/orders/order-route-params.ts';
import { PurchaseScreen } from '../features/orders/purchase-screen.tsx';
import { orderQueryOptions } from '../features/orders/orders.ts';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

// The purchase (spec 2.1): the accepted order, its payment deadline, the address, then /pay.
export const Route = createFileRoute('/order/$orderId/accept')({
  // With the account's: the delivery address form (src/i18n/areas.ts).
  loader: ({ params, context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    const id = orderIdOf(params.orderId);
    return Promise.all([
      loadMessageArea('buying'),
      loadMessageArea('account'),
      owner && id > 0 && queryClient.ensureQueryData(orderQueryOptions(owner, id)).catch(leftToScreen),
    ]);
  },
  component: function Accept() {
    const { orderId } = Route.useParams();
    return <PurchaseScreen orderId={orderIdOf(orderId)} />;
  },
});
