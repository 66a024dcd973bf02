import { createFileRoute } from '@tanstack/react-router';
import { orderIdOf } from '../features/orders/order-route-params.ts';
import { PurchaseScreen } from '../features/orders/purchase-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// The purchase (spec 2.1): the accepted order, its payment deadline, the address, then /pay.
export const Route = createFileRoute('/order/$orderId/accept')({
  // With the account's: the delivery address form (src/i18n/areas.ts).
  loader: () => Promise.all([loadMessageArea('buying'), loadMessageArea('account')]),
  component: function Accept() {
    const { orderId } = Route.useParams();
    return <PurchaseScreen orderId={orderIdOf(orderId)} />;
  },
});
