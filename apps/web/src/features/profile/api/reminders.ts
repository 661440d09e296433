import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '@/lib/queries/query-keys';
import { type RpcInput, type RpcOutput, rpc } from '@/lib/rpc';

// 'Lembretes' on the profile: what to be reminded of and when, and this browser's push subscription.

export type ReminderSettings = RpcOutput<'get_notification_settings'>;
export type ReminderKind = ReminderSettings['kinds'][number];
export type ReminderChange = RpcInput<'set_notification_settings'>;
export type PushSubscriptionJson = RpcInput<'save_push_subscription'>['p_subscription'];

export const reminderSettingsQuery = queryOptions({
  queryKey: queryKeys.notificationSettings,
  queryFn: () => rpc('get_notification_settings'),
});

export const saveReminderSettings = (change: ReminderChange) => rpc('set_notification_settings', change);

export const savePushSubscription = (subscription: PushSubscriptionJson) =>
  rpc('save_push_subscription', { p_subscription: subscription });

export const deletePushSubscription = (endpoint: string) =>
  rpc('delete_push_subscription', { p_endpoint: endpoint });
