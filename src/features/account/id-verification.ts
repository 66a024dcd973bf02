// The ID verification resource (issue 17): the signed-in user's state (private, under their
// login), the upload of front and back, and withdrawing a pending upload. A resend of an upload
// whose answer was lost finds the first one pending (409 hm_id_document_pending): that is done.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { asApiFailure } from '../../api/client.ts';
import { fetchIdDocumentState, uploadIdDocument, withdrawIdDocument } from '../../api/id-documents.ts';
import { privateKey, queryClient } from '../../local/query-client.ts';
import { useSession } from '../../session/session-store.ts';

/** The caller's ID document state, under their login (live-updates.ts marks it stale on a decision). */
export const idDocumentKey = (owner: string) => [...privateKey(owner), 'id-document'] as const;

/** GET the caller's ID document state. */
export const idDocumentQueryOptions = (owner: string) =>
  queryOptions({
    queryKey: idDocumentKey(owner),
    queryFn: ({ signal }) => fetchIdDocumentState(signal),
  });

export function useIdDocumentState() {
  const owner = useSession().token ?? null;
  return useQuery({ ...idDocumentQueryOptions(owner ?? ''), enabled: owner !== null }, queryClient);
}

function idStateChanged(owner: string | null) {
  if (owner !== null)
    void queryClient.invalidateQueries({ queryKey: idDocumentQueryOptions(owner).queryKey });
}

export function useUploadIdDocument() {
  const owner = useSession().token ?? null;
  return useMutation(
    {
      mutationFn: async ({ front, back }: { front: File; back: File }) => {
        try {
          await uploadIdDocument(front, back);
        } catch (error) {
          const failure = asApiFailure(error);
          if (failure.code !== 'hm_id_document_pending') throw failure;
        }
      },
      onSettled: () => idStateChanged(owner),
    },
    queryClient,
  );
}

export function useWithdrawIdDocument() {
  const owner = useSession().token ?? null;
  return useMutation(
    { mutationFn: (id: number) => withdrawIdDocument(id), onSettled: () => idStateChanged(owner) },
    queryClient,
  );
}
