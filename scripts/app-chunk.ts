// Keeps the first screen's code in a few chunks. src/main.tsx imports React and then the app
// (src/app.tsx) dynamically, so that each is evaluated in a task of its own. Left to itself the
// bundler then splits the app's modules into many small chunks, one for each set of lazy screens
// that also use them (20 files instead of 10, and 3 kB more to download, as compression works
// per file). This plugin notes the modules src/app.tsx imports statically, and the chunk groups
// put them into one 'app' chunk (React into its own), as when they were part of the page's entry.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const APP_ENTRY = resolve('src/app.tsx');
const REACT = /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;
/**
 * Modules of TanStack Query that only the lazy screens use (writes, several queries at once).
 * The first screen imports the package's index, which names them all; without this they would
 * ride in the 'app' chunk, as a module's code goes wherever the module is put.
 */
const LATER_QUERY_PARTS =
  /@tanstack[\\/](?:react-query|query-core)[\\/].*[\\/](?:mutationObserver|useMutation|useMutationState|useIsMutating|useIsFetching|useQueries|queriesObserver|useSuspense\w*|usePrefetch\w*|hydration|HydrationBoundary)\.js$/;

export function appChunks() {
  const appGraph = new Set<string>();
  const plugin: Plugin = {
    name: 'handymarkt:app-chunks',
    apply: 'build',
    buildEnd() {
      appGraph.clear();
      const visit = (id: string) => {
        if (appGraph.has(id)) return;
        const info = this.getModuleInfo(id);
        if (!info) return;
        appGraph.add(id);
        info.importedIds.forEach(visit);
      };
      visit(APP_ENTRY);
    },
  };
  const groups = [
    { name: 'react', test: REACT, priority: 2 },
    {
      name: 'app',
      test: (id: string) => appGraph.has(id) && !REACT.test(id) && !LATER_QUERY_PARTS.test(id),
      priority: 1,
    },
  ];
  return { plugin, groups };
}
