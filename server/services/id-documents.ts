// ID verification (spec 1, issue 17; docs/id-verification.md). The holder uploads front and back;
// each is judged by decoding it, stored as a marked copy without metadata (./id-images.ts) under a
// random key in the private files (never served by address), and waits for a reviewer. Only the
// holder and reviewers can read the images; anybody else gets the answer of a missing document.
// The decision erases both images and keeps the outcome and its date; an approval is the ID badge.
import { randomBytes } from 'node:crypto';
import {
  isReviewer,
  type IdDecision,
  type IdDocumentState,
  type IdSide,
} from '../../src/core/id-documents.ts';
import { ADMIN_ID_QUEUE_MAX, type AdminIdDocument } from '../../src/core/admin-id-documents.ts';
import type { PrivateFiles } from '../adapters/private-files.ts';
import { appendAudit } from '../db/repositories/audit-log.ts';
import type { Database } from '../db/client.ts';
import { inTransaction } from '../db/transaction.ts';
import {
  decidePendingIdDocument,
  deletePendingIdDocument,
  findIdDocument,
  imageKeys,
  insertPendingIdDocument,
  latestIdDocumentOf,
  markIdVerified,
  pendingIdDocuments,
  takeIdDocumentsOf,
  type IdDocumentRow,
} from '../db/repositories/id-documents.ts';
import type { UserRow } from '../db/repositories/users.ts';
import { ApiError } from '../lib/api-error.ts';
import { conflictOfInterest } from './admin/conflict.ts';
import { logError } from '../lib/log.ts';
import { markedCopy } from './id-images.ts';
import { notify } from './notifications.ts';
import { RATE_RULES, type RateLimiter } from './rate-limit.ts';

const notFound = () => new ApiError(404, 'hm_id_document_not_found', 'No such ID document.');
const pending = () =>
  new ApiError(409, 'hm_id_document_pending', 'An ID document of yours is waiting for review already.');
const invalidImage = (side: IdSide) =>
  new ApiError(400, 'hm_id_image_invalid', 'Front and back must each be a PNG or JPEG picture.', {
    side,
  });

/** The two sides as the request brought them (undefined: the form had no such file). */
export interface IdUpload {
  front: Uint8Array | undefined;
  back: Uint8Array | undefined;
}

export interface IdDocumentDeps {
  db: Database;
  files: PrivateFiles;
  limiter: RateLimiter;
}

