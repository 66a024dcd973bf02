// One draft on its way to the server, as its form shows it: the draft (from the device), the
// publish mutation (enqueue, then await the ad's outcome once), and a queued draft followed to its
// end (just submitted, or found queued after a reload): the ad it became, for the modal. The
// publish queue (publish-queue.ts) does the sending; nothing here counts who is watching.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageId } from '../../i18n/messages.ts';
import { queryClient } from '../../local/query-client.ts';
import { useDraft, type StoredDraft } from './drafts.ts';
import { publishAndAwait, publishOutcome, type Published, type PublishOutcome } from './publish-queue.ts';

export interface PublishDraftState {
  /**
   * The draft (undefined while it loads, null when there is none). The ad's draft is removed as
   * it goes through: until the form has heard so, it stays as it was queued.
   */
  draft: StoredDraft | null | undefined;
  /** The ad the draft became, once it went through. */
  published: Published | undefined;
  /** Puts the saved draft in the outbox and awaits what becomes of it. */
  publish: () => void;
}

/** The ad entry of a queued draft (its last entry: the photos come before it). */
const adSeqOf = (draft: StoredDraft | undefined) =>
  draft?.state === 'queued' ? draft.outbox?.at(-1) : undefined;

/** The first outcome that says which ad this draft became. */
function publishedIn(draftId: string, outcomes: readonly (PublishOutcome | undefined)[]) {
  for (const outcome of outcomes) {
    if (outcome?.state === 'sent' && outcome.published?.draftId === draftId) return outcome.published;
  }
  return undefined;
}

export function usePublishDraft(draftId: string): PublishDraftState {
  const stored = useDraft(draftId);
  // Stops awaiting when the form closes: an ad that goes through later is announced instead.
  const open = useRef<AbortController>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    open.current = controller;
    return () => controller.abort();
  }, []);
  const mutation = useMutation(
    { mutationFn: () => publishAndAwait(draftId, open.current?.signal) },
    queryClient,
  );

  // The draft as last seen queued, kept once it is gone (sent) until its outcome is heard.
  const [queued, setQueued] = useState<StoredDraft>();
  if (stored?.state === 'queued' && stored !== queued) setQueued(stored);
  const seq = adSeqOf(queued);
  const [ended, setEnded] = useState<PublishOutcome>();
  useEffect(() => {
    if (seq === undefined) return;
    const controller = new AbortController();
    publishOutcome(seq, { final: true, signal: controller.signal }).then(setEnded, () => undefined);
    return () => controller.abort();
  }, [seq]);

  const published = publishedIn(draftId, [mutation.data, ended]);
  const following = mutation.isPending || (seq !== undefined && ended?.seq !== seq);
  const { mutate } = mutation;
  return {
    draft: stored === null && following && queued ? queued : stored,
    published,
    publish: useCallback(() => mutate(), [mutate]),
  };
}

/**
 * What the form says of its queued ad: "when you are online" only while the device is offline;
 * online it is sending, however long the server takes to answer (or a retry waits).
 */
export const queuedMessage = (online: boolean): MessageId =>
  online ? 'selling.queued.sending' : 'selling.queued.offline';
