// Temp files of photo uploads (readUpload in body.ts): where they are made, and the sweep of those
// a crashed process left behind. A request erases its own temp file when it ends; a process
// killed in the middle cannot. So each name carries its maker (this host, and the process's pid
// and start time, lib/process-mark.ts), and the sweep (at start and every few minutes) erases at
// once the files of a maker on this host that no longer runs (killed, a zombie, its pid reused):
// a restart after kill -9 leaves the folder clean (issue 30). Several instances may share the temp
// folder, so a file whose maker still runs, or that another host made, is judged by its age only:
// untouched for longer than any upload can take.
import { createHash, randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { logError } from './log.ts';
import { isRunning, markText, ownMark, parseMark, type ProcessMark } from './process-mark.ts';

const PREFIX = 'handymarkt-upload-';

/** This host, short and fit for a file name (containers sharing a folder differ by host name). */
const HOST = createHash('sha256').update(hostname()).digest('hex').slice(0, 8);

/** `handymarkt-upload-<host>.<pid>-<start>.<uuid>`; an older version's `handymarkt-upload-<uuid>`. */
const MARKED = /^handymarkt-upload-([0-9a-f]{8})\.([0-9a-z-]+)\.[0-9a-f-]+$/;

/**
 * An upload's body must arrive within Node's request timeout (5 minutes) and is judged in
 * seconds after that; a temp file untouched for an hour belongs to no live request.
 */
export const STALE_UPLOAD_MS = 60 * 60 * 1000;

/** A new temp file name for one upload (created by the caller with mode 600). */
export function tempUploadPath(dir: string = tmpdir()): string {
  return join(dir, `${PREFIX}${HOST}.${markText(ownMark)}.${randomUUID()}`);
}

/** The process on this host that made the temp file `name`; undefined when that cannot be told. */
function makerOf(name: string): ProcessMark | undefined {
  const match = MARKED.exec(name);
  return match?.[1] === HOST ? parseMark(match[2] ?? '') : undefined;
}

/**
 * Erase upload temp files in `dir` whose maker on this host no longer runs, and any last modified
 * more than `olderThanMs` ago; answers how many.
 */
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
        const maker = makerOf(name);
        const orphan = maker !== undefined && !isRunning(maker);
        if (!orphan && (await stat(file)).mtimeMs >= before) return;
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
