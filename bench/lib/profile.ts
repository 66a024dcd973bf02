// A CPU profile of this process while `work` runs (the inspector's Profiler): written to
// bench/results/<name> (open it in Chrome's DevTools or speedscope), and the functions with the
// most self time printed, with the share of each file group (our code, drizzle, PGlite, hono, node).
import { Session } from 'node:inspector/promises';
import { writeText } from './results.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  timeDeltas?: number[];
}

const GROUPS: [string, RegExp][] = [
  ['PGlite', /@electric-sql\/pglite/],
  ['drizzle', /drizzle-orm/],
  ['hono', /\/hono\/|@hono/],
  ['valibot', /valibot/],
  ['our server', /\/server\//],
  ['our src', /\/src\//],
  ['other node_modules', /node_modules/],
  ['node internals', /^node:|^$/],
];
const groupOf = (url: string) => GROUPS.find(([, re]) => re.test(url))?.[0] ?? 'other';
const shortUrl = (url: string) =>
  url.replace(/^.*\/node_modules\//, '').replace(/^.*\/(server|src)\//, '$1/');

export async function profileWhile<T>(work: () => Promise<T>, name: string, top = 25): Promise<T> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
  let result: T;
  try {
    result = await work();
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
    session.disconnect();
    const file = writeText(name, JSON.stringify(profile));
    printProfile(profile, top);
    console.log(`(profile: ${file})`);
  }
  return result;
}

function printProfile(profile: Profile, top: number) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (const [i, id] of samples.entries()) self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0));
  const total = [...self.values()].reduce((a, b) => a + b, 0) || 1;
  const byFunction = new Map<string, number>();
  const byGroup = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const isIdle = functionName === '(idle)' || functionName === '(program)';
    const key = `${functionName || '(anonymous)'} ${shortUrl(url)}${url ? `:${lineNumber + 1}` : ''}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const group = isIdle ? functionName : functionName === '(garbage collector)' ? 'GC' : groupOf(url);
    byGroup.set(group, (byGroup.get(group) ?? 0) + us);
  }
  const pct = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`;
  console.log('\nself time by group:');
  for (const [group, us] of [...byGroup].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(us)}  ${group}`);
  console.log(`heaviest ${top} functions by self time:`);
  for (const [key, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${pct(us)}  ${key}`);
  }
}
