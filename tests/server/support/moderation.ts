// Moderation fixtures (issue 18): admins, ad reports, the console's calls and what they wrote.
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from '../../../src/core/errors.ts';
import type { AdminAppeal, AdminReport, Decision, PendingAd } from '../../../src/core/moderation.ts';
import { auditLog, notifications, products, users } from '../../../server/db/schema.ts';
import type { ApiResponse } from './http.ts';
import { orderKit, type Party } from './orders.ts';
import type { TestServer } from './test-server.ts';

export const REPORTS = '/wp-json/hm/v1/reports';
export const ADMIN = '/wp-json/hm/v1/admin';
export const DECISIONS = '/wp-json/hm/v1/moderation/decisions';

type Answer<T> = ApiResponse<T & ApiErrorBody>;

export function moderationKit(server: TestServer) {
  const orders = orderKit(server);
  const call = <T>(method: string, path: string, who: Party | undefined, body?: unknown) =>
    server.request<T & ApiErrorBody>(method, path, { token: who?.token, body });
  return {
    buyer: orders.buyer,
    seller: orders.seller,
    ad: orders.ad,
    /** A user with the admin role (the operator sets it; there is no call for it). */
    async admin(): Promise<Party> {
      const who = await orders.buyer({ firstName: 'Ada', lastName: 'Admin' });
      await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, who.id));
      return { ...who, role: 'admin' };
    },
    reportAd: (who: Party, productId: number, reason = 'fraud', text = ''): Promise<Answer<{ id: number }>> =>
      call('POST', REPORTS, who, { product_id: productId, reason, text }),
    reports: (who: Party | undefined, status = 'open'): Promise<ApiResponse<AdminReport[] & ApiErrorBody>> =>
      call('GET', `${ADMIN}/reports?status=${status}`, who),
    claim: (who: Party, id: number): Promise<Answer<AdminReport>> =>
      call('POST', `${ADMIN}/reports/${id}/claim`, who),
    decide: (who: Party, id: number, body: Record<string, unknown>): Promise<Answer<AdminReport>> =>
      call('POST', `${ADMIN}/reports/${id}/decision`, who, body),
    decision: (who: Party, id: number): Promise<Answer<Decision>> => call('GET', `${DECISIONS}/${id}`, who),
    decisions: (who: Party): Promise<ApiResponse<Decision[] & ApiErrorBody>> => call('GET', DECISIONS, who),
    appeal: (who: Party, id: number, text = 'Das Handy ist echt.'): Promise<Answer<Decision>> =>
      call('POST', `${DECISIONS}/${id}/appeal`, who, { text }),
    appeals: (who: Party, status = 'open'): Promise<ApiResponse<AdminAppeal[] & ApiErrorBody>> =>
      call('GET', `${ADMIN}/appeals?status=${status}`, who),
    decideAppeal: (who: Party, id: number, body: Record<string, unknown>): Promise<Answer<AdminAppeal>> =>
      call('POST', `${ADMIN}/appeals/${id}/decision`, who, body),
    pending: (who: Party): Promise<ApiResponse<PendingAd[] & ApiErrorBody>> =>
      call('GET', `${ADMIN}/moderation?status=pending`, who),
    claimAd: (who: Party, id: number): Promise<Answer<PendingAd>> =>
      call('POST', `${ADMIN}/moderation/${id}/claim`, who),
    decideAd: (who: Party, id: number, body: Record<string, unknown>): Promise<Answer<PendingAd>> =>
      call('POST', `${ADMIN}/moderation/${id}/decision`, who, body),
    async statusOf(productId: number): Promise<string | undefined> {
      const [row] = await server.db
        .select({ status: products.status })
        .from(products)
        .where(eq(products.id, productId));
      return row?.status;
    },
    notificationsOf: (userId: number) =>
      server.db.select().from(notifications).where(eq(notifications.userId, userId)),
    audit: () => server.db.select().from(auditLog),
  };
}

export type ModerationKit = ReturnType<typeof moderationKit>;
