import type { VapidKeys } from '../../integrations/web-push/vapid-keys.js';

// Web Push as the notifications module sees it, apart from the service so that app-deps.ts can name
// it without importing the service.

export interface PushSetup {
  vapid: VapidKeys;
  /** Signs the one-click unsubscribe links of the reminder e-mails. */
  unsubscribeSecret: string;
}
