// The test function every spec uses: Playwright's, plus the API reader, the viewport kind and a
// watch on the Content-Security-Policy: any violation in any page of the test fails it, so the
// whole suite proves the app works under the policy the server sends.
import { expect, test as base, type BrowserContext } from '@playwright/test';
import { Api } from './api.ts';

/** Below 601 px the app is in its phone form (list forced, 12 ads per page). */
export const PHONE_MAX_WIDTH = 600;

const CSP_MESSAGE = /Content Security Policy|CSP violation/i;

/**
 * The cookie banner (spec 2.5) answered before the app starts, so it covers nothing a test clicks;
 * only tests/e2e/cookie-banner.spec.ts meets it (test.use({ cookieBanner: true })). A choice made
 * in the test is kept.
 */
export async function answerCookieBanner(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!localStorage.getItem('hm.cookiesHidden')) localStorage.setItem('hm.cookiesHidden', 'declined');
  });
}

/**
 * The home page's one-time notice about price proposals (spec 2.3), hidden the way the app hides
 * it (its cookie), so the home page a test sees is laid out as for a returning visitor; the specs of
 * the notice and of the first screen meet it (test.use({ proposalNotice: true })).
 */
async function hideProposalNotice(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'hm_proposal_notice', value: 'hidden', url: baseURL }]);
}

export const test = base.extend<{
  api: Api;
  phone: boolean;
  cspViolations: string[];
  cookieBanner: boolean;
  cookieAnswer: void;
  proposalNotice: boolean;
  proposalNoticeAnswer: void;
  closeSecondParties: void;
}>({
  cookieBanner: [false, { option: true }],
  proposalNotice: [false, { option: true }],
  proposalNoticeAnswer: [
    async ({ context, proposalNotice, baseURL }, provide) => {
      if (!proposalNotice && baseURL) await hideProposalNotice(context, baseURL);
      await provide();
    },
    { auto: true },
  ],
  cookieAnswer: [
    async ({ context, cookieBanner }, provide) => {
      if (!cookieBanner) await answerCookieBanner(context);
      await provide();
    },
    { auto: true },
  ],
  api: async ({ request }, provide) => {
    await provide(new Api(request));
  },
  phone: async ({ viewport }, provide) => {
    await provide((viewport?.width ?? 1280) <= PHONE_MAX_WIDTH);
  },
  cspViolations: [
    async ({ context }, provide) => {
      const violations: string[] = [];
      // Injected by the browser's debugging protocol, so the policy itself does not block it.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(
            `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}` +
              ` (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      // Chromium also reports each refusal on the console ("Refused to ... Content Security Policy").
      context.on('console', (message) => {
        if (CSP_MESSAGE.test(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
      });
      await provide(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  // The browser contexts a test opened beside its own (a second party: browser.newContext(),
  // pageAs) are closed when it ends. Left open, their pages went on rendering, polling and
  // holding realtime connections through the rest of the run: some 30 by the middle of the
  // suite, on a stage whose two cores are busy. The test's own context closes itself.
  closeSecondParties: [
    async ({ browser }, provide) => {
      const before = new Set(browser.contexts());
      await provide();
      await Promise.all(browser.contexts().flatMap((opened) => (before.has(opened) ? [] : [opened.close()])));
    },
    { auto: true },
  ],
});

/**
 * A test that needs the service worker: opening screens offline, Background Sync, pushes and shares.
 * The others run without it (playwright.config.ts): its install precaches the whole app in every
 * new context, work that only these tests use.
 */
export const testWithServiceWorker = test.extend({ serviceWorkers: 'allow' });

export { expect };
