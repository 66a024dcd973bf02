// The saved searches' daily e-mail digest (issue 16): at 08:00 German time a user who turned it on
// gets ONE mail, in their language, of the alerts of the last day they have not read in the app
// whose ads are still public, grouped by saved search, capped at 20 ads; nothing to tell, no mail;
// never twice a day, also with sweeps running at once (on two instances on PostgreSQL), and never
// last week's alerts to someone who turned it on a minute before. Time is passed to the sweep.
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMailer } from '../../server/adapters/mail.ts';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { enqueueSavedSearchJob } from '../../server/db/repositories/saved-searches.ts';
import { inTransaction } from '../../server/db/transaction.ts';
import { notifications, users } from '../../server/db/schema.ts';
import searchDigestJob from '../../server/jobs/search-digest.ts';
import { searchDigestService } from '../../server/services/search-digest.ts';
import { formatCents } from '../../src/core/money.ts';
import { digestSlot } from '../../src/core/search-digest.ts';
import { tokenService } from '../../server/services/tokens.ts';
import type { Database } from '../../server/db/client.ts';
import { productPath } from './support/ad-writes.ts';
import { TEST_JWT_SECRET } from './support/flows.ts';
import { startJobRunner } from './support/jobs.ts';
import { notificationKit } from './support/notifications.ts';
import { orderKit, ORDER_ENV, type Party } from './support/orders.ts';
import { savedSearchKit } from './support/saved-searches.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ORDER_ENV });
const people = orderKit(server);
const bell = notificationKit(server);
const searches = savedSearchKit(server);
const ORIGIN = 'https://handymarkt.example';
const SETTINGS = '/wp-json/hm/v1/mail-settings';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const digests = (db: Database = server.db) =>
  searchDigestService({
    db,
    mailer: outboxMailer(db),
    tokens: tokenService(db, { secret: TEST_JWT_SECRET, ttlHours: 1 }),
  });
const sweep = (at: Date, db?: Database) => digests(db).sweep(ORIGIN, at);

/** The first 08:00 German time after `t`'s latest one (25 h on: across a change of the clocks too). */
const nextSlot = (t: Date) => digestSlot(new Date(digestSlot(t).getTime() + 25 * HOUR));
// Each test has a morning of its own (08:05 German time), days after the last one's; the first is
// the next one after now, when the users below turn the digest on (in real time).
let slot = digestSlot(new Date());
let firstMorning = true;
const nextMorning = () => {
  for (let i = 0; i < (firstMorning ? 1 : 3); i++) slot = nextSlot(slot);
  firstMorning = false;
  return new Date(slot.getTime() + 5 * MINUTE);
};

let second: DatabaseHandle | undefined;
afterEach(async () => {
  await second?.close();
  second = undefined;
});

async function turnOn(who: Party, on = true) {
  const res = await server.request('PUT', SETTINGS, { token: who.token, body: { search_digest: on } });
  expect(res.status).toBe(200);
}

