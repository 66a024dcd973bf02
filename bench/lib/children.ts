// Child processes the bench starts: wait until one prints that it is ready, stop it by its own pid
// (SIGTERM, then SIGKILL after a grace period) and wait until it has exited.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { onCleanup } from './cleanup.ts';

export interface Child {
  proc: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartOptions {
  label: string;
  command: string;
  args: readonly string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Resolves once a line of output matches. */
  ready: RegExp;
  timeoutMs: number;
}

export async function startChild(opts: StartOptions): Promise<Child> {
  const proc = spawn(opts.command, opts.args, {
    cwd: opts.cwd,
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()));
  const stopNow = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return;
    proc.kill('SIGTERM');
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  const stop = onCleanup(opts.label, stopNow);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${opts.label} not ready after ${opts.timeoutMs} ms:\n${log}`)),
      opts.timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (opts.ready.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', onData);
    proc.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${opts.label} exited early (${code ?? signal}):\n${log}`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { proc, output: () => log, stop };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
