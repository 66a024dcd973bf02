// The PayPal stand-in's money after capture (paypal-stand-in.ts): refunds and the release of a
// held capture, in PayPal's documented shapes.
//   POST /v2/payments/captures/{id}/refund         201 {id, status: COMPLETED}; 422
//                                                   CAPTURE_FULLY_REFUNDED the second time
//   POST /v1/payments/referenced-payouts-items     {reference_id: <capture id>, reference_type:
//                                                   'TRANSACTION_ID'} -> 200 {item_id,
//                                                   processing_state: {status: SUCCESS}, ...}
// Both honour PayPal-Request-Id: the same id answers the stored answer again and moves no money
// (PayPal keeps the ids for hours). A capture is paid out only when its order was DELAYED and
// named a payee; after a refund there is nothing to pay out, and after a payout nothing to refund.
// The issue names of those refusals are the stand-in's (PayPal's error list names none for them).
import { randomUUID } from 'node:crypto';

export interface Reply {
  status: number;
  body: unknown;
}

export const paypalError = (status: number, name: string, issue?: string, description?: string): Reply => ({
  status,
  body: {
    name,
    message: issue
      ? 'The requested action could not be performed, semantically incorrect, or failed business validation.'
      : name,
    debug_id: randomUUID().slice(0, 13),
    ...(issue ? { details: [{ issue, description: description ?? issue }] } : {}),
  },
});

/** What the money side needs to know of a capture. */
export interface CaptureFacts {
  amount: { currency_code: string; value: string };
  held: boolean;
  payee: unknown;
}

export function standInMoney(findCapture: (captureId: string) => CaptureFacts | undefined) {
  const replies = new Map<string, Reply>();
  const refunded = new Set<string>();
  const released = new Map<string, string>();
  let refunds = 0;
  let payouts = 0;

  function refund(captureId: string): Reply {
    if (!findCapture(captureId)) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (refunded.has(captureId)) {
      return paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'CAPTURE_FULLY_REFUNDED',
        'The capture has already been fully refunded',
      );
    }
    if (released.has(captureId)) {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'REFUND_NOT_ALLOWED', 'The capture was paid out.');
    }
    refunded.add(captureId);
    refunds += 1;
    return { status: 201, body: { id: `R${captureId.slice(1)}`, status: 'COMPLETED' } };
  }

  function release(body: unknown): Reply {
    const b = (body ?? {}) as { reference_id?: unknown; reference_type?: unknown };
    if (typeof b.reference_id !== 'string' || b.reference_type !== 'TRANSACTION_ID') {
      return paypalError(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
    }
    const capture = findCapture(b.reference_id);
    if (!capture) return paypalError(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    if (!capture.held) return paypalError(422, 'UNPROCESSABLE_ENTITY', 'TRANSACTION_NOT_DELAYED');
    if (refunded.has(b.reference_id)) {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'TRANSACTION_REFUNDED');
    }
    if (released.has(b.reference_id)) {
      return paypalError(422, 'UNPROCESSABLE_ENTITY', 'TRANSACTION_ALREADY_DISBURSED');
    }
    const itemId = randomUUID().replace(/-/g, '').slice(0, 26).toUpperCase();
    released.set(b.reference_id, itemId);
    payouts += 1;
    return {
      status: 200,
      body: {
        item_id: itemId,
        processing_state: { status: 'SUCCESS' },
        reference_id: b.reference_id,
        reference_type: 'TRANSACTION_ID',
        payout_amount: capture.amount,
        payout_destination: capture.payee,
        payout_transaction_id: randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase(),
        disbursement_transaction_id: randomUUID().replace(/-/g, '').slice(0, 17).toUpperCase(),
        links: [
          {
            href: `https://api-m.sandbox.paypal.com/v1/payments/referenced-payouts-items/${itemId}`,
            rel: 'self',
            method: 'GET',
          },
        ],
      },
    };
  }

  return {
    /** The answer to a refund or a release; undefined for any other call. */
    handle(method: string, path: string, requestId: string | undefined, body: unknown): Reply | undefined {
      if (method !== 'POST') return undefined;
      const refundMatch = /^\/v2\/payments\/captures\/([A-Z0-9]+)\/refund$/.exec(path);
      const isRelease = path === '/v1/payments/referenced-payouts-items';
      if (!refundMatch && !isRelease) return undefined;
      const key = requestId ? `${path}|${requestId}` : undefined;
      const again = key ? replies.get(key) : undefined;
      if (again) return again;
      const reply = refundMatch ? refund(refundMatch[1] ?? '') : release(body);
      if (key) replies.set(key, reply);
      return reply;
    },
    refunds: () => refunds,
    payouts: () => payouts,
  };
}
