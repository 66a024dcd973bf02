// Keeps the first screen's code in a few chunks. src/main.tsx imports React and then the app
// (src/app.tsx) dynamically, so that each is evaluated in a task of its own. Left to itself the
// bundler then splits the app's modules into many small chunks, one for each set of lazy screens
// that also use them (20 files instead of 10, and 3 kB more to download, as compression works
// per file). This plugin notes the modules src/app.tsx imports statically, and the chunk groups
// put them into one 'app' chunk (React into its own), as when they were part of the page's entry.
//
// An ad's page, the page a shared link opens, likewise: its screen's modules go into one
// 'ad-page' chunk instead of the many small ones it shared with other screens (each request and
// each chunk's evaluation costs its main thread time on a phone, docs/performance.md). Those it
// shares with a lazy part fetched on demand (the account forms, the live updates of a signed-in
// visitor, a clicked push) go into a second, 'ad-shared'. Left out of both are the modules a lazy
// part fetched on every page once its first screen is shown imports (the home list's map and
// local cache, a failure's words, ...): they stay in the chunks the home list fetches, so the
// home list never fetches the ad's code; and those more than two other screens import.
//
// What every page fetches once its first screen is shown (the layout's deferred parts: the update
// prompt, the cookie banner, the alerts, the offline writes' notices; the error screen) is one
// 'after-first-screen' chunk instead of seven small ones.
import { resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

const APP_ENTRY = resolve('src/app.tsx');
/** The layout around every screen: the parts it fetches after the first screen (deferred). */
const ROOT_LAYOUT = resolve('src/routes/__root.tsx');
/** Fetched after the first screen on every page too: the error screen, a failure's title. */
const EVERY_PAGE = [resolve('src/ui/route-error.tsx'), resolve('src/ui/failure-title.tsx')];
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
/** TanStack Query's writes (useMutation): the ad page's report and chat buttons use them. */
const QUERY_WRITES =
  /@tanstack[\\/](?:react-query|query-core)[\\/].*[\\/](?:mutationObserver|useMutation)\.js$/;
/** A module of the ad page imported by more other screens than this stays out of its chunk. */
const MAX_OTHER_SCREENS = 2;
/** A route's piece split off by the router plugin (a screen, its error screen, ...). */
const ROUTE_PIECE = /\?tsr-split=/;
/** The app's lazy parts fetched only when needed (a form opened, someone signed in, a push clicked). */
const ON_DEMAND = new Set(
  [
    'src/features/account/auth-modal-host.tsx',
    'src/features/account/account-controls.tsx',
    'src/live-updates.ts',
    'src/features/notifications/notification-click.ts',
  ].map((file) => resolve(file)),
);

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
  const adShared = new Set<string>();
  const everyPage = new Set<string>();
  const inApp = (id: string) => appGraph.has(id) && !REACT.test(id) && !LATER_QUERY_PARTS.test(id);
  const plugin: Plugin = {
    name: 'handymarkt:app-chunks',
    apply: 'build',
    buildEnd() {
      appGraph.clear();
      adPage.clear();
      adShared.clear();
      everyPage.clear();
      staticGraph(this, APP_ENTRY, () => false, appGraph);
      // What the app's lazy parts (not the other screens) import beyond the first load: those a
      // page fetches by itself once its first screen is shown, and those fetched on demand.
      const atStart = new Set<string>();
      const onDemand = new Set<string>();
      const outside = (m: string) => inApp(m) || REACT.test(m);
      for (const id of appGraph)
        for (const part of this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
          if (!ROUTE_PIECE.test(part))
            staticGraph(this, part, outside, ON_DEMAND.has(part) ? onDemand : atStart);
      // What every page fetches after its first screen, short of what the ad page's screen imports
      // (a failure's words): that screen never waits for the rest.
      const adReach = this.getModuleInfo(AD_SCREEN)
        ? staticGraph(this, AD_SCREEN, outside)
        : new Set<string>();
      const afterFirst = (m: string) => outside(m) || adReach.has(m);
      for (const part of this.getModuleInfo(ROOT_LAYOUT)?.dynamicallyImportedIds ?? [])
        if (!ON_DEMAND.has(part)) staticGraph(this, part, afterFirst, everyPage);
      for (const part of EVERY_PAGE) staticGraph(this, part, afterFirst, everyPage);
      if (!adReach.size) return;
      const adScreen = staticGraph(this, AD_SCREEN, (m) => outside(m) || atStart.has(m));
      // A module many other screens import (the not-found screen, the seller's reviews) keeps a
      // chunk of its own, with what it imports: each of those screens would fetch the ad's code.
      const screens = new Map<string, number>();
      for (const id of this.getModuleIds())
        if (ROUTE_PIECE.test(id) && id !== AD_SCREEN)
          for (const m of staticGraph(this, id, outside)) screens.set(m, (screens.get(m) ?? 0) + 1);
      const manyScreens = new Set<string>();
      for (const id of adScreen)
        if ((screens.get(id) ?? 0) > MAX_OTHER_SCREENS)
          staticGraph(this, id, (m) => outside(m) || atStart.has(m), manyScreens);
      for (const id of adScreen)
        if (onDemand.has(id)) adShared.add(id);
        else if (!manyScreens.has(id)) adPage.add(id);
    },
  };
  const react = { name: 'react', test: REACT, priority: 2 };
  const app = { name: 'app', test: inApp, priority: 1 };
  // Its dependencies outside the set stay where they are (the app's, the lazy parts' chunks).
  const adPageGroup = {
    name: 'ad-page',
    test: (id: string) => adPage.has(id),
    includeDependenciesRecursively: false,
  };
  const groups = [
    react,
    app,
    adPageGroup,
    {
      name: 'after-first-screen',
      test: (id: string) => everyPage.has(id),
      includeDependenciesRecursively: false,
    },
    {
      name: 'ad-shared',
      test: (id: string) => adShared.has(id) || QUERY_WRITES.test(id),
      includeDependenciesRecursively: false,
    },
  ];
  /** The chunks whose code runs as a page opens (scripts/compile-hints.ts marks them). */
  const runAtOpen = [react.name, app.name, adPageGroup.name];
  return { plugin, groups, runAtOpen };
}
