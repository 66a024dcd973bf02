// The order writes that need a connection and are never queued (paying cannot wait for later):
// the seller's payment account, the buyer's shipping address, starting and capturing the payment,
// the refund. Each is a mutation holding its own Idempotency-Key, so a resend after a lost answer
// cannot act twice; what they answer goes into the app's one cache (orders.ts), and the screens
// show `isPending` and the mutation's error (src/ui/failure-text.tsx with pay-errors.ts' texts).
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { keyPerRequest, newIdempotencyKey } from '../../api/idempotency.ts';
import {
  capturePayment,
  linkPaymentAccount,
  refundOrder,
  saveOrderShipping,
  startPayment,
} from '../../api/orders.ts';
import type { ShippingAddress } from '../../core/account-fields.ts';
import { queryClient } from '../../local/query-client.ts';
import { refreshUser } from '../../session/session.ts';
import { rememberOrder } from './orders.ts';

export interface PaymentLink {
  code: string;
  email: string;
}

/**
 * POST /wc/v3/customers/me/paypal_authorize (the accept_order modal, PayPal's return with
 * `?code=`), then the user's data is read again (the payment account shows as linked). The same
 * key while the same code and e-mail are sent again.
 */
export function useLinkPaymentAccount() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: async (link: PaymentLink) => {
        const linked = await linkPaymentAccount(link, keyFor(`${link.code}\n${link.email}`));
        await refreshUser();
        return linked;
      },
    },
    queryClient,
  );
}

/**
 * PUT /wc/v3/orders/{id} {shipping}: the buyer's address for this order (trimmed). The key stays
 * while the form's values object is unchanged (pass the form's own `values`): confirming again
 * after a lost answer is the same change.
 */
export function useSaveShipping(orderId: number) {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (address: ShippingAddress) =>
        saveOrderShipping(
          orderId,
          {
            street: address.street.trim(),
            zip: address.zip.trim(),
            city: address.city.trim(),
            phone: address.phone.trim(),
          },
          keyFor(address),
        ),
      onSuccess: rememberOrder,
    },
    queryClient,
  );
}

/**
 * POST payment: a provider order and where to approve it. A fresh key per press of the button:
 * the server answers the same uncaptured payment again anyway.
 */
export function useStartPayment(orderId: number) {
  return useMutation({ mutationFn: () => startPayment(orderId, newIdempotencyKey()) }, queryClient);
}

/**
 * POST payment/capture after the approval. A fresh key per attempt: a refused capture (not yet
 * approved) must not be replayed once the buyer did approve. Capturing twice cannot pay twice:
 * the server captures once and answers the completed order again, which the screens then show.
 */
export function useCapturePayment(orderId: number) {
  return useMutation(
    { mutationFn: () => capturePayment(orderId, newIdempotencyKey()), onSuccess: rememberOrder },
    queryClient,
  );
}

/**
 * The seller's refund of a completed sale (POST /wc/v3/orders/{id}/refund): the money goes back
 * through the provider and the order shows refunded. One key per use of the hook (one dialog):
 * pressing again after a lost answer repeats the first refund.
 */
export function useRefundSale(orderId: number) {
  const [key] = useState(newIdempotencyKey);
  return useMutation(
    { mutationFn: () => refundOrder(orderId, key), onSuccess: (order) => rememberOrder(order) },
    queryClient,
  );
}
