// The PWA's entry: language, router, styles.
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider, initialLanguage } from './i18n/i18n-provider.tsx';
import { makeRouter } from './router.ts';
import './ui/styles.css';

const router = makeRouter();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// Not a top-level await: that makes the bundler split the entry into many small chunks.
void initialLanguage().then((language) =>
  createRoot(root).render(
    <StrictMode>
      <I18nProvider initial={language}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  ),
);
