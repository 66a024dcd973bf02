// Finds Debian's Chromium for the browser tests, installing it (apt-get install chromium) when it
// is missing and we are root; otherwise stops with a message naming what to install.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing at ${path}: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH.`,
    );
    process.exit(2);
  }
  console.error('Installing Chromium (apt-get install chromium) ...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
}
console.log(path);
