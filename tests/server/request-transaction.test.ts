// The request transaction of a keyed call (server/db/transaction.ts): its first transaction runs
// in it without a savepoint, a refusal thrown there rolls everything back and a later transaction
// opens a new one; a later transaction is a savepoint, so a refusal there keeps what came before.
// Nothing is committed before the handler is done, and what waits for COMMIT runs only for work
// that stayed.
import { inArray, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { appSecrets } from '../../server/db/schema.ts';
import { afterCommit, inTransaction, rootOf, runInRequestTransaction } from '../../server/db/transaction.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const PREFIX = 'request-transaction-test:';

const names = async () =>
  (
    await rootOf(server.db)
      .select()
      .from(appSecrets)
      .where(like(appSecrets.name, `${PREFIX}%`))
  )
    .map((row) => row.name.slice(PREFIX.length))
    .sort();
const write = (name: string) =>
  inTransaction(server.db, async (tx) => {
    await tx.insert(appSecrets).values({ name: PREFIX + name, value: 'x' });
  });
const refusal = new Error('refused');

afterEach(async () => {
  await rootOf(server.db)
    .delete(appSecrets)
    .where(like(appSecrets.name, `${PREFIX}%`));
});

/** Runs `handler` as a keyed request does; answers how often a request transaction was opened. */
async function asKeyedRequest(handler: () => Promise<void>) {
  let opened = 0;
  const run = await runInRequestTransaction(
    rootOf(server.db),
    async () => {
      opened += 1;
    },
    handler,
  );
  await run.commit(async () => undefined);
  return { opened, wasOpen: run.opened };
}

describe('the request transaction', () => {
  it('rolls the first transaction back whole when it refuses, and opens a new one for the next', async () => {
    const after: string[] = [];
    const { opened, wasOpen } = await asKeyedRequest(async () => {
      await expect(
        inTransaction(server.db, async (tx) => {
          await tx.insert(appSecrets).values({ name: `${PREFIX}refused`, value: 'x' });
          await afterCommit(async () => void after.push('refused'));
          throw refusal;
        }),
      ).rejects.toBe(refusal);
      // Nothing is open now: this read is the database's, and finds nothing of the refused work.
      expect(await names()).toEqual([]);
      await write('kept');
      await afterCommit(async () => void after.push('kept'));
      expect(after).toEqual([]); // waits for the COMMIT
    });
    expect(await names()).toEqual(['kept']);
    expect(after).toEqual(['kept']);
    expect(opened).toBe(2);
    expect(wasOpen).toBe(true);
  });

  it('keeps what came before a later transaction that refuses (a savepoint)', async () => {
    const after: string[] = [];
    const { opened } = await asKeyedRequest(async () => {
      await write('first');
      await afterCommit(async () => void after.push('first'));
      await expect(
        inTransaction(server.db, async (tx) => {
          await tx.insert(appSecrets).values({ name: `${PREFIX}second`, value: 'x' });
          await afterCommit(async () => void after.push('second'));
          throw refusal;
        }),
      ).rejects.toBe(refusal);
      await write('third');
    });
    expect(await names()).toEqual(['first', 'third']);
    expect(after).toEqual(['first']);
    expect(opened).toBe(1);
  });

  it('leaves nothing open when the only transaction refused', async () => {
    const { wasOpen } = await asKeyedRequest(async () => {
      await expect(
        inTransaction(server.db, async (tx) => {
          await tx.insert(appSecrets).values({ name: `${PREFIX}only`, value: 'x' });
          throw refusal;
        }),
      ).rejects.toBe(refusal);
    });
    expect(wasOpen).toBe(false);
    expect(
      await rootOf(server.db)
        .select()
        .from(appSecrets)
        .where(inArray(appSecrets.name, [`${PREFIX}only`])),
    ).toEqual([]);
  });
});
