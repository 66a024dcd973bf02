// Reports, moderation decisions with their statements of reasons, and appeals (issue 18; the
// Digital Services Act's notice form, Art. 16, statement of reasons, Art. 17, and internal
// complaint handling, Art. 20), shared by the server and the client. docs/admin.md has the flow.
//
// Users (a bearer token):
//   POST /hm/v1/reports  {product_id, reason, text}  -> 201 Report (a repeat of the same reporter on
//                        the same ad: 200 with the first); own ad 403 hm_report_own_ad, an ad that
//                        is not live 404; {chat_id, key, reason, text} reports a message
//                        (src/core/chat.ts). Both count against the reporter's daily limit (429).
//   GET  /hm/v1/moderation/decisions        -> Decision[] about the caller, newest first
//   GET  /hm/v1/moderation/decisions/{id}   -> Decision (the affected user or an admin; else 404)
//   POST /hm/v1/moderation/decisions/{id}/appeal {text} -> 201 Decision (with its appeal); once per
//                        decision (409 hm_appeal_exists), within APPEAL_WINDOW_DAYS (409
//                        hm_appeal_window_closed); anyone but the affected user 404
// The operator (admins only, see src/core/admin.ts):
//   GET  /hm/v1/admin/reports?status=open|decided  -> AdminReport[] (open: oldest first)
//   POST /hm/v1/admin/reports/{id}/claim           -> AdminReport claimed for CLAIM_MINUTES;
//                        another admin's running claim 409 hm_report_claimed; decided 409
//   POST /hm/v1/admin/reports/{id}/decision  ReportDecisionSchema -> AdminReport; an ad report:
//                        remove_ad | dismiss, a message report: remove_message | dismiss;
//                        decided already 409 hm_report_decided; claimed by another 409
//   GET  /hm/v1/admin/moderation?status=pending    -> PendingAd[] oldest first
//   POST /hm/v1/admin/moderation/{product_id}/claim    -> PendingAd (409 hm_ad_claimed)
//   POST /hm/v1/admin/moderation/{product_id}/decision PendingDecisionSchema -> PendingAd;
//                        approve publishes, reject sets `rejected` with a statement of reasons;
//                        not pending (any more) 409 hm_ad_not_pending
//   GET  /hm/v1/admin/appeals?status=open|decided  -> AdminAppeal[] (open: oldest first)
//   POST /hm/v1/admin/appeals/{id}/decision  AppealDecisionSchema -> AdminAppeal; reverse restores
//                        the ad (publish, or its earlier state once expired) or the message;
//                        the decision's own author 403 hm_appeal_same_reviewer; decided 409
// Every operator action writes its audit entry in the action's transaction, and tells the users
// it concerns (moderation_decision, report_outcome, appeal_outcome, product_status_publish).
import * as v from 'valibot';
import { IdSchema, safeString } from './boundaries.ts';
import { CHAT_REPORT_TEXT_MAX } from './chat.ts';
import { MODERATION_REASON_CODES, MODERATION_TEXT_MAX_LENGTH } from './moderation-reasons.ts';

/** What a user may report an ad for (the ad page's dialog lists them in this order). */
export const AD_REPORT_REASONS = ['fraud', 'stolen', 'wrong_category', 'offensive', 'spam', 'other'] as const;
export type AdReportReason = (typeof AD_REPORT_REASONS)[number];
/** The longest text beside a report's reason (the same as a message report's). */
export const REPORT_TEXT_MAX_LENGTH = CHAT_REPORT_TEXT_MAX;
/** Ad reports one user may file per day. */
export const AD_REPORTS_PER_DAY = 20;
/** How long a claim keeps an item for one reviewer. */
export const CLAIM_MINUTES = 15;
/** The longest appeal, and the longest answer to one. */
export const APPEAL_TEXT_MAX_LENGTH = MODERATION_TEXT_MAX_LENGTH;

