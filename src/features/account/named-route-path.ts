// Where a named route (spec 2.1, named-routes.ts) leads after a login: apart from the names, so
// that only the login form's code carries it, not the first screen's.
import { CHAT_ID, NAMED_ROUTES, type RouteName } from './named-routes.ts';

const isRouteName = (name: string): name is RouteName => Object.hasOwn(NAMED_ROUTES, name);

/** The path of a named route, or undefined for an unknown name or a missing orderId or chatId. */
export function namedRoutePath(
  name: string | undefined,
  orderId?: string,
  chatId?: string,
): string | undefined {
  if (!name || !isRouteName(name)) return undefined;
  const path: string = NAMED_ROUTES[name];
  if (path.includes('{chatId}')) {
    return chatId && CHAT_ID.test(chatId) ? path.replace('{chatId}', chatId) : undefined;
  }
  if (!path.includes('{orderId}')) return path;
  if (!orderId || !/^\d{1,9}$/.test(orderId)) return undefined;
  return path.replace('{orderId}', orderId);
}
