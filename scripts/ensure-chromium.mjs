// Finds Debian's Chromium for the browser tests, installing what is missing with apt-get when we
// are root; otherwise stops with a message naming what to install. Two packages of the one build:
// `chromium`, the whole browser (benchmarks, Lighthouse, screenshots), and
// `chromium-headless-shell`, the same engine without the browser's shell around it, which drives
// the end-to-end tests (tests/chromium.ts says why).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const wanted = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium', env: 'CHROMIUM_PATH' },
  {
    path: process.env.E2E_CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
    pkg: 'chromium-headless-shell',
    env: 'E2E_CHROMIUM_PATH',
  },
];
const missing = wanted.filter((w) => !existsSync(w.path));
if (missing.length > 0) {
  if (process.getuid?.() !== 0) {
    for (const w of missing) {
      console.error(
        `${w.pkg} is missing at ${w.path}: install it (Debian: apt-get install ${w.pkg}) or set ${w.env}.`,
      );
    }
    process.exit(2);
  }
  const packages = missing.map((w) => w.pkg);
  console.error(`Installing ${packages.join(' and ')} (apt-get install) ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
}
for (const w of wanted) console.log(w.path);
