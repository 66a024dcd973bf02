// An order's notes (GET/POST /wc/v3/orders/{id}/notes) as the notes component uses them: the
// newest page first (100 notes, oldest first within it), older pages on request, and a note added
// by either party. Private data: kept only while the screen is open.
import { useCallback, useEffect, useRef, useState } from 'react';
import { addOrderNote, fetchOrderNotes } from '../../api/orders.ts';
import { ApiFailure } from '../../api/client.ts';
import { keyPerRequest } from '../../api/idempotency.ts';
import type { OrderNote } from '../../core/orders.ts';

const asFailure = (error: unknown) =>
  error instanceof ApiFailure ? error : new ApiFailure('unknown', 0, String(error));

export interface OrderNotesState {
  status: 'loading' | 'ready' | 'error';
  notes: OrderNote[];
  error: ApiFailure | undefined;
  /** An older page exists before the oldest note shown. */
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  reload: () => void;
  /** Sends a note; resolves with the failure, or undefined once it is shown. */
  add: (text: string) => Promise<ApiFailure | undefined>;
}

/** Notes sorted oldest first without repeats (a page fetched twice, a note sent and then listed). */
export function mergeNotes(a: readonly OrderNote[], b: readonly OrderNote[]): OrderNote[] {
  const byId = new Map<number, OrderNote>();
  for (const note of [...a, ...b]) byId.set(note.id, note);
  return [...byId.values()].sort(
    (x, y) => Date.parse(x.date_created) - Date.parse(y.date_created) || x.id - y.id,
  );
}

export function useOrderNotes(orderId: number): OrderNotesState {
  const [state, setState] = useState({
    orderId,
    notes: [] as OrderNote[],
    /** The oldest page loaded (pages count from 1 = the oldest notes). */
    oldestPage: 0,
    status: 'loading' as OrderNotesState['status'],
    error: undefined as ApiFailure | undefined,
    loadingOlder: false,
  });
  const [round, setRound] = useState(0);
  if (state.orderId !== orderId)
    setState({ orderId, notes: [], oldestPage: 0, status: 'loading', error: undefined, loadingOlder: false });
  const keyFor = useRef(keyPerRequest());

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      const first = await fetchOrderNotes(orderId, 1, controller.signal);
      // Page 1 holds the oldest notes; the conversation is read from its newest page.
      const last =
        first.totalPages > 1 ? await fetchOrderNotes(orderId, first.totalPages, controller.signal) : first;
      const page = Math.max(1, first.totalPages);
      setState((s) =>
        s.orderId === orderId
          ? { ...s, notes: mergeNotes([], last.notes), oldestPage: page, status: 'ready', error: undefined }
          : s,
      );
    })().catch((error: unknown) => {
      if (controller.signal.aborted) return;
      setState((s) =>
        s.orderId === orderId
          ? { ...s, status: s.status === 'ready' ? 'ready' : 'error', error: asFailure(error) }
          : s,
      );
    });
    return () => controller.abort();
  }, [orderId, round]);

  const oldestPage = state.oldestPage;
  const loadOlder = useCallback(() => {
    if (oldestPage <= 1) return;
    setState((s) => ({ ...s, loadingOlder: true }));
    fetchOrderNotes(orderId, oldestPage - 1)
      .then((page) =>
        setState((s) =>
          s.orderId === orderId
            ? {
                ...s,
                notes: mergeNotes(page.notes, s.notes),
                oldestPage: oldestPage - 1,
                loadingOlder: false,
              }
            : s,
        ),
      )
      .catch((error: unknown) => setState((s) => ({ ...s, loadingOlder: false, error: asFailure(error) })));
  }, [orderId, oldestPage]);

  const add = useCallback(
    async (text: string) => {
      try {
        const note = await addOrderNote(orderId, text, keyFor.current(`${orderId}:${text}`));
        keyFor.current = keyPerRequest(); // The same words again later are a new note.
        setState((s) => (s.orderId === orderId ? { ...s, notes: mergeNotes(s.notes, [note]) } : s));
        return undefined;
      } catch (error) {
        return asFailure(error);
      }
    },
    [orderId],
  );

  return {
    status: state.status,
    notes: state.notes,
    error: state.error,
    hasOlder: state.oldestPage > 1,
    loadingOlder: state.loadingOlder,
    loadOlder,
    reload: useCallback(() => setRound((r) => r + 1), []),
    add,
  };
}
