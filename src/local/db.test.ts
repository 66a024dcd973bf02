// A first visit loads no database code: whether the device may hold copies is asked of the
// browser's list of databases (src/local/db.ts mayHoldCopies), which device-query.ts reads first.
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_DB_NAME, mayHoldCopies } from './db.ts';

const created = (factory: IDBFactory, name: string) =>
  new Promise<void>((resolve, reject) => {
    const request = factory.open(name);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(new Error(String(request.error)));
  });

afterEach(() => vi.unstubAllGlobals());

describe('mayHoldCopies', () => {
  it('is false on a first visit and true once the app has made its database', async () => {
    const factory = new IDBFactory();
    vi.stubGlobal('indexedDB', factory);
    expect(await mayHoldCopies()).toBe(false);

    await created(factory, 'another-site-db');
    expect(await mayHoldCopies()).toBe(false);

    await created(factory, LOCAL_DB_NAME);
    expect(await mayHoldCopies()).toBe(true);
  });

  it('assumes copies where the browser cannot list its databases, so none is ever missed', async () => {
    vi.stubGlobal('indexedDB', { open: () => undefined });
    expect(await mayHoldCopies()).toBe(true);
    vi.stubGlobal('indexedDB', { databases: () => Promise.reject(new Error('refused')) });
    expect(await mayHoldCopies()).toBe(true);
  });
});

describe('localDb', () => {
  it('opens on a later call when the first could not fetch its code (offline on a first visit)', async () => {
    vi.stubGlobal('indexedDB', new IDBFactory());
    let offline = true;
    vi.doMock('dexie', async (importOriginal) => {
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    vi.resetModules();
    const { localDb } = await import('./db.ts');
    await expect(localDb()).rejects.toThrow();

    offline = false;
    const db = await localDb();
    await db.account.put({ key: 'me', userId: 7, value: {}, cachedAt: 1 });
    expect((await db.account.get('me'))?.userId).toBe(7);
    db.close();
    vi.doUnmock('dexie');
  });
});
