// The one cache of server data in the app (TanStack Query). Each area has one module per server
// resource with its key factory, query options and hooks; route loaders `ensureQueryData` with
// the options the screen reads. Private data (a user's orders, notes, ads) is kept under keys
// that start with `private` and the session it belongs to, in memory only: when the signed-in
// user changes, every private answer of the one before is dropped, so a second person on the
// same device never sees the first one's data.
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { getSession, subscribeSession } from '../session/session-store.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The query functions know when they are offline (a network failure is an answer of its
      // own); TanStack's online detection would hold them instead.
      networkMode: 'always',
      // Asked again on reconnect and when a screen opens, as the app always did; not on focus.
      // (With networkMode 'always' TanStack would not refetch on reconnect unless told to.)
      refetchOnReconnect: true,
      refetchOnWindowFocus: false,
      // A failure is shown at once (with the cached data where there is some); the screens offer
      // "try again", and the reconnect refetches.
      retry: false,
    },
    mutations: { networkMode: 'always', retry: false },
  },
});

/**
 * The owner part of a private key: the session's token, so answers fetched with one login are
 * never read under another (a password change starts afresh too). `null` while signed out.
 */
export const privateOwner = (): string | null => getSession().token ?? null;

/** The key prefix of one login's private data. */
export const privateKey = (owner: string) => ['private', owner] as const;

// Listens for the connection's return (and refetches what a screen shows), as a provider would.
// TanStack assumes "online" until told otherwise: an app opened offline would never hear of the
// return (no change), so it starts from what the browser knows.
if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine);
queryClient.mount();

let owner = privateOwner();
subscribeSession(() => {
  const next = privateOwner();
  if (next === owner) return;
  owner = next;
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] === 'private' && query.queryKey[1] !== next,
  });
});
