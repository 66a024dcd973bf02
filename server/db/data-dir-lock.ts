// One process at a time on an embedded database's folder. PGlite runs PostgreSQL in single-user
// mode and does not enforce its postmaster.pid: a second process opening the same folder (a second
// server, `npm run admin` beside a running one) writes the same WAL and leaves a folder that never
// opens again ("could not locate a valid checkpoint record"). So the folder gets a lock file holding
// the owner's pid and start time, created exclusively; a lock whose process is gone (a crash,
// kill -9), is a zombie or whose pid now names another process is taken over (lib/process-mark.ts).
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { isRunning, markText, ownMark, parseMark, type ProcessMark } from '../lib/process-mark.ts';

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The database folder ${dir} is in use by process ${pid} (a running server or script). ` +
        'Stop it first, or give this one its own DATA_DIR: two processes on one embedded database destroy it.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * PGlite answers a folder PostgreSQL cannot recover with a bare "Aborted()" (the PANIC goes to
 * its own log): this says what happened and what to do.
 */
export class DataDirUnopenableError extends Error {
  constructor(dir: string, cause: unknown) {
    super(
      `The embedded database in ${dir} cannot be opened: PostgreSQL could not recover it ` +
        '(new PGlite(dir, { debug: 1 }) shows why). Restore a copy of the folder, ' +
        'or move it away to start with a new database.',
      { cause },
    );
    this.name = 'DataDirUnopenableError';
  }
}

/** The lock files this process holds: a second open in the same process is refused too. */
const held = new Set<string>();

/** Takes the folder's lock or throws DataDirInUseError; the answer releases it. */
export function lockDataDir(dir: string): () => void {
  const path = `${resolve(dir)}.lock`;
  if (held.has(path)) throw new DataDirInUseError(dir, process.pid);
  // Twice at most: the second try follows the removal of a dead owner's lock.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const fd = createExclusive(path);
    if (fd !== null) {
      writeSync(fd, `${markText(ownMark)}\n`);
      closeSync(fd);
      held.add(path);
      return () => {
        held.delete(path);
        releaseIfOurs(path);
      };
    }
    const owner = ownerOf(path);
    if (owner !== undefined && isAlive(owner)) throw new DataDirInUseError(dir, owner.pid);
    removeQuietly(path);
  }
  // Another process took the lock between our removal of the dead one's and our second try.
  throw new DataDirInUseError(dir, ownerOf(path)?.pid ?? -1);
}

function createExclusive(path: string): number | null {
  try {
    return openSync(path, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return null;
    throw error;
  }
}

function ownerOf(path: string): ProcessMark | undefined {
  try {
    return parseMark(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A lock with our own pid that this process does not hold (`held`) is a predecessor's: in a
 * container the restarted server often gets the pid its killed predecessor had.
 */
const isAlive = (owner: ProcessMark): boolean => owner.pid !== process.pid && isRunning(owner);

function releaseIfOurs(path: string): void {
  if (ownerOf(path)?.pid === process.pid) removeQuietly(path);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Already gone.
  }
}
