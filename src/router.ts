// The router: file routes, scroll to top on new navigations (restored on back/forward), except
// from a product to the dashboard, which lands at vertical position 450 (spec 2.1). Every route
// without its own error screen gets the shared one (a translated message and a retry).
import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { afterFirstScreenUntilLoaded } from './local/after-first-screen.ts';
import { privateOwner, queryClient } from './local/query-client.ts';
import { routeTree } from './routeTree.gen.ts';
import { preloadFailureTitle } from './ui/states.tsx';

export const DASHBOARD_FROM_PRODUCT_SCROLL_Y = 450;

/**
 * The error screen is not part of the first screen's code: it is fetched once that screen is
 * shown, so it is there, offline too, by the time a route might need it.
 */
const importRouteError = () => import('./ui/route-error.tsx');
const RouteError = lazyRouteComponent(importRouteError, 'RouteError');
// Fetched beside the router's own loader, not through its preload: a preload that fails offline
// leaves the router's loader failed for good, where a fetch that failed is retried online.
afterFirstScreenUntilLoaded(importRouteError);
// The words of a failed call (the error catalogue), likewise not part of the first screen's code.
afterFirstScreenUntilLoaded(preloadFailureTitle);

export function makeRouter() {
  /** Set when a navigation from an ad to the dashboard has resolved, used once it has rendered. */
  let dashboardFromProduct = false;
  const router = createRouter({
    routeTree,
    context: { queryClient, privateOwner },
    // A link's route (its code and its loader's queries) loads when the user points at it or
    // touches it. TanStack Query keeps the data and decides when it is stale, so the router keeps
    // no preloaded loader result of its own: each preload and navigation runs the loader, whose
    // ensureQueryData answers from the cache when it can (TanStack's advice with Query).
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    // Called by the router once the new screen has rendered, in place of its own scrolling (to
    // the top, or back to where the reader was): the dashboard reached from an ad lands at 450.
    // Scrolling after the router had scrolled to the top was undone by it.
    scrollRestoration: () => {
      if (!dashboardFromProduct) return true;
      dashboardFromProduct = false;
      window.scrollTo(0, DASHBOARD_FROM_PRODUCT_SCROLL_Y);
      return false;
    },
  });
  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    dashboardFromProduct =
      fromLocation?.pathname.startsWith('/product/') === true && toLocation.pathname.startsWith('/dashboard');
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
