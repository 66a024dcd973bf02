// A fresh production build of the PWA (vite build with the project's vite.config.ts), written to
// a temporary folder rather than dist/ so a server already serving dist/ is not disturbed. Keeps
// what the bundler knows about each chunk (its modules and their rendered sizes) for the analysis.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { onCleanup } from './lib/cleanup.ts';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface ChunkModule {
  id: string;
  renderedLength: number;
}

export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  modules: ChunkModule[];
}

export interface ClientBuild {
  outDir: string;
  ms: number;
  chunks: Map<string, BuiltChunk>;
}

interface OutputLike {
  output: {
    type: string;
    fileName: string;
    isEntry?: boolean;
    isDynamicEntry?: boolean;
    modules?: Record<string, { renderedLength: number }>;
  }[];
}

let pending: Promise<ClientBuild> | undefined;

/** Build once per bench run. */
export function buildClient(): Promise<ClientBuild> {
  pending ??= runBuild();
  return pending;
}

async function runBuild(): Promise<ClientBuild> {
  const outDir = mkdtempSync(join(tmpdir(), 'handymarkt-bench-dist-'));
  onCleanup(`rm ${outDir}`, () => rmSync(outDir, { recursive: true, force: true }));
  const started = performance.now();
  console.log(`vite build -> ${outDir}`);
  const result = await build({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as unknown as OutputLike[];
  const chunks = new Map<string, BuiltChunk>();
  for (const out of outputs) {
    for (const item of out.output ?? []) {
      if (item.type !== 'chunk') continue;
      chunks.set(item.fileName, {
        fileName: item.fileName,
        isEntry: item.isEntry ?? false,
        isDynamicEntry: item.isDynamicEntry ?? false,
        modules: Object.entries(item.modules ?? {}).map(([id, m]) => ({
          id,
          renderedLength: m.renderedLength,
        })),
      });
    }
  }
  return { outDir, ms: Math.round(performance.now() - started), chunks };
}
