// Global setup of the server tests (vitest.config.ts). On PGlite every test file has a database of
// its own; starting an empty one (initdb) and migrating and seeding it took seconds per file, so
// this builds one migrated database with the seeded catalogue before any file runs and each file
// opens a copy of it (server.ts). On PostgreSQL each worker has a database of its own in the
// cluster, made here when it is not there yet (worker-databases.ts); its first file migrates it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client.ts';
import { seedCatalogue } from '../../../server/db/seed/catalogue-seed.ts';
import { createWorkerDatabases } from './worker-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding the template database's data folder (a tarball); '' on PostgreSQL. */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL) {
    await createWorkerDatabases(process.env.TEST_DATABASE_URL, project.config.maxWorkers);
    project.provide('pgliteTemplate', '');
    return () => {};
  }
  const handle = await openDatabase({ kind: 'pglite', dir: null });
  let tarball: Blob;
  try {
    await seedCatalogue(handle.db);
    if (!handle.dump) throw new Error('a PGlite database can be dumped');
    tarball = await handle.dump();
  } finally {
    await handle.close();
  }
  const dir = mkdtempSync(join(tmpdir(), 'handymarkt-test-template-'));
  const file = join(dir, 'pgdata.tar');
  writeFileSync(file, new Uint8Array(await tarball.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
