import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { config as configureZod } from 'zod/v4/core';
import { AppProviders } from './app/providers';
import { createRouter } from './app/router';
import './styles/globals.css';

// Our CSP forbids eval: zod must not even probe for it (the probe is reported as a CSP violation).
configureZod({ jitless: true });

const router = createRouter();
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  });
}
