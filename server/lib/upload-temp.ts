// Temp files of photo uploads (readUpload in body.ts): where they are made, and the sweep of those
// a crashed process left behind. A request erases its own temp file when it ends; a process
// killed in the middle cannot, so the sweep (at start and every few minutes) erases temp files
// older than any upload can take. Several instances may share the temp folder, so a file that
// another live instance is still writing or judging must never be taken: age is the safe rule.
import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { logError } from './log.ts';

const PREFIX = 'handymarkt-upload-';

/**
 * An upload's body must arrive within Node's request timeout (5 minutes) and is judged in
 * seconds after that; a temp file untouched for an hour belongs to no live request.
 */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/** A new temp file name for one upload (created by the caller with mode 600). */
export function tempUploadPath(dir: string = tmpdir()): string {
  return join(dir, `${PREFIX}${randomUUID()}`);
}

/** Erase upload temp files in `dir` last modified more than `olderThanMs` ago; answers how many. */
export async function removeStaleUploads(
  olderThanMs: number = STALE_UPLOAD_MS,
  dir: string = tmpdir(),
): Promise<number> {
  const names = (await readdir(dir)).filter((name) => name.startsWith(PREFIX));
  const before = Date.now() - olderThanMs;
  let removed = 0;
  await Promise.all(
    names.map(async (name) => {
      const file = join(dir, name);
      try {
        if ((await stat(file)).mtimeMs >= before) return;
        await rm(file, { force: true });
        removed += 1;
      } catch (error) {
        // Gone meanwhile (its request ended) is fine; anything else is worth a line in the log.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') logError('erase stale upload', error);
      }
    }),
  );
  return removed;
}
