// What every route's loader gets from the router (TanStack Router's route context): the app's one
// cache of server data and the owner part of private keys (the session's token, null while signed
// out), so a loader starts the very query its screen reads: `queryClient.ensureQueryData(
// xQueryOptions(...))` (docs/offline.md, "One cache of server data"). Routes are components and
// never import src/local; the router (src/router.ts) hands both in.
import type { QueryClient } from '@tanstack/react-query';

export interface RouteContext {
  queryClient: QueryClient;
  privateOwner: () => string | null;
}

/**
 * A loader's query that failed is left in the cache for its screen, which shows the failure as it
 * always did (with its "try again", or "not permitted" for someone else's order) rather than the
 * route's error screen: `queryClient.ensureQueryData(...).catch(leftToScreen)`.
 */
export const leftToScreen = (): undefined => undefined;
