// What the first load's bytes are (bench/bundle-size.ts): each module's share of its chunk's gzip
// size, estimated from its rendered length, grouped by package (node_modules) or by folder (ours);
// and the home list's bytes in the run before.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, type BuiltChunk, type ClientBuild } from './build.ts';
import { RESULTS_DIR } from './lib/results.ts';

/** What contributors() needs of a loaded script: its file and gzip size. */
interface SizedScript {
  file: string;
  gzip: number;
}

export interface Contributor {
  name: string;
  /** Estimated gzipped bytes: the chunk's gzip size shared out by rendered length. */
  gzip: number;
  rendered: number;
}

/** node_modules/<pkg> or node_modules/@scope/<pkg> by package; our own code by folder. */
function groupOf(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg?.[1]) return pkg[1];
  const relative = clean.startsWith(ROOT) ? clean.slice(ROOT.length) : clean;
  const parts = relative.split('/');
  return parts.length > 2
    ? parts.slice(0, parts[0] === 'src' && parts.length > 3 ? 3 : 2).join('/')
    : relative;
}

function shortId(id: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules !== -1) return clean.slice(inModules + 'node_modules/'.length);
  return clean.startsWith(ROOT) ? clean.slice(ROOT.length) : clean;
}

export function contributors(scripts: readonly SizedScript[], build: ClientBuild) {
  const modules: Contributor[] = [];
  for (const script of scripts) {
    const chunk: BuiltChunk | undefined = build.chunks.get(script.file);
    if (!chunk) continue;
    const rendered = chunk.modules.reduce((sum, m) => sum + m.renderedLength, 0);
    for (const m of chunk.modules) {
      if (m.renderedLength === 0) continue;
      modules.push({
        name: m.id,
        rendered: m.renderedLength,
        gzip: rendered > 0 ? (script.gzip * m.renderedLength) / rendered : 0,
      });
    }
  }
  const groups = new Map<string, Contributor>();
  for (const m of modules) {
    const name = groupOf(m.name);
    const g = groups.get(name) ?? { name, gzip: 0, rendered: 0 };
    g.gzip += m.gzip;
    g.rendered += m.rendered;
    groups.set(name, g);
  }
  const byGzip = (a: Contributor, b: Contributor) => b.gzip - a.gzip;
  return {
    groups: [...groups.values()].sort(byGzip),
    modules: modules.sort(byGzip).map((m) => ({ ...m, name: shortId(m.name) })),
  };
}

/** The home list's bytes sent in the run before this one (bench/results/bundle-latest.json). */
export function previousHomeBytes(): number | undefined {
  try {
    const latest = JSON.parse(readFileSync(join(RESULTS_DIR, 'bundle-latest.json'), 'utf8')) as {
      data?: { totalSentBytes?: number };
    };
    return latest.data?.totalSentBytes;
  } catch {
    return undefined;
  }
}
