// The test function every spec uses: Playwright's, plus the API reader and the viewport kind.
import { test as base } from '@playwright/test';
import { Api } from './api.ts';

/** Below 601 px the app is in its phone form (list forced, 12 ads per page). */
export const PHONE_MAX_WIDTH = 600;

export const test = base.extend<{ api: Api; phone: boolean }>({
  api: async ({ request }, provide) => {
    await provide(new Api(request));
  },
  phone: async ({ viewport }, provide) => {
    await provide((viewport?.width ?? 1280) <= PHONE_MAX_WIDTH);
  },
});

export { expect } from '@playwright/test';
