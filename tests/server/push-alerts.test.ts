// A saved search alert tells many users at once (issue 16): each device that wants saved search
// pushes gets one, in its own user's language, a device that turned the kind off gets none, and
// a user without devices only the bell. All are queued in the publication's matcher, in two
// statements however many users (server/services/push/queue.ts).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema.ts';
import { publishAd, seller as registerSeller } from './support/ad-writes.ts';
import { notificationKit } from './support/notifications.ts';
import { orderKit } from './support/orders.ts';
import { PUSH_ENV, pushKit } from './support/push.ts';
import { savedSearchKit } from './support/saved-searches.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: PUSH_ENV });
const people = orderKit(server);
const bell = notificationKit(server);
const searches = savedSearchKit(server);
const push = pushKit(server);

describe('saved search alerts as pushes', () => {
  it('pushes each device that wants saved searches once, in its user’s language, and no other', async () => {
    const [german, english, quiet, deviceless] = [
      await people.buyer(),
      await people.buyer(),
      await people.buyer(),
      await people.buyer(),
    ];
    await server.db.update(users).set({ locale: 'en' }).where(eq(users.id, english.id));
    const apple = server.termId('pa_brand', 'apple');
    for (const who of [german, english, quiet, deviceless]) {
      const saved = await searches.create(who, {
        name: 'Apple',
        query: { attributes: [{ taxonomy: 'pa_brand', term_ids: [apple] }] },
      });
      expect(saved.status).toBe(201);
    }
    const germanPhone = await push.device(german);
    const germanTablet = await push.device(german);
    const englishPhone = await push.device(english);
    await push.device(quiet, ['messages', 'orders']);

    const seller = await registerSeller(server);
    const ad = await publishAd(server, seller);
    await searches.settle();
    for (const who of [german, english, quiet, deviceless]) {
      expect((await bell.inbox(who)).filter((n) => n.type === 'saved_search_match')).toHaveLength(1);
    }
    await push.sender.drainOnce();

    const idOf = (device: { endpoint: string }) => device.endpoint.split('/').pop();
    const received = push.service.received.map((p) => ({
      id: p.id,
      title: (p.payload as { title?: string }).title,
    }));
    expect(received).toHaveLength(3);
    expect(received).toEqual(
      expect.arrayContaining([
        { id: idOf(germanPhone), title: `Neu für „Apple“: ${ad.name}` },
        { id: idOf(germanTablet), title: `Neu für „Apple“: ${ad.name}` },
        { id: idOf(englishPhone), title: `New for “Apple”: ${ad.name}` },
      ]),
    );
  });
});
