// Debian's Chromium with the project's flags (tests/chromium.ts): no sandbox as root, no
// background traffic, only loopback resolves. Playwright is given plain --headless, Lighthouse
// (through chrome-launcher) --headless=new.
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tests/chromium.ts';

const WITHOUT_HEADLESS = CHROMIUM_ARGS.filter((flag) => !flag.startsWith('--headless'));

export { CHROMIUM_PATH };
export const PLAYWRIGHT_ARGS = ['--headless', ...WITHOUT_HEADLESS];
export const LIGHTHOUSE_FLAGS = ['--headless=new', ...WITHOUT_HEADLESS];
