// The console's users section (issue 18, docs/admin.md "Users"), shared by server and client.
//
//   GET  /hm/v1/admin/users?search=&page=   -> AdminUserSummary[] (20 a page, newest first;
//                                              X-WP-Total, X-WP-TotalPages); search matches e-mail
//                                              or name, case-insensitively; erased accounts never
//   GET  /hm/v1/admin/users/{id}            -> AdminUserDetail (404 hm_user_not_found)
//   POST /hm/v1/admin/users/{id}/suspension {suspended, reason_code, text?} -> AdminUserDetail
//        suspending: every token revoked at once, login refused (401 hm_account_suspended), the
//        live ads off the public lists; lifting it brings those ads back. The user is mailed in
//        their language with the reason, its rule and how to appeal. Audited (`user.suspend`,
//        `user.unsuspend`). 409 hm_user_suspension_unchanged when it is so already.
//   POST /hm/v1/admin/users/{id}/erasure    {} -> {erased: true} (GDPR: no reason asked); the
//        account deletion of the user themselves, audited (`user.erase`) without personal data.
// An admin acting on their own account: 400 hm_admin_self.
import * as v from 'valibot';
import { intString, safeString } from './boundaries.ts';
import { MODERATION_REASON_CODES, MODERATION_TEXT_MAX_LENGTH } from './moderation-reasons.ts';
import { USER_ROLES } from './id-documents.ts';
import { ModerationFlagSchema } from './moderation-flags.ts';
import { PRODUCT_STATUSES, STOCK_STATUSES } from './products.ts';

export const ADMIN_USERS_PER_PAGE = 20;
export const ADMIN_USER_SEARCH_MAX_LENGTH = 100;

export const AdminUserQuerySchema = v.object({
  search: v.optional(v.pipe(safeString(ADMIN_USER_SEARCH_MAX_LENGTH), v.trim()), ''),
  page: v.pipe(v.optional(v.string(), '1'), intString(1, 100_000)),
});
export type AdminUserQuery = v.InferOutput<typeof AdminUserQuerySchema>;

const ISO = v.string();

export const AdminUserSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  role: v.picklist(USER_ROLES),
  created_at: ISO,
  suspended: v.boolean(),
  suspended_at: v.nullable(ISO),
  counts: v.object({ ads: v.number(), orders: v.number(), reports_against: v.number() }),
});
export type AdminUserSummary = v.InferOutput<typeof AdminUserSummarySchema>;

export const AdminUserAdSchema = v.object({
  id: v.number(),
  name: v.string(),
  slug: v.string(),
  status: v.picklist(PRODUCT_STATUSES),
  stock_status: v.picklist(STOCK_STATUSES),
  price_cents: v.number(),
  date_created: ISO,
  /** Why the rules held it back (src/core/moderation-flags.ts); [] for none. */
  moderation_flags: v.array(ModerationFlagSchema),
  /** Off the lists by the seller's suspension; back when it is lifted. */
  hidden_by_suspension: v.boolean(),
});
export type AdminUserAd = v.InferOutput<typeof AdminUserAdSchema>;

export const AdminUserOrderSchema = v.object({
  id: v.number(),
  /** The user's side of it. */
  role: v.picklist(['buyer', 'seller']),
  status: v.string(),
  product_name: v.string(),
  amount_cents: v.number(),
  counterpart_id: v.number(),
  created_at: ISO,
});
export type AdminUserOrder = v.InferOutput<typeof AdminUserOrderSchema>;

/**
 * A report about or by the user. `kind: 'message'` (a chat message, issue 16) for now; reported
 * ads join the same lists with `kind: 'ad'` once the reports queue stores them.
 */
export const AdminUserReportSchema = v.object({
  kind: v.picklist(['message', 'ad']),
  id: v.number(),
  reason: v.string(),
  text: v.string(),
  status: v.string(),
  reporter_id: v.number(),
  reported_user_id: v.number(),
  created_at: ISO,
});
export type AdminUserReport = v.InferOutput<typeof AdminUserReportSchema>;

export const AdminUserDetailSchema = v.object({
  ...AdminUserSummarySchema.entries,
  ads: v.array(AdminUserAdSchema),
  orders: v.array(AdminUserOrderSchema),
  reports_about: v.array(AdminUserReportSchema),
  reports_by: v.array(AdminUserReportSchema),
});
export type AdminUserDetail = v.InferOutput<typeof AdminUserDetailSchema>;

export const ErasureAnswerSchema = v.object({ erased: v.literal(true) });

export const SuspensionSchema = v.object({
  suspended: v.boolean(),
  reason_code: v.picklist(MODERATION_REASON_CODES),
  text: v.optional(safeString(MODERATION_TEXT_MAX_LENGTH), ''),
});
export type SuspensionInput = v.InferOutput<typeof SuspensionSchema>;
