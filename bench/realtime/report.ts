// The realtime section's printed report: each rate's figures as a table, the memory per 1,000
// sockets, the reconnect after missed messages, and (BENCH_RT_TIMELINE) a rate's timeline.
import { cpus, loadavg } from 'node:os';
import { ms, table, type Summary } from '../lib/stats.ts';
import type { CpuPerMessage } from './cpu.ts';
import type { MachineGauge } from './gauge.ts';
import type { DeliveryLog } from './sockets.ts';

export interface RateResult extends Summary {
  instances: number;
  rate: number;
  sent: number;
  refused: number;
  /** The status of each refused send (a 429 of the rate limit, ...). */
  refusedWith: string[];
  failed: number;
  delivered: number;
  lost: number;
  duplicates: number;
  held: number;
  /** The p99 of the warm-up at this rate just before (not counted). */
  warmUpP99: number;
  /** The CPU each message sent cost the server instances and PostgreSQL. */
  cpu: CpuPerMessage;
}

/** The first seconds of a new server process at the cold rate (issue 33). */
export interface ColdStart extends Omit<RateResult, 'warmUpP99'> {
  seconds: number;
}

export interface ReconnectResult {
  missed: number;
  arrived: number;
  duplicates: number;
  ms: number;
}

export /** The slowest arrival (ms) of the messages sent in each quarter second of a rate. */
function printTimeline(rate: number, started: number, log: DeliveryLog) {
  const worst = new Map<number, number>();
  for (const { sentAt, latency } of log.arrivals) {
    const quarter = Math.floor((sentAt - started) / 250);
    worst.set(quarter, Math.max(worst.get(quarter) ?? 0, latency));
  }
  const cells = [...worst]
    .sort((a, b) => a[0] - b[0])
    .map(([q, ms]) => `${(q / 4).toFixed(2)}s ${ms.toFixed(0)}`);
  console.log(`worst arrival per quarter second at ${rate}/s: ${cells.join(', ')}`);
}

export function print(
  results: readonly RateResult[],
  rssPer1000: number,
  reconnect: ReconnectResult,
  gauge: MachineGauge,
  cold: ColdStart,
) {
  console.log(
    `\nrealtime: send (HTTP) to the other member's socket (load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} cores)`,
  );
  console.log(
    `machine gauge, one trivial query round trip before the run: ${gauge.wallUs.toFixed(0)} µs wall, ` +
      `${gauge.clientCpuUs.toFixed(0)} µs CPU in node-postgres, ${gauge.backendCpuUs.toFixed(0)} µs in PostgreSQL`,
  );
  console.log(
    table(
      [
        'instances',
        'msg/s asked',
        'msg/s held',
        'p50 ms',
        'p95 ms',
        'p99 ms',
        'max ms',
        'sent',
        'refused',
        'failed',
        'lost',
        'twice',
        'warm-up p99',
        'server CPU ms/msg',
        'PostgreSQL CPU ms/msg',
        'clients CPU ms/msg',
      ],
      results.map((r) => [
        String(r.instances),
        String(r.rate),
        r.held.toFixed(0),
        ms(r.p50),
        ms(r.p95),
        ms(r.p99),
        ms(r.max),
        String(r.sent),
        String(r.refused),
        String(r.failed),
        String(r.lost),
        String(r.duplicates),
        ms(r.warmUpP99),
        r.cpu.serverMs.toFixed(2),
        r.cpu.postgresMs.toFixed(2),
        r.cpu.clientsMs.toFixed(2),
      ]),
    ),
  );
  console.log(
    `warm-up p99 (first ${cold.seconds} s from a cold start) at ${cold.rate} msg/s on 1 instance: ` +
      `${ms(cold.p99)} ms (p50 ${ms(cold.p50)}, max ${ms(cold.max)}; ${cold.sent} sent, ` +
      `${cold.refused} refused, ${cold.failed} failed, ${cold.lost} lost, ${cold.duplicates} twice; ` +
      `server CPU ${cold.cpu.serverMs.toFixed(2)} ms/msg, PostgreSQL ${cold.cpu.postgresMs.toFixed(2)})`,
  );
  for (const r of results.filter((r) => r.refused > 0)) {
    const counts = new Map<string, number>();
    for (const status of r.refusedWith) counts.set(status, (counts.get(status) ?? 0) + 1);
    const list = [...counts].map(([status, n]) => `${n} x ${status}`).join(', ');
    console.log(`refused at ${r.rate}/s on ${r.instances} instance(s): ${list}`);
  }
  console.log(`server memory per 1,000 sockets: ${(rssPer1000 / 1024 / 1024).toFixed(1)} MB (RSS)`);
  console.log(
    `reconnect after ${reconnect.missed} missed messages: ${reconnect.arrived} arrived, ` +
      `${reconnect.duplicates} twice, caught up in ${ms(reconnect.ms)} ms`,
  );
}
