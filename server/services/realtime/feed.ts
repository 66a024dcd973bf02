// What a realtime socket may read (issue 16, docs/realtime.md): who the token names, where a
// client resumes, a user's events after a cursor, and the retention. The rules live here; the
// SQL in repositories/realtime-events.ts; the sockets in ./session.ts.
import { REALTIME_LIMITS } from '../../../src/core/realtime.ts';
import type { Database } from '../../db/client.ts';
import {
  realtimeCursorBounds,
  pruneRealtimeEvents,
  realtimeEventsAfterEach,
  realtimePrunedThrough,
  type RealtimeEvent,
} from '../../db/repositories/realtime-events.ts';
import { coalescePerTurn } from '../../lib/coalesce.ts';
import { findUserById } from '../../db/repositories/users.ts';
import { touchPresence } from '../../db/repositories/away-mails.ts';
import type { TokenClaims, TokenService } from '../tokens.ts';

/** Events read per query; a longer backlog is read a page at a time. */
export const FEED_PAGE = 200;

export interface ResumePoint {
  cursor: number;
  /** The client's cursor is older than what is kept (or it has none): it reloads its lists. */
  resync: boolean;
}

export interface RealtimeFeed {
  /** The realtime token's claims when it is valid for a live account, else undefined. */
  authenticate(token: string): Promise<TokenClaims | undefined>;
  /** Whether these claims still stand (not revoked: logout everywhere, a new password, a suspension, deletion). */
  stillValid(claims: TokenClaims): Promise<boolean>;
  /** Where a client asking for events after `since` starts (null: a new client, from now on). */
  resumeFrom(userId: number, since: number | null): Promise<ResumePoint>;
  /** Whether events after `since` were pruned (checked again once the backlog is sent). */
  prunedAfter(userId: number, since: number): Promise<boolean>;
  /** The user's next events after `cursor`, oldest first. */
  eventsAfter(userId: number, cursor: number): Promise<RealtimeEvent[]>;
  /** The user has the app open now (the e-mail when away waits for what was not seen). */
  present(userId: number): Promise<void>;
}

/**
 * Removes the events older than the retention at `now`; answers how many (the job
 * server/jobs/realtime-prune.ts, hourly, once across all instances).
 */
export const pruneRealtimeFeed = (db: Database, now = new Date()): Promise<number> =>
  pruneRealtimeEvents(db, new Date(now.getTime() - REALTIME_LIMITS.retentionDays * 24 * 3600 * 1000));

export function realtimeFeed(db: Database, tokens: TokenService): RealtimeFeed {
  const stillValid = async (claims: TokenClaims) => {
    const user = await findUserById(db, claims.userId);
    return Boolean(user && !user.deletedAt && !user.suspendedAt && user.tokenVersion === claims.version);
  };
  // The sockets one commit wakes (its author's and the other member's) read in one query.
  const readEvents = coalescePerTurn((asks: { userId: number; cursor: number }[]) =>
    realtimeEventsAfterEach(db, asks, FEED_PAGE),
  );
  const prunedAfter = async (userId: number, since: number) =>
    (await realtimePrunedThrough(db, userId)) > since;
  return {
    // Verified as the API verifies bearer tokens (lib/auth.ts): signature, audience, expiry, and
    // the account's token version, so a revoked token cannot open a socket either.
    async authenticate(token) {
      const claims = await tokens.verifyRealtime(token).catch(() => undefined);
      return claims && (await stillValid(claims)) ? claims : undefined;
    },
    stillValid,
    async resumeFrom(userId, since) {
      const { newest, prunedThrough } = await realtimeCursorBounds(db, userId);
      if (since === null) return { cursor: newest, resync: false };
      // Past the newest is no cursor this user was ever given (another database, a forged one):
      // resuming from it would skip every event below it.
      if (prunedThrough > since || since > newest) return { cursor: newest, resync: true };
      return { cursor: since, resync: false };
    },
    prunedAfter,
    eventsAfter: (userId, cursor) => readEvents({ userId, cursor }),
    present: (userId) => touchPresence(db, userId),
  };
}
