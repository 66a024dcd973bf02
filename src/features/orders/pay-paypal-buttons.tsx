// PayPal's buttons (production, `paypal_client` is a real client id). Loaded only by the pay
// screen (React.lazy), so no other page downloads PayPal's SDK. createOrder asks our server for
// the provider order (POST payment), onApprove captures it through our server: the browser never
// talks money with PayPal's REST API itself. Both calls are the pay area's mutations
// (order-writes.ts), which show their own failures.
import { PayPalButtons, PayPalScriptProvider } from '@paypal/react-paypal-js';
import { useRef } from 'react';
import type { PaymentStart } from '../../core/orders.ts';

export function PaypalButtons({
  clientId,
  begin,
  complete,
  onError,
  onCancel,
}: {
  clientId: string;
  /** POST payment (the start mutation). */
  begin: () => Promise<PaymentStart>;
  /** POST payment/capture (the capture mutation; the completed order is shown by it). */
  complete: () => Promise<unknown>;
  /** PayPal's own error, when it did not follow a failure of our calls. */
  onError: (error: unknown) => void;
  onCancel: () => void;
}) {
  // Our own failure (declined, expired) is shown as it is, not PayPal's generic error after it.
  const reported = useRef(false);
  return (
    <PayPalScriptProvider options={{ clientId, currency: 'EUR', intent: 'capture' }}>
      <PayPalButtons
        style={{ layout: 'vertical', label: 'pay' }}
        createOrder={async () => {
          try {
            return (await begin()).provider_order_id;
          } catch (error) {
            reported.current = true;
            throw error;
          }
        }}
        onApprove={async () => {
          try {
            await complete();
          } catch {
            reported.current = true;
          }
        }}
        onCancel={onCancel}
        onError={(error) => {
          if (!reported.current) onError(error);
          reported.current = false;
        }}
      />
    </PayPalScriptProvider>
  );
}
