// The one runner of background jobs (docs/jobs.md): pg-boss, PostgreSQL's job queue, over the
// app's own database (its `db` option: PGlite's one connection, or the pool of PostgreSQL), in
// its own schema `pgboss`. Each job of ./index.ts becomes a queue of policy "stately": at most
// one run queued and one running across every instance, so a wake-up during a run queues exactly
// one more and a schedule fires once however many instances run. A failed round is retried with
// backoff; a round whose instance died (kill -9) is failed by pg-boss's supervisor when its
// expiry passes and retried on another instance.
import PgBoss from 'pg-boss';
import type { DatabaseHandle, ExecuteSql } from '../db/client.ts';
import type { Unlisten } from '../db/listen.ts';
import { logError } from '../lib/log.ts';
import type { JobDefinition, JobDeps } from './define.ts';
import { JOBS } from './index.ts';
import { registerWaker } from './wake.ts';

export interface JobRunnerOptions {
  executeSql: ExecuteSql;
  listen: DatabaseHandle['listen'];
  deps: JobDeps;
  /** Which jobs this instance runs (all by default). */
  jobs?: readonly JobDefinition[];
  /** The time handed to each round (tests inject one). */
  clock?: () => Date;
  /** How often each job looks for runs nobody woke it for (a schedule's, another instance's). */
  pollSeconds?: number;
  /** How often the supervisor fails runs past their expiry (a dead instance's) for a retry. */
  superviseSeconds?: number;
  /** How often schedules are looked at (pg-boss's defaults unless given: tests). */
  cronSeconds?: number;
  /**
   * No other instance can run on this database (PGlite: its folder is locked to one process).
   * Runs left active were a dead process's: failed at start, so they are tried again at once
   * rather than after their expiry.
   */
  soleInstance?: boolean;
}

export interface JobRunner {
  /** Queue one run of a job (joined with one already queued) and wake this instance's worker. */
  wake(name: string): Promise<void>;
  /** Stop taking runs; waits for the rounds running now. */
  stop(): Promise<void>;
}

/** A round runs for at most this long, unless its job says otherwise; then it counts as dead. */
const EXPIRE_S = 15 * 60;

function cronOf(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60 || 60 % minutes !== 0) {
    throw new Error(`everyMinutes must divide 60: ${minutes}`);
  }
  return minutes === 60 ? '0 * * * *' : minutes === 1 ? '* * * * *' : `*/${minutes} * * * *`;
}

export async function startJobs(options: JobRunnerOptions): Promise<JobRunner> {
  const jobs = options.jobs ?? JOBS;
  const clock = options.clock ?? (() => new Date());
  const boss = new PgBoss({
    // pg-boss types its adapter's values as any[]; ExecuteSql takes unknown[].
    db: { executeSql: (text: string, values: unknown[]) => options.executeSql(text, values) },
    schema: 'pgboss',
    supervise: true,
    schedule: true,
    maintenanceIntervalSeconds: options.superviseSeconds ?? 60,
    archiveCompletedAfterSeconds: 60 * 60,
    deleteAfterDays: 2,
    ...(options.cronSeconds
      ? { cronMonitorIntervalSeconds: options.cronSeconds, cronWorkerIntervalSeconds: options.cronSeconds }
      : {}),
  });
  boss.on('error', (error) => logError('jobs', error));
  await boss.start();

  const workers = new Map<string, string>();
  const wake = async (name: string): Promise<void> => {
    await boss.send(name, {}, { singletonKey: name });
    const worker = workers.get(name);
    if (worker) boss.notifyWorker(worker);
  };
  const wakeQuietly = (name: string) =>
    void wake(name).catch((error: unknown) => logError(`job ${name}`, error));

  if (options.soleInstance) await failOrphanedRuns(boss, options.executeSql, jobs);

  const unlisteners: Unlisten[] = [];
  for (const job of jobs) {
    const queue = {
      name: job.name,
      policy: 'stately' as const,
      retryLimit: job.retryLimit ?? 3,
      retryDelay: job.retryDelaySeconds ?? 30,
      retryBackoff: true,
      expireInSeconds: job.expireSeconds ?? EXPIRE_S,
    };
    await boss.createQueue(job.name, queue);
    await boss.updateQueue(job.name, queue);
    if (job.everyMinutes) {
      await boss.schedule(job.name, cronOf(job.everyMinutes), {}, { singletonKey: job.name });
    } else {
      await boss.unschedule(job.name);
    }
    const run = async () => {
      try {
        await job.run({ deps: options.deps, now: clock() });
      } catch (error) {
        // Logged here, recorded by pg-boss, and tried again after the backoff.
        logError(`job ${job.name}`, error);
        throw error;
      }
    };
    workers.set(
      job.name,
      await boss.work(job.name, { pollingIntervalSeconds: options.pollSeconds ?? 10 }, run),
    );
    if (job.wakeOn) {
      const kick = () => wakeQuietly(job.name);
      unlisteners.push(await options.listen(job.wakeOn, { onNotify: kick, onReconnect: kick }));
    }
    if (job.atStart) wakeQuietly(job.name);
  }
  const unregister = registerWaker(options.deps.db, wakeQuietly);

  return {
    wake,
    async stop() {
      unregister();
      for (const unlisten of unlisteners) await unlisten();
      await boss.stop({ graceful: true, wait: true, timeout: 30_000 });
    },
  };
}

/** The runs a killed process left active (soleInstance): failed, so pg-boss retries them. */
async function failOrphanedRuns(boss: PgBoss, executeSql: ExecuteSql, jobs: readonly JobDefinition[]) {
  const { rows } = await executeSql(
    "SELECT name, id FROM pgboss.job WHERE state = 'active' AND name = ANY($1::text[])",
    [jobs.map((job) => job.name)],
  );
  for (const row of rows as { name: string; id: string }[]) {
    await boss.fail(row.name, row.id, { message: 'its process ended during the run' });
  }
}