export const REPORT_STATUSES = ['open', 'decided'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const REPORT_KINDS = ['product', 'message'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** What a decision did to the affected user's content. */
export const DECISION_ACTIONS = ['remove_ad', 'reject_ad', 'remove_message'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];
/** Prompted by a user's report (a notice), or by the operator's own check (the pending queue). */
export const DECISION_SOURCES = ['report', 'own_initiative'] as const;
export type DecisionSource = (typeof DECISION_SOURCES)[number];

export const APPEAL_STATUSES = ['open', 'upheld', 'reversed'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];
/** What a reporter is told of their report. */
export const REPORT_OUTCOMES = ['removed', 'dismissed'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];

// --- Input ---------------------------------------------------------------------------------------

const reportText = v.optional(v.pipe(safeString(REPORT_TEXT_MAX_LENGTH), v.trim()), '');
const moderationText = v.optional(v.pipe(safeString(MODERATION_TEXT_MAX_LENGTH), v.trim()), '');
const reasonCode = v.picklist(
  MODERATION_REASON_CODES,
  `must be one of ${MODERATION_REASON_CODES.join(', ')}`,
);

export const AdReportCreateSchema = v.strictObject(
  {
    product_id: IdSchema,
    reason: v.picklist(AD_REPORT_REASONS, `must be one of ${AD_REPORT_REASONS.join(', ')}`),
    text: reportText,
  },
  'is not a field of a report',
);
export type AdReportCreate = v.InferOutput<typeof AdReportCreateSchema>;

export const ReportQuerySchema = v.object({
  status: v.optional(v.picklist(REPORT_STATUSES, 'must be open or decided'), 'open'),
});

export const ReportDecisionSchema = v.strictObject(
  {
    action: v.picklist(
      ['remove_ad', 'remove_message', 'dismiss'],
      'must be remove_ad, remove_message or dismiss',
    ),
    reason_code: reasonCode,
    text: moderationText,
  },
  'is not a field of a decision',
);
export type ReportDecision = v.InferOutput<typeof ReportDecisionSchema>;

export const PendingQuerySchema = v.object({
  status: v.optional(v.picklist(['pending'], 'must be pending'), 'pending'),
});

export const PendingDecisionSchema = v.strictObject(
  {
    action: v.picklist(['approve', 'reject'], 'must be approve or reject'),
    reason_code: reasonCode,
    text: moderationText,
  },
  'is not a field of a decision',
);
export type PendingDecision = v.InferOutput<typeof PendingDecisionSchema>;

export const AppealCreateSchema = v.strictObject(
  { text: v.pipe(safeString(APPEAL_TEXT_MAX_LENGTH), v.trim(), v.minLength(1, 'must not be empty')) },
  'is not a field of an appeal',
);
export type AppealCreate = v.InferOutput<typeof AppealCreateSchema>;

export const AppealQuerySchema = v.object({
  status: v.optional(v.picklist(['open', 'decided'], 'must be open or decided'), 'open'),
});

export const AppealDecisionSchema = v.strictObject(
  {
    action: v.picklist(['uphold', 'reverse'], 'must be uphold or reverse'),
    text: moderationText,
  },
  'is not a field of a decision',
);
export type AppealDecision = v.InferOutput<typeof AppealDecisionSchema>;

// --- Answers -------------------------------------------------------------------------------------

export const PersonSchema = v.object({ id: v.number(), name: v.string() });
export type Person = v.InferOutput<typeof PersonSchema>;

/** POST /hm/v1/reports for an ad. */
export const AdReportSchema = v.object({
  id: v.number(),
  product_id: v.number(),
  reason: v.picklist(AD_REPORT_REASONS),
  text: v.string(),
  status: v.picklist(REPORT_STATUSES),
  created: v.string(),
});
export type AdReport = v.InferOutput<typeof AdReportSchema>;

/** A report in the operator's queue: what was reported, by whom, why, and who holds it. */
export const AdminReportSchema = v.object({
  id: v.number(),
  kind: v.picklist(REPORT_KINDS),
  /** An ad report: the ad as it is now. */
  product: v.optional(
    v.object({
      id: v.number(),
      title: v.string(),
      slug: v.string(),
      status: v.string(),
      seller: PersonSchema,
    }),
  ),
  /** A message report: the message and its author. */
  message: v.optional(
    v.object({ chat_id: v.string(), key: v.number(), text: v.string(), author: PersonSchema }),
  ),
  reporter: PersonSchema,
  reason: v.string(),
  text: v.string(),
  created_at: v.string(),
  status: v.picklist(REPORT_STATUSES),
  claimed_by: v.nullable(PersonSchema),
  claimed_until: v.nullable(v.string()),
  /** A decided report: what came of it, and the statement of reasons when content was removed. */
  outcome: v.nullable(v.picklist(REPORT_OUTCOMES)),
  decision_id: v.nullable(v.number()),
});
export type AdminReport = v.InferOutput<typeof AdminReportSchema>;

export const DecisionAppealSchema = v.object({
  id: v.number(),
  status: v.picklist(APPEAL_STATUSES),
  text: v.string(),
  created_at: v.string(),
  /** The reviewer's answer once decided. */
  answer: v.string(),
  decided_at: v.nullable(v.string()),
});

/** A statement of reasons (DSA Art. 17), as the affected user reads it. */
export const DecisionSchema = v.object({
  id: v.number(),
  /** The user the decision is about. */
  user_id: v.number(),
  object: v.object({ type: v.picklist(REPORT_KINDS), id: v.string(), title: v.string() }),
  action: v.picklist(DECISION_ACTIONS),
  reason_code: v.string(),
  /** The rule the reason applies (MODERATION_RULES), as it was when deciding. */
  rule: v.string(),
  text: v.string(),
  source: v.picklist(DECISION_SOURCES),
  created_at: v.string(),
  /** Until when it can be appealed in the app. */
  appeal_until: v.string(),
  /** Whether an appeal can be sent now (none sent, window open). */
  can_appeal: v.boolean(),
  appeal: v.nullable(DecisionAppealSchema),
});
export type Decision = v.InferOutput<typeof DecisionSchema>;

/** An ad waiting in the pending queue. */
export const PendingAdSchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  status: v.string(),
  seller: PersonSchema,
  created_at: v.string(),
  claimed_by: v.nullable(PersonSchema),
  claimed_until: v.nullable(v.string()),
});
export type PendingAd = v.InferOutput<typeof PendingAdSchema>;

/** An appeal in the operator's queue, with the decision it contests. */
export const AdminAppealSchema = v.object({
  id: v.number(),
  status: v.picklist(APPEAL_STATUSES),
  text: v.string(),
  created_at: v.string(),
  user: PersonSchema,
  decision: DecisionSchema,
  decided_by: v.nullable(PersonSchema),
  /** Who decided the contested decision (may not decide the appeal). */
  decision_by: v.nullable(PersonSchema),
  answer: v.string(),
  decided_at: v.nullable(v.string()),
});
export type AdminAppeal = v.InferOutput<typeof AdminAppealSchema>;

/** The decision page's address (the notifications link to it). */
export const decisionPath = (id: number): string => `/decision/${id}`;
