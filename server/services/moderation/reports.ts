// The report queue (issue 18): a user reports a live ad (a message report is filed by the chat's
// safety service into the same table); the operator reads the one queue of both kinds, claims a
// report and decides it. A removal writes the statement of reasons and tells the affected user;
// every reporter of the same content is told the outcome; the audit entry is written in the same
// transaction as all of it.
import type {
  AdReport,
  AdReportCreate,
  AdminReport,
  ReportDecision,
  ReportStatus,
} from '../../../src/core/moderation.ts';
import { CLAIM_MINUTES } from '../../../src/core/moderation.ts';
import type { Database, Tx } from '../../db/client.ts';
import { appendAudit } from '../../db/repositories/audit-log.ts';
import { claimOfOther, dropClaim, takeClaim } from '../../db/repositories/moderation-claims.ts';
import { findAd, lockAd, setAdStatus } from '../../db/repositories/moderation-decisions.ts';
import {
  findReport,
  insertAdReport,
  lockOpenReportsOf,
  lockReport,
  markReportsDecided,
  reportQueue,
  reportSubjects,
  type QueueRow,
  type ReportRow,
} from '../../db/repositories/reports.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ApiError } from '../../lib/api-error.ts';
import { conflictOfInterest, withoutOwnCases } from '../admin/conflict.ts';
import { notifyEach } from '../notifications.ts';
import { cancelOrdersOfRemovedProduct } from '../orders.ts';
import { adNotFound } from '../product-lifecycle.ts';
import { RATE_RULES, type RateLimiter } from '../rate-limit.ts';
import { writeRemoval } from './decisions.ts';
import { removeMessage } from './message-removal.ts';

export const reportNotFound = () => new ApiError(404, 'hm_report_not_found', 'No report with this id.');
const claimed = () => new ApiError(409, 'hm_report_claimed', 'Another reviewer is working on this report.');
const decided = () => new ApiError(409, 'hm_report_decided', 'This report has been decided already.');

/** Who a report's case is about or brought by: neither decides it. */
const partiesOf = (report: Pick<ReportRow, 'reporterId' | 'reportedUserId'>) => [
  report.reporterId,
  report.reportedUserId,
];

const isLive = (ad: { status: string; stockStatus: string; expiresAt: Date }) =>
  ad.status === 'publish' && ad.stockStatus === 'instock' && ad.expiresAt.getTime() > Date.now();

/** The reports of a page with what each is about, as the operator reads them. */
async function queueJson(db: Database, rows: readonly QueueRow[]): Promise<AdminReport[]> {
  const now = Date.now();
  const running = (row: QueueRow) => (row.claim && row.claim.until.getTime() > now ? row.claim : null);
  const { ads, messages, names } = await reportSubjects(
    db,
    rows.map((r) => r.report),
    rows.flatMap((r) => (running(r) ? [r.claim?.adminId ?? 0] : [])),
  );
  const person = (id: number) => ({ id, name: names.get(id) ?? '' });
  return rows.map((row) => {
    const r = row.report;
    const claim = running(row);
    const ad = r.productId === null ? undefined : ads.get(r.productId);
    const message = r.messageId === null ? undefined : messages.get(r.messageId);
    return {
      id: r.id,
      kind: r.kind,
      product: ad && {
        id: ad.id,
        title: ad.name,
        slug: ad.slug,
        status: ad.status,
        seller: person(ad.vendorId),
      },
      message:
        r.kind === 'message'
          ? {
              chat_id: r.chatId ?? '',
              key: r.messageKey ?? 0,
              text: message?.message ?? '',
              author: person(message?.sentBy ?? r.reportedUserId),
            }
          : undefined,
      reporter: person(r.reporterId),
      reason: r.reason,
      text: r.text,
      created_at: r.createdAt.toISOString(),
      status: r.status,
      claimed_by: claim ? person(claim.adminId) : null,
      claimed_until: claim ? claim.until.toISOString() : null,
      outcome: r.outcome ?? null,
      decision_id: r.decisionId ?? null,
    };
  });
}

