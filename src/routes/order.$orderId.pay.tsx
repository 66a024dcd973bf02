import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { approvedProviderOrder, orderIdOf } from '../features/orders/order-route-params.ts';
import { PayScreen } from '../features/orders/pay-screen.tsx';
import { orderQueryOptions } from '../features/orders/orders.ts';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

// The payment (spec 2.1). `?approved=<provider order id>`: back from the approval page (the
// sandbox's, like PayPal's return_url); the screen then captures the payment.
const SearchSchema = v.object({ approved: v.optional(v.string()) });

export const Route = createFileRoute('/order/$orderId/pay')({
  validateSearch: (search): { approved?: string } => {
    const parsed = v.safeParse(SearchSchema, search);
    const approved = parsed.success ? approvedProviderOrder(parsed.output.approved) : undefined;
    return approved ? { approved } : {};
  },
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
  component: function Pay() {
    const { orderId } = Route.useParams();
    const { approved } = Route.useSearch();
    return <PayScreen orderId={orderIdOf(orderId)} approved={approved} />;
  },
});
