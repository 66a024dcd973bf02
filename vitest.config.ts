// Two vitest projects: fast unit tests beside the code, and server integration tests that build
// the real app on a real database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Test files run side by side, at least two at a time (vitest would run one on a 2-core machine:
// its default leaves one core free), in worker threads of one process rather than a forked
// process per file, which starts Node.js, vitest's runner and the native addons anew for every
// file (docs/performance.md, "The test suite's time": the server tests on PGlite 904 s forked,
// 634 s in threads; the unit tests 82 s forked on one worker, 42 s in two threads). A unit test
// file gets a fresh thread; the server files share theirs (below). Each server file has a
// database of its own: on PGlite one in memory per file, on PostgreSQL
// (TEST_DATABASE_URL) one per worker in the same cluster (tests/server/support/worker-database.ts).
const workers = Math.max(2, availableParallelism());

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'workers/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
          maxWorkers: workers,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // On PGlite: one migrated and seeded database per run, copied by every file.
          globalSetup: ['tests/server/support/global-setup.ts'],
          setupFiles: ['tests/server/support/fresh-process.ts', 'tests/server/support/worker-database.ts'],
          pool: 'threads',
          maxWorkers: workers,
          // The files of a worker share its modules: each fresh copy of the server's modules cost a
          // file 1.6 s of importing, a fifth of the stage (docs/performance.md, "The server test
          // files share their worker's modules": PGlite 670 s to 547 s, PostgreSQL 444 s to 277 s).
          // What a file owns is its own all the same: its database, its app (setupTestServer), its
          // settings (fresh-process.ts gives every file the worker's starting environment back).
          isolate: false,
          testTimeout: 30_000,
          // As the end-to-end tests on CI (playwright.config.ts): one retry, and `npm test` names
          // every test that needed it at the end of its output, so a flaky test is seen, not hidden.
          retry: process.env.CI ? 1 : 0,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
