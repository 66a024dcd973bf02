// Whether the process that left something behind (the database folder's lock, an upload's temp
// file) still runs (issue 30). A pid alone does not say: after kill -9 the killed server may stay a
// zombie until its parent reaps it (kill(pid, 0) still succeeds), and a pid is reused, in a
// container often by the very server that restarts. So a mark is the pid and, on Linux, the
// process's start time (/proc/<pid>/stat, field 22, in clock ticks since boot): the holder runs only
// if a process with that pid exists, is no zombie ('Z') or dead ('X'), and started at that time.
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';

export interface ProcessMark {
  pid: number;
  /** The start time; undefined in a mark written without one (an older version's lock). */
  start?: string;
}

interface ProcStat {
  state: string;
  start: string;
}

/** A process's state and start time from /proc; undefined when it is gone or /proc is missing. */
function procStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // "pid (comm) state ppid ..." where comm may hold spaces and parentheses: fields after the last ')'.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const [state, start] = [fields[0], fields[19]];
  return state && start ? { state, start } : undefined;
}

const hasProc = procStat(process.pid) !== undefined;

/**
 * This process's mark. Without /proc (macOS), a token of this run stands in for the start time:
 * it tells this process from a predecessor that had the same pid, though not other processes.
 */
export const ownMark: ProcessMark = {
  pid: process.pid,
  start: procStat(process.pid)?.start ?? `run${randomUUID().slice(0, 8)}`,
};

/** The mark as text: `<pid>` or `<pid>-<start>` (no spaces, fit for a file name). */
export const markText = (mark: ProcessMark): string =>
  mark.start === undefined ? String(mark.pid) : `${mark.pid}-${mark.start}`;

/** The mark `text` holds (`<pid>` or `<pid>-<start>`, as markText writes it), else undefined. */
export function parseMark(text: string): ProcessMark | undefined {
  const match = /^(\d+)(?:-([a-z0-9]+))?$/.exec(text.trim());
  const pid = Number(match?.[1]);
  if (!match || !Number.isSafeInteger(pid) || pid <= 0) return undefined;
  return match[2] === undefined ? { pid } : { pid, start: match[2] };
}

/** Whether the process of `mark` still runs (a zombie, a dead process or a reused pid does not). */
export function isRunning(mark: ProcessMark): boolean {
  if (mark.pid === process.pid) return mark.start === undefined || mark.start === ownMark.start;
  if (hasProc) {
    const stat = procStat(mark.pid);
    if (!stat || stat.state === 'Z' || stat.state === 'X') return false;
    return mark.start === undefined || mark.start === stat.start;
  }
  try {
    process.kill(mark.pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
