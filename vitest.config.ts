// Two vitest projects: fast unit tests beside the code, and server integration tests that build
// the real app on a real database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'workers/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // On PGlite: one migrated and seeded database per run, copied by every file.
          globalSetup: ['tests/server/support/global-setup.ts'],
          // One database per run: files take turns, each test starts from a known state.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
