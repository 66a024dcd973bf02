// The bell's notifications of a user, read through the API (what a test sets up or checks).
import { expect, type APIRequestContext } from '@playwright/test';

export interface BellNotification {
  key: number;
  type: string;
  read: boolean;
  data: { order?: { id: number }; chatId?: string };
}

export async function notificationsOf(
  request: APIRequestContext,
  who: { token: string },
): Promise<BellNotification[]> {
  const res = await request.get('/wp-json/hm/v1/notifications', {
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as BellNotification[];
}
