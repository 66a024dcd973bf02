// A throwaway PostgreSQL cluster (scripts/ensure-postgres.mjs): started for the run, stopped and
// deleted at its end.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { onCleanup } from './lib/cleanup.ts';

const run = promisify(execFile);
const SCRIPT = fileURLToPath(new URL('../scripts/ensure-postgres.mjs', import.meta.url));

export interface Postgres {
  url: string;
  /** The same database over its Unix socket (how a server on the database's machine reaches it). */
  socketUrl: string;
  dir: string;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<Postgres> {
  const { stdout } = await run(process.execPath, [SCRIPT], { maxBuffer: 16 * 1024 * 1024 });
  const line = stdout.trim().split('\n').at(-1) ?? '';
  const { url, dir } = JSON.parse(line) as { url: string; dir: string };
  const stop = onCleanup(`postgres ${dir}`, async () => {
    await run(process.execPath, [SCRIPT, 'stop', dir]);
    // The cluster lives in <tmp>/handymarkt-pg-XXXX/data; the folder above it is ours too.
    rmSync(dirname(dir), { recursive: true, force: true });
  });
  // The cluster's socket is in the folder above its data (ensure-postgres starts it with -k).
  const { port } = new URL(url);
  const socketUrl = `postgres://postgres@/postgres?host=${encodeURIComponent(dirname(dir))}&port=${port}`;
  return { url, socketUrl, dir, stop };
}
