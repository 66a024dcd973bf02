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
import type { ModerationFlag } from './moderation-flags.ts';
import type { UserRole } from './id-documents.ts';
import type { ProductStatus } from './products.ts';

export const ADMIN_USERS_PER_PAGE = 20;
export const ADMIN_USER_SEARCH_MAX_LENGTH = 100;

export const AdminUserQuerySchema = v.object({
  search: v.optional(v.pipe(safeString(ADMIN_USER_SEARCH_MAX_LENGTH), v.trim()), ''),
  page: v.pipe(v.optional(v.string(), '1'), intString(1, 100_000)),
});
export type AdminUserQuery = v.InferOutput<typeof AdminUserQuerySchema>;

export interface AdminUserSummary {
  id: number;
  name: string;
  email: string;
  role: UserRole;
  created_at: string;
  suspended: boolean;
  suspended_at: string | null;
  counts: { ads: number; orders: number; reports_against: number };
}

export interface AdminUserAd {
  id: number;
  name: string;
  slug: string;
  status: ProductStatus;
  stock_status: 'instock' | 'outofstock';
  price_cents: number;
  date_created: string;
  /** Why the rules held it back (src/core/moderation-flags.ts); [] for none. */
  moderation_flags: ModerationFlag[];
  /** Off the lists by the seller's suspension; back when it is lifted. */
  hidden_by_suspension: boolean;
}

export interface AdminUserOrder {
  id: number;
  /** The user's side of it. */
  role: 'buyer' | 'seller';
  status: string;
  product_name: string;
  amount_cents: number;
  counterpart_id: number;
  created_at: string;
}

/**
 * A report about or by the user. `kind: 'message'` (a chat message, issue 16) for now; reported
 * ads join the same lists with `kind: 'ad'` once the reports queue stores them.
 */
export interface AdminUserReport {
  kind: 'message' | 'ad';
  id: number;
  reason: string;
  text: string;
  status: string;
  reporter_id: number;
  reported_user_id: number;
  created_at: string;
}

export interface AdminUserDetail extends AdminUserSummary {
  ads: AdminUserAd[];
  orders: AdminUserOrder[];
  reports_about: AdminUserReport[];
  reports_by: AdminUserReport[];
}

export const SuspensionSchema = v.object({
  suspended: v.boolean(),
  reason_code: v.picklist(MODERATION_REASON_CODES),
  text: v.optional(safeString(MODERATION_TEXT_MAX_LENGTH), ''),
});
export type SuspensionInput = v.InferOutput<typeof SuspensionSchema>;
