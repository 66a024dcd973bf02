// Notification centre fixtures (issue 16): the calls of /hm/v1/notifications and the ad page's
// notices, and a user's whole inbox (every page, newest first) as the API answers it.
import type { ApiErrorBody } from '../../../src/core/errors.ts';
import type { Notification } from '../../../src/core/notifications.ts';
import type { ProductNotices } from '../../../src/core/product-notices.ts';
import type { ApiResponse } from './http.ts';
import type { TestServer } from './test-server.ts';

export const NOTIFICATIONS = '/wp-json/hm/v1/notifications';

interface Caller {
  token: string;
}

export function notificationKit(server: TestServer) {
  const kit = {
    page: (who: Caller, query: Record<string, string | number> = {}) =>
      server.request<Notification[] & ApiErrorBody>('GET', NOTIFICATIONS, { token: who.token, query }),
    read: (who: Caller, keys: unknown) =>
      server.request<{ keys: number[] } & ApiErrorBody>('PUT', `${NOTIFICATIONS}/read`, {
        token: who.token,
        body: { keys },
      }),
    remove: (who: Caller, key: number | string) =>
      server.request<{ deleted: true; previous: Notification } & ApiErrorBody>(
        'DELETE',
        `${NOTIFICATIONS}/${key}`,
        { token: who.token },
      ),
    notices: (productId: number): Promise<ApiResponse<ProductNotices & ApiErrorBody>> =>
      server.request('GET', `/wp-json/hm/v1/products/${productId}/notices`),
    /** Every notification of `who`, newest first, page by page (fails on a non-200). */
    async inbox(who: Caller, perPage = 100): Promise<Notification[]> {
      const all: Notification[] = [];
      let before: number | undefined;
      for (;;) {
        const res = await kit.page(
          who,
          before === undefined ? { per_page: perPage } : { per_page: perPage, before },
        );
        if (res.status !== 200) throw new Error(`notifications: ${res.status} ${JSON.stringify(res.body)}`);
        all.push(...res.body);
        if (res.body.length < perPage) return all;
        before = res.body.at(-1)?.key;
      }
    },
    /** The types in `who`'s inbox, oldest first. */
    async types(who: Caller): Promise<string[]> {
      return (await kit.inbox(who)).map((n) => n.type).reverse();
    },
  };
  return kit;
}
