// A second process on an embedded database's folder (data-dir.test.ts): opens the folder, writes
// one committed row, says "ready" and holds the database until it is killed.
// argv: the folder, the template tarball to start a new folder from ('' for none).
import { openAsBlob } from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../server/db/client.ts';

const [dir = '', templateFile = ''] = process.argv.slice(2);
try {
  const handle = await openDatabase({
    kind: 'pglite',
    dir,
    ...(templateFile ? { from: await openAsBlob(templateFile) } : {}),
  });
  await handle.db.execute(sql`CREATE TABLE IF NOT EXISTS crash_probe (note text NOT NULL)`);
  await handle.db.execute(sql`INSERT INTO crash_probe VALUES ('written before the kill')`);
  process.stdout.write('ready\n');
  setInterval(() => {}, 60_000);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.name : 'Error'}: ${String(error)}\n`);
  process.exit(1);
}
