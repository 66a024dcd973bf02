// What the order routes read from their URL. Kept free of imports: a route's search check runs
// in the app's first chunk, and anything it imports is downloaded with the home list.

/** Where the sandbox's approve page sends the buyer back (`?approved=`), read from the URL. */
export function approvedProviderOrder(value: unknown): string | undefined {
  return typeof value === 'string' && /^[\w.-]{1,128}$/.test(value) ? value : undefined;
}

/** The order id of a route (`/order/{id}/…`); 0 for anything else, which the server refuses like a stranger's. */
export function orderIdOf(param: string): number {
  if (!/^\d{1,10}$/.test(param)) return 0;
  const id = Number(param);
  return id <= 2 ** 31 - 1 ? id : 0;
}
