// Nothing of an upload stays behind after a crash (issue 15): a process killed while it stores a
// photo leaves files only a row can name, and its temp file; the sweep (at start and every few
// minutes) erases both, a dead process's temp files at once (issue 30). The crash is a storage that writes each file and then never answers, as
// a killed process never does, so no clean-up code of the request runs.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ORPHAN_MEDIA_TTL_MS } from '../../src/core/media.ts';
import { localStorage, type Storage } from '../../server/adapters/storage.ts';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { media } from '../../server/db/schema.ts';
import { sweepOnce } from '../../server/services/expiry-sweep.ts';
import { STALE_UPLOAD_MS, tempUploadPath } from '../../server/lib/upload-temp.ts';
import { markText, ownMark } from '../../server/lib/process-mark.ts';
import { ACCOUNT_ENV } from './support/flows.ts';
import { filesUnder, photo, uploadRaw } from './support/photos.ts';
import { setupTestServer } from './support/test-server.ts';

const server = setupTestServer({ env: ACCOUNT_ENV });
const crashDir = mkdtempSync(join(tmpdir(), 'handymarkt-crash-uploads-'));
afterAll(() => rmSync(crashDir, { recursive: true, force: true }));

/** The local folder, except that every put writes its file and then hangs like a dead process. */
function dyingAfterPut(inner: Storage): Storage & { written: () => number } {
  let written = 0;
  return {
    ...inner,
    async put(key, body, type) {
      await inner.put(key, body, type);
      written += 1;
      return new Promise<void>(() => undefined);
    },
    written: () => written,
  };
}

const until = async (done: () => boolean) => {
  for (let i = 0; i < 200 && !done(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(done()).toBe(true);
};

describe('an upload killed while its files are stored', () => {
  it('leaves no photo file once the sweep has run', async () => {
    const user = await server.register();
    const local = localStorage(crashDir);
    const dying = dyingAfterPut(local);
    const app = createApp({
      db: server.db,
      config: loadConfig({ STATIC_DIR: '/nonexistent', DEMO: '0', ...ACCOUNT_ENV }),
      storage: dying,
    });

    // Never answered: the process "died" with all four files written.
    void uploadRaw(app, user.token, await photo({ width: 700, height: 700 }));
    await until(() => dying.written() === 4);
    expect(filesUnder(join(crashDir, 'media'))).toHaveLength(4);

    // A day later (the photo would have been an orphan by now anyway), the sweep runs.
    await server.db.update(media).set({ createdAt: new Date(Date.now() - ORPHAN_MEDIA_TTL_MS - 60_000) });
    await sweepOnce(server.db, local);

    expect(filesUnder(join(crashDir, 'media'))).toEqual([]);
    expect(await server.db.select().from(media).where(eq(media.ownerId, user.user_id))).toEqual([]);
  });
});

describe('temp upload files', () => {
  it('erases at start those a dead process left, and keeps those a live upload is writing', async () => {
    const stale = tempUploadPath();
    const live = tempUploadPath();
    writeFileSync(stale, 'left by a killed process');
    writeFileSync(live, 'still arriving');
    const past = new Date(Date.now() - STALE_UPLOAD_MS - 60_000);
    utimesSync(stale, past, past);

    await sweepOnce(server.db, localStorage(server.uploadsDir));

    expect(existsSync(stale)).toBe(false);
    expect(existsSync(live)).toBe(true);
    rmSync(live);
  });

  it('erases at start, however fresh, those of a process on this host that no longer runs', async () => {
    const gone = spawn('true');
    await once(gone, 'exit');
    const ours = tempUploadPath();
    // Named as the killed process named them: its pid and start time instead of ours.
    const orphan = ours.replace(markText(ownMark), `${gone.pid}-1`);
    const reused = ours.replace(markText(ownMark), `${process.ppid}-1`); // a pid now someone else's
    const otherHost = orphan.replace(/handymarkt-upload-[0-9a-f]{8}\./, 'handymarkt-upload-0badc0de.');
    for (const file of [ours, orphan, reused, otherHost]) writeFileSync(file, 'part of a photo');

    await sweepOnce(server.db, localStorage(server.uploadsDir));

    expect([ours, orphan, reused, otherHost].map((file) => existsSync(file))).toEqual([
      true,
      false,
      false,
      // Another host's process cannot be looked at from here: only its age counts.
      true,
    ]);
    rmSync(ours);
    rmSync(otherHost);
  });
});
