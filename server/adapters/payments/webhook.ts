// The webhook body: PayPal's event envelope (the sandbox signs the same shape), read into the
// shop's part of it once the provider has verified the signature.
import * as v from 'valibot';
import { apiAmountToCents } from '../../../src/core/money.ts';
import type { WebhookEvent } from './types.ts';

export const MoneySchema = v.object({ currency_code: v.string(), value: v.string() });
const WebhookBodySchema = v.object({
  id: v.optional(v.string()),
  event_type: v.string(),
  resource: v.optional(
    v.object({
      id: v.optional(v.string()),
      amount: v.optional(MoneySchema),
      supplementary_data: v.optional(
        v.object({ related_ids: v.optional(v.object({ order_id: v.optional(v.string()) })) }),
      ),
      links: v.optional(v.array(v.object({ href: v.string(), rel: v.string() }))),
    }),
  ),
});

/** "320.50" EUR -> 32050; undefined for anything else. */
export function moneyToCents(
  money: { currency_code: string; value: string } | undefined,
): number | undefined {
  if (!money || money.currency_code !== 'EUR' || !/^\d{1,9}(\.\d{1,2})?$/.test(money.value)) return undefined;
  return apiAmountToCents(money.value);
}

/** The shop's part of a (verified) webhook body. */
export function readWebhookEvent(body: unknown): WebhookEvent | undefined {
  const parsed = v.safeParse(WebhookBodySchema, body);
  if (!parsed.success) return undefined;
  const { event_type: name, resource } = parsed.output;
  if (name === 'PAYMENT.CAPTURE.COMPLETED') {
    const providerOrderId = resource?.supplementary_data?.related_ids?.order_id;
    const amountCents = moneyToCents(resource?.amount);
    if (!resource?.id || !providerOrderId || amountCents === undefined) return undefined;
    return { type: 'capture_completed', providerOrderId, captureId: resource.id, amountCents };
  }
  if (name === 'PAYMENT.CAPTURE.REFUNDED') {
    // The resource is the refund; its `up` link names the capture it refunds.
    const up = resource?.links?.find((link) => link.rel === 'up')?.href;
    const captureId = up ? /\/captures\/([A-Za-z0-9-]+)$/.exec(up)?.[1] : undefined;
    return captureId ? { type: 'capture_refunded', captureId } : undefined;
  }
  return { type: 'other', name };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
