import { queryOptions } from '@tanstack/react-query';
import { rpc } from '@/lib/rpc';

/** get_privacy_info: the controller's contact and the figures the policy quotes. */
export const privacyInfoQuery = queryOptions({
  queryKey: ['privacy-info'] as const,
  queryFn: () => rpc('get_privacy_info'),
});