async function save(who: Party, name: string, query: Record<string, unknown> = {}) {
  const res = await searches.create(who, { name, query });
  if (res.status !== 201) throw new Error(`save: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

let published = 0;
/** Live ads of a new seller, each gone through the saved searches' matcher as after a publish. */
async function publish(prices: number[]) {
  const seller = await people.seller();
  const ads = [];
  for (const price of prices) {
    const ad = await people.ad(seller, {
      price,
      name: `Testhandy ${String(++published).padStart(3, '0')}`,
      slug: `testhandy-${published}-${Date.now()}`,
    });
    await inTransaction(server.db, (tx) => enqueueSavedSearchJob(tx, ad.id));
    ads.push(ad);
  }
  await searches.settle();
  return { seller, ads };
}

/** Dates `who`'s alerts at `at` (the matcher wrote them now, in real time). */
async function alertsAt(who: Party, at: Date, only?: number[]) {
  await server.db
    .update(notifications)
    .set({ createdAt: at })
    .where(only ? inArray(notifications.id, only) : eq(notifications.userId, who.id));
}

const alertsOf = async (who: Party) => (await bell.inbox(who)).filter((n) => n.type === 'saved_search_match');

describe('the saved searches daily digest', () => {
  it('mails one digest at 08:00 in the reader’s language, grouped by saved search, with prices and links', async () => {
    const morning = nextMorning();
    const lena = await people.buyer({ firstName: 'Lena' });
    const sam = await people.buyer({ firstName: 'Sam' });
    await server.db.update(users).set({ locale: 'en' }).where(eq(users.id, sam.id));
    for (const who of [lena, sam]) {
      await turnOn(who);
      await save(who, 'Alles');
    }
    await save(lena, 'Bis 300 €', { max_price: '300' });
    const { ads } = await publish([349, 299.5]);
    for (const who of [lena, sam]) await alertsAt(who, new Date(morning.getTime() - 2 * HOUR));

    // 07:59 German time: not yet.
    expect(await sweep(new Date(morning.getTime() - 6 * MINUTE))).toBe(0);
    expect(await sweep(morning)).toBe(2);

    const [de, ...moreDe] = await server.mails(lena.email);
    expect(moreDe).toHaveLength(0);
    expect(de?.subject).toBe('3 neue Handys für deine Suchaufträge');
    const [expensive, cheap] = ads;
    const [de349, de299, en349] = [formatCents(34900), formatCents(29950), formatCents(34900, 'en-GB')];
    const link = (slug: string | undefined) => `${ORIGIN}/product/${slug ?? ''}`;
    expect(de?.text).toContain(
      `„Alles“\n- ${expensive?.name} – ${de349}\n  ${link(expensive?.slug)}\n- ${cheap?.name} – ${de299}\n  ${link(cheap?.slug)}`,
    );
    expect(de?.text).toContain(`„Bis 300 €“\n- ${cheap?.name} – ${de299}\n  ${link(cheap?.slug)}`);
    expect(de?.text).toContain(`Suchaufträge verwalten:\n${ORIGIN}/dashboard/settings`);
    expect(de?.text).toMatch(new RegExp(`${ORIGIN}/mail/unsubscribe\\?token=[\\w.%-]+&kind=search_digest`));

    const [en] = await server.mails(sam.email);
    expect(en?.subject).toBe('2 new phones for your saved searches');
    expect(en?.text).toContain('Hello Sam,');
    expect(en?.text).toContain(`“Alles”\n- ${expensive?.name} – ${en349}\n`);
  });

  it('leaves out alerts read in the app and ads no longer public, and mails nothing when none is left', async () => {
    const morning = nextMorning();
    const some = await people.buyer();
    const none = await people.buyer();
    for (const who of [some, none]) {
      await turnOn(who);
      await save(who, 'Alles');
    }
    const { seller, ads } = await publish([100, 200, 300]);
    const [read, paused, kept] = ads;
    // Read in the app (both users), and paused by its seller.
    for (const who of [some, none]) {
      const alerts = await alertsOf(who);
      const keys = alerts.filter((n) => n.data.product?.id === read?.id).map((n) => n.key);
      expect((await bell.read(who, keys)).status).toBe(200);
    }
    const pause = await server.request('PUT', productPath(paused?.id ?? 0), {
      token: seller.token,
      body: { status: 'private' },
    });
    expect(pause.status).toBe(200);
    const noneLeft = (await alertsOf(none)).filter((n) => n.data.product?.id === kept?.id).map((n) => n.key);
    expect((await bell.read(none, noneLeft)).status).toBe(200);
    for (const who of [some, none]) await alertsAt(who, new Date(morning.getTime() - HOUR));

    expect(await sweep(morning)).toBe(1);
    const [mail] = await server.mails(some.email);
    expect(mail?.subject).toBe('Ein neues Handy für deine Suchaufträge');
    expect(mail?.text).toContain(kept?.name);
    expect(mail?.text).not.toContain(read?.name);
    expect(mail?.text).not.toContain(paused?.name);
    expect(await server.mails(none.email)).toHaveLength(0);
  });

  it('mails nobody who did not turn it on (it is off by default) or turned it off again', async () => {
    const morning = nextMorning();
    const never = await people.buyer();
    const again = await people.buyer();
    await turnOn(again);
    await turnOn(again, false);
    for (const who of [never, again]) await save(who, 'Alles');
    await publish([250]);
    for (const who of [never, again]) {
      expect(await alertsOf(who)).toHaveLength(1);
      await alertsAt(who, new Date(morning.getTime() - HOUR));
    }
    expect(await sweep(morning)).toBe(0);
    for (const who of [never, again]) expect(await server.mails(who.email)).toHaveLength(0);
  });

  it('mails once when sweeps run at the same time (on PostgreSQL through two connection pools)', async () => {
    const morning = nextMorning();
    const buyer = await people.buyer();
    await turnOn(buyer);
    await save(buyer, 'Alles');
    await publish([199]);
    await alertsAt(buyer, new Date(morning.getTime() - HOUR));

    const url = process.env.TEST_DATABASE_URL;
    if (url) second = await openDatabase({ kind: 'postgres', url });
    const other = second?.db ?? server.db;
    const sent = await Promise.all([
      sweep(morning),
      sweep(morning, other),
      sweep(morning),
      sweep(morning, other),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await server.mails(buyer.email)).toHaveLength(1);
  });

  it('mails once a day: not again the same day, the next morning only what came since', async () => {
    const morning = nextMorning();
    const buyer = await people.buyer();
    await turnOn(buyer);
    await save(buyer, 'Alles');
    const first = await publish([150]);
    await alertsAt(buyer, new Date(morning.getTime() - HOUR));
    expect(await sweep(morning)).toBe(1);

    const before = new Set((await alertsOf(buyer)).map((n) => n.key));
    const later = await publish([160]);
    const fresh = (await alertsOf(buyer)).filter((n) => !before.has(n.key)).map((n) => n.key);
    await alertsAt(buyer, new Date(morning.getTime() + 2 * HOUR), fresh);
    // The same German day, late in the evening (already the next day in UTC): nothing.
    expect(await sweep(new Date(morning.getTime() + 16 * HOUR))).toBe(0);
    expect(await server.mails(buyer.email)).toHaveLength(1);

    expect(await sweep(new Date(morning.getTime() + 24 * HOUR))).toBe(1);
    const [, next] = await server.mails(buyer.email);
    expect(next?.text).toContain(later.ads[0]?.name);
    expect(next?.text).not.toContain(first.ads[0]?.name);
  });

  it('does not mail last week’s alerts to someone who turned it on a minute before 08:00', async () => {
    const morning = nextMorning();
    const buyer = await people.buyer();
    await save(buyer, 'Alles');
    await publish([120]);
    await alertsAt(buyer, new Date(morning.getTime() - 3 * 24 * HOUR));
    await turnOn(buyer);
    expect(await sweep(morning)).toBe(0);
    expect(await server.mails(buyer.email)).toHaveLength(0);
  });

  it('lists at most 20 ads and says how many more there are', async () => {
    const morning = nextMorning();
    const buyer = await people.buyer();
    await turnOn(buyer);
    await save(buyer, 'Alles');
    await publish(Array.from({ length: 22 }, (_, i) => 100 + i));
    await alertsAt(buyer, new Date(morning.getTime() - HOUR));
    expect(await sweep(morning)).toBe(1);
    const [mail] = await server.mails(buyer.email);
    expect(mail?.subject).toBe('22 neue Handys für deine Suchaufträge');
    expect(mail?.text.match(/^- /gm)).toHaveLength(20);
    expect(mail?.text).toContain('… und 2 weitere');
  });

  it('is turned off by the link in the digest without a login, leaving the away mail on', async () => {
    const morning = nextMorning();
    const buyer = await people.buyer();
    await turnOn(buyer);
    await save(buyer, 'Alles');
    await publish([130]);
    await alertsAt(buyer, new Date(morning.getTime() - HOUR));
    expect(await sweep(morning)).toBe(1);
    const [mail] = await server.mails(buyer.email);
    const token = decodeURIComponent(/token=([\w.%-]+)/.exec(mail?.text ?? '')?.[1] ?? '');

    const forged = await server.request('POST', `${SETTINGS}/unsubscribe`, { body: { token: `${token}x` } });
    expect(forged.status).toBe(401);
    const done = await server.request('POST', `${SETTINGS}/unsubscribe`, { body: { token } });
    expect(done).toMatchObject({ status: 200, body: { away_mail: true, search_digest: false } });
    expect((await server.request('GET', SETTINGS, { token: buyer.token })).body).toEqual({
      away_mail: true,
      search_digest: false,
    });
  });

  it("is mailed by its job at 08:00 on the runner's clock, once however often the job runs", async () => {
    const morning = nextMorning();
    const buyer = await people.buyer();
    await turnOn(buyer);
    await save(buyer, 'Alles');
    await publish([199]);
    await alertsAt(buyer, new Date(morning.getTime() - HOUR));
    const deps = { mailer: outboxMailer(server.db), origin: ORIGIN };
    const jobs = await startJobRunner(server, [searchDigestJob], { deps, clock: () => morning });
    try {
      for (let i = 0; i < 3; i++) await jobs.wake(searchDigestJob.name);
      const deadline = Date.now() + 10_000;
      while ((await server.mails(buyer.email)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await jobs.wake(searchDigestJob.name);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(await server.mails(buyer.email)).toHaveLength(1);
    } finally {
      await jobs.stop();
    }
  });
});

describe('the mail settings with the digest', () => {
  it('answer both settings, the digest off by default, and change either or both', async () => {
    const user = await people.buyer();
    const put = (body: unknown) => server.request('PUT', SETTINGS, { token: user.token, body });
    expect((await server.request('GET', SETTINGS, { token: user.token })).body).toEqual({
      away_mail: true,
      search_digest: false,
    });
    expect((await put({ search_digest: true })).body).toEqual({ away_mail: true, search_digest: true });
    expect((await put({ away_mail: false })).body).toEqual({ away_mail: false, search_digest: true });
    expect((await put({ away_mail: true, search_digest: false })).body).toEqual({
      away_mail: true,
      search_digest: false,
    });
    expect((await server.request('GET', SETTINGS, { token: user.token })).body).toEqual({
      away_mail: true,
      search_digest: false,
    });
  });

  it('refuse a bad value naming the field, an unknown field and an empty change', async () => {
    const user = await people.buyer();
    expect((await server.request('PUT', SETTINGS, { body: { search_digest: true } })).status).toBe(401);
    const put = (body: unknown) => server.request('PUT', SETTINGS, { token: user.token, body });
    for (const [body, field] of [
      [{ search_digest: 'ja' }, 'search_digest'],
      [{ away_mail: true, search_digest: 1 }, 'search_digest'],
      [{ daily: true }, 'daily'],
      [{}, 'away_mail'],
    ] as const) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'rest_invalid_param',
        data: { status: 400, params: { [field]: expect.any(String) } },
      });
    }
    expect((await server.request('GET', SETTINGS, { token: user.token })).body).toEqual({
      away_mail: true,
      search_digest: false,
    });
  });
});
