import { useQuery } from '@tanstack/react-query';
import { authContextQuery } from '@/lib/queries/auth-context';

/** Who is signed in (null when nobody), read through its one query (lib/queries/auth-context.ts). */
export function useAuthContext() {
  return useQuery(authContextQuery);
}
