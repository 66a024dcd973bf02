// The named routes of spec 2.1, for `?redirect=<name>` after a login. Where a name leads is
// named-route-path.ts, needed only once the login form is open (not in the first screen's code).
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
  // Ours: one chat (the away mail's link), so a login lands in it rather than on the dashboard.
  'dashboard-chat': '/dashboard/messages/{chatId}',
  magazine: '/magazin',
  admin: '/admin',
  'order-offer': '/order/{orderId}/offer',
  'order-accept': '/order/{orderId}/accept',
  'order-pay': '/order/{orderId}/pay',
} as const;
export type RouteName = keyof typeof NAMED_ROUTES;

/** A chat's id as the chat's address holds it (buyer_seller_ad, src/core/chat.ts). */
export const CHAT_ID = /^[1-9]\d{0,9}_[1-9]\d{0,9}_[1-9]\d{0,9}$/;

/** The home page's search that logs in and then goes back to `pathname` (a chat: that chat). */
export function loginThenBackTo(pathname: string): { action: 'login'; redirect: RouteName; chatId?: string } {
  // A chat's id has no character an address encodes (CHAT_ID), so the path holds it as it is.
  const chatId = pathname.replace(/^\/dashboard\/messages\/|\/$/g, '');
  if (chatId !== pathname && CHAT_ID.test(chatId))
    return { action: 'login', redirect: 'dashboard-chat', chatId };
  return { action: 'login', redirect: routeNameOf(pathname) };
}

/** The name of the route a path belongs to (the closest dashboard section), for a login redirect. */
export function routeNameOf(pathname: string): RouteName {
  const entries = Object.entries(NAMED_ROUTES) as [RouteName, string][];
  const exact = entries.find(([, path]) => path === pathname.replace(/\/$/, ''));
  if (exact) return exact[0];
  return pathname.startsWith('/dashboard') ? 'dashboard' : 'home';
}
