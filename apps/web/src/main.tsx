import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { config as configureZod } from 'zod/v4/core';
import { AppProviders, makeQueryClient } from './app/providers';
import { createRouter } from './app/router';
import { paths } from './config/paths';
import { authContextQuery } from './hooks/use-auth-context';
import { fullProfileQuery } from './lib/queries/profile';
import { lastSimuladoQuery } from './lib/queries/taf';
import './styles/globals.css';

// Our CSP forbids eval: zod must not even probe for it (the probe is reported as a CSP violation).
configureZod({ jitless: true });

// Ask who is signed in (and, on the dashboard, its data) while the route's chunks still load,
// instead of after: one round trip less before the first meaningful paint.
const queryClient = makeQueryClient();
void queryClient.prefetchQuery(authContextQuery);
if (window.location.pathname === paths.candidate.dashboard) {
  void queryClient.prefetchQuery(fullProfileQuery);
  void queryClient.prefetchQuery(lastSimuladoQuery);
}

const router = createRouter();
const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

createRoot(root).render(
  <StrictMode>
    <AppProviders client={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);

if ('serviceWorker' in navigator && import.meta.env.PROD) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {});
  });
}
