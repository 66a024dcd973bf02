// CPU spent per message, for comparing code on a machine whose latency figures move with the hour:
// the server instances' CPU and all of PostgreSQL's (its backends, WAL writer, ...) over a measured
// rate, read from /proc (Linux), divided by the messages sent. Unlike a p99, these barely move with
// the host's other guests, and they say what each message costs whether or not the server keeps up.
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 10; // /proc counts CPU in clock ticks of 10 ms (USER_HZ 100)

/** The fields of a process's /proc stat after its name; undefined once it is gone. */
function statOf(pid: number | string): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
  } catch {
    return undefined;
  }
}

/** User + system CPU (ms) of a process, 0 once it is gone. */
function cpuMsOf(pid: number): number {
  const fields = statOf(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) * TICK_MS : 0;
}

const isPostgres = (pid: number | string): boolean => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
  } catch {
    return false; // gone meanwhile
  }
};

/**
 * The CPU (ms) of all PostgreSQL on this machine: each live process's own, and for each
 * postmaster (a postgres whose parent is not one) that of its children that have ended (a backend
 * closed by an idle pool: the kernel adds its CPU to the postmaster's children's time on exit).
 */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || !isPostgres(entry)) continue;
    const fields = statOf(entry);
    if (!fields) continue;
    total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    if (!isPostgres(fields[1] ?? '')) total += (Number(fields[13]) + Number(fields[14])) * TICK_MS;
  }
  return total;
}

export interface CpuPerMessage {
  /** The server instances' CPU per message sent (ms). */
  serverMs: number;
  /** PostgreSQL's CPU per message sent (ms). */
  postgresMs: number;
  /** This process's (the 1,000 clients and the sender) per message sent (ms). */
  clientsMs: number;
}

/** Starts counting; the returned function ends it for `messages` messages. */
export function countCpu(serverPids: readonly number[]): (messages: number) => CpuPerMessage {
  const server = () => serverPids.reduce((sum, pid) => sum + cpuMsOf(pid), 0);
  const server0 = server();
  const postgres0 = postgresCpuMs();
  const clients0 = process.cpuUsage();
  return (messages) => {
    const clients = process.cpuUsage(clients0);
    return {
      serverMs: (server() - server0) / Math.max(messages, 1),
      postgresMs: (postgresCpuMs() - postgres0) / Math.max(messages, 1),
      clientsMs: (clients.user + clients.system) / 1000 / Math.max(messages, 1),
    };
  };
}
