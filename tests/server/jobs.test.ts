// The job runner (server/jobs/runner.ts, docs/jobs.md): pg-boss over the app's own database, on
// PGlite and on PostgreSQL. A woken job runs its round with the runner's clock; a wake-up during
// a run is followed by exactly one more run; a failing round is tried again. On PostgreSQL
// (TEST_DATABASE_URL) with two instances: a scheduled run happens once, and a round whose
// instance is killed with kill -9 runs again on the other.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { defineJob, type JobDefinition } from '../../server/jobs/define.ts';
import { startJobs, type JobRunner } from '../../server/jobs/runner.ts';
import { crashJob } from './support/job-crash.ts';
import { jobDeps, startJobRunner } from './support/jobs.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer();
const url = process.env.TEST_DATABASE_URL;
const INSTANCE = new URL('./support/job-instance.ts', import.meta.url).pathname;

const runners: JobRunner[] = [];
const children: ChildProcess[] = [];
const handles: DatabaseHandle[] = [];

afterEach(async () => {
  vi.restoreAllMocks();
  for (const runner of runners.splice(0)) await runner.stop();
});
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const handle of handles) await handle.close();
});

/** A fresh queue name per test: queues and their runs outlive a test on a kept PostgreSQL. */
const fresh = (what: string) => `test-${what}-${randomUUID().slice(0, 8)}`;

async function runner(jobs: JobDefinition[], clock?: () => Date): Promise<JobRunner> {
  const started = await startJobRunner(server, jobs, clock ? { clock } : {});
  runners.push(started);
  return started;
}

async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('waited in vain');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the job runner', () => {
  it('runs a woken job with its clock, once more when woken during a run, and tries a failing round again', async () => {
    const at = new Date('2026-03-02T07:00:00.000Z');
    const seen: Date[] = [];
    let release: () => void = () => undefined;
    const job = defineJob({
      name: fresh('woken'),
      retryDelaySeconds: 1,
      run: async ({ now }) => {
        seen.push(now);
        if (seen.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
    });
    const jobs = await runner([job], () => at);
    await jobs.wake(job.name);
    await until(() => seen.length === 1);
    // Three wake-ups during the run: one more run, not three.
    for (let i = 0; i < 3; i++) await jobs.wake(job.name);
    release();
    await until(() => seen.length === 2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen).toEqual([at, at]);

    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let tries = 0;
    const flaky = defineJob({
      name: fresh('flaky'),
      retryDelaySeconds: 1,
      run: () => (++tries === 1 ? Promise.reject(new Error('the mail server is down')) : Promise.resolve()),
    });
    await (await runner([flaky])).wake(flaky.name);
    await until(() => tries === 2);
  });
});

describe('one instance on PGlite', () => {
  it(
    'runs a round again at the next start when its process was killed with kill -9',
    { timeout: 90_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'handymarkt-jobs-'));
      try {
        const name = fresh('restart');
        // The first start creates the database; its round never ends, and the process is killed.
        const child = spawnInstance({ PGLITE_DIR: dir, JOB_NAME: name });
        await started(child);
        await kill(child);
        const handle = await openDatabase({ kind: 'pglite', dir });
        handles.push(handle);
        let rounds = 0;
        // Its expiry is far off: only the start's clean-up lets it run now.
        const job = defineJob({
          ...crashJob(name),
          expireSeconds: 600,
          run: () => Promise.resolve(void rounds++),
        });
        runners.push(
          await startJobs({
            executeSql: handle.executeSql,
            listen: handle.listen,
            deps: jobDeps(server, { db: handle.db }),
            jobs: [job],
            pollSeconds: 0.5,
            soleInstance: true,
          }),
        );
        await until(() => rounds === 1, 15_000);
      } finally {
        for (const runner of runners.splice(0)) await runner.stop();
        for (const handle of handles.splice(0)) await handle.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe.skipIf(!url)('two instances on one PostgreSQL', () => {
  it(
    'runs a scheduled round once a minute, however many instances run it',
    { timeout: 150_000 },
    async () => {
      const second = await openDatabase({ kind: 'postgres', url: url ?? '' });
      handles.push(second);
      // The start run and the next full minute's run must not fall within one check below: a
      // start in a minute's last seconds waits for the next minute to begin.
      const seconds = new Date().getSeconds();
      if (seconds >= 50) await new Promise((resolve) => setTimeout(resolve, (61 - seconds) * 1000));
      let rounds = 0;
      const job = defineJob({
        name: fresh('minutely'),
        everyMinutes: 1,
        run: () => Promise.resolve(void rounds++),
      });
      runners.push(
        await startJobs({ ...instance(server.executeSql, server.listen), jobs: [job] }),
        await startJobs({ ...instance(second.executeSql, second.listen), jobs: [job] }),
      );
      // An every-minute schedule fires at the start, then at the next full minute: once each time.
      await until(() => rounds === 1, 75_000);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(rounds).toBe(1);
      await until(() => rounds === 2, 75_000);
      await new Promise((resolve) => setTimeout(resolve, 3000));
      expect(rounds).toBe(2);
    },
  );

  it(
    'runs a round again on the other instance when its instance is killed with kill -9',
    { timeout: 60_000 },
    async () => {
      const name = fresh('crash');
      const child = spawnInstance({ JOB_NAME: name });
      await started(child);
      let rounds = 0;
      const job = defineJob({ ...crashJob(name), run: () => Promise.resolve(void rounds++) });
      runners.push(await startJobs({ ...instance(server.executeSql, server.listen), jobs: [job] }));
      await kill(child);
      expect(rounds).toBe(0);
      await until(() => rounds === 1, 30_000);
    },
  );
});

/** tests/server/support/job-instance.ts in a process of its own. */
function spawnInstance(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', INSTANCE], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return child;
}

/** Until the instance's round has started. */
function started(child: ChildProcess): Promise<void> {
  let output = '';
  return new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('started')) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the instance exited (${code}):\n${output}`)));
  });
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

/** The runner's settings for an instance on the file's PostgreSQL, with fast polls and schedules. */
function instance(executeSql: DatabaseHandle['executeSql'], listen: DatabaseHandle['listen']) {
  return { executeSql, listen, deps: jobDeps(server), pollSeconds: 0.5, superviseSeconds: 1, cronSeconds: 1 };
}