export function reportService({ db, limiter }: { db: Database; limiter: RateLimiter }) {
  const one = async (id: number): Promise<AdminReport> => {
    const row = await findReport(db, id);
    if (!row) throw reportNotFound();
    const [json] = await queueJson(db, [row]);
    if (!json) throw reportNotFound();
    return json;
  };

  return {
    /**
     * POST /hm/v1/reports {product_id}: a live ad of someone else (one's own 403
     * hm_report_own_ad, any other 404 as a missing ad); counted against the daily limit before it
     * is written; a repeat of the same reporter answers the first (created false).
     */
    async fileAdReport(
      user: UserRow,
      input: AdReportCreate,
    ): Promise<{ answer: AdReport; created: boolean }> {
      const ad = await findAd(db, input.product_id);
      if (!ad || !isLive(ad)) throw adNotFound();
      if (ad.vendorId === user.id) {
        throw new ApiError(403, 'hm_report_own_ad', 'You cannot report your own ad.');
      }
      await limiter.hit(RATE_RULES.adReportsPerUser, String(user.id));
      const { row, created } = await insertAdReport(db, {
        productId: ad.id,
        reporterId: user.id,
        reportedUserId: ad.vendorId,
        reason: input.reason,
        text: input.text,
      });
      return {
        answer: {
          id: row.id,
          product_id: ad.id,
          // The stored report (a repeat answers the first, with its reason).
          reason: row.reason as AdReport['reason'],
          text: row.text,
          status: row.status,
          created: row.createdAt.toISOString(),
        },
        created,
      };
    },

    /**
     * GET /hm/v1/admin/reports?status. The open queue leaves out the viewer's own cases (about
     * their content, or filed by them) and counts them; the decided ones are history.
     */
    async queue(status: ReportStatus, viewer: UserRow): Promise<{ items: AdminReport[]; own: number }> {
      const all = await reportQueue(db, status);
      const { rows, own } =
        status === 'open'
          ? withoutOwnCases(all, viewer.id, (r) => partiesOf(r.report))
          : { rows: all, own: 0 };
      return { items: await queueJson(db, rows), own };
    },

    /** POST /hm/v1/admin/reports/{id}/claim: CLAIM_MINUTES for the caller (a renewal for their own). */
    async claim(admin: UserRow, id: number): Promise<AdminReport> {
      const row = await findReport(db, id);
      if (!row) throw reportNotFound();
      if (partiesOf(row.report).includes(admin.id)) throw conflictOfInterest();
      if (row.report.status !== 'open') throw decided();
      if (!(await takeClaim(db, 'report', id, admin.id, CLAIM_MINUTES))) throw claimed();
      return one(id);
    },

    /**
     * POST /hm/v1/admin/reports/{id}/decision. remove_ad (ad reports) sets the ad to `rejected`
     * and ends its open orders; remove_message hides the message from the reporter's side of the
     * chat. A removal decides every open report of the same content, writes the statement of
     * reasons and tells the affected user; dismiss decides this report only. Each reporter hears
     * the outcome. One transaction with the audit entry.
     */
    async decide(admin: UserRow, id: number, input: ReportDecision): Promise<AdminReport> {
      await inTransaction(db, async (tx) => {
        const report = await lockReport(tx, id);
        if (!report) throw reportNotFound();
        if (partiesOf(report).includes(admin.id)) throw conflictOfInterest();
        if (report.status !== 'open') throw decided();
        if (await claimOfOther(tx, 'report', id, admin.id)) throw claimed();
        const removal = input.action !== 'dismiss';
        const fits = report.kind === 'product' ? 'remove_ad' : 'remove_message';
        if (removal && input.action !== fits) {
          throw new ApiError(400, 'rest_invalid_param', 'Invalid parameter(s): action', {
            action: `must be ${fits} or dismiss for this report`,
          });
        }
        let decisionId: number | null = null;
        let decidedReports: ReportRow[] = [report];
        let product: { id: number; name: string; slug: string } | undefined;
        let before: unknown = { report: { status: report.status } };
        let after: unknown;
        if (report.kind === 'product' && report.productId !== null) {
          const ad = await lockAd(tx, report.productId);
          if (ad) product = { id: ad.id, name: ad.name, slug: ad.slug };
          if (removal) {
            if (!ad) throw adNotFound();
            before = { report: { status: report.status }, product: { status: ad.status } };
            await setRejected(tx, ad.id, ad.vendorId);
            const decision = await writeRemoval(tx, {
              userId: ad.vendorId,
              objectType: 'product',
              objectId: ad.id,
              title: ad.name,
              action: 'remove_ad',
              reasonCode: input.reason_code,
              text: input.text,
              source: 'report',
              previousStatus: ad.status,
              decidedBy: admin.id,
              product,
            });
            decisionId = decision.id;
            after = {
              report: { status: 'decided' },
              product: { status: 'rejected' },
              decision_id: decision.id,
            };
          }
        }
        if (report.kind === 'message' && removal && report.messageId !== null) {
          const { decision, chatAd } = await removeMessage(tx, {
            messageId: report.messageId,
            chatId: report.chatId,
            messageKey: report.messageKey,
            authorId: report.reportedUserId,
            reasonCode: input.reason_code,
            text: input.text,
            decidedBy: admin.id,
          });
          product = chatAd;
          decisionId = decision.id;
          after = { report: { status: 'decided' }, message: { removed: true }, decision_id: decision.id };
        }
        if (removal) {
          decidedReports = await lockOpenReportsOf(tx, report);
        } else {
          after = { report: { status: 'decided', outcome: 'dismissed' } };
        }
        const outcome = removal ? 'removed' : 'dismissed';
        await markReportsDecided(
          tx,
          decidedReports.map((r) => r.id),
          { outcome, decisionId, decidedBy: admin.id },
        );
        for (const r of decidedReports) await dropClaim(tx, 'report', r.id);
        await notifyEach(
          tx,
          [...new Set(decidedReports.map((r) => r.reporterId))].map((userId) => ({
            userId,
            type: 'report_outcome' as const,
            // A message report's outcome names the chat's ad and says it was about a message.
            data: { product, outcome, ...(report.kind === 'message' ? { about: 'message' as const } : {}) },
          })),
        );
        await appendAudit(tx, {
          actorId: admin.id,
          action: 'report.decide',
          objectType: 'report',
          objectId: id,
          before,
          after: {
            ...(after as object),
            action: input.action,
            reason_code: input.reason_code,
            reports: decidedReports.map((r) => r.id),
          },
          reason: input.text || input.reason_code,
        });
      });
      return one(id);
    },
  };
}

/** An ad removed by the operator: `rejected` (no longer listed), its open negotiations ended. */
export async function setRejected(tx: Tx, productId: number, vendorId: number): Promise<void> {
  await setAdStatus(tx, productId, 'rejected');
  await cancelOrdersOfRemovedProduct(tx, productId, vendorId);
}

export type ReportService = ReturnType<typeof reportService>;
