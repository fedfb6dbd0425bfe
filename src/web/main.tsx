// First: migrate Pocket's legacy preference keys before any store reads localStorage.
import './features/saves/legacy-prefs-startup';
import '@fontsource-variable/inter';
import '@fontsource-variable/literata';
import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { router } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// The service worker belongs to the production build only: Vite's dev server never registers it.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  void import('./app/register-service-worker').then(({ registerServiceWorker }) =>
    registerServiceWorker(router),
  );
}
