// The console's ID documents (issue 18) in the app's one cache: the pending queue, one side's
// picture as a blob URL (private: fetched with the token, never cached by the browser, the URL
// revoked when the document is closed) and the decision as an online-only write.
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { decideIdDocument, fetchIdImage, fetchPendingIdDocuments } from '../../../api/admin-id-documents.ts';
import { asApiFailure } from '../../../api/client.ts';
import { keyPerRequest } from '../../../api/idempotency.ts';
import type { IdDecision, IdSide } from '../../../core/id-documents.ts';
import { queryClient } from '../../../local/query-client.ts';
import { useSession } from '../../../session/session-store.ts';
import { queueQueryOptions, useQueue } from '../moderation/admin-queues.ts';
import { adminKeys } from '../audit/audit-log.ts';

export const adminIdKeys = {
  queue: (owner: string) => [...adminKeys.all(owner), 'id-documents'] as const,
};

const useOwner = () => useSession().token ?? '';

/** The pending ID documents (the console's queue). */
export const idDocumentQueueQueryOptions = queueQueryOptions(adminIdKeys.queue, fetchPendingIdDocuments);

export const usePendingIdDocuments = () => useQueue(idDocumentQueueQueryOptions);

/**
 * One side of a document as an object URL while the component shows it. Not in the query cache
 * on purpose: an ID picture is kept no longer than it is on screen.
 */
export function useIdImage(id: number, side: IdSide): { url?: string; failure?: unknown } {
  const [state, setState] = useState<{ url?: string; failure?: unknown }>({});
  useEffect(() => {
    const abort = new AbortController();
    let url: string | undefined;
    fetchIdImage(id, side, abort.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ url });
      },
      (failure: unknown) => {
        if (!abort.signal.aborted) setState({ failure: asApiFailure(failure) });
      },
    );
    return () => {
      abort.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [id, side]);
  return state;
}

/** Approve or reject; the queue is read afresh after it (the document leaves it). */
export function useDecideIdDocument(id: number) {
  const owner = useOwner();
  const [keyOf] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (decision: IdDecision) => decideIdDocument(id, decision, keyOf(decision)),
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all(owner) }),
    },
    queryClient,
  );
}
