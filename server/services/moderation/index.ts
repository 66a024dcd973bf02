// The moderation services (issue 18, src/core/moderation.ts): reports, the pending-ad queue,
// statements of reasons with their appeals, and the appeal queue.
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../rate-limit.ts';
import { appealService } from './appeals.ts';
import { decisionService } from './decisions.ts';
import { pendingService } from './pending.ts';
import { reportService } from './reports.ts';

export function moderationService(deps: { db: Database; limiter: RateLimiter }) {
  return {
    reports: reportService(deps),
    pending: pendingService(deps),
    decisions: decisionService(deps),
    appeals: appealService(deps),
  };
}

export type ModerationService = ReturnType<typeof moderationService>;
