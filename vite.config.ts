// Builds the PWA: React, file routes with code splitting, and the service worker (injectManifest).
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { manifest } from './manifest/manifest.ts';
import { appShell } from './scripts/app-shell.ts';
import { precompileMessages } from './scripts/precompile-messages.ts';

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
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'] },
      devOptions: { enabled: false },
    }),
  ],
  build: { target: 'es2022', sourcemap: false },
  server: { proxy: { '/wp-json': 'http://localhost:8080', '/wp-content': 'http://localhost:8080' } },
});
