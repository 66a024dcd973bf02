// The real server (server/main.ts) as a child process on a free port with a fresh data folder:
// on first start it migrates PGlite and seeds the demo marketplace. Shared by the bundle and
// Lighthouse sections; stopped (SIGTERM: graceful, closes PGlite) at the end of the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './build.ts';
import { onCleanup } from './lib/cleanup.ts';
import { freePort, startChild } from './lib/children.ts';

export interface AppServer {
  url: string;
  startupMs: number;
}

let pending: Promise<AppServer> | undefined;

export function startAppServer(staticDir: string): Promise<AppServer> {
  pending ??= start(staticDir);
  return pending;
}

async function start(staticDir: string): Promise<AppServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'handymarkt-bench-data-'));
  onCleanup(`rm ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await freePort();
  const started = performance.now();
  console.log(`starting server/main.ts on 127.0.0.1:${port} (first start seeds the demo marketplace)`);
  await startChild({
    label: 'server/main.ts',
    command: process.execPath,
    args: ['--import', 'tsx', 'server/main.ts'],
    cwd: ROOT,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: staticDir },
    ready: /läuft auf http/,
    timeoutMs: 300_000,
  });
  return { url: `http://127.0.0.1:${port}`, startupMs: Math.round(performance.now() - started) };
}
