// PayPal's buttons (production, `paypal_client` is a real client id). Loaded only by the pay
// screen (React.lazy), so no other page downloads PayPal's SDK. createOrder asks our server for
// the provider order (POST payment), onApprove captures it through our server: the browser never
// talks money with PayPal's REST API itself.
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useRef } from 'react';
import type { Order } from '../../core/orders.ts';
import { beginPayment, completePayment } from './pay-flow.ts';

export function PaypalButtons({
  clientId,
  orderId,
  onPaid,
  onFailure,
  onCancel,
}: {
  clientId: string;
  orderId: number;
  onPaid: (order: Order) => void;
  onFailure: (error: unknown) => void;
  onCancel: () => void;
}) {
  // Our own failure (declined, expired) is shown as it is, not PayPal's generic error after it.
  const reported = useRef(false);
  const report = (error: unknown) => {
    reported.current = true;
    onFailure(error);
  };
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'EUR', intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        createOrder={async () => {
          try {
            return (await beginPayment(orderId)).provider_order_id;
          } catch (error) {
            report(error);
            throw error;
          }
        }}
        onApprove={async () => {
          try {
            onPaid(await completePayment(orderId));
          } catch (error) {
            report(error);
          }
        }}
        onCancel={onCancel}
        onError={(error) => {
          if (!reported.current) onFailure(error);
          reported.current = false;
        }}
      />
    </PayPalScriptProvider>
  );
}
