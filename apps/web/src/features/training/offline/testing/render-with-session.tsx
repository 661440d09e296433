import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryKeys } from '@/lib/queries/query-keys';
import { authContext } from '@/testing/auth-context';

/** A query client whose signed-in person is `userId` (a complete candidate), and its wrapper. */
export function sessionClient(userId = 'u1') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(
    queryKeys.authContext,
    authContext({ user: { id: userId, email: 'a@b.com', name: 'Ana' }, profile_complete: true }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}
