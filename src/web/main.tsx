import '@fontsource-variable/inter';
import '@fontsource-variable/literata';
import './styles/tokens.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { ServiceWorkerRegistration } from './app/service-worker-registration';
import { prepareStart } from './app/start-up';

prepareStart();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
        <ServiceWorkerRegistration />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
