// A purchase's problem (issue 32) through the API: the buyer's report, the seller's answer, the
// return label, and the console's cases; plus the setup they need (a seller's address for the
// return label, a buyer's photo, an admin).
import { eq } from 'drizzle-orm';
import type { ApiErrorBody } from '../../../src/core/errors.ts';
import type { AdminCase, Problem } from '../../../src/core/problems.ts';
import { insertMedia } from '../../../server/db/repositories/media.ts';
import { users } from '../../../server/db/schema.ts';
import { parcelProvider } from '../../../server/adapters/dhl.ts';
import { localStorage } from '../../../server/adapters/storage.ts';
import { createApp } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';
import { ORDER_ENV, type Party } from './orders.ts';
import type { TestServer } from './test-server.ts';
import type { App } from './server.ts';

export const problemPath = (id: number) => `/wp-json/hm/v1/orders/${id}/problem`;
export const CASES = '/wp-json/hm/v1/admin/cases';

/**
 * The app with a DHL the test holds (the local stand-in by default, whose parcels the test
 * delivers), for the return label and the rounds that follow parcels.
 */
export function appWithParcels(
  server: TestServer,
  parcels: ReturnType<typeof parcelProvider> = parcelProvider({ dhl: undefined }),
): App {
  return createApp({
    db: server.db,
    config: loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0', ...ORDER_ENV }),
    storage: localStorage(server.uploadsDir),
    privateDir: server.privateDir,
    parcels,
  });
}

export function problemKit(server: TestServer, app?: App) {
  const on = app ? { app } : {};
  return {
    open: (who: Party | undefined, orderId: number, body: Record<string, unknown>) =>
      server.request<Problem & ApiErrorBody>('POST', problemPath(orderId), {
        token: who?.token,
        body,
        ...on,
      }),
    answer: (who: Party | undefined, orderId: number, body: Record<string, unknown>) =>
      server.request<Problem & ApiErrorBody>('POST', `${problemPath(orderId)}/answer`, {
        token: who?.token,
        body,
        ...on,
      }),
    label: (who: Party | undefined, orderId: number) =>
      server.request<ApiErrorBody>('GET', `/wp-json/hm/v1/orders/${orderId}/return-label.pdf`, {
        token: who?.token,
        ...on,
      }),
    cases: (who: Party) =>
      server.request<AdminCase[] & ApiErrorBody>('GET', CASES, { token: who.token, ...on }),
    decide: (who: Party, id: number, body: Record<string, unknown>) =>
      server.request<AdminCase & ApiErrorBody>('POST', `${CASES}/${id}/decision`, {
        token: who.token,
        body,
        ...on,
      }),
    /** The seller's address, printed on the return label. */
    async address(who: Party): Promise<void> {
      await server.db
        .update(users)
        .set({ shipping: { street: 'Lindenweg 12', zip: '10115', city: 'Berlin', phone: '' } })
        .where(eq(users.id, who.id));
    },
    async makeAdmin(who: Party): Promise<Party> {
      await server.db.update(users).set({ role: 'admin' }).where(eq(users.id, who.id));
      return who;
    },
    /** A photo `who` uploaded (not used by an ad). */
    async photo(who: Party): Promise<number> {
      const row = await insertMedia(server.db, {
        ownerId: who.id,
        path: `2026/11/problem-${who.id}-${Date.now()}.jpg`,
        thumbPath: 'thumb.jpg',
        mediumPath: 'medium.jpg',
        webpPath: 'photo.webp',
        width: 800,
        height: 600,
      });
      return row.id;
    },
  };
}

export const REPORT = {
  reason: 'locked',
  text: 'Das Handy ist mit einer fremden Apple-ID gesperrt.',
} as const;
