// Keeps the first screen's code in a few chunks. src/main.tsx imports React and then the app
// (src/app.tsx) dynamically, so that each is evaluated in a task of its own. Left to itself the
// bundler then splits the app's modules into many small chunks, one for each set of lazy screens
// that also use them (20 files instead of 10, and 3 kB more to download, as compression works
// per file). This plugin notes the modules src/app.tsx imports statically, and the chunk groups
// put them into one 'app' chunk (React into its own), as when they were part of the page's entry.
//
// An ad's page, the page a shared link opens, likewise: its screen's modules go into one
// 'ad-page' chunk instead of the dozen small ones it shares with other screens (each request
// and each chunk's evaluation costs its main thread time on a phone, docs/performance.md).
// Left out are the modules that a lazy part of the app (the home list's map, its local cache,
// the account forms, the live updates, ...) also imports: those stay in the chunks the home list
// and the rest of the app fetch, so the home list never fetches the ad's code.
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

const APP_ENTRY = resolve('src/app.tsx');
/** The ad page's screen, as the router plugin splits it off its route. */
const AD_SCREEN = `${resolve('src/routes/product.$productSlug.index.tsx')}?tsr-split=component`;
const REACT = /node_modules[\\/](?:react|react-dom|scheduler)[\\/]/;
/**
 * Modules of TanStack Query that only the lazy screens use (writes, several queries at once).
 * The first screen imports the package's index, which names them all; without this they would
 * ride in the 'app' chunk, as a module's code goes wherever the module is put.
 */
const LATER_QUERY_PARTS =
  /@tanstack[\\/](?:react-query|query-core)[\\/].*[\\/](?:mutationObserver|useMutation|useMutationState|useIsMutating|useIsFetching|useQueries|queriesObserver|useSuspense\w*|usePrefetch\w*|hydration|HydrationBoundary)\.js$/;
/** A route's piece split off by the router plugin (a screen, its error screen, ...). */
const ROUTE_PIECE = /\?tsr-split=/;

/** The modules `from` imports statically, itself included, short of those `stop` names. */
function staticGraph(
  ctx: Rollup.PluginContext,
  from: string,
  stop: (id: string) => boolean,
  into = new Set<string>(),
) {
  const visit = (id: string) => {
    if (into.has(id) || stop(id)) return;
    const info = ctx.getModuleInfo(id);
    if (!info) return;
    into.add(id);
    info.importedIds.forEach(visit);
  };
  visit(from);
  return into;
}

export function appChunks() {
  const appGraph = new Set<string>();
  const adPage = new Set<string>();
  const inApp = (id: string) => appGraph.has(id) && !REACT.test(id) && !LATER_QUERY_PARTS.test(id);
  const plugin: Plugin = {
    name: 'handymarkt:app-chunks',
    apply: 'build',
    buildEnd() {
      appGraph.clear();
      adPage.clear();
      staticGraph(this, APP_ENTRY, () => false, appGraph);
      // What the app's lazy parts (not the other screens) import beyond the first load.
      const lazyParts = new Set<string>();
      for (const id of appGraph)
        for (const part of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          if (!ROUTE_PIECE.test(part)) staticGraph(this, part, (m) => inApp(m) || REACT.test(m), lazyParts);
      if (this.getModuleInfo(AD_SCREEN))
        staticGraph(this, AD_SCREEN, (m) => inApp(m) || REACT.test(m) || lazyParts.has(m), adPage);
    },
  };
  const groups = [
    { name: 'react', test: REACT, priority: 2 },
    { name: 'app', test: inApp, priority: 1 },
    // Its dependencies outside the set stay where they are (the app's, the lazy parts' chunks).
    { name: 'ad-page', test: (id: string) => adPage.has(id), includeDependenciesRecursively: false },
  ];
  return { plugin, groups };
}
