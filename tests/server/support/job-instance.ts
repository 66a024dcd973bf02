// An instance of the job runner in a process of its own (tests/server/jobs.test.ts kills it with
// kill -9): on TEST_DATABASE_URL, or on the PGlite folder PGLITE_DIR, it runs the job JOB_NAME,
// whose round says "started" and then never ends, and wakes it once.
import { openDatabase } from '../../../server/db/client.ts';
import { defineJob, type JobDeps } from '../../../server/jobs/define.ts';
import { startJobs } from '../../../server/jobs/runner.ts';
import { crashJob } from './job-crash.ts';

const dir = process.env.PGLITE_DIR;
const name = process.env.JOB_NAME ?? '';
const database = await openDatabase(
  dir ? { kind: 'pglite', dir } : { kind: 'postgres', url: process.env.TEST_DATABASE_URL ?? '' },
);
const job = defineJob({
  ...crashJob(name),
  // PGlite: a long expiry, so only the next start's clean-up can run the round again.
  ...(dir ? { expireSeconds: 600 } : {}),
  run: () => {
    console.log('started');
    return new Promise(() => undefined);
  },
});
const runner = await startJobs({
  executeSql: database.executeSql,
  listen: database.listen,
  // The round uses none of them; the runner itself only the database.
  deps: { db: database.db } as JobDeps,
  jobs: [job],
  pollSeconds: 0.5,
  soleInstance: database.kind === 'pglite',
});
await runner.wake(name);
