import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { queryKeys } from '@/lib/queries/query-keys';
import { rpc } from '@/lib/rpc';

const MIN_CHARS_FOR_SERVER = 4;

/** The server's verdict on a password: asked only from 4 characters, debounced, cached 2 s. */
export function usePasswordStrength(password: string) {
  const [debounced, setDebounced] = useState(password);
  useEffect(() => {
    const id = setTimeout(() => setDebounced(password), 250);
    return () => clearTimeout(id);
  }, [password]);
  const enabled = debounced.length >= MIN_CHARS_FOR_SERVER;
  const query = useQuery({
    queryKey: queryKeys.passwordStrength(debounced),
    queryFn: () => rpc('validate_password_strength', { password: debounced }),
    enabled,
    staleTime: 2_000,
    gcTime: 2_000,
    placeholderData: keepPreviousData,
  });
  return password.length >= MIN_CHARS_FOR_SERVER ? query.data : undefined;
}
