// First start: an empty database gets the catalogue and static content, and (unless switched
// off with --no-demo or DEMO=0) the demo marketplace. A database that has them keeps its catalogue
// and ads; only the static pages are brought to this version's text.
import { count } from 'drizzle-orm';
import type { Storage } from '../../adapters/storage.ts';
import type { Database } from '../client.ts';
import { invalidateCatalogue } from '../repositories/catalogue.ts';
import { products, terms } from '../schema.ts';
import { seedCatalogue, syncStaticPages } from './catalogue-seed.ts';
import { seedDemo } from './demo-seed.ts';

const rows = async (db: Database, table: typeof terms | typeof products) =>
  (await db.select({ n: count() }).from(table))[0]?.n ?? 0;

export async function seedIfEmpty(db: Database, storage: Storage, opts: { demo: boolean }): Promise<void> {
  if ((await rows(db, terms)) === 0) {
    await seedCatalogue(db);
    invalidateCatalogue(db);
    console.log('Katalog angelegt (catalogue seeded)');
  } else {
    await syncStaticPages(db);
  }
  if (opts.demo && (await rows(db, products)) === 0) {
    const started = Date.now();
    const n = await seedDemo(db, storage);
    console.log(`Demo-Marktplatz angelegt: ${n} Anzeigen in ${Date.now() - started} ms`);
  }
}
