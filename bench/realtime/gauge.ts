// How fast this machine is right now, for reading the realtime figures of different runs side
// by side: a virtual machine's CPU can be slower one hour than the next (its host's other guests),
// and the figures move with it. The gauge is the cost of one trivial query round trip to
// PostgreSQL (the unit a chat message pays a dozen of): wall time, and the CPU of the client and
// of its PostgreSQL backend (read from /proc, Linux).
import { readFileSync } from 'node:fs';
import pg from 'pg';

export interface MachineGauge {
  wallUs: number;
  clientCpuUs: number;
  backendCpuUs: number;
}

const TICK_US = 10_000; // /proc counts CPU in clock ticks of 10 ms (USER_HZ 100)

export async function measureRoundTrip(url: string, queries = 10_000): Promise<MachineGauge> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const pid = rows[0]?.pid;
    const backendCpu = () => {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      return (Number(fields[11]) + Number(fields[12])) * TICK_US;
    };
    for (let i = 0; i < 1_000; i++) await client.query('SELECT $1::int', [i]);
    const cpu0 = process.cpuUsage();
    const backend0 = backendCpu();
    const start = performance.now();
    for (let i = 0; i < queries; i++) await client.query('SELECT $1::int', [i]);
    const wall = performance.now() - start;
    const cpu = process.cpuUsage(cpu0);
    return {
      wallUs: (wall * 1000) / queries,
      clientCpuUs: (cpu.user + cpu.system) / queries,
      backendCpuUs: (backendCpu() - backend0) / queries,
    };
  } finally {
    await client.end();
  }
}
