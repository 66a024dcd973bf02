// The console's users section (issue 18, src/core/admin-users.ts): find an account, see its ads,
// orders and reports, suspend or unsuspend it with a reason (the user is told by mail), erase it
// on request. Every change writes its audit entry in the change's own transaction.
import type {
  AdminUserAd,
  AdminUserDetail,
  AdminUserOrder,
  AdminUserQuery,
  AdminUserReport,
  AdminUserSummary,
  SuspensionInput,
} from '../../../src/core/admin-users.ts';
import type { Mailer } from '../../adapters/mail.ts';
import type { Database } from '../../db/client.ts';
import {
  adsOfUser,
  findLiveUserWithCounts,
  lockLiveUser,
  reportsOfUser,
  ordersOfUser,
  searchUsers,
  suspendUser,
  unsuspendUser,
  type ReportRow,
  type UserCounts,
} from '../../db/repositories/admin-users.ts';
import { appendAudit } from '../../db/repositories/audit-log.ts';
import { invalidateProductTotals } from '../../db/repositories/products.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import { logError } from '../../lib/log.ts';
import { textLocale } from '../../lib/texts.ts';
import type { AccountService } from '../accounts.ts';
import { statusOnRead } from '../product-json.ts';
import { tellChatPartners } from '../chats/partners.ts';
import { endOpenOrdersOf } from '../orders.ts';
import { suspensionMail } from './suspension-mail.ts';

const userNotFound = () => new ApiError(404, 'hm_user_not_found', 'No such user.');
const notOnYourself = () =>
  new ApiError(400, 'hm_admin_self', 'An admin cannot suspend or erase their own account.');

function summaryJson(user: UserRow & { counts: UserCounts }): AdminUserSummary {
  return {
    id: user.id,
    name: `${user.firstName} ${user.lastName}`.trim(),
    email: user.email,
    role: user.role,
    created_at: user.createdAt.toISOString(),
    suspended: user.suspendedAt !== null,
    suspended_at: user.suspendedAt?.toISOString() ?? null,
    counts: {
      ads: user.counts.ads,
      orders: user.counts.orders,
      reports_against: user.counts.reportsAgainst,
    },
  };
}

const reportJson = (r: ReportRow): AdminUserReport => ({
  kind: r.kind === 'product' ? 'ad' : 'message',
  id: r.id,
  reason: r.reason,
  text: r.text,
  status: r.status,
  reporter_id: r.reporterId,
  reported_user_id: r.reportedUserId,
  created_at: r.createdAt.toISOString(),
});

export interface AdminUserDeps {
  db: Database;
  mailer: Mailer;
  accounts: Pick<AccountService, 'deleteAccount'>;
}

export function adminUserService({ db, mailer, accounts }: AdminUserDeps) {
  const detail = async (id: number): Promise<AdminUserDetail> => {
    const user = await findLiveUserWithCounts(db, id);
    if (!user) throw userNotFound();
    const [ads, orders, userReports] = await Promise.all([
      adsOfUser(db, id),
      ordersOfUser(db, id),
      reportsOfUser(db, id),
    ]);
    return {
      ...summaryJson(user),
      ads: ads.map((a): AdminUserAd => ({
        id: a.id,
        name: a.name,
        slug: a.slug,
        status: statusOnRead(a),
        stock_status: a.stockStatus,
        price_cents: a.priceCents,
        date_created: a.createdAt.toISOString(),
        moderation_flags: a.moderationFlags,
        hidden_by_suspension: a.hiddenBySuspension,
      })),
      orders: orders.map((o): AdminUserOrder => ({
        id: o.id,
        role: o.customerId === id ? 'buyer' : 'seller',
        status: o.status,
        product_name: o.productName,
        amount_cents: o.proposalCents,
        counterpart_id: o.customerId === id ? o.vendorId : o.customerId,
        created_at: o.createdAt.toISOString(),
      })),
      // The seam for reported ads: the reports queue adds them here with kind 'ad'.
      reports_about: userReports.about.map(reportJson),
      reports_by: userReports.by.map(reportJson),
    };
  };

  return {
    /** GET /hm/v1/admin/users: a page of accounts matching the search. */
    async search(query: AdminUserQuery): Promise<{ users: AdminUserSummary[]; total: number }> {
      const { rows, total } = await searchUsers(db, query.search, query.page);
      return { users: rows.map(summaryJson), total };
    },

    detail,

    /**
     * Suspend or lift a suspension. Suspending revokes every token at once, takes the live ads
     * off the lists and ends the open (unpaid) negotiations on both sides, each counterpart told
     * by the order's event; paid orders go on. Lifting brings back the ads it took. The user is mailed after the commit.
     */
    async setSuspension(
      admin: UserRow,
      id: number,
      input: SuspensionInput,
      origin: string,
    ): Promise<AdminUserDetail> {
      if (admin.id === id) throw notOnYourself();
      const user = await inTransaction(db, async (tx) => {
        const row = await lockLiveUser(tx, id);
        if (!row) throw userNotFound();
        if ((row.suspendedAt !== null) === input.suspended) {
          throw new ApiError(
            409,
            'hm_user_suspension_unchanged',
            input.suspended ? 'This account is suspended already.' : 'This account is not suspended.',
          );
        }
        const ads = input.suspended ? await suspendUser(tx, id) : await unsuspendUser(tx, id);
        // Issue 30: their open negotiations end, the other side told; paid orders go on.
        if (input.suspended) await endOpenOrdersOf(tx, id);
        // Their chats end (or reopen): the other members' open chat screens are told at once.
        await tellChatPartners(tx, id);
        await appendAudit(tx, {
          actorId: admin.id,
          action: input.suspended ? 'user.suspend' : 'user.unsuspend',
          objectType: 'user',
          objectId: id,
          before: { suspended: !input.suspended },
          after: { suspended: input.suspended, ads_changed: ads, reason_code: input.reason_code },
          reason: input.text ? `${input.reason_code}: ${input.text}` : input.reason_code,
        });
        return row;
      });
      invalidateProductTotals(db);
      const mail = suspensionMail(
        {
          to: user.email,
          firstName: user.firstName,
          suspended: input.suspended,
          reasonCode: input.reason_code,
          text: input.text,
          origin,
        },
        textLocale(user.locale),
      );
      // The decision stands even when the mail fails; the failure is logged (never the address).
      await mailer.send(mail).catch((error: unknown) => logError('mail', error));
      return detail(id);
    },

    /**
     * GDPR erasure on the user's request: exactly the account deletion the user can do
     * themselves, with the audit entry in its transaction (no personal data in it).
     */
    async erase(admin: UserRow, id: number): Promise<{ erased: true }> {
      if (admin.id === id) throw notOnYourself();
      const user = await findLiveUserWithCounts(db, id);
      if (!user) throw userNotFound();
      await accounts.deleteAccount(user, (tx) =>
        appendAudit(tx, {
          actorId: admin.id,
          action: 'user.erase',
          objectType: 'user',
          objectId: id,
          before: null,
          after: { erased: true },
        }),
      );
      invalidateProductTotals(db);
      return { erased: true };
    },
  };
}

export type AdminUserService = ReturnType<typeof adminUserService>;
