// Statements of reasons (issue 18, DSA Art. 17): writing a decision against a user's content and
// telling them, in the action's transaction; reading them for the affected user (or an admin);
// and the user's appeal (Art. 20), once per decision within APPEAL_WINDOW_DAYS.
import type { Decision, DecisionAction, DecisionSource, ReportKind } from '../../../src/core/moderation.ts';
import {
  APPEAL_WINDOW_DAYS,
  MODERATION_RULES,
  type ModerationReasonCode,
} from '../../../src/core/moderation-reasons.ts';
import type { Database, Tx } from '../../db/client.ts';
import {
  appealsOf,
  decisionsOf,
  findDecision,
  insertAppeal,
  insertDecision,
  lockDecision,
  type AppealRow,
  type DecisionRow,
} from '../../db/repositories/moderation-decisions.ts';
import type { UserRow } from '../../db/repositories/users.ts';
import { inTransaction } from '../../db/transaction.ts';
import { isAdmin } from '../../../src/core/admin.ts';
import { ApiError } from '../../lib/api-error.ts';
import { notify } from '../notifications.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const decisionNotFound = () =>
  new ApiError(404, 'hm_decision_not_found', 'No decision with this id is about you.');

export function decisionJson(row: DecisionRow, appeal: AppealRow | undefined, now = new Date()): Decision {
  return {
    id: row.id,
    user_id: row.userId,
    object: { type: row.objectType, id: row.objectId, title: row.objectTitle },
    action: row.action,
    reason_code: row.reasonCode,
    rule: row.rule,
    text: row.text,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    appeal_until: row.appealUntil.toISOString(),
    can_appeal: appeal === undefined && row.appealUntil.getTime() > now.getTime(),
    appeal: appeal
      ? {
          id: appeal.id,
          status: appeal.status,
          text: appeal.text,
          created_at: appeal.createdAt.toISOString(),
          answer: appeal.answer,
          decided_at: appeal.decidedAt?.toISOString() ?? null,
        }
      : null,
  };
}

export interface RemovalToWrite {
  userId: number;
  objectType: ReportKind;
  objectId: number;
  title: string;
  action: DecisionAction;
  reasonCode: ModerationReasonCode;
  text: string;
  source: DecisionSource;
  previousStatus: string | null;
  decidedBy: number;
  /** The ad (for a chat message: the chat's), for the notification's link and words. */
  product?: { id: number; name: string; slug: string };
  /** A removed chat message: the notification says so and quotes its start (issue 30). */
  message?: { excerpt: string };
}

/**
 * Write the statement of reasons of a removal and tell the affected user (moderation_decision,
 * linking to it), in the caller's transaction: both commit with the removal, or neither.
 */
export async function writeRemoval(tx: Tx, removal: RemovalToWrite): Promise<DecisionRow> {
  const now = new Date();
  const row = await insertDecision(tx, {
    userId: removal.userId,
    objectType: removal.objectType,
    objectId: String(removal.objectId),
    objectTitle: removal.title,
    action: removal.action,
    reasonCode: removal.reasonCode,
    rule: MODERATION_RULES[removal.reasonCode],
    text: removal.text,
    source: removal.source,
    previousStatus: removal.previousStatus,
    decidedBy: removal.decidedBy,
    appealUntil: new Date(now.getTime() + APPEAL_WINDOW_DAYS * DAY_MS),
    createdAt: now,
  });
  await notify(tx, removal.userId, 'moderation_decision', {
    product: removal.product,
    decisionId: row.id,
    ...(removal.message ? { about: 'message' as const, excerpt: removal.message.excerpt } : {}),
  });
  return row;
}

/** The decisions with their appeals, as the API answers them. */
export async function decisionsJson(db: Database, rows: readonly DecisionRow[]): Promise<Decision[]> {
  const byDecision = new Map(
    (
      await appealsOf(
        db,
        rows.map((r) => r.id),
      )
    ).map((a) => [a.decisionId, a]),
  );
  const now = new Date();
  return rows.map((row) => decisionJson(row, byDecision.get(row.id), now));
}

export function decisionService({ db }: { db: Database }) {
  /** The decision when `user` may read it: the affected user, or an admin; else 404. */
  const readable = async (user: UserRow, id: number): Promise<DecisionRow> => {
    const row = await findDecision(db, id);
    if (!row || (row.userId !== user.id && !isAdmin(user.role))) throw decisionNotFound();
    return row;
  };

  return {
    /** GET /hm/v1/moderation/decisions: the caller's own, newest first. */
    async mine(user: UserRow): Promise<Decision[]> {
      return decisionsJson(db, await decisionsOf(db, user.id));
    },

    /** GET /hm/v1/moderation/decisions/{id}. */
    async get(user: UserRow, id: number): Promise<Decision> {
      const [json] = await decisionsJson(db, [await readable(user, id)]);
      if (!json) throw decisionNotFound();
      return json;
    },

    /**
     * POST /hm/v1/moderation/decisions/{id}/appeal: by the affected user only (anyone else 404,
     * admins too: an appeal is the user's), once (409 hm_appeal_exists), within the window (409
     * hm_appeal_window_closed). The decision row is locked, so two appeals at once file one.
     */
    async appeal(user: UserRow, id: number, text: string): Promise<Decision> {
      await inTransaction(db, async (tx) => {
        const row = await lockDecision(tx, id);
        if (!row || row.userId !== user.id) throw decisionNotFound();
        if (row.appealUntil.getTime() <= Date.now()) {
          throw new ApiError(409, 'hm_appeal_window_closed', 'This decision can no longer be appealed.');
        }
        const appeal = await insertAppeal(tx, { decisionId: id, userId: user.id, text });
        if (!appeal) throw new ApiError(409, 'hm_appeal_exists', 'This decision has been appealed already.');
      });
      return this.get(user, id);
    },
  };
}

export type DecisionService = ReturnType<typeof decisionService>;
