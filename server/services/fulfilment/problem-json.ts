// A problem as the API answers it (src/core/problems.ts ProblemSchema), on the order's
// `fulfilment.problem` and from the problem's own calls.
import type { Problem } from '../../../src/core/problems.ts';
import type { ProblemRow } from '../../db/repositories/problems.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const returnLabelPath = (orderId: number) => `/wp-json/hm/v1/orders/${orderId}/return-label.pdf`;

export function problemJson(p: ProblemRow): Problem {
  return {
    id: p.id,
    reason: p.reason,
    text: p.text,
    photos: p.photos,
    status: p.status,
    opened_at: p.openedAt.toISOString(),
    answer:
      p.answerAction && p.answeredAt
        ? { action: p.answerAction, text: p.answerText ?? '', answered_at: p.answeredAt.toISOString() }
        : null,
    return: p.returnTrackingNumber
      ? {
          tracking_number: p.returnTrackingNumber,
          label_url: returnLabelPath(p.orderId),
          delivered_at: iso(p.returnDeliveredAt),
        }
      : null,
    decision:
      p.decision && p.decidedAt
        ? { decision: p.decision, text: p.decisionText ?? '', decided_at: p.decidedAt.toISOString() }
        : null,
    escalated_at: iso(p.escalatedAt),
  };
}
