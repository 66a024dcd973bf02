// The lock of the embedded database's folder against real processes (issue 30): a killed server
// that is still a zombie, a dead one, and a pid that now names another process never block a start;
// a running holder still does. The zombie is real: `sh` starts `sleep 0.1` in the background and
// then becomes `sleep 5` (exec), a parent that never waits, so the finished child stays a zombie
// (the tenth of a second: a child done before the exec could still be reaped by the shell).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.ts';

const onLinux = process.platform === 'linux';
let root = '';
let dir = '';
const started: ChildProcess[] = [];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'handymarkt-lock-'));
  dir = join(root, 'db');
});
afterEach(async () => {
  for (const child of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
  }
  rmSync(root, { recursive: true, force: true });
});

/** Field `n` (1-based, as proc(5) counts) of /proc/<pid>/stat. */
const statField = (pid: number, n: number) => {
  const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return text.slice(text.lastIndexOf(')') + 2).split(' ')[n - 3] ?? '';
};

/** A live `sleep 5` whose finished child is a zombie; answers both pids. */
async function zombieFamily(): Promise<{ parent: ChildProcess; zombie: number }> {
  const parent = spawn('sh', ['-c', 'sleep 0.1 & echo $!; exec sleep 5'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  started.push(parent);
  const [line] = (await once(parent.stdout!, 'data')) as [Buffer];
  const zombie = Number(String(line).trim());
  for (let i = 0; i < 200 && statField(zombie, 3) !== 'Z'; i++) await new Promise((r) => setTimeout(r, 20));
  return { parent, zombie };
}

const lockFile = () => `${dir}.lock`;

describe.runIf(onLinux)('the database folder lock against real processes', () => {
  it('is taken over from a holder that is a zombie (killed, not yet reaped)', async () => {
    const { zombie } = await zombieFamily();
    expect(statField(zombie, 3)).toBe('Z');
    // As the killed server left it: its pid and start time.
    writeFileSync(lockFile(), `${zombie}-${statField(zombie, 22)}\n`);

    const release = lockDataDir(dir);

    expect(readFileSync(lockFile(), 'utf8')).toMatch(new RegExp(`^${process.pid}-\\d+\\n$`));
    release();
  });

  it('is taken over from a zombie holder of a lock written without a start time (an older version)', async () => {
    const { zombie } = await zombieFamily();
    writeFileSync(lockFile(), `${zombie}\n`);
    lockDataDir(dir)();
  });

  it('is taken over when its pid now names another process (started at another time)', async () => {
    const { parent } = await zombieFamily();
    const pid = parent.pid ?? 0;
    const start = Number(statField(pid, 22));
    writeFileSync(lockFile(), `${pid}-${start - 1}\n`);
    lockDataDir(dir)();
  });

  it('is taken over from a process that is gone', async () => {
    const gone = spawn('true');
    await once(gone, 'exit');
    writeFileSync(lockFile(), `${gone.pid}-1\n`);
    lockDataDir(dir)();
  });

  it('still refuses while its holder runs', async () => {
    const { parent } = await zombieFamily();
    const pid = parent.pid ?? 0;
    for (const text of [`${pid}-${statField(pid, 22)}\n`, `${pid}\n`]) {
      writeFileSync(lockFile(), text);
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    }
  });
});
