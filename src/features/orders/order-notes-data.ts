// An order's notes (GET/POST /wc/v3/orders/{id}/notes) as the notes component uses them, from the
// app's one cache: the newest page first (100 notes, oldest first within it), older pages on
// request, and a note added by either party (`useAddOrderNote`; the sent note joins the newest
// page).
// Private data: kept in memory under the login it belongs to (src/local/query-client.ts).
import { infiniteQueryOptions, useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { addOrderNote, fetchOrderNotes } from '../../api/orders.ts';
import { type ApiFailure, asApiFailure } from '../../api/client.ts';
import { keyPerRequest } from '../../api/idempotency.ts';
import type { OrderNote } from '../../core/orders.ts';
import { privateKey, queryClient } from '../../local/query-client.ts';
import { useSession } from '../../session/session-store.ts';

export interface OrderNotesState {
  status: 'loading' | 'ready' | 'error';
  notes: OrderNote[];
  error: ApiFailure | undefined;
  /** An older page exists before the oldest note shown. */
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  reload: () => void;
}

/** Notes sorted oldest first without repeats (a page fetched twice, a note sent and then listed). */
export function mergeNotes(a: readonly OrderNote[], b: readonly OrderNote[]): OrderNote[] {
  const byId = new Map<number, OrderNote>();
  for (const note of [...a, ...b]) byId.set(note.id, note);
  return [...byId.values()].sort(
    (x, y) => Date.parse(x.date_created) - Date.parse(y.date_created) || x.id - y.id,
  );
}

/** One page of notes and its number (pages count from 1 = the oldest notes). */
interface NotesPage {
  notes: OrderNote[];
  page: number;
}

/** The newest page is asked for first: its number is known once page 1 says how many there are. */
const NEWEST = 0;

export const orderNoteKeys = {
  of: (owner: string, orderId: number) => [...privateKey(owner), 'order-notes', orderId] as const,
};

export const orderNotesQueryOptions = (owner: string, orderId: number) =>
  infiniteQueryOptions({
    queryKey: orderNoteKeys.of(owner, orderId),
    queryFn: async ({ pageParam, signal }): Promise<NotesPage> => {
      if (pageParam !== NEWEST) {
        return { notes: (await fetchOrderNotes(orderId, pageParam, signal)).notes, page: pageParam };
      }
      const first = await fetchOrderNotes(orderId, 1, signal);
      // Page 1 holds the oldest notes; the conversation is read from its newest page.
      const page = Math.max(1, first.totalPages);
      const last = page > 1 ? await fetchOrderNotes(orderId, page, signal) : first;
      return { notes: last.notes, page };
    },
    initialPageParam: NEWEST,
    // "Older notes": the page before the oldest one shown.
    getNextPageParam: (_last, pages) => {
      const oldest = pages.at(-1)?.page ?? 1;
      return oldest > 1 ? oldest - 1 : undefined;
    },
  });

export function useOrderNotes(orderId: number): OrderNotesState {
  const owner = useSession().token ?? '';
  const query = useInfiniteQuery(
    { ...orderNotesQueryOptions(owner, orderId), enabled: owner !== '' },
    queryClient,
  );
  const pages = query.data?.pages;
  const notes = useMemo(
    () =>
      mergeNotes(
        [],
        (pages ?? []).flatMap((p) => p.notes),
      ),
    [pages],
  );
  const { fetchNextPage, refetch } = query;
  return {
    status: pages ? 'ready' : query.error ? 'error' : 'loading',
    notes,
    error: query.error ? asApiFailure(query.error) : undefined,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: useCallback(() => void fetchNextPage(), [fetchNextPage]),
    reload: useCallback(() => void refetch(), [refetch]),
  };
}

/**
 * POST /wc/v3/orders/{id}/notes: a note by either party (needs a connection). The same key while
 * the same words are sent again (a resend after a lost answer adds one note); once one went
 * through, the same words later are a new note. The sent note joins the newest page shown.
 */
export function useAddOrderNote(orderId: number) {
  const owner = useSession().token ?? '';
  const keyFor = useRef(keyPerRequest());
  const { queryKey } = orderNotesQueryOptions(owner, orderId);
  return useMutation(
    {
      mutationFn: (text: string) => addOrderNote(orderId, text, keyFor.current(`${orderId}:${text}`)),
      onSuccess: (note) => {
        keyFor.current = keyPerRequest(); // The same words again later are a new note.
        queryClient.setQueryData(queryKey, (data) => {
          const [newest, ...older] = data?.pages ?? [];
          return data && newest
            ? { ...data, pages: [{ ...newest, notes: [...newest.notes, note] }, ...older] }
            : data;
        });
      },
    },
    queryClient,
  );
}
