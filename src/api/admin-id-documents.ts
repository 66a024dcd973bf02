// The console's ID documents calls (issue 18, src/core/admin-id-documents.ts): the queue, the
// private images (fetched with the token, never cached) and the decision of issue 17.
import * as v from 'valibot';
import { AdminIdDocumentSchema, type AdminIdDocument } from '../core/admin-id-documents.ts';
import { IdDocumentStateSchema, type IdDecision, type IdSide } from '../core/id-documents.ts';
import { ADMIN, consoleQueue, type ConsoleQueue } from './admin.ts';
import { apiBlob, apiCall } from './client.ts';

/** GET /hm/v1/admin/id-documents?status=pending, oldest first (admins and reviewers). */
export async function fetchPendingIdDocuments(signal?: AbortSignal): Promise<ConsoleQueue<AdminIdDocument>> {
  return consoleQueue(
    await apiCall(`${ADMIN}/id-documents`, v.array(AdminIdDocumentSchema), {
      auth: true,
      query: new URLSearchParams({ status: 'pending' }),
      signal,
    }),
  );
}

/** GET /hm/v1/id-documents/{id}/{side}: the marked copy as a Blob. */
export const fetchIdImage = (id: number, side: IdSide, signal?: AbortSignal): Promise<Blob> =>
  apiBlob(`/hm/v1/id-documents/${id}/${side}`, signal);

/** POST /hm/v1/id-documents/{id}/decision */
export async function decideIdDocument(id: number, decision: IdDecision, key: string): Promise<void> {
  await apiCall(`/hm/v1/id-documents/${id}/decision`, IdDocumentStateSchema, {
    method: 'POST',
    body: decision,
    auth: true,
    idempotencyKey: key,
  });
}
