// The web app manifest: installable, standalone, with shortcuts to sell and to my ads, and a
// share target for photos (a new ad from the gallery's share sheet, src/core/share-target.ts).
import type { ManifestOptions } from 'vite-plugin-pwa';
import { SHARE_TARGET_MANIFEST } from '../src/core/share-target.ts';

export const manifest: Partial<ManifestOptions> = {
  name: 'Handymarkt – Gebrauchte Smartphones',
  short_name: 'Handymarkt',
  description: 'Gebrauchte Smartphones von privat kaufen und verkaufen.',
  lang: 'de',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  theme_color: '#0f766e',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Verkaufen',
      short_name: 'Verkaufen',
      url: '/publish',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
    {
      name: 'Meine Anzeigen',
      short_name: 'Meine Anzeigen',
      url: '/dashboard/products',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
  ],
  share_target: SHARE_TARGET_MANIFEST,
};
