// How we start Debian's Chromium everywhere (tests, benchmarks, screenshots): headless, no sandbox
// as root, and no background traffic; only loopback resolves, since this machine reaches nothing else.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
];

/**
 * The end-to-end tests' Chromium: Debian's `chromium-headless-shell`, the same build's Blink and
 * V8 without the browser's own shell (what Playwright itself runs headless tests in). On this
 * 2-core machine, where the end-to-end stage is CPU-bound, the same tests took 40 % less CPU in it
 * than in the whole browser's new headless mode (docs/performance.md, "The test suite's time").
 * The benchmarks keep the whole browser: Lighthouse measures what a user's Chromium does.
 */
export const E2E_CHROMIUM_PATH = process.env.E2E_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

/** CHROMIUM_ARGS for the headless shell, which is headless by build and has no `--headless=new`. */
export const E2E_CHROMIUM_ARGS = CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--headless'));

/**
 * The whole browser, for the end-to-end tests of what the shell does not do as a user's Chromium
 * does: the shell denies notifications outright (`Notification.permission` is "denied" before
 * anything was asked), so the push tests run here (`test.use({ launchOptions: WHOLE_BROWSER })`).
 */
export const WHOLE_BROWSER = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
