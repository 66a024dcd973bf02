// The embedded database's folder is one process's at a time (server/db/data-dir-lock.ts): a second
// server or `npm run admin` beside a running one is refused before it can write (two PGlite
// processes on one folder leave it unopenable), a killed owner's lock does not keep the next
// start out, and a folder beyond recovery gets a clear error instead of "Aborted()".
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, openAsBlob, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { DataDirInUseError, DataDirUnopenableError } from '../../server/db/data-dir-lock.ts';

const HOLDER = new URL('./support/hold-database.ts', import.meta.url).pathname;

/** Runs the holder on the folder; resolves once it has written its row (or with its exit). */
function startHolder(dir: string): {
  child: ChildProcess;
  outcome: Promise<{ ready: boolean; stderr: string }>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dir, inject('pgliteTemplate')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const outcome = new Promise<{ ready: boolean; stderr: string }>((resolve) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve({ ready: true, stderr });
    });
    child.on('exit', () => resolve({ ready: false, stderr }));
  });
  return { child, outcome };
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** A Blob backed by the template's file (support/server.ts). */
const template = (): Promise<Blob> => openAsBlob(inject('pgliteTemplate'));

describe.skipIf(process.env.TEST_DATABASE_URL)('the embedded database folder', () => {
  let root = '';
  let dir = '';
  const children: ChildProcess[] = [];

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'handymarkt-test-datadir-'));
    dir = join(root, 'db');
  });
  afterEach(async () => {
    for (const child of children.splice(0)) {
      child.kill('SIGKILL');
      await exited(child);
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses a second process while a server holds it, and keeps what the first wrote', async () => {
    const first = await openDatabase({ kind: 'pglite', dir, from: await template() });
    try {
      await first.db.execute(sql`CREATE TABLE kept (note text NOT NULL)`);
      await first.db.execute(sql`INSERT INTO kept VALUES ('the running server''s row')`);

      const second = startHolder(dir);
      children.push(second.child);
      const { ready, stderr } = await second.outcome;
      expect(ready).toBe(false);
      expect(stderr).toContain('DataDirInUseError');
      expect(stderr).toContain(`in use by process ${process.pid}`);

      expect((await first.db.execute(sql`SELECT note FROM kept`)).rows).toEqual([
        { note: "the running server's row" },
      ]);
    } finally {
      await first.close();
    }
  });

  it('refuses a second open in the same process', async () => {
    const first = await openDatabase({ kind: 'pglite', dir, from: await template() });
    try {
      await expect(openDatabase({ kind: 'pglite', dir })).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await first.close();
    }
    // Closed: the folder is free again.
    const again = await openDatabase({ kind: 'pglite', dir });
    await again.close();
  });

  it("opens after its owner was killed, with the owner's committed row", async () => {
    const holder = startHolder(dir);
    children.push(holder.child);
    expect((await holder.outcome).ready).toBe(true);
    holder.child.kill('SIGKILL');
    await exited(holder.child);
    expect(readdirSync(root)).toContain('db.lock'); // left behind by the kill

    const next = await openDatabase({ kind: 'pglite', dir });
    try {
      expect((await next.db.execute(sql`SELECT note FROM crash_probe`)).rows).toEqual([
        { note: 'written before the kill' },
      ]);
    } finally {
      await next.close();
    }
    expect(readdirSync(root)).not.toContain('db.lock');
  });

  it('says that a folder PostgreSQL cannot recover cannot be opened, and frees it', async () => {
    const first = await openDatabase({ kind: 'pglite', dir, from: await template() });
    await first.close();
    // The write-ahead log the last checkpoint lives in, gone (what two writers did to it).
    for (const segment of readdirSync(join(dir, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name))) {
      truncateSync(join(dir, 'pg_wal', segment), 0);
    }
    const error = await openDatabase({ kind: 'pglite', dir }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DataDirUnopenableError);
    expect(String(error)).toContain(`The embedded database in ${dir} cannot be opened`);
    expect(readdirSync(root)).not.toContain('db.lock');
  });
});
