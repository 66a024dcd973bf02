import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NegotiationScreen } from '../features/orders/negotiation-screen.tsx';
import { orderIdOf } from '../features/orders/order-route-params.ts';
import { orderQueryOptions } from '../features/orders/orders.ts';
import { loadMessageArea } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

// /order/{id}/offer: the price negotiation. `?code=` is PayPal's login coming back to link the
// seller's payment account (the accept_order modal's production path).
const SearchSchema = v.object({ code: v.optional(v.pipe(v.string(), v.maxLength(2048))) });

export const Route = createFileRoute('/order/$orderId/offer')({
  validateSearch: (search) => {
    const parsed = v.safeParse(SearchSchema, search);
    return parsed.success && parsed.output.code ? { code: parsed.output.code } : {};
  },
  // Buying's messages are not part of the app's first catalogue (src/i18n/areas.ts).
  loader: ({ params, context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    const id = orderIdOf(params.orderId);
    return Promise.all([
      loadMessageArea('buying'),
      owner && id > 0 && queryClient.ensureQueryData(orderQueryOptions(owner, id)).catch(leftToScreen),
    ]);
  },
  component: function OrderOffer() {
    const { orderId } = Route.useParams();
    const search = Route.useSearch();
    return (
      <NegotiationScreen
        orderId={orderIdOf(orderId)}
        paypalCode={'code' in search ? search.code : undefined}
      />
    );
  },
});
