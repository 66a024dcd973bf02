// End-to-end tests: the real server (built PWA + API on one port, fresh PGlite demo marketplace
// in a temporary folder) driven by Debian's Chromium.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { E2E_CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './tests/chromium.ts';
import { BROWSER_TIME_ZONE } from './tests/e2e/support/dates.ts';

const PORT = Number(process.env.E2E_PORT ?? 8787);
// A fresh demo marketplace per run, removed afterwards (E2E_DATA_DIR keeps one instead).
const dataDir =
  process.env.E2E_DATA_DIR ??
  (process.env.HANDYMARKT_E2E_TMP_DIR ??= mkdtempSync(join(tmpdir(), 'handymarkt-e2e-')));

export default defineConfig({
  testDir: 'tests/e2e',
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'de-DE',
    timezoneId: BROWSER_TIME_ZONE,
    launchOptions: { executablePath: E2E_CHROMIUM_PATH, args: E2E_CHROMIUM_ARGS },
    trace: 'off',
    // Without the service worker: its first install precaches the whole app (some 220 files) in
    // every new context, which cost each test 2-5 s of CPU on this 2-core machine (the stage is
    // CPU-bound; docs/performance.md, "The test suite's time"). The tests of what the worker does (offline, push, shares) run with it: they use
    // `testWithServiceWorker` or test.use({ serviceWorkers: 'allow' }) (support/fixtures.ts).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
    { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
  webServer: [
    // A local OpenID provider for the social login (its development login and consent pages), on
    // the port after the app's; the app knows it as `local`.
    {
      command: 'node --import tsx tests/support/oidc-provider.ts',
      url: `http://127.0.0.1:${PORT + 1}/.well-known/openid-configuration`,
      // Started beside the app, whose first start seeds the demo marketplace on both cores: on a
      // busy machine its start took longer than a minute.
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        OIDC_PORT: String(PORT + 1),
        OIDC_REDIRECT_URI: `http://127.0.0.1:${PORT}/wp-json/social/local/callback`,
        OIDC_CLIENT_ID: 'handymarkt-e2e',
        OIDC_CLIENT_SECRET: 'handymarkt-e2e-secret',
      },
      // Its one line ("OpenID provider at …") shows in the log whether it came up.
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx server/main.ts',
      url: `http://127.0.0.1:${PORT}/wp-json/wp/v2/settings`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // Every browser request comes from 127.0.0.1: the per-IP login and registration limits
        // are raised so the account tests are not refused part-way through the suite.
        AUTH_RATE_LIMIT_SCALE: '100',
        // The suite publishes hundreds of ads from new accounts at made-up prices: the automatic
        // checks would hold many back as pending. They are tested on both databases in
        // tests/server/products-moderation-flags.test.ts; the console's queue e2e uses reports.
        AUTO_MODERATION: 'off',
        SOCIAL_LOCAL_ISSUER: `http://127.0.0.1:${PORT + 1}`,
        SOCIAL_LOCAL_CLIENT_ID: 'handymarkt-e2e',
        SOCIAL_LOCAL_CLIENT_SECRET: 'handymarkt-e2e-secret',
        SOCIAL_LOCAL_NAME: 'Test-ID',
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
