// A second instance of the job runner in a process of its own (tests/server/jobs.test.ts kills it
// with kill -9): on TEST_DATABASE_URL, it runs the job JOB_NAME, whose round says "started" and
// then never ends, and wakes it once.
import { openDatabase } from '../../../server/db/client.ts';
import { defineJob, type JobDeps } from '../../../server/jobs/define.ts';
import { startJobs } from '../../../server/jobs/runner.ts';
import { crashJob } from './job-crash.ts';

const url = process.env.TEST_DATABASE_URL ?? '';
const name = process.env.JOB_NAME ?? '';
const database = await openDatabase({ kind: 'postgres', url });
const job = defineJob({
  ...crashJob(name),
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
});
await runner.wake(name);
