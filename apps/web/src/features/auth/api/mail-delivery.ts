import { queryOptions } from '@tanstack/react-query';
import { rpc } from '@/lib/rpc';

/** get_mail_delivery: where the local demo keeps the mail it did not send; a failure reads as none. */
export const mailDeliveryQuery = queryOptions({
  queryKey: ['mail-delivery'],
  queryFn: () => rpc('get_mail_delivery').catch(() => ({ outbox_path: null })),
  staleTime: Number.POSITIVE_INFINITY,
});
