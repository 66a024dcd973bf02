// setupTestServer: one object per test file with the app, its database, requests, fixtures and
// account flows, and the tables emptied before each test (see tables.ts for what is kept).
import { beforeEach } from 'vitest';
import { accountFlows, type AccountFlows } from './flows.ts';
import { factories, type Factories } from './factories.ts';
import { httpClient, type HttpClient } from './http.ts';
import { startAppUnderTest, type AppUnderTest } from './server.ts';

export interface TestServer
  extends
    Omit<AppUnderTest, 'catalogue' | 'emptyTables'>,
    HttpClient,
    Omit<Factories, 'forget'>,
    AccountFlows {
  /** Empty accounts, ads and everything else but the catalogue (before each test by default). */
  resetAds(): Promise<void>;
}

/**
 * Open the database, seed the catalogue and build the app for this file; empty the tables before
 * each test. `env` adds settings to the file's app (e.g. TRUST_PROXY, JWT_SECRET).
 */
export function setupTestServer(
  opts: { resetBeforeEach?: boolean; env?: Record<string, string> } = {},
): TestServer {
  const server = startAppUnderTest(opts.env);
  const http = httpClient(() => server.app);
  const fixtures = factories(server);
  const flows = accountFlows(server, http);

  const resetAds = async () => {
    await server.emptyTables();
    fixtures.forget();
  };
  if (opts.resetBeforeEach ?? true) beforeEach(resetAds);

  return {
    get app() {
      return server.app;
    },
    get db() {
      return server.db;
    },
    get kind() {
      return server.kind;
    },
    get uploadsDir() {
      return server.uploadsDir;
    },
    get privateDir() {
      return server.privateDir;
    },
    buildApp: server.buildApp,
    listen: server.listen,
    executeSql: server.executeSql,
    ...http,
    term: fixtures.term,
    termId: fixtures.termId,
    terms: fixtures.terms,
    makeUser: fixtures.makeUser,
    makeAd: fixtures.makeAd,
    ...flows,
    resetAds,
  };
}
