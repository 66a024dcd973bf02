// The console's moderation calls (issue 18, src/core/moderation.ts): the report, pending-ad and
// appeal queues, claims and decisions.
import * as v from 'valibot';
import {
  AdminAppealSchema,
  AdminReportSchema,
  PendingAdSchema,
  type AdminAppeal,
  type AdminReport,
  type AppealDecision,
  type PendingAd,
  type PendingDecision,
  type ReportDecision,
} from '../core/moderation.ts';
import { ADMIN, consoleQueue, type ConsoleQueue } from './admin.ts';
import { apiCall } from './client.ts';

const post = <S extends v.GenericSchema>(path: string, schema: S, body: unknown, idempotencyKey?: string) =>
  apiCall(`${ADMIN}${path}`, schema, { method: 'POST', body, auth: true, idempotencyKey });

export async function fetchReports(signal?: AbortSignal): Promise<ConsoleQueue<AdminReport>> {
  return consoleQueue(
    await apiCall(`${ADMIN}/reports?status=open`, v.array(AdminReportSchema), { auth: true, signal }),
  );
}

export const claimReport = async (id: number): Promise<AdminReport> =>
  (await post(`/reports/${id}/claim`, AdminReportSchema, {})).data;

export const decideReport = async (id: number, input: ReportDecision, key?: string): Promise<AdminReport> =>
  (await post(`/reports/${id}/decision`, AdminReportSchema, input, key)).data;

export async function fetchPendingAds(signal?: AbortSignal): Promise<ConsoleQueue<PendingAd>> {
  return consoleQueue(
    await apiCall(`${ADMIN}/moderation?status=pending`, v.array(PendingAdSchema), { auth: true, signal }),
  );
}

export const claimPendingAd = async (id: number): Promise<PendingAd> =>
  (await post(`/moderation/${id}/claim`, PendingAdSchema, {})).data;

export const decidePendingAd = async (id: number, input: PendingDecision, key?: string): Promise<PendingAd> =>
  (await post(`/moderation/${id}/decision`, PendingAdSchema, input, key)).data;

export async function fetchAppeals(signal?: AbortSignal): Promise<ConsoleQueue<AdminAppeal>> {
  return consoleQueue(
    await apiCall(`${ADMIN}/appeals?status=open`, v.array(AdminAppealSchema), { auth: true, signal }),
  );
}

export const decideAppeal = async (id: number, input: AppealDecision, key?: string): Promise<AdminAppeal> =>
  (await post(`/appeals/${id}/decision`, AdminAppealSchema, input, key)).data;
