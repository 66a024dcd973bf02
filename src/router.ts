// The router: file routes, scroll to top on new navigations (restored on back/forward), except
// from a product to the dashboard, which lands at vertical position 450 (spec 2.1).
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

const DASHBOARD_FROM_PRODUCT_SCROLL_Y = 450;

export function makeRouter() {
  const router = createRouter({ routeTree, scrollRestoration: true, defaultPreload: 'intent' });
  router.subscribe('onResolved', ({ fromLocation, toLocation }) => {
    if (fromLocation?.pathname.startsWith('/product/') && toLocation.pathname.startsWith('/dashboard')) {
      window.scrollTo(0, DASHBOARD_FROM_PRODUCT_SCROLL_Y);
    }
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
