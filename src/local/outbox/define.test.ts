// A kind declared once (defineOfflineWrite): its entries are parsed before they are sent (one that
// no longer parses is refused, never sent), the queries it names are asked again once it went
// through, its area hears every outcome first, and a notice is shown only when nobody awaits it.
import 'fake-indexeddb/auto';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { openLocalDb } from '../db.ts';
import { queryClient } from '../query-client.ts';
import { defineOfflineWrite, type WriteSettled } from './define.ts';
import { createOutbox } from './engine.ts';
import { dismissOfflineNotice, type OfflineNotice } from './notices.ts';

let n = 0;
let online = true;
let sent: string[][] = [];
let heard: WriteSettled<{ text: string }, { id: number }>[] = [];
let noticed: OfflineNotice[] = [];

const note = defineOfflineWrite({
  kind: 'note',
  schema: v.object({ text: v.string() }),
  merge: true,
  send: async ({ payloads }) => {
    sent.push(payloads.map((p) => p.text));
    return { id: sent.length };
  },
  invalidates: () => [['notes']],
  settled: (outcome) => void heard.push(outcome),
  notice: (outcome) => {
    const notice: OfflineNotice | undefined =
      outcome.state === 'sent'
        ? {
            id: `note-${outcome.entries[0]?.seq}`,
            tone: 'success',
            area: 'selling',
            testId: 'n',
            message: 'nav.skip',
          }
        : undefined;
    if (notice) noticed.push(notice);
    return notice;
  },
});

function tab() {
  const db = openLocalDb(`outbox-define-${++n}`);
  const outbox = createOutbox({ db: () => db, isOnline: () => online, schedule: () => () => {} });
  outbox.registerReplayers({ note: async () => note });
  outbox.setUser(1);
  return outbox;
}

beforeEach(() => {
  online = true;
  sent = [];
  heard = [];
  for (const notice of noticed) dismissOfflineNotice(notice.id);
  noticed = [];
});

describe('an offline write declared once', () => {
  it('sends the parsed payloads, merged, and asks its queries again once it went through', async () => {
    const outbox = tab();
    queryClient.setQueryData(['notes'], 'old');
    online = false;
    const before = queryClient.getQueryState(['notes'])?.isInvalidated;
    await outbox.enqueue({ userId: 1, kind: 'note', payload: { text: 'a' } });
    await outbox.enqueue({ userId: 1, kind: 'note', payload: { text: 'b' } });
    online = true;
    await outbox.flush();
    expect(before).toBe(false);
    expect(queryClient.getQueryState(['notes'])?.isInvalidated).toBe(true);
    expect(sent.flat()).toEqual(['a', 'b']);
    expect(heard.map((h) => [h.state, h.payloads.map((p) => p.text)])).toEqual([['sent', ['a', 'b']]]);
  });

  it('refuses an entry that no longer parses, never sending it', async () => {
    const outbox = tab();
    const seq = await outbox.enqueue({ userId: 1, kind: 'note', payload: { text: 42 } });
    await outbox.flush();
    expect(sent).toEqual([]);
    expect(await outbox.outcome(seq)).toMatchObject({ state: 'refused', failure: { status: 422 } });
    expect(heard.map((h) => h.state)).toEqual(['refused']);
  });

  it('shows its notice only for a write nobody awaits', async () => {
    const outbox = tab();
    const watched = await outbox.enqueue({ userId: 1, kind: 'note', payload: { text: 'watched' } });
    const outcome = outbox.outcome(watched);
    await outbox.flush();
    expect(await outcome).toMatchObject({ state: 'sent', result: { id: 1 } });
    expect(noticed).toEqual([]);

    await outbox.enqueue({ userId: 1, kind: 'note', payload: { text: 'unwatched' } });
    await outbox.flush();
    expect(noticed.map((x) => x.message)).toEqual(['nav.skip']);
  });
});
