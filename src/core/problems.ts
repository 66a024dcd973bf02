// A problem with a protected purchase (issue 32): the buyer reports one before confirming
// receipt, the seller answers, and a disputed or unanswered case goes to the console's "Fälle"
// queue, where an admin decides. Shapes and limits shared by client and server.
//
//   POST /hm/v1/orders/{id}/problem              buyer: ProblemCreateSchema -> 201 Problem
//   POST /hm/v1/orders/{id}/problem/answer       seller: ProblemAnswerSchema -> Problem
//   GET  /hm/v1/orders/{id}/return-label.pdf     buyer: the DHL return label (after accept_return)
//   GET  /hm/v1/admin/cases                      admin: AdminCase[] (day-25 cases first)
//   POST /hm/v1/admin/cases/{id}/decision        admin: CaseDecisionSchema -> AdminCase
import * as v from 'valibot';
import { safeString } from './boundaries.ts';

export const PROBLEM_REASONS = ['not_received', 'not_as_described', 'locked', 'damaged'] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];

/**
 * open: waiting for the seller; returning: the seller accepted a return (the buyer has a label);
 * disputed: the seller disputed (in the console); escalated: unanswered for 3 days, or the return
 * not delivered within RETURN_OVERDUE_AFTER_DAYS (in the console); resolved: ended by the seller
 * (refund, or the return delivered); decided: an admin decided.
 */
export const PROBLEM_STATUSES = [
  'open',
  'returning',
  'disputed',
  'escalated',
  'resolved',
  'decided',
] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];

export const PROBLEM_ACTIONS = ['accept_return', 'refund', 'dispute'] as const;
export type ProblemAction = (typeof PROBLEM_ACTIONS)[number];

export const CASE_DECISIONS = ['refund_buyer', 'release_seller'] as const;
export type CaseDecision = (typeof CASE_DECISIONS)[number];

/** The statuses the console's "Fälle" queue shows. */
export const CASE_QUEUE_STATUSES = ['disputed', 'escalated'] as const satisfies readonly ProblemStatus[];

export const PROBLEM_TEXT_MIN = 10;
export const PROBLEM_TEXT_MAX = 2000;
export const PROBLEM_PHOTOS_MAX = 6;
export const ANSWER_TEXT_MAX = 2000;
export const DECISION_TEXT_MAX = 2000;
/** A problem the seller has not answered within this many days goes to the console. */
export const ESCALATE_AFTER_DAYS = 3;
/**
 * A return the seller accepted that DHL has not delivered within this many days goes to the
 * console, so the money is not held for ever. Ten days leave the buyer a week to post it and DHL
 * three days to deliver, and an admin time to decide before PayPal's day 28 (CASE_URGENT_DAY).
 */
export const RETURN_OVERDUE_AFTER_DAYS = 10;
/** From this day after the payment a case goes to the top of the queue (PayPal: day 28). */
export const CASE_URGENT_DAY = 25;

/**
 * Whether the seller may still answer: an open problem, or one escalated before any answer (an
 * overdue return was answered already: its label stands, and an admin decides).
 */
export const sellerMayAnswer = (status: ProblemStatus, answered: boolean): boolean =>
  status === 'open' || (status === 'escalated' && !answered);

const DAY_MS = 24 * 3600 * 1000;
/** The day since the payment, counted from 1 (the payment's own day is day 1). */
export const dayOfCase = (paidAt: Date, now: Date): number =>
  Math.floor((now.getTime() - paidAt.getTime()) / DAY_MS) + 1;
export const isUrgentCase = (paidAt: Date, now: Date): boolean => dayOfCase(paidAt, now) >= CASE_URGENT_DAY;

const Text = (min: number, max: number) =>
  v.pipe(safeString(max), v.trim(), v.minLength(min, `must be at least ${min} characters`));

export const ProblemCreateSchema = v.strictObject(
  {
    reason: v.picklist(PROBLEM_REASONS, `must be one of ${PROBLEM_REASONS.join(', ')}`),
    text: Text(PROBLEM_TEXT_MIN, PROBLEM_TEXT_MAX),
    photos: v.optional(
      v.pipe(
        v.array(v.pipe(v.number('must be media ids'), v.integer(), v.minValue(1))),
        v.maxLength(PROBLEM_PHOTOS_MAX, `must be at most ${PROBLEM_PHOTOS_MAX} photos`),
      ),
      [],
    ),
  },
  'is not a field of a problem',
);
export type ProblemCreate = v.InferOutput<typeof ProblemCreateSchema>;

export const ProblemAnswerSchema = v.strictObject(
  {
    action: v.picklist(PROBLEM_ACTIONS, `must be one of ${PROBLEM_ACTIONS.join(', ')}`),
    text: v.optional(v.pipe(safeString(ANSWER_TEXT_MAX), v.trim()), ''),
  },
  'is not a field of an answer',
);
export type ProblemAnswer = v.InferOutput<typeof ProblemAnswerSchema>;

export const CaseDecisionSchema = v.strictObject(
  {
    decision: v.picklist(CASE_DECISIONS, `must be one of ${CASE_DECISIONS.join(', ')}`),
    text: Text(1, DECISION_TEXT_MAX),
  },
  'is not a field of a decision',
);
export type CaseDecisionInput = v.InferOutput<typeof CaseDecisionSchema>;

export const ProblemSchema = v.object({
  id: v.number(),
  reason: v.picklist(PROBLEM_REASONS),
  text: v.string(),
  photos: v.array(v.object({ id: v.number(), src: v.string() })),
  status: v.picklist(PROBLEM_STATUSES),
  opened_at: v.string(),
  answer: v.nullable(
    v.object({ action: v.picklist(PROBLEM_ACTIONS), text: v.string(), answered_at: v.string() }),
  ),
  /** After accept_return: the return parcel (the buyer downloads its label at label_url). */
  return: v.nullable(
    v.object({ tracking_number: v.string(), label_url: v.string(), delivered_at: v.nullable(v.string()) }),
  ),
  decision: v.nullable(
    v.object({ decision: v.picklist(CASE_DECISIONS), text: v.string(), decided_at: v.string() }),
  ),
  escalated_at: v.nullable(v.string()),
});
export type Problem = v.InferOutput<typeof ProblemSchema>;

/** A case in the console: the problem with its order, ad and parties. */
export const AdminCaseSchema = v.object({
  ...ProblemSchema.entries,
  order: v.object({ id: v.number(), total: v.string(), paid_at: v.string() }),
  product: v.object({ id: v.nullable(v.number()), name: v.string() }),
  buyer: v.object({ id: v.number(), name: v.string() }),
  seller: v.object({ id: v.number(), name: v.string() }),
  /** Day since the payment (from 1); urgent from CASE_URGENT_DAY. */
  day: v.number(),
  urgent: v.boolean(),
});
export type AdminCase = v.InferOutput<typeof AdminCaseSchema>;
