// The web app manifest: installable, standalone, with shortcuts to sell and to my ads.
import type { ManifestOptions } from 'vite-plugin-pwa';

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
};
