// PayPal's answers as the adapter (paypal.ts) reads them: the schemas of its REST API's bodies,
// the issue names of an error, the capture in an order, a held payment's purchase unit fields,
// and the answer to a referenced payout item (the release of a held capture to its payee).
import * as v from 'valibot';
import type { CaptureResult, Payee, ReleaseResult } from './types.ts';
import { MoneySchema, moneyToCents } from './webhook.ts';

export const TokenSchema = v.object({ access_token: v.string(), expires_in: v.number() });
const LinkSchema = v.object({ href: v.string(), rel: v.string() });
const CaptureSchema = v.object({ id: v.string(), status: v.string(), amount: v.optional(MoneySchema) });
export const OrderSchema = v.object({
  id: v.string(),
  status: v.string(),
  links: v.optional(v.array(LinkSchema)),
  purchase_units: v.optional(
    v.array(
      v.object({
        payments: v.optional(v.object({ captures: v.optional(v.array(CaptureSchema)) })),
        payment_instruction: v.optional(v.object({ disbursement_mode: v.optional(v.string()) })),
      }),
    ),
  ),
});
const ErrorSchema = v.object({
  name: v.optional(v.string()),
  details: v.optional(v.array(v.object({ issue: v.optional(v.string()) }))),
});
export const VerifySchema = v.object({ verification_status: v.string() });
export const UserinfoSchema = v.object({
  email: v.optional(v.string()),
  emails: v.optional(v.array(v.object({ value: v.string(), primary: v.optional(v.boolean()) }))),
});

/** The issue names of a PayPal error answer (`details[].issue`, else `name`). */
export function issuesOf(body: unknown): string[] {
  const parsed = v.safeParse(ErrorSchema, body);
  if (!parsed.success) return [];
  const issues = (parsed.output.details ?? []).flatMap((d) => (d.issue ? [d.issue] : []));
  return issues.length > 0 ? issues : parsed.output.name ? [parsed.output.name] : [];
}

/** The completed capture of an order answer, if any. */
export function completedCapture(order: v.InferOutput<typeof OrderSchema>): CaptureResult | undefined {
  const unit = order.purchase_units?.[0];
  const capture = unit?.payments?.captures?.find((c) => c.status === 'COMPLETED');
  const amountCents = moneyToCents(capture?.amount);
  if (!capture || amountCents === undefined) return undefined;
  const held = unit?.payment_instruction?.disbursement_mode === 'DELAYED';
  return { outcome: 'captured', captureId: capture.id, amountCents, held };
}

/** A held payment's purchase unit fields: the seller as payee, the money kept until released. */
export function heldFields(payee: Payee | undefined) {
  if (!payee) return {};
  return {
    payee:
      'emailAddress' in payee ? { email_address: payee.emailAddress } : { merchant_id: payee.merchantId },
    payment_instruction: { disbursement_mode: 'DELAYED' },
  };
}

const PayoutItemSchema = v.object({
  item_id: v.string(),
  processing_state: v.optional(v.object({ status: v.string(), reason: v.optional(v.string()) })),
});

/**
 * 200/201/202 with a payout item: released unless PayPal says FAILED; 4xx with PayPal's issue
 * (the capture refunded, not held, paid out before under another request id): refused.
 * Undefined for anything else (5xx, an unreadable answer): the caller retries, same request id.
 */
export function releasePayoutAnswer(
  status: number,
  body: unknown,
  issues: string[],
): ReleaseResult | undefined {
  if (status >= 200 && status < 300) {
    const parsed = v.safeParse(PayoutItemSchema, body);
    if (!parsed.success) return undefined;
    const state = parsed.output.processing_state;
    if (state?.status === 'FAILED') return { outcome: 'refused', reason: state.reason ?? 'FAILED' };
    return { outcome: 'released', payoutId: parsed.output.item_id };
  }
  if (status >= 400 && status < 500 && status !== 401 && status !== 429) {
    return { outcome: 'refused', reason: issues[0] ?? `http_${status}` };
  }
  return undefined;
}
