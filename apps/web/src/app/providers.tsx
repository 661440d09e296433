import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint';
import { ApiError } from '@/lib/api-error';
import { DEFAULT_STALE_MS } from '@/lib/query-defaults';

// The toast outlet (sonner) is not needed for the first paint: it loads in its own chunk, once the
// first screen has painted (not in the prerender, nor while hydrating). A page that shows toasts
// imports sonner itself; a toast made before the outlet is there shows when it arrives (sonner
// hands the active toasts to an outlet that subscribes late).
const Toaster = lazy(() => import('@/components/ui/toaster').then((m) => ({ default: m.Toaster })));

function ToastOutlet() {
  const isPainted = useAfterFirstPaint();
  if (!isPainted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_MS,
        refetchOnWindowFocus: false,
        // No retry for auth or input errors; up to 2 for the rest (spec §8).
        retry: (count, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

export function AppProviders({ children, client: given }: { children: ReactNode; client?: QueryClient }) {
  const [client] = useState(() => given ?? makeQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastOutlet />
    </QueryClientProvider>
  );
}