export function idDocumentJson(row: IdDocumentRow | undefined): IdDocumentState {
  if (!row) return { id: null, status: 'none', submitted_at: null, decided_at: null, reason: null };
  return {
    id: row.id,
    status: row.status,
    submitted_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}

/** Erase image files; a failure is logged (the row no longer names them), never answered. */
async function eraseFiles(files: PrivateFiles, keys: readonly string[]): Promise<void> {
  await Promise.all(
    keys.map((key) => files.remove(key).catch((error: unknown) => logError('erase id image', error))),
  );
}

/**
 * A reviewer's decision on a pending document: the outcome and its date are kept, both images are
 * erased, an approval sets the holder's ID badge (its first date stays), and the holder is told
 * (id_verified / id_rejected, in the same transaction). 403 for anyone but a reviewer, 404 for no
 * such document, 409 for one that is not waiting (decided or withdrawn meanwhile).
 */
export async function decideIdDocument(
  deps: Pick<IdDocumentDeps, 'db' | 'files'>,
  reviewer: UserRow,
  id: number,
  outcome: 'approved' | 'rejected',
  reason?: string,
): Promise<IdDocumentState> {
  if (!isReviewer(reviewer.role)) {
    throw new ApiError(403, 'hm_not_reviewer', 'Only reviewers decide ID documents.');
  }
  // A document's holder never changes: checked before the decision's transaction.
  if ((await findIdDocument(deps.db, id))?.userId === reviewer.id) throw conflictOfInterest();
  const now = new Date();
  const decided = await inTransaction(deps.db, async (tx) => {
    const result = await decidePendingIdDocument(tx, id, {
      status: outcome,
      reason: outcome === 'rejected' && reason ? reason : null,
      decidedBy: reviewer.id,
      decidedAt: now,
    });
    if (!result) return undefined;
    const holder = result.after.userId;
    if (outcome === 'approved') await markIdVerified(tx, holder, now);
    await notify(tx, holder, outcome === 'approved' ? 'id_verified' : 'id_rejected', {});
    // An operator action (issue 18): audited in its own transaction, without the images' keys.
    await appendAudit(tx, {
      actorId: reviewer.id,
      action: outcome === 'approved' ? 'id_document.approve' : 'id_document.reject',
      objectType: 'id_document',
      objectId: id,
      before: { status: 'pending', holder_id: holder },
      after: { status: outcome, holder_id: holder },
      reason: result.after.reason ?? '',
    });
    return result;
  });
  if (!decided) {
    throw (await findIdDocument(deps.db, id))
      ? new ApiError(409, 'hm_id_document_decided', 'This ID document is not waiting for a decision.')
      : notFound();
  }
  // After the commit: a row that no longer names its files cannot lead anybody to them.
  await eraseFiles(deps.files, imageKeys(decided.before));
  return idDocumentJson(decided.after);
}

/** Erase every ID document of a leaving account, with its images (account deletion). */
export async function eraseIdDocumentsOf(
  deps: Pick<IdDocumentDeps, 'db' | 'files'>,
  userId: number,
): Promise<void> {
  const rows = await takeIdDocumentsOf(deps.db, userId);
  await eraseFiles(deps.files, rows.flatMap(imageKeys));
}

export function idDocumentService(deps: IdDocumentDeps) {
  const { db, files, limiter } = deps;
  return {
    /**
     * POST /hm/v1/id-documents: a new pending document. Counted against the rate limit and refused
     * while one waits before the body is read; each side is decoded and stored as a marked copy.
     */
    async upload(user: UserRow, read: () => Promise<IdUpload>): Promise<IdDocumentState> {
      if ((await latestIdDocumentOf(db, user.id))?.status === 'pending') throw pending();
      await limiter.hit(RATE_RULES.idDocumentUploadsPerUser, String(user.id));
      const upload = await read();
      const copies: Record<IdSide, Buffer | undefined> = { front: undefined, back: undefined };
      for (const side of ['front', 'back'] as const) {
        const bytes = upload[side];
        copies[side] = bytes ? await markedCopy(bytes) : undefined;
        if (!copies[side]) throw invalidImage(side);
      }
      // Random keys: a name tells nothing about its holder and cannot be guessed.
      const base = `id-documents/${randomBytes(16).toString('hex')}`;
      const keys = { frontKey: `${base}-front.jpg`, backKey: `${base}-back.jpg` };
      // The row first, the files after: files written first would be named by no row if the
      // process died in between, and nothing could find (and erase) them again.
      const row = await insertPendingIdDocument(db, { userId: user.id, ...keys });
      if (!row) throw pending(); // a parallel upload won
      try {
        await files.put(keys.frontKey, copies.front as Buffer);
        await files.put(keys.backKey, copies.back as Buffer);
      } catch (error) {
        await eraseFiles(files, [keys.frontKey, keys.backKey]);
        await deletePendingIdDocument(db, row.id, user.id);
        throw error;
      }
      return idDocumentJson(row);
    },

    /** GET /hm/v1/id-documents/me: the caller's latest document (none: status `none`). */
    async state(user: UserRow): Promise<IdDocumentState> {
      return idDocumentJson(await latestIdDocumentOf(db, user.id));
    },

    /** One side's image, for its holder or a reviewer; anybody else: 404, as for a missing one. */
    async image(user: UserRow, id: number, side: IdSide): Promise<Buffer> {
      const row = await findIdDocument(db, id);
      if (!row || (row.userId !== user.id && !isReviewer(user.role))) throw notFound();
      const key = side === 'front' ? row.frontKey : row.backKey;
      const bytes = key ? await files.get(key) : undefined;
      if (!bytes) throw notFound();
      return bytes;
    },

    /** DELETE /hm/v1/id-documents/{id}: the holder withdraws a pending document and its images. */
    async withdraw(user: UserRow, id: number): Promise<{ deleted: true }> {
      const row = await deletePendingIdDocument(db, id, user.id);
      if (!row) {
        const found = await findIdDocument(db, id);
        if (found?.userId === user.id) {
          throw new ApiError(409, 'hm_id_document_decided', 'A decided ID document cannot be withdrawn.');
        }
        throw notFound();
      }
      await eraseFiles(files, imageKeys(row));
      return { deleted: true };
    },

    /**
     * GET /hm/v1/admin/id-documents?status=pending: the console's queue, oldest first, without the
     * viewer's own document (`own`: 1 when one of theirs waits for another reviewer).
     */
    async pendingQueue(viewer: UserRow): Promise<{ items: AdminIdDocument[]; own: number }> {
      const rows = await pendingIdDocuments(db, ADMIN_ID_QUEUE_MAX, viewer.id);
      const own = (await latestIdDocumentOf(db, viewer.id))?.status === 'pending' ? 1 : 0;
      const items = rows.map((r) => ({
        id: r.id,
        holder: { id: r.holderId, name: `${r.firstName} ${r.lastName}`.trim(), email: r.email },
        submitted_at: r.submittedAt.toISOString(),
      }));
      return { items, own };
    },

    /** POST /hm/v1/id-documents/{id}/decision (reviewers only). */
    decide(reviewer: UserRow, id: number, decision: IdDecision): Promise<IdDocumentState> {
      return decideIdDocument(deps, reviewer, id, decision.outcome, decision.reason);
    },
  };
}

export type IdDocumentService = ReturnType<typeof idDocumentService>;
