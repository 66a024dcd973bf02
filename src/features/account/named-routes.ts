// The named routes of spec 2.1, for `?redirect=<name>` after a login.
export const NAMED_ROUTES = {
  home: '/',
  publish: '/publish',
  dashboard: '/dashboard',
  'dashboard-products': '/dashboard/products',
  'dashboard-products-active': '/dashboard/products/active',
  'dashboard-products-expired': '/dashboard/products/expired',
  'dashboard-products-sold': '/dashboard/products/sold',
  'dashboard-orders': '/dashboard/orders',
  'dashboard-orders-cancelled': '/dashboard/orders/cancelled',
  'dashboard-orders-purchased': '/dashboard/orders/purchased',
  'dashboard-reviews': '/dashboard/reviews',
  'dashboard-favorites': '/dashboard/favorites',
  'dashboard-settings': '/dashboard/settings',
  'dashboard-messages': '/dashboard/messages',
  magazine: '/magazin',
  admin: '/admin',
  'order-offer': '/order/{orderId}/offer',
  'order-accept': '/order/{orderId}/accept',
  'order-pay': '/order/{orderId}/pay',
} as const;
export type RouteName = keyof typeof NAMED_ROUTES;

const isRouteName = (name: string): name is RouteName => Object.hasOwn(NAMED_ROUTES, name);

/** The path of a named route, or undefined for an unknown name or a missing orderId. */
export function namedRoutePath(name: string | undefined, orderId?: string): string | undefined {
  if (!name || !isRouteName(name)) return undefined;
  const path: string = NAMED_ROUTES[name];
  if (!path.includes('{orderId}')) return path;
  if (!orderId || !/^\d{1,9}$/.test(orderId)) return undefined;
  return path.replace('{orderId}', orderId);
}

/** The name of the route a path belongs to (the closest dashboard section), for a login redirect. */
export function routeNameOf(pathname: string): RouteName {
  const entries = Object.entries(NAMED_ROUTES) as [RouteName, string][];
  const exact = entries.find(([, path]) => path === pathname.replace(/\/$/, ''));
  if (exact) return exact[0];
  return pathname.startsWith('/dashboard') ? 'dashboard' : 'home';
}
