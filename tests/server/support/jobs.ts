// The job runner (server/jobs/runner.ts) on the file's database, as main.ts starts it: with the
// jobs a test names, the local dev outbox as mailer, and fast polls so tests wait little.
import { localStorage } from '../../../server/adapters/storage.ts';
import { configuredMailer } from '../../../server/adapters/mail.ts';
import { parcelProvider } from '../../../server/adapters/dhl.ts';
import { sandboxProvider } from '../../../server/adapters/payments.ts';
import { loadConfig } from '../../../server/config.ts';
import type { JobDefinition, JobDeps } from '../../../server/jobs/define.ts';
import { startJobs, type JobRunner } from '../../../server/jobs/runner.ts';
import { tokenService } from '../../../server/services/tokens.ts';
import { TEST_JWT_SECRET } from './flows.ts';
import type { TestServer } from './test-server.ts';

export function jobDeps(server: TestServer, extra: Partial<JobDeps> = {}): JobDeps {
  const config = loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0', JWT_SECRET: TEST_JWT_SECRET });
  return {
    db: server.db,
    storage: localStorage(server.uploadsDir),
    mailer: configuredMailer(config, server.db),
    tokens: tokenService(server.db, { secret: config.jwtSecret, ttlHours: config.tokenTtlHours }),
    payments: sandboxProvider(undefined),
    parcels: parcelProvider(config).provider,
    origin: 'https://handymarkt.test',
    config,
    ...extra,
  };
}

export function startJobRunner(
  server: TestServer,
  jobs: readonly JobDefinition[],
  options: { deps?: Partial<JobDeps>; clock?: () => Date } = {},
): Promise<JobRunner> {
  return startJobs({
    executeSql: server.executeSql,
    listen: server.listen,
    deps: jobDeps(server, options.deps),
    jobs,
    pollSeconds: 0.5,
    ...(options.clock ? { clock: options.clock } : {}),
  });
}
