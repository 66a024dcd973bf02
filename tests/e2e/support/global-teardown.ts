// Removes the temporary data folder the test server used (unless one was given to keep).
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.HANDYMARKT_E2E_TMP_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
