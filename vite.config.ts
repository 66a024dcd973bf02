// Builds the PWA: React, file routes with code splitting, and the service worker (injectManifest).
import type { defaultCodeSplitGroupings } from '@tanstack/router-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './manifest/manifest.ts';
import { appShell } from './scripts/app-shell.ts';
import { precompileMessages } from './scripts/precompile-messages.ts';
import { precompress } from './scripts/precompress.ts';
import { appChunks } from './scripts/app-chunk.ts';
import { compileHints } from './scripts/compile-hints.ts';

const firstLoad = appChunks();
/** The chunks of the first load (scripts/app-chunk.ts, src/main.tsx), as the build names them. */
const FIRST_LOAD_CHUNK = /^assets\/(?:react|app|rolldown-runtime|index)-[\w-]{8}\.js$/;

type CodeSplitGroupings = typeof defaultCodeSplitGroupings;

// How each route's code is split. A route's loader comes with its screen, in one chunk: it imports
// the screen's query options, whose modules (orders, chats, the console, ...) would otherwise join
// the route table, which is part of the first screen's code. The loader then starts the screen's
// data as soon as that chunk is there (on a link's intent, before the click), never later than
// the screen did when it asked itself.
const LOADER_WITH_SCREEN: CodeSplitGroupings = [
  ['loader', 'component'],
  ['errorComponent'],
  ['notFoundComponent'],
];
/** Loaders that need only the first screen's code stay in the table and start at once. */
const LOADER_IN_TABLE: CodeSplitGroupings = [['component'], ['errorComponent'], ['notFoundComponent']];
const ROUTE_SPLITS: Record<string, CodeSplitGroupings> = {
  // The landing page's screen ships in the main bundle: splitting it off only adds a round trip
  // before the first list can show.
  '/': [['errorComponent'], ['notFoundComponent']],
  // An ad and its offer: the request starts with the navigation (the modules are the home list's).
  '/product/$productSlug/': LOADER_IN_TABLE,
  '/product/$productSlug/buy': LOADER_IN_TABLE,
  // Loaders of a screen's messages (and the public catalogue) only.
  '/admin': LOADER_IN_TABLE,
  '/admin/catalogue': LOADER_IN_TABLE,
  '/dashboard/': LOADER_IN_TABLE,
  '/dashboard/orders': LOADER_IN_TABLE,
  '/dashboard/products': LOADER_IN_TABLE,
  '/mail/unsubscribe': LOADER_IN_TABLE,
  '/publish': LOADER_IN_TABLE,
  '/publish_/new': LOADER_IN_TABLE,
};

export default defineConfig({
  plugins: [
    precompileMessages(),
    appShell(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: { splitBehavior: ({ routeId }) => ROUTE_SPLITS[routeId] ?? LOADER_WITH_SCREEN },
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/routeTree.gen.ts',
    }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'workers',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // No .webm/.webp: the home's product clips and posters (public/video) are fetched when
      // scrolled to, never with the install.
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'] },
      devOptions: { enabled: false },
    }),
    // React, the first screen's code and an ad's page's are compiled as they arrive, off the main
    // thread.
    compileHints(firstLoad.runAtOpen),
    precompress(),
    firstLoad.plugin,
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // Every browser the app supports (es2022) knows modulepreload: no polyfill in the first load.
      polyfill: false,
      // A lazy screen's preload list leaves out the first load's own chunks (React, the app, the
      // bundler's runtime): they are there before any lazy screen is asked for, and each mention
      // is bytes in the route table, which is part of the first screen's code.
      resolveDependencies: (_file, deps) => deps.filter((dep) => !FIRST_LOAD_CHUNK.test(dep)),
    },
    // React, then the first screen's code, each in one chunk (scripts/app-chunk.ts).
    rolldownOptions: { output: { codeSplitting: { groups: firstLoad.groups } } },
  },
  resolve: {
    alias: [
      // React 19 has useSyncExternalStore: the router's store needs no shim of it (1.5 kB less).
      {
        find: 'use-sync-external-store/shim/with-selector',
        replacement: 'use-sync-external-store/with-selector',
      },
      // Dexie's ES module build for modern browsers (es2018, what the app targets and more) rather
      // than its ES5 one behind the package's import wrapper: 1.4 kB less brotli, fetched by every
      // first visit once its list is shown (src/local/db.ts) and by an ad's page.
      { find: /^dexie$/, replacement: 'dexie/dist/modern/dexie.mjs' },
    ],
  },
  server: {
    proxy: {
      // ws: the realtime connection (/wp-json/hm/v1/realtime) is a WebSocket.
      '/wp-json': { target: 'http://localhost:8080', ws: true },
      '/wp-content': 'http://localhost:8080',
    },
  },
});
