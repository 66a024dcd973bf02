// A user's reports and statements of reasons (issue 18, src/core/moderation.ts lists the calls).

import {
  AdReportSchema,
  DecisionSchema,
  type AdReportReason,
  type AdReport,
  type Decision,
} from '../core/moderation.ts';
import { apiCall } from './client.ts';

/** POST /hm/v1/reports {product_id, reason, text}: 201 new, 200 a repeat of the same report. */
export async function reportAd(
  input: { productId: number; reason: AdReportReason; text: string },
  idempotencyKey?: string,
): Promise<AdReport> {
  const { data } = await apiCall('/hm/v1/reports', AdReportSchema, {
    method: 'POST',
    body: { product_id: input.productId, reason: input.reason, text: input.text },
    auth: true,
    idempotencyKey,
  });
  return data;
}

/** GET /hm/v1/moderation/decisions/{id}: the statement of reasons. */
export async function fetchDecision(id: number, signal?: AbortSignal): Promise<Decision> {
  const { data } = await apiCall(`/hm/v1/moderation/decisions/${id}`, DecisionSchema, { auth: true, signal });
  return data;
}

/** POST /hm/v1/moderation/decisions/{id}/appeal {text}: the decision with its appeal. */
export async function appealDecision(id: number, text: string, idempotencyKey?: string): Promise<Decision> {
  const { data } = await apiCall(`/hm/v1/moderation/decisions/${id}/appeal`, DecisionSchema, {
    method: 'POST',
    body: { text },
    auth: true,
    idempotencyKey,
  });
  return data;
}
