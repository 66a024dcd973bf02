// The web app's pages, as the router knows them (src/routeTree.gen.ts, kept in step by a test),
// so the server can answer an unknown address with 404 while still sending the app, which shows
// its own "not found" page. `$name` stands for one path segment.
export const APP_PATHS = [
  '/',
  '/404',
  '/admin',
  '/admin/',
  '/admin/appeals',
  '/admin/cases',
  '/admin/audit',
  '/admin/moderation',
  '/admin/reports',
  '/admin/catalogue',
  '/admin/content/',
  '/admin/content/$kind/$id',
  '/admin/content/new',
  '/admin/settings',
  '/admin/ids',
  '/admin/users/',
  '/admin/users/$userId',
  '/claim/$token',
  '/dashboard',
  '/dashboard/',
  '/dashboard/favorites',
  '/dashboard/messages/',
  '/dashboard/messages/$chatId',
  '/dashboard/orders',
  '/dashboard/orders/',
  '/dashboard/orders/cancelled',
  '/dashboard/orders/purchased',
  '/dashboard/orders/refund',
  '/dashboard/orders/sales',
  '/dashboard/products',
  '/dashboard/products/',
  '/dashboard/products/active',
  '/dashboard/products/drafts',
  '/dashboard/products/expired',
  '/dashboard/products/hidden',
  '/dashboard/products/refund',
  '/dashboard/products/sold',
  '/dashboard/products/waiting',
  '/dashboard/reviews',
  '/dashboard/settings',
  '/decision/$decisionId',
  '/lost-password',
  '/mail/unsubscribe',
  '/magazin/',
  '/magazin/$slug',
  '/order/$orderId/accept',
  '/order/$orderId/offer',
  '/order/$orderId/pay',
  '/page/$slug',
  '/product/$productSlug/',
  '/product/$productSlug/buy',
  '/product/$productSlug/edit',
  '/publish',
  '/publish/buy',
  '/publish/new',
  '/seller/$sellerId',
] as const;

const segments = (path: string): string[] => path.split('/').filter((s) => s !== '');

const PATTERNS = APP_PATHS.map(segments);

/** Whether a path (without query) is one of the app's pages; a trailing slash does not matter. */
export function isAppPath(path: string): boolean {
  const parts = segments(path);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === parts.length &&
      pattern.every((segment, i) =>
        segment.startsWith('$') ? parts[i] !== undefined : segment === parts[i],
      ),
  );
}
