import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProviders } from './providers';

const flushUpdates = (fn: () => unknown): undefined => {
  flushSync(fn);
};

/**
 * The whole app for a router and a query client. main.tsx renders (or hydrates) it in the browser;
 * the landing's build-time prerender renders the very same tree, so hydration finds the same
 * elements and `useId` the same ids.
 */
export function AppRoot({ client, router }: { client: QueryClient; router: DataRouter }) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        {/* react-router/dom's RouterProvider, without a second copy of react-router in node. */}
        <RouterProvider router={router} flushSync={flushUpdates} />
      </AppProviders>
    </StrictMode>
  );
}
