// CPU spent per message, for comparing code on a machine whose latency figures move with the hour:
// the server instances' CPU and all of PostgreSQL's (its backends, WAL writer, ...) over a measured
// rate, read from /proc (Linux), divided by the messages sent. Unlike a p99, these barely move with
// the host's other guests, and they say what each message costs whether or not the server keeps up.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // /proc counts CPU in clock ticks of 10 ms (USER_HZ 100)

/** User + system CPU (ms) of a process, 0 once it is gone. */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** The CPU (ms) of every process named postgres on this machine (the bench's own cluster). */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') total += cpuMsOf(Number(entry));
    } catch {
      // gone meanwhile (a backend that ended)
    }
  }
  return total;
}

export interface CpuPerMessage {
  /** The server instances' CPU per message sent (ms). */
  serverMs: number;
  /** PostgreSQL's CPU per message sent (ms). */
  postgresMs: number;
}

/** Starts counting; the returned function ends it for `messages` messages. */
export function countCpu(serverPids: readonly number[]): (messages: number) => CpuPerMessage {
  const server = () => serverPids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  const server0 = server();
  const postgres0 = postgresCpuMs();
  return (messages) => ({
    serverMs: (server() - server0) / Math.max(messages, 1),
    postgresMs: (postgresCpuMs() - postgres0) / Math.max(messages, 1),
  });
}
