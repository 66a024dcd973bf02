// Builds the PWA: React, file routes with code splitting, and the service worker (injectManifest).
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './manifest/manifest.ts';
import { appShell } from './scripts/app-shell.ts';
import { precompileMessages } from './scripts/precompile-messages.ts';
import { precompress } from './scripts/precompress.ts';
import { appChunks } from './scripts/app-chunk.ts';

const firstLoad = appChunks();

export default defineConfig({
  plugins: [
    precompileMessages(),
    appShell(),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
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
    precompress(),
    firstLoad.plugin,
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the app supports (es2022) knows modulepreload: no polyfill in the first load.
    modulePreload: { polyfill: false },
    // React, then the first screen's code, each in one chunk (scripts/app-chunk.ts).
    rolldownOptions: { output: { codeSplitting: { groups: firstLoad.groups } } },
  },
  resolve: {
    alias: {
      // React 19 has useSyncExternalStore: the router's store needs no shim of it (1.5 kB less).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  server: {
    proxy: {
      // ws: the realtime connection (/wp-json/hm/v1/realtime) is a WebSocket.
      '/wp-json': { target: 'http://localhost:8080', ws: true },
      '/wp-content': 'http://localhost:8080',
    },
  },
});
