// ID verification calls (issue 17, src/core/id-documents.ts): the holder's state, the upload of
// front and back, and withdrawing a pending upload.
import * as v from 'valibot';
import { IdDocumentStateSchema, type IdDocumentState } from '../core/id-documents.ts';
import { apiCall } from './client.ts';

const PATH = '/hm/v1/id-documents';

export async function fetchIdDocumentState(signal?: AbortSignal): Promise<IdDocumentState> {
  return (await apiCall(`${PATH}/me`, IdDocumentStateSchema, { auth: true, signal })).data;
}

/** Multipart: `front` and `back`. No Idempotency-Key: a resend finds the first one pending (409). */
export async function uploadIdDocument(front: Blob, back: Blob): Promise<IdDocumentState> {
  const form = new FormData();
  form.append('front', front, 'front.jpg');
  form.append('back', back, 'back.jpg');
  return (await apiCall(PATH, IdDocumentStateSchema, { method: 'POST', body: form, auth: true })).data;
}

export async function withdrawIdDocument(id: number): Promise<void> {
  await apiCall(`${PATH}/${id}`, v.object({ deleted: v.literal(true) }), { method: 'DELETE', auth: true });
}
