// The read cache: answers from the network are kept so the same screen opens offline.
// Stored records are parsed again on the way out (the schema may have changed since).
// Writes are best effort: when the device is full we drop the oldest half and try once more.
import * as v from 'valibot';
import { ProductSchema, type Product } from '../core/products.ts';
import { localDb, type LocalDb } from './db.ts';

async function write(task: (db: LocalDb) => Promise<unknown>): Promise<void> {
  const db = await localDb();
  try {
    await task(db);
  } catch (error) {
    if (!(error instanceof Error) || !/Quota/i.test(error.name)) throw error;
    await evictOldest(db);
    await task(db).catch(() => undefined);
  }
}

async function evictOldest(db: LocalDb) {
  for (const table of [db.products, db.lists, db.resources] as const) {
    const n = await table.count();
    const keys = await table
      .orderBy('cachedAt')
      .limit(Math.ceil(n / 2))
      .primaryKeys();
    await table.bulkDelete(keys as never[]);
  }
}

/**
 * Ads saved per write: copying an ad into IndexedDB takes a few milliseconds on a phone, so a
 * page of them written at once held the page for longer than a tap may wait.
 */
const ADS_PER_WRITE = 4;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function saveProducts(products: readonly Product[]): Promise<void> {
  const cachedAt = Date.now();
  for (let from = 0; from < products.length; from += ADS_PER_WRITE) {
    if (from > 0) await nextTask();
    const some = products.slice(from, from + ADS_PER_WRITE);
    await write((db) =>
      db.products.bulkPut(some.map((p) => ({ id: p.id, slug: p.slug, data: p, cachedAt }))),
    );
  }
}

export async function readProductBySlug(slug: string): Promise<Product | undefined> {
  const row = await (await localDb()).products.where('slug').equals(slug).first();
  const parsed = v.safeParse(ProductSchema, row?.data);
  return parsed.success ? parsed.output : undefined;
}

export interface ListPage {
  products: Product[];
  total: number;
  totalPages: number;
}

export async function saveListPage(key: string, page: ListPage): Promise<void> {
  await saveProducts(page.products);
  const ids = page.products.map((p) => p.id);
  await write((db) =>
    db.lists.put({ key, ids, total: page.total, totalPages: page.totalPages, cachedAt: Date.now() }),
  );
}

export async function readListPage(key: string): Promise<ListPage | undefined> {
  const db = await localDb();
  const list = await db.lists.get(key);
  if (!list) return undefined;
  const rows = await db.products.bulkGet(list.ids);
  const products = rows.flatMap((row) => {
    const parsed = v.safeParse(ProductSchema, row?.data);
    return parsed.success ? [parsed.output] : [];
  });
  return { products, total: list.total, totalPages: list.totalPages };
}

export async function saveResource(key: string, value: unknown): Promise<void> {
  await write((db) => db.resources.put({ key, value, cachedAt: Date.now() }));
}

export async function readResource<S extends v.GenericSchema>(
  key: string,
  schema: S,
): Promise<v.InferOutput<S> | undefined> {
  const row = await (await localDb()).resources.get(key);
  const parsed = v.safeParse(schema, row?.value);
  return parsed.success ? parsed.output : undefined;
}

/** The ads with these ids that are on the device, in the order asked for. */
export async function readProductsByIds(ids: readonly number[]): Promise<Product[]> {
  const rows = await (await localDb()).products.bulkGet([...ids]);
  return rows.flatMap((row) => {
    const parsed = v.safeParse(ProductSchema, row?.data);
    return parsed.success ? [parsed.output] : [];
  });
}
