// On PostgreSQL (TEST_DATABASE_URL) the server test files run side by side, each vitest worker on a
// database of its own in the same cluster (global-setup.ts creates them): one shared database made
// the files take turns, leaving a core idle while each waited on its round trips. This setup file
// points the worker's TEST_DATABASE_URL, which everything below reads (the app, a second instance,
// a parallel transaction, a child process killed mid-write), at the worker's database.
import { workerDatabaseUrl } from './worker-databases.ts';

const url = process.env.TEST_DATABASE_URL;
if (url) process.env.TEST_DATABASE_URL = workerDatabaseUrl(url, Number(process.env.VITEST_POOL_ID ?? 1));
