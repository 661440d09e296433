import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RpcOutput, rpc } from '@/lib/rpc';
import { queryKeys } from './query-keys';

// The notification centre of the header's bell: the newest notifications and how many are unread,
// read again every minute and when the window gets the focus back, so a notification read on one
// device stops counting on the others.

export type NotificationList = RpcOutput<'get_notifications'>;
export type AppNotification = NotificationList['items'][number];

/** How often the bell asks again while the page is visible. */
export const NOTIFICATIONS_POLL_MS = 60_000;

export const notificationsQuery = queryOptions({
  queryKey: queryKeys.notifications,
  queryFn: () => rpc('get_notifications', {}),
  refetchInterval: NOTIFICATIONS_POLL_MS,
  refetchOnWindowFocus: true,
  staleTime: 15_000,
});

export const useNotifications = () => useQuery(notificationsQuery);

/** The list as if `id` (or every notification, without one) had been read. */
function readLocally(list: NotificationList, id: string | undefined): NotificationList {
  const items = list.items.map((item) =>
    id === undefined || item.id === id ? { ...item, read: true } : item,
  );
  const newlyRead = list.items.filter((item) => !item.read && (id === undefined || item.id === id)).length;
  return { items, unread: id === undefined ? 0 : Math.max(0, list.unread - newlyRead) };
}

/**
 * mark_notifications_read: one notification (its id) or all of them. The bell shows it read at once;
 * the server's count replaces the guess, and a failure reads the list again. The callbacks live on
 * the mutation, not on the call, so they still run when the menu that asked has closed.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  const key = notificationsQuery.queryKey;
  return useMutation({
    mutationFn: (id?: string) => rpc('mark_notifications_read', id === undefined ? {} : { id }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (list) => (list ? readLocally(list, id) : list));
    },
    onSuccess: ({ unread }) => queryClient.setQueryData(key, (list) => (list ? { ...list, unread } : list)),
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

/** A notification's link inside the app: a path of this site ('/aluno/plano'), anything else the home. */
export function inAppPath(url: string): string {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return '/';
  return url;
}
