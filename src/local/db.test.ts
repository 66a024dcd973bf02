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
