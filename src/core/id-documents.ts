// ID verification (spec 1, issue 17; docs/id-verification.md), shared by the server and the client.
//
//   POST   /hm/v1/id-documents                multipart: `front`, `back` (PNG or JPEG, each at most
//                                            ID_IMAGE_MAX_BYTES) -> 201 IdDocumentState (pending);
//                                            a second while one waits: 409 hm_id_document_pending
//   GET    /hm/v1/id-documents/me             -> IdDocumentState (the caller's latest; none: status none)
//   GET    /hm/v1/id-documents/{id}/{side}    -> image/jpeg: the holder or a reviewer; anyone else 404
//   DELETE /hm/v1/id-documents/{id}           -> {deleted: true}: the holder withdraws a pending one
//   POST   /hm/v1/id-documents/{id}/decision  IdDecisionSchema -> IdDocumentState (reviewers only)
//
// The holder blacks out the access number (CAN) and the serial number before taking the photo
// (PAuswG §20); the server marks the stored copy "KOPIE" and strips its metadata. The decision
// erases both images: only the outcome and its date remain.
import * as v from 'valibot';
import { IdSchema, safeString } from './boundaries.ts';

/** A user's role: reviewers (and admins) decide ID documents; everybody else is a `user`. */
export const USER_ROLES = ['user', 'reviewer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const isReviewer = (role: UserRole): boolean => role === 'reviewer' || role === 'admin';

export const ID_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type IdDocumentStatus = (typeof ID_DOCUMENT_STATUSES)[number];

export const ID_SIDES = ['front', 'back'] as const;
export type IdSide = (typeof ID_SIDES)[number];

/** Each image at most 10 MB (a phone's photo of a card is far less). */
export const ID_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** The stored copy: at most this many pixels on its longer side (enough to read a card). */
export const ID_IMAGE_MAX_SIDE_PX = 1600;
/** A reason for a rejection: at most this long. */
export const ID_REASON_MAX_LENGTH = 500;

export const IdDocumentStateSchema = v.object({
  /** The latest document's id; null without one. */
  id: v.nullable(IdSchema),
  status: v.picklist(['none', ...ID_DOCUMENT_STATUSES]),
  /** ISO dates; null where not (yet) so. */
  submitted_at: v.nullable(v.string()),
  decided_at: v.nullable(v.string()),
  /** The reviewer's reason for a rejection, else null. */
  reason: v.nullable(v.string()),
});
export type IdDocumentState = v.InferOutput<typeof IdDocumentStateSchema>;

export const IdDecisionSchema = v.strictObject(
  {
    outcome: v.picklist(['approved', 'rejected'], 'must be approved or rejected'),
    reason: v.optional(v.pipe(safeString(ID_REASON_MAX_LENGTH), v.trim())),
  },
  'is not a field of this call',
);
export type IdDecision = v.InferOutput<typeof IdDecisionSchema>;
