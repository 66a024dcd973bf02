// The console's ID documents queue (issue 18, docs/admin.md "ID documents"), shared by server and
// client. The images and the decision use the calls of issue 17 (src/core/id-documents.ts):
//
//   GET  /hm/v1/admin/id-documents?status=pending -> AdminIdDocument[] (oldest first; at most 100;
//                                                    `pending` is the only status: decided
//                                                    documents keep no images to look at)
//   GET  /hm/v1/id-documents/{id}/{side}          -> image/jpeg (no-store), reviewers and admins
//   POST /hm/v1/id-documents/{id}/decision        {outcome, reason?} -> IdDocumentState; an
//                                                    admin's or reviewer's decision is audited
//                                                    (`id_document.approve` / `id_document.reject`)
import * as v from 'valibot';

export const ADMIN_ID_QUEUE_MAX = 100;

export const AdminIdQuerySchema = v.object({
  status: v.optional(v.picklist(['pending'], 'must be pending'), 'pending'),
});

export const AdminIdDocumentSchema = v.object({
  id: v.number(),
  holder: v.object({ id: v.number(), name: v.string(), email: v.string() }),
  submitted_at: v.string(),
});
export type AdminIdDocument = v.InferOutput<typeof AdminIdDocumentSchema>;
